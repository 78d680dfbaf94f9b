import { PROFILE_MESSAGES } from '@pawroute/domain';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useDeleteUser } from '../api/profileActions';

/**
 * Delete User (DangerousEditing): marks the profile deleted; Restore Profile brings it back. `onDeleted`
 * runs after the success toast (e.g. leave the profile for the customer list).
 */
export function ConfirmDeleteDialog({ userId, name, open, onClose, onDeleted }: { userId: number; name: string; open: boolean; onClose(): void; onDeleted?: () => void }) {
  const remove = useDeleteUser(userId);
  const confirm = async () => {
    if (!userId) {
      toast.error(PROFILE_MESSAGES.deleteNeedsUserId);
      return;
    }
    try {
      await remove.mutateAsync(undefined);
      toast.success(PROFILE_MESSAGES.deletedUser);
      onClose();
      onDeleted?.();
    } catch (e) {
      toast.error(PROFILE_MESSAGES.failedToDeleteUser, { description: isApiError(e) ? e.message : undefined });
    }
  };
  return (
    <ModalDialog
      open={open}
      title="Delete User"
      onClose={onClose}
      busy={remove.isPending}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete User'}
          </button>
        </>
      }
    >
      <p>
        Mark <strong>{name}</strong> as deleted? The profile leaves the customer list and its login stops working. It can be
        restored later.
      </p>
    </ModalDialog>
  );
}
