import { formatCents } from '@pawroute/domain';
import type { CompletionStep } from './model';

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

/** The card's header on every step: whether the customer is home, who, which pets, and the total. */
export function CompletionHeader(props: { customerAbsent: boolean; customerName: string; petNames: string; totalFee: number }) {
  return (
    <header className="completion__header">
      <div>
        <p className="completion__eyebrow">{props.customerAbsent ? 'Customer not home' : 'Customer on site'}</p>
        <h1 className="completion__title">{props.customerName}</h1>
        <p className="muted completion__pets">{props.petNames}</p>
      </div>
      <div className="completion__total">
        <span className="muted">Total</span>
        <strong data-testid="completion-total">{formatCents(props.totalFee)}</strong>
      </div>
    </header>
  );
}
