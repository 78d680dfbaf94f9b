import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/apiClient';

/** One message of GET /api/v4/dev/outbox. */
export interface OutboxMessage {
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  transport: 'smtp' | 'outbox';
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/v4/dev/outbox (staff): the mail the system sent or, without SMTP, kept. */
export function useOutbox() {
  return useQuery({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => api.get<{ messages: OutboxMessage[] }>('/api/v4/dev/outbox', undefined, signal),
    refetchInterval: 5_000,
  });
}
