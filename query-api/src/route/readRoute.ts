import {
  fullName,
  DomainError,
  MAX_SUGGEST_STOPS,
  ROUTE_MESSAGES,
  summarizeDayRoute,
  suggestOrder,
  planTimes,
  toMinutes,
  toSpecDate,
  toSpecTime,
  toTime,
  type AppointmentRow,
  type DayRouteAnswer,
  type LatLng,
  type LegInput,
  type RouteStop,
  type RouteStopView,
  type SuggestOrderAnswer,
} from '@pawroute/domain';
import type { Config, Router, SqlExecutor } from '@pawroute/platform';
import { selectAppointmentRows } from '@pawroute/projections';
import { readAddressLocations } from './addressLocations';
import { DAY_SCHEDULE_HIDES } from '../shared/dayHides';
import { readStylistDays } from '../shared/stylistDays';

export interface RouteDayInput {
  /** Business-local 'YYYY-MM-DD'. */
  date: string;
  employeeId: number;
}

export interface Stop {
  row: AppointmentRow;
  view: RouteStopView;
  start: number;
  end: number;
  point: LatLng | null;
}

interface AddressRecord {
  id: number;
  user_id: number;
  address: string;
  mapsco: string | null;
  is_primary: boolean;
}

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Which of the customer's addresses an appointment goes to: its estimate keeps a copy of the address
 * ("1 Elm St, Dallas, TX 75001"), so the customer's address whose street line starts that text; else
 * the customer's primary address.
 */
export function matchAddress(appointmentAddress: string | null, addresses: readonly AddressRecord[]): AddressRecord | null {
  const text = norm(appointmentAddress ?? '');
  if (text) {
    const exact = addresses.filter((a) => text === norm(a.address) || text.startsWith(`${norm(a.address)},`));
    if (exact.length > 0) return exact.find((a) => a.is_primary) ?? exact[0]!;
  }
  return addresses.find((a) => a.is_primary) ?? addresses[0] ?? null;
}

/** The stylist's appointments on the date, in time order, with their address, MAPSCO and pin. */
export async function readRouteStops(db: SqlExecutor, { date, employeeId }: RouteDayInput): Promise<{ stops: Stop[]; stylistName: string }> {
  const [rows, names] = await Promise.all([
    selectAppointmentRows(db, {
      where: `a.date = $1 AND NOT a.is_deleted AND a.status <> ALL($2::text[]) AND a.employee_id = $3 AND a.start_time IS NOT NULL`,
      params: [date, DAY_SCHEDULE_HIDES, employeeId],
      orderBy: 'a.start_time, a.id',
    }),
    db.query<{ first_name: string | null; last_name: string | null }>(`SELECT first_name, last_name FROM users WHERE id = $1`, [employeeId]),
  ]);
  const userIds = [...new Set(rows.map((r) => r.customerUserId).filter((id): id is number => typeof id === 'number'))];
  const { rows: addresses } = userIds.length
    ? await db.query<AddressRecord>(`SELECT id, user_id, address, mapsco, is_primary FROM contact_addresses WHERE user_id = ANY($1::int[]) ORDER BY added_at, id`, [userIds])
    : { rows: [] as AddressRecord[] };
  const byUser = new Map<number, AddressRecord[]>();
  for (const a of addresses) byUser.set(Number(a.user_id), [...(byUser.get(Number(a.user_id)) ?? []), { ...a, id: Number(a.id) }]);
  const matched = rows.map((row) => matchAddress(row.address, byUser.get(row.customerUserId) ?? []));
  const locations = await readAddressLocations(db, matched.filter((a): a is AddressRecord => a !== null).map((a) => a.id));
  const stops = rows.map((row, i): Stop => {
    const address = matched[i];
    const location = address ? locations.get(address.id) : undefined;
    const point = location && location.current ? { lat: location.lat, lng: location.lng } : null;
    return {
      row,
      start: toMinutes(row.start!) ?? 0,
      end: toMinutes(row.end ?? row.start!) ?? 0,
      point,
      view: {
        appointmentId: row.ID,
        estimateId: row.estimateId,
        customerUserId: row.customerUserId ?? null,
        customerName: row.Customer.name,
        pets: row.pets.map((p) => p.name).join(', '),
        status: row.status,
        startTime: row.startTime ?? '',
        endTime: row.endTime ?? '',
        start: row.start ?? '',
        end: row.end ?? '',
        address: row.address ?? address?.address ?? '',
        addressId: address?.id ?? null,
        mapsco: address?.mapsco ?? null,
        location: point && location ? { ...point, source: location.source } : null,
      },
    };
  });
  const name = names.rows[0];
  return { stops, stylistName: name ? fullName({ firstName: name.first_name, lastName: name.last_name }) : '' };
}

