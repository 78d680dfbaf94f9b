import { fullName, toSpecDate, toSpecTime, type AppointmentRow, type AppointmentStatus, type ConflictReason } from '@pawroute/domain';
import { selectPaged, type SqlExecutor } from '@pawroute/platform';
import type { AppointmentRecord } from './fold';

/**
 * `AppointmentRow` (docs/APPOINTMENTS.md "Reads"): what every appointment read answers and what the
 * createdAppointment / updatedAppointment pushes carry. Built here, in one query, because both the query
 * API and this projector's pushes need the same row. The appointment's own facts come from the
 * `appointments` table; the customer's name, the stylist's name (`users`), the preferred stylist
 * (`customers`), the pets and address (the estimate, `estimates`), the standing's title (`standings`) and
 * the customer's average rating (`ratings` and `appointment_ratings`) are joined as they are now.
 */
export type { AppointmentCustomer, AppointmentRow, PersonRef } from '@pawroute/domain';

/** The tables the row joins, besides the projector's own (a push checks they exist first). */
export const ROW_JOINED_TABLES = ['users', 'customers', 'estimates', 'ratings'] as const;

/** The average rating of the customer user `userIdSql` (customer detail ratings and appointment ratings), 2 decimals. */
export const customerRatingSql = (userIdSql: string) => `(
  SELECT round(avg(x.rating), 2)::float8 FROM (
    SELECT rt.rating FROM ratings rt WHERE rt.user_id = ${userIdSql}
    UNION ALL
    SELECT ar.rating FROM appointment_ratings ar WHERE ar.customer_user_id = ${userIdSql}
  ) x)`;

/** The estimate's pets that take part (included, alive), in the estimate's order, as [{ID, name}] (the estimates projector keeps them). */
export const ESTIMATE_PETS_SQL = (estimateAlias: string) => `coalesce(${estimateAlias}.pets_brief, '[]'::jsonb)`;

/**
 * a completed appointment whose every payment was voided (none live, at least one voided): it
 * shows "payment voided" until a replacement is recorded (projections/src/appointments/payments.ts).
 */
export const PAYMENT_VOIDED_SQL = (alias: string) => `(${alias}.status = 'completed'
  AND EXISTS (SELECT 1 FROM appointment_payments pv WHERE pv.appointment_id = ${alias}.id)
  AND NOT EXISTS (SELECT 1 FROM appointment_payments pl WHERE pl.appointment_id = ${alias}.id AND NOT pl.voided))`;

const SELECT = `
  SELECT a.id, a.estimate_id, a.customer_id, coalesce(a.customer_user_id, c.user_id) AS customer_user_id, a.status, a.status_id,
         a.conflicts, a.employee_id, a.date, a.start_time, a.end_time, a.is_standing, a.standing_id, a.initial_comment,
         a.last_comment, a.time_started, a.time_ended, a.stylist_en_route_at, a.date_added, a.is_deleted,
         cu.first_name AS customer_first, cu.last_name AS customer_last, c.preferred_stylist_id,
         em.first_name AS employee_first, em.last_name AS employee_last,
         e.address_string, ${ESTIMATE_PETS_SQL('e')} AS pets,
         s.event->>'title' AS standing_title,
         (SELECT count(*)::int FROM appointment_pictures ap WHERE ap.appointment_id = a.id) AS picture_count,
         EXISTS (SELECT 1 FROM appointment_ratings ar WHERE ar.appointment_id = a.id) AS rated,
         ${PAYMENT_VOIDED_SQL('a')} AS payment_voided,
         ${customerRatingSql('coalesce(a.customer_user_id, c.user_id)')} AS rating
    FROM appointments a
    LEFT JOIN customers c ON c.id = a.customer_id
    LEFT JOIN users cu ON cu.id = coalesce(a.customer_user_id, c.user_id)
    LEFT JOIN users em ON em.id = a.employee_id
    LEFT JOIN estimates e ON e.id = a.estimate_id
    LEFT JOIN standings s ON s.standing_id = a.standing_id`;

export interface AppointmentRowsQuery {
  /** A condition on `a` (appointments), `c` (customers) and subqueries; values only through `params`. */
  where: string;
  params?: readonly unknown[];
  /** Default: date, start, id. */
  orderBy?: string;
  limit?: number;
  offset?: number;
}

export const DEFAULT_ROW_ORDER = 'a.date NULLS LAST, a.start_time NULLS LAST, a.id';

/** An appointment row (the fold's record of the table) as the SELECT returns it, with what it joins. */
type RawRow = Omit<AppointmentRecord, 'conflicts' | 'time_started' | 'time_ended' | 'date_added' | 'stylist_en_route_at' | 'created_by_user_id' | 'updated_at'> & {
  conflicts: ConflictReason[] | string;
  time_started: Date | string | null;
  time_ended: Date | string | null;
  stylist_en_route_at?: Date | string | null;
  date_added: Date | string;
  customer_first: string | null;
  customer_last: string | null;
  preferred_stylist_id: number | null;
  employee_first: string | null;
  employee_last: string | null;
  address_string: string | null;
  pets: { ID: number; name: string }[] | string | null;
  standing_title: string | null;
  picture_count: number;
  payment_voided: boolean;
  rating: number | string | null;
  rated: boolean;
};

const json = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

function rowOf(r: RawRow): AppointmentRow {
  const customerUserId = Number(r.customer_user_id ?? 0);
  return {
    ID: Number(r.id),
    appointmentDate: toSpecDate(r.date),
    startTime: toSpecTime(r.start_time),
    endTime: toSpecTime(r.end_time),
    date: r.date,
    start: r.start_time,
    end: r.end_time,
    status: r.status,
    statusId: Number(r.status_id),
    conflicts: json(r.conflicts) ?? [],
    employeeId: num(r.employee_id),
    Employee: r.employee_id === null ? null : { ID: Number(r.employee_id), name: fullName({ firstName: r.employee_first, lastName: r.employee_last }) },
    customerId: Number(r.customer_id),
    customerUserId,
    Customer: {
      ID: Number(r.customer_id),
      userId: customerUserId,
      name: fullName({ firstName: r.customer_first, lastName: r.customer_last }),
      rating: num(r.rating),
      preferredStylistId: num(r.preferred_stylist_id),
    },
    estimateId: Number(r.estimate_id),
    isStanding: r.is_standing,
    standingId: num(r.standing_id),
    Standing: r.standing_id !== null && r.standing_title !== null ? { title: r.standing_title } : null,
    pets: (json(r.pets) ?? []).map((p) => ({ ID: Number(p.ID), name: String(p.name) })),
    address: r.address_string,
    lastComment: r.last_comment,
    initialComment: r.initial_comment,
    timeStarted: iso(r.time_started),
    timeEnded: iso(r.time_ended),
    stylistEnRouteAt: iso(r.stylist_en_route_at ?? null),
    pictureCount: Number(r.picture_count),
    rated: Boolean(r.rated),
    paymentVoided: r.payment_voided === true,
    DateAdded: iso(r.date_added)!,
    isDeleted: r.is_deleted,
  };
}

/** Appointment rows matching `where`, deleted ones included only if `where` asks for them. */
export async function selectAppointmentRows(db: SqlExecutor, query: AppointmentRowsQuery): Promise<AppointmentRow[]> {
  const { rows } = await selectPaged<RawRow>(db, SELECT, { ...query, orderBy: query.orderBy ?? DEFAULT_ROW_ORDER });
  return rows.map(rowOf);
}

/** How many appointments match `where` (paging). */
export async function countAppointments(db: SqlExecutor, where: string, params: readonly unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id WHERE ${where}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}
