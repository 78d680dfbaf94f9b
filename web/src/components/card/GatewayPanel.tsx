import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/apiClient';
import { dollars } from '../../lib/money';

interface Reconciliations {
  gateway: string;
  environment: string;
  reconciliations: Array<{ gatewayTransactionId: string; ledgerTransactionId: number | null; amountCents: number; action: string; message: string; at: string }>;
  unknownOutcomes?: Array<{ requestKey: string; amountCents: number; askedAt: string }>;
  check?: { ok: boolean; message: string; at: string } | null;
}


/** The System page's payment section: which gateway is live, and what the settlement sweep gave back. */
export function GatewayPanel() {
  const data = useQuery({ queryKey: ['system', 'paymentReconciliations'], queryFn: () => apiGet<Reconciliations>('/api/v4/system/paymentReconciliations') });
  if (!data.data) return null;
  const { gateway, environment, reconciliations, unknownOutcomes = [], check = null } = data.data;
  return (
    <section className="panel system__gateway" aria-label="Payment gateway" data-gateway={gateway}>
      <h2>Payment gateway</h2>
      <p>
        {gateway === 'sandbox' ? 'The built-in sandbox gateway is live. Test payments: no card is charged.' : `Authorize.net (${environment}) is live.`}
      </p>
      {check && !check.ok ? (
        <p className="system__gateway-check" role="alert">
          Checked at start ({new Date(check.at).toLocaleString()}): {check.message}
        </p>
      ) : null}
      {unknownOutcomes.length > 0 ? (
        <>
          <h3>Card payments with no answer from the gateway yet</h3>
          <p className="muted">
            Nothing was recorded as paid for these. The settlement sweep looks each one up: found, it is recorded by a retry or given back;
            not found after ten minutes, no money was taken.
          </p>
          <ul className="system__unknown-outcomes">
            {unknownOutcomes.map((u) => (
              <li key={u.requestKey}>
                {dollars(u.amountCents)} asked at {new Date(u.askedAt).toLocaleString()}
              </li>
            ))}
          </ul>
        </>
      ) : null}
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