/** GET routes/getDay: the stops in time order, the drive between each, the total and the warnings. */
export async function readDayRoute(db: SqlExecutor, router: Router, config: Pick<Config, 'mapTileUrl' | 'mapAttribution'>, input: RouteDayInput): Promise<DayRouteAnswer> {
  const { stops, stylistName } = await readRouteStops(db, input);
  const legs: (LegInput | null)[] = stops.slice(1).map(() => null);
  const paths: [number, number][][] = [];
  let estimated = router.kind === 'estimate';
  // Each run of consecutive stops that are all on the map is one route request.
  let runStart = 0;
  for (let i = 0; i <= stops.length; i += 1) {
    if (i < stops.length && stops[i]!.point) continue;
    const run = stops.slice(runStart, i);
    if (run.length >= 2) {
      const route = await router.route(run.map((s) => s.point!));
      estimated ||= route.estimated;
      route.legs.forEach((leg, k) => (legs[runStart + k] = { minutes: leg.minutes, km: leg.km, estimated: route.estimated }));
      paths.push(route.path);
    }
    runStart = i + 1;
  }
  const summary = summarizeDayRoute(
    stops.map((s) => ({ appointmentId: s.row.ID, start: s.start, end: s.end, located: s.point !== null })),
    legs,
  );
  return {
    date: input.date,
    appointmentDate: toSpecDate(input.date),
    employeeId: input.employeeId,
    stylistName,
    stops: stops.map((s) => s.view),
    legs: summary.legs,
    totalDriveMinutes: summary.totalDriveMinutes,
    totalKm: summary.totalKm === null ? null : Math.round(summary.totalKm * 10) / 10,
    paths,
    estimated: estimated || summary.estimated,
    routing: router.kind,
    warnings: summary.warnings,
    map: { tileUrl: config.mapTileUrl, attribution: config.mapAttribution },
  };
}

/** Statuses 'Suggest order' may move: booked but not started. */
const MOVABLE = new Set(['scheduled', 'confirmed', 'conflicting']);

/**
 * GET routes/suggestOrder: a proposal only (nothing is written). The movable stops on the map, each
 * within `windowMinutes` of its booked start and inside the stylist's working hours that day.
 */
export async function readSuggestedOrder(db: SqlExecutor, router: Router, windowMinutes: number, input: RouteDayInput): Promise<SuggestOrderAnswer> {
  const [{ stops }, { days }] = await Promise.all([readRouteStops(db, input), readStylistDays(db, input.date, [input.employeeId])]);
  const movable = stops.filter((s) => s.point !== null && MOVABLE.has(s.row.status));
  const unplaced = stops.filter((s) => !movable.includes(s)).map((s) => s.row.ID);
  if (movable.length > MAX_SUGGEST_STOPS) throw new DomainError(400, ROUTE_MESSAGES.tooManyStops(MAX_SUGGEST_STOPS));
  const hours = days[input.employeeId]?.hours ?? [];
  const dayStart = hours.length ? Math.min(...hours.map((h) => h.start)) : 0;
  const dayEnd = hours.length ? Math.max(...hours.map((h) => h.end)) : 24 * 60 - 1;
  const routeStops: RouteStop[] = movable.map((s) => {
    const length = Math.max(0, s.end - s.start);
    const earliest = Math.max(Math.min(dayStart, s.start), s.start - windowMinutes);
    const latest = Math.max(earliest, Math.min(Math.max(dayEnd - length, s.start), s.start + windowMinutes));
    return { serviceMinutes: length, earliest, latest, preferred: s.start };
  });
  const base = { date: input.date, employeeId: input.employeeId, unplaced, windowMinutes };
  if (movable.length === 0) {
    return { ...base, order: [], proposed: [], method: 'none', feasible: true, driveMinutes: 0, bookedDriveMinutes: 0, savedMinutes: 0, estimated: router.kind === 'estimate' };
  }
  const table = await router.table(movable.map((s) => s.point!));
  const suggestion = suggestOrder(routeStops, table.minutes);
  const round = (m: number) => Math.round(m);
  return {
    ...base,
    order: suggestion.order.map((i) => movable[i]!.row.ID),
    proposed: (suggestion.feasible ? planTimes(suggestion.order, routeStops, table.minutes) : suggestion.timings).map((t) => {
      // Whole minutes, never earlier than the plan (rounding down could overlap the drive).
      const startMinutes = Math.ceil(t.start - 1e-9);
      const start = toTime(startMinutes);
      const end = toTime(startMinutes + Math.round(t.end - t.start));
      return { appointmentId: movable[t.index]!.row.ID, start, end, startTime: toSpecTime(start), endTime: toSpecTime(end) };
    }),
    method: suggestion.method,
    feasible: suggestion.feasible,
    driveMinutes: round(suggestion.driveMinutes),
    bookedDriveMinutes: round(suggestion.booked.driveMinutes),
    savedMinutes: Math.max(0, round(suggestion.booked.driveMinutes) - round(suggestion.driveMinutes)),
    estimated: table.estimated,
  };
}
