import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SympathyEmailAnswer, SympathyEmailBody } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/**
 * POST /api/v4/pets/sendSympathyEmail { petId }. The Idempotency-Key is not needed for safety (the
 * server sends once per pet) but the apiClient has no header option; the rule lives on the server.
 */
export function sendSympathyEmail(petId: number): Promise<SympathyEmailAnswer> {
  return api.post<SympathyEmailAnswer>('/api/v4/pets/sendSympathyEmail', { petId } satisfies SympathyEmailBody);
}

export function useSendSympathyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSympathyEmail,
    onSuccess() {
      void client.invalidateQueries({ queryKey: ['pets'] });
    },
  });
}
