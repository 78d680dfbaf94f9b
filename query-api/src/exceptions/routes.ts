import {
  getExceptionsQuerySchema,
  type ExceptionEvent,
  type ExceptionOccurrenceView,
  type GetExceptionsResponse,
  type ScheduleExceptionView,
} from '@pawroute/domain';
import { queryRoute, type SqlExecutor } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';

/** An employee's exceptions and their occurrences (local dates `start`..`end` inclusive when given). */
export async function readExceptions(
  db: SqlExecutor,
  timeZone: string,
  { employeeId, start, end }: { employeeId: number; start?: string; end?: string },
): Promise<GetExceptionsResponse> {
  const { rows } = await db.query<{ id: number; employee_id: number; is_working: boolean; event: ExceptionEvent }>(
    `SELECT id, employee_id, is_working, event FROM schedule_exceptions WHERE employee_id = $1 AND NOT is_deleted ORDER BY id`,
    [employeeId],
  );
  const { rows: occurrences } = await db.query<{
    exception_id: number; title: string; is_working: boolean; is_all_day: boolean; local_start: string; local_end: string; starts_at: Date; ends_at: Date;
  }>(
    `SELECT exception_id, title, is_working, is_all_day, local_start, local_end, starts_at, ends_at
       FROM schedule_exception_occurrences
      WHERE employee_id = $1 AND ($2::text IS NULL OR local_end >= $2) AND ($3::text IS NULL OR local_start < $3)
      ORDER BY starts_at, exception_id`,
    // local_start < the day after `end`: 'YYYY-MM-DD' sorts below any 'YYYY-MM-DDTHH:mm' of that day.
    [employeeId, start ?? null, end ? `${end}T99` : null],
  );
  return {
    exceptions: rows.map(
      (r): ScheduleExceptionView => ({ ID: Number(r.id), employeeId: Number(r.employee_id), isWorking: r.is_working, Event: { ID: Number(r.id), ...r.event } }),
    ),
    occurrences: occurrences.map(
      (o): ExceptionOccurrenceView => ({
        exceptionId: Number(o.exception_id),
        title: o.title,
        isWorking: o.is_working,
        isAllDay: o.is_all_day,
        start: o.local_start,
        end: o.local_end,
        startsAt: o.starts_at.toISOString(),
        endsAt: o.ends_at.toISOString(),
      }),
    ),
    timeZone,
  };
}

/** GET /api/v4/exceptions/getAll?employeeId= (part 2 §7.3; ViewExceptions). */
export async function exceptionsQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/exceptions/getAll',
    schema: getExceptionsQuerySchema,
    permission: 'ViewExceptions',
    handle: (input, { db, services }) => readExceptions(db, services.config.timeZone, input),
  });
}
