import type { OptionsResponse, StandingEventInput } from '@pawroute/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import { appointmentKeys, standingKeys } from '../appointments/api/keys';
import type { StandingAnswer } from '../appointments/api/types';

/** GET /api/v4/getOptions: the stylists (and blocking complaints) the standing dialogs pick from. */
export function useStylistOptions() {
  return useQuery({
    queryKey: ['options'],
    queryFn: ({ signal }) => api.get<OptionsResponse>('/api/v4/getOptions', undefined, signal),
    staleTime: 5 * 60_000,
  });
}

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
