import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveEstimateBodyInput, SaveEstimateResponse } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { estimateKeys } from './keys';

/** POST /api/v4/estimate/save { estimate, user, tripChargeIncrementConsent } -> { data: { userID, estimateId } }. */
export function saveEstimate(body: SaveEstimateBodyInput): Promise<SaveEstimateResponse> {
  return api.post<SaveEstimateResponse>('/api/v4/estimate/save', body);
}

export function useSaveEstimate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEstimate,
    onSuccess() {
      void client.invalidateQueries({ queryKey: estimateKeys.all });
      // A new customer shows up in the customer list too.
      void client.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}
