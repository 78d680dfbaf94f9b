import { ModalDialog } from '../../../components/ModalDialog';

/** Part 2 §4.1 step 2: the payment does not add up to what is due; the employee may go on anyway. */
export function MismatchDialog({ text, onCancel, onContinue }: { text: string | null; onCancel(): void; onContinue(): void }) {
  return (
    <ModalDialog
      open={text !== null}
      title="Payment Does Not Match"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary completion__big" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button--primary completion__big" onClick={onContinue}>
            Continue
          </button>
        </>
      }
    >
      <p>{text}</p>
    </ModalDialog>
  );
}

/** The server says the customer's sign-off is no longer needed: back to the employee's dashboard. */
export function SignoffNotNeededDialog({ message, onContinue }: { message: string | null; onContinue(): void }) {
  return (
    <ModalDialog
      open={message !== null}
      title="Sign-Off No Longer Needed"
      onClose={onContinue}
      actions={
        <button type="button" className="button button--primary completion__big" onClick={onContinue}>
          Continue as Employee
        </button>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}
