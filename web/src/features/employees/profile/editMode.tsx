import { toast } from 'sonner';
import { isStaleEdit } from '../../../components/StaleEditNotice';
import { isApiError } from '../../../lib/apiClient';

/**
 * What the employee details and stylist information cards share (part 2 §2.4: view, edit, then save or
 * cancel; Cancel reloads the data; the 'Employee' user type sees Update disabled).
 */
export function EditCardHead(props: { title: string; showUpdate: boolean; disabled: boolean; onUpdate(): void }) {
  return (
    <div className="panel__head">
      <h2 className="panel__title">{props.title}</h2>
      {props.showUpdate && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={props.onUpdate}
          disabled={props.disabled}
          title={props.disabled ? `Your user type may not update ${props.title.toLowerCase()}.` : undefined}
        >
          Update
        </button>
      )}
    </div>
  );
}

/** Cancel: leave edit mode and reload; a failed reload is the spec's retrieve toast. */
export function cancelAndReload(setEditing: (editing: boolean) => void, reload: () => Promise<{ isError: boolean }>, failed: string, toastId: string): void {
  setEditing(false);
  void reload().then((r) => {
    if (r.isError) toast.error(failed, { id: toastId });
  });
}

/** Save: the spec's success toast and back to view; else its failure toast, the server's field errors on their fields. */
export async function saveWithToasts(
  save: () => Promise<unknown>,
  messages: { saved: string; failed: string },
  onSaved: () => void,
  setFieldError: (name: string, message: string) => void,
  /** Someone else saved this record since it was opened: show the notice, offer Reload. */
  stale?: { onStale(): void; reload(): void },
): Promise<void> {
  try {
    await save();
    toast.success(messages.saved);
    onSaved();
  } catch (error) {
    const isStale = stale !== undefined && isStaleEdit(error);
    if (isStale) stale.onStale();
    toast.error(messages.failed, {
      description: isApiError(error) ? error.message : undefined,
      action: isStale ? { label: 'Reload', onClick: stale.reload } : undefined,
    });
    if (isApiError(error) && error.fieldErrors) {
      for (const [name, message] of Object.entries(error.fieldErrors)) setFieldError(name, message);
    }
  }
}
