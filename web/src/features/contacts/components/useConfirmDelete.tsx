import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ConfirmDelete } from './ConfirmDelete';
import { reportWriteFailure } from './formErrors';

interface Options<Row> {
  /** The dialog's title, e.g. 'Delete Address'. */
  title: string;
  /** How the row is named in "Delete <what>?". */
  describe(row: Row): string;
  /** The feature's delete mutation (by the row's ID). */
  remove: { mutateAsync(id: number): Promise<unknown>; isPending: boolean };
  /** The spec's toasts for this list. */
  removed: string;
  failedToRemove: string;
}

/**
 * The delete step every contacts list shares: ask(row) opens the confirmation; Delete removes the
 * row, toasts the spec's message and closes; a failure toasts and keeps the dialog open.
 */
export function useConfirmDelete<Row extends { ID: number }>({ title, describe, remove, removed, failedToRemove }: Options<Row>): {
  ask(row: Row): void;
  dialog: ReactNode;
} {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.ID);
      toast.success(removed);
      setDeleting(null);
    } catch (error) {
      reportWriteFailure(error, failedToRemove);
    }
  };
  const dialog = deleting && (
    <ConfirmDelete title={title} what={describe(deleting)} busy={remove.isPending} onConfirm={confirm} onCancel={() => setDeleting(null)} />
  );
  return { ask: setDeleting, dialog };
}
