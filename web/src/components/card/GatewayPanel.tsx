import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/apiClient';

interface Reconciliations {
  gateway: string;
  environment: string;
  reconciliations: Array<{ gatewayTransactionId: string; ledgerTransactionId: number | null; amountCents: number; action: string; message: string; at: string }>;
}

/** The System page's payment section: which gateway is live, and what the settlement sweep gave back. */
export function GatewayPanel() {
  const data = useQuery({ queryKey: ['system', 'paymentReconciliations'], queryFn: () => apiGet<Reconciliations>('/api/v4/system/paymentReconciliations') });
  if (!data.data) return null;
  const { gateway, environment, reconciliations } = data.data;
  return (
    <section className="panel system__gateway" aria-label="Payment gateway" data-gateway={gateway}>
      <h2>Payment gateway</h2>
      <p>
        {gateway === 'sandbox' ? 'The built-in sandbox gateway is live. Test payments: no card is charged.' : `Authorize.net (${environment}) is live.`}
      </p>
      {reconciliations.length === 0 ? (
        <p className="muted">The settlement sweep found no card charge the ledger did not record.</p>
      ) : (
        <ul>
          {reconciliations.map((r) => (
            <li key={r.gatewayTransactionId}>
              {new Date(r.at).toLocaleString()} · {r.action} · gateway transaction {r.gatewayTransactionId}: {r.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
