import { useQuery } from '@tanstack/react-query';
import type { AuditAsOfAnswer, AuditHistoryAnswer, AuditSubject } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** GET /api/v4/audit/asOf (ViewAuditLog): balances and transactions then (replayed) and now. */
export function useAuditAsOf(instant: string | null) {
  return useQuery({
    queryKey: ['audit', 'asOf', instant],
    queryFn: ({ signal }) => api.get<AuditAsOfAnswer>('/api/v4/audit/asOf', { instant: instant! }, signal),
    enabled: instant !== null,
    // "Now" changes with every payment: fetch again when asked, never serve a stale "now" from cache.
    staleTime: 0,
  });
}

export type { AuditSubject };

/** GET /api/v4/audit/history: the timeline of one customer's balance or one transaction. */
export function useAuditHistory(subject: AuditSubject | null) {
  return useQuery({
    queryKey: ['audit', 'history', subject],
    queryFn: ({ signal }) => api.get<AuditHistoryAnswer>('/api/v4/audit/history', subject ?? undefined, signal),
    enabled: subject !== null,
  });
}
