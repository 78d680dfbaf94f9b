import { useQuery } from '@tanstack/react-query';
import { gatewayInfo } from '../../lib/apiClient';

/** Which gateway is live (GET /api/v4/payments/gateway), for every card screen. */
export const useGatewayInfo = () => useQuery({ queryKey: ['payments', 'gateway'], queryFn: gatewayInfo, staleTime: Infinity });

/**
 * "Test payments: no card is charged" on every payment screen while the sandbox gateway (or
 * Authorize.net's sandbox) is live; nothing with the production gateway.
 */
export function TestPaymentsNotice() {
  const info = useGatewayInfo();
  if (!info.data?.notice) return null;
  return (
    <p className="notice notice--test-payments" role="note" data-test-payments>
      {info.data.notice}
    </p>
  );
}
