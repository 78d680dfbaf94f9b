import type {
  AppointmentIdQuery,
  CreateStandingBody,
  StandingAnswer,
  StandingsPage,
  UpdateStandingBody,
  UpdateStandingEventBody,
} from '@pawroute/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiWrite, api, withQuery } from '../../lib/apiClient';
import { appointmentKeys } from '../appointments';

/**
 * The standings' reads and writes (docs/APPOINTMENTS.md: the routes live under appointments/). Each write
 * goes through lib/apiClient (CSRF, one Idempotency-Key per submission, the answer's position) and
 * refreshes the standings, the appointments (the day shows their placeholders) and the estimates.
 */
const BASE = '/api/v4/appointments';

/** Query keys of the standings, lib/liveInvalidation's ['standings'] scope. */
export const standingKeys = {
  all: ['standings'] as const,
  list: (params: Record<string, unknown>) => ['standings', 'list', params] as const,
};

/** GET appointments/getAll?onlyStandings=true */
export function useStandings(page: number, pageSize: number, employeeId: number | null = null) {
  const params = { onlyStandings: true, page, pageSize, employeeId: employeeId ?? undefined };
  return useQuery({
    queryKey: standingKeys.list(params),
    queryFn: ({ signal }) => api.get<StandingsPage>(`${BASE}/getAll`, params, signal),
    placeholderData: keepPreviousData,
  });
}

function useStandingWrite<Body>(send: (body: Body) => Promise<StandingAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not awaited: the caller's toast and close should not wait on the refetch.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: standingKeys.all });
      void client.invalidateQueries({ queryKey: appointmentKeys.all });
      void client.invalidateQueries({ queryKey: ['estimates'] });
    },
  });
}

const post =
  <Body>(route: string) =>
  (body: Body) =>
    apiWrite<StandingAnswer>('POST', `${BASE}/${route}`, body);

/** POST appointments/createStanding, from a standing request ('Create Standing Appointment'). */
export const useCreateStandingFromRequest = () => useStandingWrite(post<CreateStandingBody>('createStanding'));
/** POST appointments/updateStanding */
export const useUpdateStanding = () => useStandingWrite(post<UpdateStandingBody>('updateStanding'));
/** POST appointments/updateStandingEvent */
export const useUpdateStandingEvent = () => useStandingWrite(post<UpdateStandingEventBody>('updateStandingEvent'));
/** DELETE appointments/deleteStanding?appointmentId= */
export const useDeleteStanding = () =>
  useStandingWrite(({ appointmentId }: AppointmentIdQuery) => apiWrite<StandingAnswer>('DELETE', withQuery(`${BASE}/deleteStanding`, { appointmentId })));
