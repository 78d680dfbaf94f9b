import { type ComponentProps, useState } from 'react';
import { Link } from 'react-router-dom';
import { OFFLINE_MESSAGES } from './queueCompletion';
import { GratuityPicker } from './GratuityPicker';
import { PaymentFields } from './PaymentFields';
import { centsToInput } from '../../../lib/money';

type Payment = ComponentProps<typeof PaymentFields>;
type Gratuity = ComponentProps<typeof GratuityPicker>;

/** Step 1 (part 2 §2.3): how the customer pays; with the customer not home, the gratuity too. */
export function PaymentStep(props: {
  form: Payment['form'];
  onFormChange: Payment['onChange'];
  savedCards: Payment['savedCards'];
  due: number;
  customerAbsent: boolean;
  gratuity: Gratuity['choice'] | null;
  onGratuityChange: Gratuity['onChange'];
  totalFee: number;
  tipBase: Gratuity['tipBase'];
  offered: Gratuity['offered'];
  busy: boolean;
  formError: string | null;
  onContinue: () => void;
  /** Whether the browser has a signal: without it a card cannot be taken, and this step says so first. */
  online: boolean;
}) {
  const { form, onFormChange, savedCards, due, customerAbsent, gratuity, onGratuityChange, totalFee, offered, busy, formError, onContinue, online } = props;
  const [waitForCard, setWaitForCard] = useState(false);
  const dollars = centsToInput(due);
  const only = (patch: Partial<Payment['form']>) => {
    setWaitForCard(false);
    onFormChange({ ...form, cashAmount: '', creditCardAmount: '', checkAmount: '', giftCardAmount: '', ...patch });
  };
  return (
    <form
      className="completion__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      {!online && (
        <div className="completion__offline" role="status" data-testid="payment-offline">
          <strong>No signal: {OFFLINE_MESSAGES.cardOffline}</strong>
          <div className="completion__offline-choices">
            <button type="button" className="button button--secondary completion__big" onClick={() => only({ cashAmount: dollars })}>
              Take cash
            </button>
            <button type="button" className="button button--secondary completion__big" onClick={() => only({ checkAmount: dollars })}>
              Take a check
            </button>
            <button type="button" className="button button--ghost completion__big" onClick={() => setWaitForCard(true)}>
              Take the card when the signal returns
            </button>
          </div>
          {waitForCard && <p className="muted">{OFFLINE_MESSAGES.waitForCard}</p>}
        </div>
      )}
      <PaymentFields form={form} onChange={onFormChange} savedCards={savedCards} due={due} disabled={busy} />
      {customerAbsent && gratuity && (
        <GratuityPicker choice={gratuity} onChange={onGratuityChange} tipBase={props.tipBase} offered={offered} disabled={busy} />
      )}
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="completion__actions">
        <Link className="button button--secondary completion__big" to="/dashboard/schedule">
          Cancel
        </Link>
        <button type="submit" className="button button--primary completion__big" disabled={busy}>
          {busy ? 'Sending…' : customerAbsent ? 'Complete Appointment' : 'Continue to Customer Signing'}
        </button>
      </div>
    </form>
  );
}
