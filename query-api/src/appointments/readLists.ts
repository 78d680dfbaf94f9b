import { STATUS_IDS, type AppointmentStatus } from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import { countAppointments, selectAppointmentRows, type AppointmentRow } from '@pawroute/projections';
import { addDays } from '../shared/localTime';
import { pagesOf } from '../shared/params';
import type { PagedAppointments, StandingPlaceholder } from '@pawroute/domain';
import { MAY_FALL_BETWEEN, placeholdersBetween, readStandings } from '../standings';

/** The lists of docs/APPOINTMENTS.md "Reads" (all leave deleted appointments out). */

export const WAITING_LIST_STATUSES = ['waiting', 'rescheduled'] as const;
export const SERVICE_ISSUE_STATUSES = ['serviceIssue', 'standingRequest'] as const;
/** docs/APPOINTMENTS.md: upcoming lists show these from today on. */
export const UPCOMING_STATUSES = ['scheduled', 'confirmed', 'conflicting', 'inProgress'] as const;
export const WAITING_LIST_PAGE_SIZE = 20;
export const SERVICE_ISSUES_PAGE_SIZE = 10;
/** Part 1 §9: upcoming appointments and previous appointments are paged by 5. */
export const CUSTOMER_PAGE_SIZE = 5;
/** The customer's upcoming list shows their standings' placeholders this far ahead. */
export const UPCOMING_PLACEHOLDER_WEEKS = 8;

/** Status filters go by status_id, the column the status index covers. */
const idsOf = (statuses: readonly AppointmentStatus[]) => statuses.map((s) => STATUS_IDS[s]);

async function paged(db: SqlExecutor, where: string, params: unknown[], orderBy: string, page: number, pageSize: number): Promise<PagedAppointments> {
  const [appointments, total] = await Promise.all([
    selectAppointmentRows(db, { where, params, orderBy, limit: pageSize, offset: page * pageSize }),
    countAppointments(db, where, params),
  ]);
  return { appointments, pages: pagesOf(total, pageSize) };
}

/**
 * The waiting list (part 1 §4, §9): waiting and rescheduled appointments, by status (waiting first),
 * then the customer's average rating, best first (unrated last), then oldest first; 20 a page.
 */
export function readWaitingList(db: SqlExecutor, { page = 0, pageSize = WAITING_LIST_PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<PagedAppointments> {
  return paged(db, `NOT a.is_deleted AND a.status_id = ANY($1::int[])`, [idsOf(WAITING_LIST_STATUSES)], 'a.status_id, rating DESC NULLS LAST, a.date_added, a.id', page, pageSize);
}

/** Any other set of statuses (ours): ordered as the waiting list. */
export function readStatuses(db: SqlExecutor, { statuses, page, pageSize }: { statuses: readonly AppointmentStatus[]; page: number; pageSize: number }): Promise<PagedAppointments> {
  return paged(db, `NOT a.is_deleted AND a.status_id = ANY($1::int[])`, [idsOf(statuses)], 'a.status_id, rating DESC NULLS LAST, a.date_added, a.id', page, pageSize);
}

/** Service issues and standing requests; a standing request whose standing exists has left the list. */
export function readServiceIssues(db: SqlExecutor, { page, pageSize }: { page: number; pageSize: number }): Promise<PagedAppointments> {
  return paged(
    db,
    `NOT a.is_deleted AND a.status_id = ANY($1::int[])
     AND NOT (a.status = 'standingRequest' AND EXISTS (SELECT 1 FROM standings s WHERE s.appointment_id = a.id AND NOT s.is_deleted))`,
    [idsOf(SERVICE_ISSUE_STATUSES)],
    'a.date_added DESC, a.id DESC',
    page,
    pageSize,
  );
}

/**
 * appointments/getAllHistory: the appointments of the date, every stylist's (employeeId null) or one's
 * (the caller refuses dates after today).
 */
export function readHistory(db: SqlExecutor, date: string, employeeId: number | null): Promise<AppointmentRow[]> {
  if (employeeId === null) {
    return selectAppointmentRows(db, { where: `a.date = $1 AND NOT a.is_deleted`, params: [date], orderBy: 'a.start_time, a.employee_id, a.id' });
  }
  return selectAppointmentRows(db, { where: `a.date = $1 AND a.employee_id = $2 AND NOT a.is_deleted`, params: [date, employeeId], orderBy: 'a.start_time, a.id' });
}

/** A customer's upcoming appointments (from today on) and the placeholders of their standings for 8 weeks. */
export async function readCustomerUpcoming(db: SqlExecutor, userId: number, today: string): Promise<(AppointmentRow | StandingPlaceholder)[]> {
  const until = addDays(today, UPCOMING_PLACEHOLDER_WEEKS * 7 - 1);
  const [rows, standings] = await Promise.all([
    selectAppointmentRows(db, {
      where: `a.customer_user_id = $1 AND a.date >= $2 AND NOT a.is_deleted AND a.status = ANY($3::text[])`,
      params: [userId, today, UPCOMING_STATUSES],
    }),
    readStandings(db, { where: `s.customer_user_id = $1 AND ${MAY_FALL_BETWEEN('$2', '$3')}`, params: [userId, today, until] }),
  ]);
  const placeholders = placeholdersBetween(standings, today, until, false);
  const key = (item: AppointmentRow | StandingPlaceholder) => `${item.date ?? ''}T${item.start ?? ''}`;
  return [...rows, ...placeholders].sort((a, b) => key(a).localeCompare(key(b)));
}

/** Previous appointments of a customer (dated before today, or completed), newest first, 5 a page. */
export async function readCustomerPrevious(
  db: SqlExecutor,
  { userId, today, page, pageSize }: { userId: number; today: string; page: number; pageSize: number },
): Promise<{ rows: AppointmentRow[]; pages: number }> {
  const { appointments, pages } = await paged(
    db,
    `a.customer_user_id = $1 AND NOT a.is_deleted AND (a.date < $2 OR a.status = 'completed')`,
    [userId, today],
    'a.date DESC NULLS LAST, a.start_time DESC NULLS LAST, a.id DESC',
    page,
    pageSize,
  );
  return { rows: appointments, pages };
}

/** profile/getAppointmentsByEmployee: the stylist's upcoming appointments. */
export function readEmployeeUpcoming(db: SqlExecutor, employeeId: number, today: string): Promise<AppointmentRow[]> {
  return selectAppointmentRows(db, {
    where: `a.employee_id = $1 AND a.date >= $2 AND NOT a.is_deleted AND a.status = ANY($3::text[])`,
    params: [employeeId, today, UPCOMING_STATUSES],
  });
}
