import { ModalDialog } from '../../../components/ModalDialog';

/** Profile actions whose screens are later issues: say so honestly rather than do nothing. */
export function ComingLaterDialog({ what, onClose }: { what: string | null; onClose(): void }) {
  return (
    <ModalDialog
      open={what !== null}
      title={what ?? ''}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      }
    >
      <p>{what} is coming in a later release.</p>
      <p className="muted-line">Nothing was changed.</p>
    </ModalDialog>
  );
}
