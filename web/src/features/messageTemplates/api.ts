import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AskForCardAnswer, AskForCardBody, MessageTemplateBody, MessageTemplateResetBody, MessageTemplateSaved, MessageTemplatesAnswer, PreferredChannelAnswer, PreferredChannelBody } from '@pawroute/domain';
import { api } from '../../lib/apiClient';

/** ['messageTemplates']: the projector pushes { scope: 'messageTemplates' } to staff when a template changes. */
export const messageTemplateKeys = { all: ['messageTemplates'] as const, list: ['messageTemplates', 'list'] as const };
/** ['preferredChannel', customerId]: pushed when it changes. */
export const preferredChannelKey = (customerId: number) => ['preferredChannel', customerId] as const;

/** GET /api/v4/messageTemplates/list (Management → Message templates). */
export const useMessageTemplates = () =>
  useQuery({ queryKey: messageTemplateKeys.list, queryFn: ({ signal }) => api.get<MessageTemplatesAnswer>('/api/v4/messageTemplates/list', undefined, signal) });

/** POST /api/v4/messageTemplates/save or /reset (one Idempotency-Key per click: apiClient). */
export function useSaveMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageTemplateBody) => api.post<MessageTemplateSaved>('/api/v4/messageTemplates/save', body),
    onSettled: () => client.invalidateQueries({ queryKey: messageTemplateKeys.all }),
  });
}
export function useResetMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageTemplateResetBody) => api.post<MessageTemplateSaved>('/api/v4/messageTemplates/reset', body),
    onSettled: () => client.invalidateQueries({ queryKey: messageTemplateKeys.all }),
  });
}

/** GET /api/v4/customers/preferredChannel. */
export const usePreferredChannel = (customerId: number | null) =>
  useQuery({
    queryKey: preferredChannelKey(customerId ?? 0),
    enabled: customerId !== null,
    queryFn: ({ signal }) => api.get<PreferredChannelAnswer>('/api/v4/customers/preferredChannel', { customerId: customerId! }, signal),
  });

/** POST /api/v4/customers/preferredChannel (the office, or the customer themself). */
export function useSavePreferredChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferredChannelBody) => api.post<PreferredChannelAnswer>('/api/v4/customers/preferredChannel', body),
    onSettled: (_d, _e, body) => client.invalidateQueries({ queryKey: preferredChannelKey(body.customerId) }),
  });
}

/** POST /api/v4/customers/askForCard: the card-on-file request to the customer. */
export const useAskForCard = () => useMutation({ mutationFn: (body: AskForCardBody) => api.post<AskForCardAnswer>('/api/v4/customers/askForCard', body) });
