import type { DepositsAnswer } from '@pawroute/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/apiClient';

export const depositsKeys = { range: (startDate: string, endDate: string) => ['deposits', startDate, endDate] as const };

/** GET deposits/findByDate: the gateway's settled batches matched with the ledger ('YYYY-MM-DD' dates). */
export function useDeposits(startDate: string, endDate: string) {
  return useQuery({
    queryKey: depositsKeys.range(startDate, endDate),
    queryFn: ({ signal }) => apiGet<DepositsAnswer>('/api/v4/deposits/findByDate', { startDate, endDate }, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(startDate) && /^\d{4}-\d{2}-\d{2}$/.test(endDate),
  });
}
