import { Link } from 'react-router-dom';

/**
 * Where the payment of a voided groom is recorded again: the transaction form for that customer and
 * appointment, which fills itself from the voided transaction (docs/DECISIONS.md "The ledger after a void").
 */
export const recordPaymentPath = (customerUserId: number | null, appointmentId: number) =>
  `/dashboard/transactions/new/user/${customerUserId ?? 0}?appointmentId=${appointmentId}`;

/**
 * "Groom of 12-01-2026 unpaid: its payment was voided" with Record Payment (docs/DECISIONS.md "The
 * ledger after a void"): the balance leaves a voided transaction out (docs/RULES.md "Balance, voids and
 * refunds"), so this says beside it what is still owed. On the customer page, the office's appointment
 * panel and the stylist's appointment page. `recordPath` null: the viewer cannot record a payment.
 */
export function UnpaidGroomNotice({
  appointmentDate,
  amount,
  recordPath,
  otherwise,
  compact = false,
}: {
  appointmentDate: string;
  amount?: string;
  recordPath: string | null;
  /** Said instead of the button when `recordPath` is null, e.g. who records it. */
  otherwise?: string;
  compact?: boolean;
}) {
  return (
    <div className={`unpaid-notice${compact ? ' unpaid-notice--compact' : ''}`} role="status" data-testid="unpaid-groom">
      <p>
        <strong>Groom of {appointmentDate} unpaid:</strong> its payment was voided{amount ? ` (${amount})` : ''}.
        {recordPath === null && otherwise ? ` ${otherwise}` : ''}
      </p>
      {recordPath !== null && (
        <Link className="button button--primary button--small unpaid-notice__action" to={recordPath}>
          Record Payment
        </Link>
      )}
    </div>
  );
}
