import { useQuery } from '@tanstack/react-query';
import type { OutboxAnswer, OutboxMessage } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** One message of GET /api/v4/dev/outbox (domain outboxAnswerSchema). */
export type { OutboxMessage };

/** GET /api/v4/dev/outbox (administrators: EditPermissions): the mail the system sent or, without SMTP, kept. */
export function useOutbox() {
  return useQuery({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => api.get<OutboxAnswer>('/api/v4/dev/outbox', undefined, signal),
    refetchInterval: 5_000,
  });
}
