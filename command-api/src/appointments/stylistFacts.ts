import {
  DomainError,
  EMPLOYEE_MESSAGES,
  scheduleExceptionStream,
  stylistDay,
  type DomainEvent,
  type ExceptionEvent,
  type ExceptionOnDay,
  type StylistDay,
  type StylistHours,
} from '@pawroute/domain';
import { occurrencesOnDay } from '@pawroute/domain/recurrence';
import type { CommandHandlerContext } from '@pawroute/platform';
import { loadEmployee } from '../employees';
import { streamEvents } from '../shared/loadStreams';

/** Ours: the spec names no message for these. */
export const STYLIST_MESSAGES = {
  notAStylist: 'The selected employee is not a stylist.',
  noLongerWorking: 'This stylist is no longer working on that date.',
} as const;

type Ctx = Pick<CommandHandlerContext, 'services'>;

/**
 * The stylist's hours from their `Employee-<id>` stream (employee and stylist details): 404 for no
 * employee, 400 for an employee without stylist details or terminated on or before `date`.
 */
export async function loadStylistHours(ctx: Ctx, employeeId: number, date: string | null): Promise<StylistHours> {
  const employee = await loadEmployee(ctx, employeeId);
  if (employee.status !== 'created') throw new DomainError(404, EMPLOYEE_MESSAGES.notFound, { employeeId: EMPLOYEE_MESSAGES.notFound });
  const { details, stylist } = employee;
  if (!stylist) throw new DomainError(400, STYLIST_MESSAGES.notAStylist, { employeeId: STYLIST_MESSAGES.notAStylist });
  if (date !== null && details?.dateTerminated && details.dateTerminated <= date) {
    throw new DomainError(400, STYLIST_MESSAGES.noLongerWorking, { employeeId: STYLIST_MESSAGES.noLongerWorking });
  }
  return {
    workDayStartTime: details?.workDayStartTime ?? null,
    workDayEndTime: details?.workDayEndTime ?? null,
    worksSunday: details?.worksSunday ?? false,
    worksMonday: details?.worksMonday ?? false,
    worksTuesday: details?.worksTuesday ?? false,
    worksWednesday: details?.worksWednesday ?? false,
    worksThursday: details?.worksThursday ?? false,
    worksFriday: details?.worksFriday ?? false,
    worksSaturday: details?.worksSaturday ?? false,
    petsPerDay: stylist.petsPerDay,
    minutesPerPet: stylist.minutesPerPet,
  };
}

interface ExceptionNow {
  isWorking: boolean;
  event: ExceptionEvent;
  timeZone: string;
  deleted: boolean;
}

/** One `ScheduleException-<id>` stream as it stands (the exceptions decider keeps less than this needs). */
function foldException(events: readonly DomainEvent[]): ExceptionNow | null {
  return events.reduce<ExceptionNow | null>((now, e) => {
    const data = e.data as { isWorking: boolean; event: ExceptionEvent; timeZone: string };
    if (e.type === 'ScheduleExceptionCreated' || e.type === 'ScheduleExceptionUpdated') return { isWorking: data.isWorking, event: data.event, timeZone: data.timeZone, deleted: false };
    if (e.type === 'ScheduleExceptionDeleted' && now) return { ...now, deleted: true };
    return now;
  }, null);
}

/**
 * The stylist's exceptions touching `date`, expanded in the business time zone. Which exceptions a
 * stylist has comes from the exceptions read model (an index by employee); each is then folded from
 * its own stream, so an edit or a delete counts at once. An exception created a few milliseconds ago
 * may not be indexed yet (docs/APPOINTMENTS.md "Write side notes").
 */
export async function exceptionsOn(ctx: Ctx, employeeId: number, date: string): Promise<ExceptionOnDay[]> {
  const { db, store } = ctx.services;
  const exists = await db.query<{ t: string | null }>(`SELECT to_regclass('schedule_exceptions')::text AS t`);
  if (!exists.rows[0]?.t) return [];
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM schedule_exceptions WHERE employee_id = $1 ORDER BY id`, [employeeId]);
  const out: ExceptionOnDay[] = [];
  for (const { id } of rows) {
    const exception = foldException(await streamEvents(store, scheduleExceptionStream(Number(id))));
    if (!exception || exception.deleted) continue;
    // The read side's stylist days expand with the same function, so a booking and the open slots agree.
    for (const o of occurrencesOnDay(exception.event, exception.timeZone, date)) out.push({ ...o, isWorking: exception.isWorking });
  }
  return out;
}

/** The stylist's day on `date` (hours, time off, extra hours) as the conflict rules read it. */
export async function loadStylistDay(ctx: Ctx, employeeId: number, date: string, hours: StylistHours): Promise<StylistDay> {
  return stylistDay(hours, date, await exceptionsOn(ctx, employeeId, date));
}
