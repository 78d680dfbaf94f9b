import type { CompletionStep } from './model';
import { dollars } from '../../../lib/money';

/** Where the customer is in the flow (customer present only): Payment, Sign, Receipt. */
export function CompletionSteps({ step }: { step: CompletionStep }) {
  return (
    <ol className="completion__steps" aria-label="Steps">
      {(['payment', 'customerSigning', 'thankYou'] as const).map((s) => (
        <li key={s} aria-current={s === step ? 'step' : undefined}>
          {s === 'payment' ? 'Payment' : s === 'customerSigning' ? 'Sign' : 'Receipt'}
        </li>
      ))}
    </ol>
  );
}

/** What the Thank-you step shows as paid (`paidWithTip`). */
export type PaidWithTip = { paid: number; tip: number; tipOnAccount: boolean };

/**
 * The card's header on every step: whether the customer is home, who, which pets, and the total; on the
 * Thank-you step what was paid, the tip included (not the fee alone).
 */
export function CompletionHeader(props: { customerAbsent: boolean; customerName: string; petNames: string; totalFee: number; thanks: PaidWithTip | null }) {
  const thanks = props.thanks;
  return (
    <header className="completion__header">
      <div>
        <p className="completion__eyebrow">{props.customerAbsent ? 'Customer not home' : 'Customer on site'}</p>
        <h1 className="completion__title">{props.customerName}</h1>
        <p className="muted completion__pets">{props.petNames}</p>
      </div>
      {thanks ? (
        <div className="completion__total">
          <span className="muted">Paid</span>
          <strong data-testid="completion-paid">{dollars(thanks.paid)}</strong>
          {thanks.tip > 0 && (
            <span className="muted completion__tip-note">
              {thanks.tipOnAccount ? `+ ${dollars(thanks.tip)} tip on account` : `incl. ${dollars(thanks.tip)} tip`}
            </span>
          )}
        </div>
      ) : (
        <div className="completion__total">
          <span className="muted">Total</span>
          <strong data-testid="completion-total">{dollars(props.totalFee)}</strong>
        </div>
      )}
    </header>
  );
}
