import { Modal } from './Modal';

interface Props {
  title: string;
  what: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "Delete this …?" with Delete and Cancel. */
export function ConfirmDelete({ title, what, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal title={title} onClose={onCancel} busy={busy}>
      <p className="ct-modal__text">
        Delete <strong>{what}</strong>? This cannot be undone.
      </p>
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button ct-button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
