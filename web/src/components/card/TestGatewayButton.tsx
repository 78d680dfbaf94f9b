import type { GatewayCheckAnswer } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { api, isApiError } from '../../lib/apiClient';

/** Management's "Test the gateway": checks the gateway's credentials (authenticateTestRequest); charges nothing. */
export function TestGatewayButton() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const test = async () => {
    setBusy(true);
    try {
      const answer = await api.post<GatewayCheckAnswer>('/api/v4/management/testPaymentGateway', {});
      setResult(answer.message);
      (answer.ok ? toast.success : toast.error)(answer.message);
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Failed to test the gateway';
      setResult(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel" aria-label="Payment gateway">
      <h2>Payment gateway</h2>
      <button type="button" className="button" onClick={() => void test()} disabled={busy}>
        Test the gateway
      </button>
      {result && <p role="status">{result}</p>}
    </section>
  );
}
