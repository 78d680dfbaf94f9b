import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendTextAnswer, SendTextBody, ThreadAnswer, ThreadListAnswer, ThreadMarkedRead } from '@pawroute/domain';
import { api } from '../../lib/apiClient';

/** ['messages']: the messages projector pushes { scope: 'messages' } to staff on every text. */
export const messageKeys = {
  all: ['messages'] as const,
  threads: ['messages', 'list'] as const,
  thread: (customerId: number) => ['messages', customerId] as const,
};

/** GET /api/v4/messages/threads (the list and the navigation's unread count). */
export const useThreads = (enabled = true) =>
  useQuery({ queryKey: messageKeys.threads, enabled, queryFn: ({ signal }) => api.get<ThreadListAnswer>('/api/v4/messages/threads', undefined, signal) });

/** GET /api/v4/messages/thread?customerId= */
export const useThread = (customerId: number | null) =>
  useQuery({
    queryKey: messageKeys.thread(customerId ?? 0),
    enabled: customerId !== null,
    queryFn: ({ signal }) => api.get<ThreadAnswer>('/api/v4/messages/thread', { customerId: customerId! }, signal),
  });

/** POST /api/v4/messages/send: the reply box (one Idempotency-Key per submission: apiClient). */
export function useSendText() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendTextBody) => api.post<SendTextAnswer>('/api/v4/messages/send', body),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** POST /api/v4/messages/markRead: opening a thread with unread texts. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) => api.post<ThreadMarkedRead>('/api/v4/messages/markRead', { customerId }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
