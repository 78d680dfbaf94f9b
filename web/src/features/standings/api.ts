import type { CreateStandingBody } from '@pawroute/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import { appointmentKeys, standingKeys } from '../appointments';
import type { StandingAnswer } from '../appointments';

/** createStanding's body (docs/APPOINTMENTS.md): domain createStandingInputSchema's input. */
export type CreateStandingRequest = CreateStandingBody;

/** POST appointments/createStanding from a standing request ('Create Standing Appointment'). */
export function useCreateStandingFromRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStandingRequest) => api.post<StandingAnswer>('/api/v4/appointments/createStanding', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: appointmentKeys.all });
      void client.invalidateQueries({ queryKey: standingKeys.all });
    },
  });
}
