import { fullName, readRule, toSpecDate, toSpecTime, weekdayCodeOf, type AppointmentStatus, type StandingEvent } from '@pawroute/domain';
import { standingOccurrences, type StandingView } from '@pawroute/domain/standings/placeholders';
import { selectPaged, type SqlExecutor } from '@pawroute/platform';
import { customerRatingSql, ESTIMATE_PETS_SQL, type AppointmentCustomer, type PersonRef, type TableRow } from '@pawroute/projections';
import { weeklyShiftDays } from '@pawroute/domain/recurrence';
import { addDays } from '../shared/localTime';
import { pagesOf } from '../shared/params';
import type { StandingPlaceholder, StandingTableRow } from '@pawroute/domain';

/**
 * Standings as the reads show them: the `standings` row with its instances, the customer, the stylist,
 * the preferred stylist and the estimate's pets joined as they are now, and its status (its latest
 * instance's, 'standingRequest' before the first; docs/APPOINTMENTS.md "Reads").
 */
export interface StandingRecord {
  view: StandingView;
  customerUserId: number;
  Customer: AppointmentCustomer;
  Employee: PersonRef;
  PreferredStylist: PersonRef | null;
  pets: PersonRef[];
  status: AppointmentStatus;
  lastComment: string | null;
}

/** A `standings` row (the projection's table type) with what the reads join to it. */
type Raw = Pick<
  TableRow<'standings'>,
  'standing_id' | 'appointment_id' | 'customer_id' | 'customer_user_id' | 'estimate_id' | 'employee_id' | 'start_time' | 'end_time' | 'time_zone'
> & {
  event: StandingEvent | string;
  instances: Record<string, number> | string;
  customer_first: string | null;
  customer_last: string | null;
  preferred_stylist_id: number | null;
  preferred_first: string | null;
  preferred_last: string | null;
  employee_first: string | null;
  employee_last: string | null;
  pets: PersonRef[] | string | null;
  rating: number | null;
  latest_status: AppointmentStatus | null;
  last_comment: string | null;
};

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const SELECT = `
  SELECT s.standing_id, s.appointment_id, s.customer_id, coalesce(s.customer_user_id, c.user_id) AS customer_user_id,
         s.estimate_id, s.employee_id, s.start_time, s.end_time, s.event, s.time_zone,
         coalesce((SELECT jsonb_object_agg(i.date, i.appointment_id) FROM standing_instances i WHERE i.standing_id = s.standing_id), '{}'::jsonb) AS instances,
         cu.first_name AS customer_first, cu.last_name AS customer_last, c.preferred_stylist_id,
         pf.first_name AS preferred_first, pf.last_name AS preferred_last,
         em.first_name AS employee_first, em.last_name AS employee_last,
         ${ESTIMATE_PETS_SQL('e')} AS pets,
         ${customerRatingSql('coalesce(s.customer_user_id, c.user_id)')} AS rating,
         latest.status AS latest_status, coalesce(latest.last_comment, req.last_comment) AS last_comment
    FROM standings s
    LEFT JOIN customers c ON c.id = s.customer_id
    LEFT JOIN users cu ON cu.id = coalesce(s.customer_user_id, c.user_id)
    LEFT JOIN users pf ON pf.id = c.preferred_stylist_id
    LEFT JOIN users em ON em.id = s.employee_id
    LEFT JOIN estimates e ON e.id = s.estimate_id
    LEFT JOIN appointments req ON req.id = s.appointment_id
    LEFT JOIN LATERAL (
      SELECT i.status, i.last_comment FROM appointments i
       WHERE i.standing_id = s.standing_id AND NOT i.is_deleted
       ORDER BY i.date DESC NULLS LAST, i.id DESC LIMIT 1
    ) latest ON true`;

function recordOf(r: Raw): StandingRecord {
  const customerUserId = Number(r.customer_user_id ?? 0);
  return {
    view: {
      standingId: Number(r.standing_id),
      appointmentId: Number(r.appointment_id),
      customerId: Number(r.customer_id),
      estimateId: Number(r.estimate_id),
      employeeId: Number(r.employee_id),
      startTime: r.start_time,
      endTime: r.end_time,
      event: json(r.event),
      timeZone: r.time_zone,
      instances: Object.fromEntries(Object.entries(json(r.instances)).map(([date, id]) => [date, Number(id)])),
      status: 'active',
    },
    customerUserId,
    Customer: {
      ID: Number(r.customer_id),
      userId: customerUserId,
      name: fullName({ firstName: r.customer_first, lastName: r.customer_last }),
      rating: r.rating === null ? null : Number(r.rating),
      preferredStylistId: r.preferred_stylist_id === null ? null : Number(r.preferred_stylist_id),
    },
    Employee: { ID: Number(r.employee_id), name: fullName({ firstName: r.employee_first, lastName: r.employee_last }) },
    PreferredStylist: r.preferred_stylist_id === null ? null : { ID: Number(r.preferred_stylist_id), name: fullName({ firstName: r.preferred_first, lastName: r.preferred_last }) },
    pets: (r.pets === null ? [] : json(r.pets)).map((p) => ({ ID: Number(p.ID), name: String(p.name) })),
    status: r.latest_status ?? 'standingRequest',
    lastComment: r.last_comment,
  };
}

