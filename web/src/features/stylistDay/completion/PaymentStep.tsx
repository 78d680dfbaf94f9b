import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { GratuityPicker } from './GratuityPicker';
import { PaymentFields } from './PaymentFields';

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
  offered: Gratuity['offered'];
  busy: boolean;
  formError: string | null;
  onContinue: () => void;
}) {
  const { form, onFormChange, savedCards, due, customerAbsent, gratuity, onGratuityChange, totalFee, offered, busy, formError, onContinue } = props;
  return (
    <form
      className="completion__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <PaymentFields form={form} onChange={onFormChange} savedCards={savedCards} due={due} disabled={busy} />
      {customerAbsent && gratuity && (
        <GratuityPicker choice={gratuity} onChange={onGratuityChange} totalFee={totalFee} offered={offered} disabled={busy} />
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
