import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toSpecDate, type DayRouteAnswer, type MapOptions, type RouteStopView, type SuggestOrderAnswer, type AddressLocationAnswer, type PositionAnswer, type SetAddressLocationBody } from '@pawroute/domain';
import { api } from '../../lib/apiClient';

/**
 * The day's route (docs/API.md "Routes"). Keys start with 'routes': the route projector pushes
 * that scope when a pin moves, and appointment or address changes refresh it too (lib/liveInvalidation).
 */
export const routeKeys = {
  all: ['routes'] as const,
  day: (employeeId: number, date: string) => ['routes', 'day', employeeId, date] as const,
  suggestion: (employeeId: number, date: string) => ['routes', 'suggest', employeeId, date] as const,
};

/** GET routes/getDay?employeeId=&date=MM-DD-YYYY (date taken ISO here). */
export function fetchDayRoute(employeeId: number, date: string, signal?: AbortSignal): Promise<DayRouteAnswer> {
  return api.get<DayRouteAnswer>('/api/v4/routes/getDay', { employeeId, date: toSpecDate(date) }, signal);
}

export function useDayRoute(employeeId: number | null, date: string) {
  return useQuery({
    queryKey: routeKeys.day(employeeId ?? 0, date),
    queryFn: ({ signal }) => fetchDayRoute(employeeId!, date, signal),
    enabled: employeeId !== null,
  });
}

/** GET routes/suggestOrder: a proposal only; asked for when the office presses 'Suggest order'. */
export function useSuggestOrder(employeeId: number | null, date: string, enabled: boolean) {
  return useQuery({
    queryKey: routeKeys.suggestion(employeeId ?? 0, date),
    queryFn: ({ signal }) => api.get<SuggestOrderAnswer>('/api/v4/routes/suggestOrder', { employeeId: employeeId!, date: toSpecDate(date) }, signal),
    enabled: enabled && employeeId !== null,
    staleTime: 0,
  });
}

/** POST addresses/setLocation: the office places the pin. */
export function useSetLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAddressLocationBody) => api.post<PositionAnswer>('/api/v4/addresses/setLocation', body),
    onSuccess: () => client.invalidateQueries({ queryKey: routeKeys.all }),
  });
}

/** POST addresses/locate: ask the geocoder (when one is configured). */
export function useLocateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => api.post<AddressLocationAnswer>('/api/v4/addresses/locate', { addressId }),
    onSuccess: () => client.invalidateQueries({ queryKey: routeKeys.all }),
  });
}

/** GET routes/mapOptions's answer (domain mapOptionsSchema). */
export type { MapOptions };

export function useMapOptions() {
  return useQuery({ queryKey: ['routes', 'mapOptions'], queryFn: ({ signal }) => api.get<MapOptions>('/api/v4/routes/mapOptions', undefined, signal), staleTime: 5 * 60_000 });
}

/**
 * Accepting a suggestion moves the appointments to the proposed times (appointments/update, the
 * office's usual write, with resolveConfliction: the office chose these times). Each move goes when
 * its new time no longer overlaps an appointment still waiting to move, so the day never passes
 * through a made-up conflict; a cycle falls back to the proposal's order.
 */
export function useAcceptSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ suggestion, current }: { suggestion: SuggestOrderAnswer; current: DayRouteAnswer }) => {
      for (const next of moveOrder(suggestion.proposed, current.stops)) {
        await api.post('/api/v4/appointments/update', {
          appointmentId: next.appointmentId,
          appointmentDate: toSpecDate(suggestion.date),
          startTime: next.startTime,
          endTime: next.endTime,
          employeeId: suggestion.employeeId,
          resolveConfliction: true,
        });
      }
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: routeKeys.all });
      void client.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
}

/** A stop's appointment and its 'HH:MM' times. */
type Timed = Pick<RouteStopView, 'appointmentId' | 'start' | 'end'>;

/**
 * The order to move appointments in when a suggestion is accepted: only those whose start changes, each
 * once its new time no longer overlaps an appointment still waiting to move (a cycle falls back to the
 * proposal's order).
 */
export function moveOrder<P extends Timed>(proposed: readonly P[], current: readonly Timed[]): P[] {
  const booked = new Map(current.map((s) => [s.appointmentId, { start: s.start, end: s.end }]));
  let pending = proposed.filter((p) => booked.get(p.appointmentId)?.start !== p.start);
  const out: P[] = [];
  const overlaps = (p: Timed, o: Timed) => {
    const at = booked.get(o.appointmentId);
    return at !== undefined && p.start < at.end && at.start < p.end;
  };
  while (pending.length > 0) {
    const next = pending.find((p) => pending.every((o) => o === p || !overlaps(p, o))) ?? pending[0]!;
    out.push(next);
    booked.set(next.appointmentId, { start: next.start, end: next.end });
    pending = pending.filter((p) => p !== next);
  }
  return out;
}
