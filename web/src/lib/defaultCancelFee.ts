import type { DefaultCancelFeeAnswer } from '@pawroute/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './apiClient';
import { centsToInput } from './money';

/**
 * GET management/getDefaultCancelFee → { defaultCancelFee } (cents; none set: 0). Shared by Management,
 * which edits it, and the appointment cancel dialog, which prefills its fee with it. Under
 * ['options', …] so a Management write and the live updatedOptions push refresh it.
 */
export const defaultCancelFeeKey = ['options', 'defaultCancelFee'] as const;

export const useDefaultCancelFee = (enabled = true) =>
  useQuery({
    queryKey: defaultCancelFeeKey,
    queryFn: ({ signal }) => api.get<DefaultCancelFeeAnswer>('/api/v4/management/getDefaultCancelFee', undefined, signal),
    enabled,
  });

/** Cents as a money input's text ('25.00'); 0 as '' (no fee). */
export const feeInput = (cents: number): string => (cents > 0 ? centsToInput(cents) : '');