export interface StandingsQuery {
  /** A condition on `s` (standings) and `c` (customers); values only through `params`. */
  where: string;
  params?: readonly unknown[];
  limit?: number;
  offset?: number;
}

/** Live (not deleted) standings matching `where`, oldest first. */
export async function readStandings(db: SqlExecutor, query: StandingsQuery): Promise<StandingRecord[]> {
  const { rows } = await selectPaged<Raw>(db, SELECT, { ...query, where: `NOT s.is_deleted AND (${query.where})`, orderBy: 's.standing_id' });
  return rows.map(recordOf);
}

/** Standings whose recurrence may reach `from`..`until` (dates bound the expansion before it is run). */
export const MAY_FALL_BETWEEN = (fromParam: string, untilParam: string) =>
  `s.start_date <= ${untilParam} AND (s.end_date IS NULL OR s.end_date >= ${fromParam})`;

/**
 * False when a weekly rule cannot fall on the single date `date` (its BYDAY leaves that weekday out):
 * the day schedule then skips expanding it from its first date (a cheap test before the real one).
 */
function mayFallOn(view: StandingView, date: string): boolean {
  const rule = readRule(view.event.RecurringPattern.rrule);
  if (rule === null || rule.freq !== 'WEEKLY' || rule.byDay.length === 0) return true;
  return rule.byDay.some((d) => d.day === weekdayCodeOf(date));
}

/** The standing with its recurrence's start moved up to just before `from` (same occurrences from there on). */
function nearWindow(view: StandingView, from: string): StandingView {
  const pattern = view.event.RecurringPattern;
  const shift = weeklyShiftDays(pattern.rrule, pattern.startDate, from);
  if (shift === 0) return view;
  const startDate = addDays(pattern.startDate, shift);
  return { ...view, event: { ...view.event, startDate, RecurringPattern: { ...pattern, startDate } } };
}

/**
 * The occurrences of `records` from `from` to `until` (local dates, inclusive), expanded in the
 * standing's time zone. `withInstances`: also the dates that already became appointments (the day
 * schedule marks them with instanceAppointmentId); otherwise only true placeholders.
 */
export function placeholdersBetween(records: readonly StandingRecord[], from: string, until: string, withInstances: boolean): StandingPlaceholder[] {
  const out: StandingPlaceholder[] = [];
  for (const record of records) {
    const { view } = record;
    if (from === until && !mayFallOn(view, from)) continue;
    for (const occurrence of standingOccurrences(nearWindow(view, from), { from, until })) {
      const instance = Object.prototype.hasOwnProperty.call(view.instances, occurrence.date) ? view.instances[occurrence.date]! : null;
      if (instance !== null && !withInstances) continue;
      out.push({
        isPlaceholder: true,
        standingId: view.standingId,
        date: occurrence.date,
        start: view.startTime,
        end: view.endTime,
        appointmentDate: toSpecDate(occurrence.date),
        startTime: toSpecTime(view.startTime),
        endTime: toSpecTime(view.endTime),
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        employeeId: view.employeeId,
        Employee: record.Employee,
        Customer: record.Customer,
        customerUserId: record.customerUserId,
        Standing: { title: view.event.title },
        pets: record.pets,
        estimateId: view.estimateId,
        instanceAppointmentId: instance,
      });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.standingId - b.standingId);
}

/** GET appointments/getAll?onlyStandings=true: the standings table, by standing; `employeeId` filters the Preferred Stylist column. */
export async function readStandingsPage(
  db: SqlExecutor,
  { employeeId, page, pageSize }: { employeeId?: number; page: number; pageSize: number },
): Promise<{ standings: StandingTableRow[]; pages: number }> {
  const where = employeeId === undefined ? 'true' : 'c.preferred_stylist_id = $1';
  const params = employeeId === undefined ? [] : [employeeId];
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM standings s LEFT JOIN customers c ON c.id = s.customer_id WHERE NOT s.is_deleted AND (${where})`,
    params,
  );
  const records = await readStandings(db, { where, params, limit: pageSize, offset: page * pageSize });
  return {
    pages: pagesOf(Number(rows[0]?.n ?? 0), pageSize),
    standings: records.map(
      (r): StandingTableRow => ({
        standingId: r.view.standingId,
        appointmentId: r.view.appointmentId,
        Customer: r.Customer,
        customerUserId: r.customerUserId,
        Title: r.view.event.title,
        employeeId: r.view.employeeId,
        PreferredStylist: r.PreferredStylist,
        Employee: r.Employee,
        Pets: r.pets,
        LastComment: r.lastComment,
        status: r.status,
        startTime: toSpecTime(r.view.startTime),
        endTime: toSpecTime(r.view.endTime),
        event: r.view.event,
      }),
    ),
  };
}
