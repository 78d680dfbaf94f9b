import type { StandingEventInput } from '@pawroute/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import { appointmentKeys, standingKeys } from '../appointments';
import type { StandingAnswer } from '../appointments';

/** createStanding's body (docs/APPOINTMENTS.md): times 'h:mm A', the recurrence as domain standingEventInputSchema. */
export interface CreateStandingRequest {
  appointmentId: number;
  employeeId: number;
  startTime: string;
  endTime: string;
  event: StandingEventInput;
}

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
