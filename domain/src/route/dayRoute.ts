/**
 * The day's route: a stylist's appointments in time order with the drive between each,
 * the total driving, and a warning wherever a drive does not fit between the end of one appointment
 * and the start of the next. Pure: the drives come in from the routing port.
 */

export interface DayRouteStopInput {
  appointmentId: number;
  /** Minutes since midnight (business time). */
  start: number;
  end: number;
  /** Whether the stop's address has coordinates. */
  located: boolean;
}

export interface LegInput {
  minutes: number;
  km: number | null;
  /** True when the minutes are the straight-line estimate, not a road route. */
  estimated: boolean;
}

export interface RouteLeg {
  fromAppointmentId: number;
  toAppointmentId: number;
  /** Whole minutes of driving (rounded up), or null when an end of the leg has no location. */
  minutes: number | null;
  km: number | null;
  estimated: boolean;
  /** Minutes free between the end of the first appointment and the start of the second. */
  gapMinutes: number;
  /** False when the drive is longer than the gap. */
  fits: boolean;
}

export interface RouteWarning {
  kind: 'driveDoesNotFit' | 'noLocation';
  appointmentId: number;
  /** The leg's first appointment, when the warning is about a leg. */
  fromAppointmentId: number | null;
  message: string;
}

export interface DayRouteSummary {
  legs: RouteLeg[];
  /** Sum of the legs that have a drive time. */
  totalDriveMinutes: number;
  totalKm: number | null;
  /** True when any leg counted is an estimate. */
  estimated: boolean;
  warnings: RouteWarning[];
}

export const ROUTE_MESSAGES = {
  noLocation: 'This address is not on the map yet: place the pin to include it in drive times.',
  driveDoesNotFit: (minutes: number, gap: number) =>
    `The drive takes ${minutes} min but only ${Math.max(0, gap)} min are free between these appointments.`,
  tooManyStops: (max: number) => `Suggest order works on days of up to ${max} stops.`,
  addressNotFound: 'Address not found.',
  locationRequired: 'Please place the pin on the map.',
  geocoderOff: 'No geocoder is configured: place the pin on the map.',
  notFound: 'The address could not be found by the geocoder: place the pin on the map.',
} as const;

/** Drive minutes as shown: whole minutes, rounded up (a 0.2-minute hop still is a minute). */
export const shownMinutes = (minutes: number): number => Math.max(0, Math.ceil(minutes - 1e-9));

/**
 * `stops` in time order; `legs[i]` is the drive from stops[i] to stops[i+1] (null when either end has
 * no location).
 */
export function summarizeDayRoute(stops: readonly DayRouteStopInput[], legs: readonly (LegInput | null)[]): DayRouteSummary {
  const warnings: RouteWarning[] = [];
  for (const stop of stops) {
    if (!stop.located) warnings.push({ kind: 'noLocation', appointmentId: stop.appointmentId, fromAppointmentId: null, message: ROUTE_MESSAGES.noLocation });
  }
  const out: RouteLeg[] = [];
  let total = 0;
  let km: number | null = 0;
  let estimated = false;
  for (let i = 0; i + 1 < stops.length; i += 1) {
    const from = stops[i]!;
    const to = stops[i + 1]!;
    const leg = legs[i] ?? null;
    const gap = to.start - from.end;
    const minutes = leg ? shownMinutes(leg.minutes) : null;
    const fits = minutes === null || minutes <= gap;
    if (leg && minutes !== null) {
      total += minutes;
      estimated ||= leg.estimated;
      km = leg.km === null || km === null ? null : km + leg.km;
    }
    if (!fits) {
      warnings.push({ kind: 'driveDoesNotFit', appointmentId: to.appointmentId, fromAppointmentId: from.appointmentId, message: ROUTE_MESSAGES.driveDoesNotFit(minutes!, gap) });
    }
    out.push({ fromAppointmentId: from.appointmentId, toAppointmentId: to.appointmentId, minutes, km: leg?.km ?? null, estimated: leg?.estimated ?? false, gapMinutes: gap, fits });
  }
  return { legs: out, totalDriveMinutes: total, totalKm: km, estimated, warnings };
}

/**
 * The open-slot ranking: the driving a new stop at `slotStart` adds to the stylist's day,
 * given its neighbours in time order: drive(prev, new) + drive(new, next) - drive(prev, next).
 * `drive` answers minutes between two stops' keys, or null when unknown (then the slot is unranked).
 */
export function addedDriveMinutes(prev: number | null, next: number | null, drive: (from: number | 'new', to: number | 'new') => number | null): number | null {
  const parts: (number | null)[] = [];
  if (prev !== null) parts.push(drive(prev, 'new'));
  if (next !== null) parts.push(drive('new', next));
  if (parts.some((p) => p === null)) return null;
  let added = (parts as number[]).reduce((a, b) => a + b, 0);
  if (prev !== null && next !== null) {
    const direct = drive(prev, next);
    if (direct === null) return null;
    added -= direct;
  }
  return Math.max(0, added);
}
