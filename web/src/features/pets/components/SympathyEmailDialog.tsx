import { ModalDialog } from '../../../components/ModalDialog';

interface Props {
  open: boolean;
  petName: string;
  busy: boolean;
  onSend(): void;
  onSkip(): void;
}

/** Part 1 §4: marking an existing pet deceased asks whether to send the owner a sympathy email. */
export function SympathyEmailDialog({ open, petName, busy, onSend, onSkip }: Props) {
  return (
    <ModalDialog
      open={open}
      title="Send a sympathy email?"
      onClose={onSkip}
      busy={busy}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onSkip} disabled={busy}>
            Do Not Send Email
          </button>
          <button type="button" className="button button--primary" onClick={onSend} disabled={busy}>
            {busy ? 'Sending…' : 'Send Email'}
          </button>
        </>
      }
    >
      <p>
        {petName || 'This pet'} will be marked as deceased. Would you like to send the owner a short note of sympathy by email?
      </p>
    </ModalDialog>
  );
}
