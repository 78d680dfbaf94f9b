import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartFromEstimateBody, StartedFromEstimate } from '@pawroute/domain';
import { apiWrite } from '../../../lib/apiClient';

/** POST appointments/startFromEstimate's answer (domain startedFromEstimateSchema). */
export type { StartedFromEstimate };

/**
 * POST appointments/startFromEstimate { estimateId } (completing without an appointment): the
 * appointment is made from the estimate today, with the signed-in stylist, and started; the completion
 * flow (payment, signing, thank you) follows on it. One Idempotency-Key per submission (apiWrite).
 */
export function useStartFromEstimateOnTheSpot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (estimateId: number) => apiWrite<StartedFromEstimate>('POST', '/api/v4/appointments/startFromEstimate', { estimateId } satisfies StartFromEstimateBody),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['estimates'] }), client.invalidateQueries({ queryKey: ['appointments'] })]),
  });
}

/** Part 2 §4.2: with no appointment, or one in progress, the completion actions appear. */
export const offersCompletion = (appointment: { status: string } | null): boolean => appointment === null || appointment.status === 'inProgress';

/** Part 2 §2.3: the completion view, customer present or absent. */
export const completionPathFor = (appointmentId: number, customerAbsent: boolean): string =>
  customerAbsent ? `/appointmentCompletionWithoutCustomer/${appointmentId}` : `/appointmentCompletion/${appointmentId}`;
