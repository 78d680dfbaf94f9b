import { useQuery } from '@tanstack/react-query';
import type { TipBase, TipBaseAnswer } from '@pawroute/domain';
import { api } from './apiClient';

/**
 * GET management/getTipBase → { tipBase } (TIP-BASE's setting; none set: 'total'). Shared by Management,
 * which edits it, and the completion's tip step, which takes its percents of that base. Under
 * ['options', …] so a Management write and the live updatedOptions push refresh it.
 */
export const tipBaseKey = ['options', 'tipBase'] as const;

export const useTipBase = (enabled = true) =>
  useQuery({
    queryKey: tipBaseKey,
    queryFn: ({ signal }) => api.get<TipBaseAnswer>('/api/v4/management/getTipBase', undefined, signal),
    enabled,
    refetchOnWindowFocus: false,
  });
