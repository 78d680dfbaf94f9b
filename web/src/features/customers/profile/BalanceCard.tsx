import { PROFILE_MESSAGES } from '@pawroute/domain';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useBalance } from '../api/balance';
import { dollars } from '../../../lib/money';

/** Balance with recent payments (part 1 §2). The ledger is a later issue: 0 and none until then. */
export function BalanceCard({ userId }: { userId: number }) {
  const balance = useBalance(userId);
  // A stylist reads the balance of their own appointments' customers only: a refusal is not a failure.
  const refused = isApiError(balance.error) && balance.error.statusCode === 403;
  useEffect(() => {
    if (balance.isError && !refused) toast.error(PROFILE_MESSAGES.failedToRetrieveBalance, { id: `balance-${userId}` });
  }, [balance.isError, refused, userId]);
  if (refused) return null;
  return (
    <section className="panel" aria-label="Balance">
      <div className="panel__head">
        <h2 className="panel__title">Balance</h2>
        <span className="balance money" data-testid="balance">
          {balance.data ? dollars(balance.data.balanceCents, '—') : balance.isError ? '—' : '…'}
        </span>
      </div>
      <h3 className="field__label">Recent payments</h3>
      {balance.data && balance.data.recentPayments.length > 0 ? (
        <ul className="scroll-list">
          {balance.data.recentPayments.map((p) => (
            <li key={p.ID} className="comment">
              <span className="money">{dollars(p.amountCents, '—')}</span> · {p.method} · {p.DateAdded}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted-line">{balance.isError ? PROFILE_MESSAGES.failedToRetrieveBalance : 'No recent payments.'}</p>
      )}
    </section>
  );
}
