import type { ConfirmationBoard, SendConfirmationAnswer } from '@pawroute/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/apiClient';

/**
 * The confirmation board's calls (docs/API.md). Key ['appointmentConfirmations', ...]: the
 * server pushes that scope when a mail goes out or a link is followed, and lib/liveInvalidation derives
 * it from every appointments change (a confirmation, a move, a cancel).
 */
export const confirmationKeys = {
  all: ['appointmentConfirmations'] as const,
  board: (onlyUnconfirmed: boolean) => ['appointmentConfirmations', 'board', { onlyUnconfirmed }] as const,
};

/** GET appointments/getConfirmations?onlyUnconfirmed= */
export function useConfirmationBoard(onlyUnconfirmed: boolean) {
  return useQuery({
    queryKey: confirmationKeys.board(onlyUnconfirmed),
    queryFn: ({ signal }) => api.get<ConfirmationBoard>('/api/v4/appointments/getConfirmations', { onlyUnconfirmed }, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST appointments/sendConfirmation's answer (domain sendConfirmationAnswerSchema). */
export type { SendConfirmationAnswer };

/** POST appointments/sendConfirmation { appointmentId }: Send or Resend. */
export function useSendConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) => api.post<SendConfirmationAnswer>('/api/v4/appointments/sendConfirmation', { appointmentId }),
    onSuccess: () => void client.invalidateQueries({ queryKey: confirmationKeys.all }),
  });
}
