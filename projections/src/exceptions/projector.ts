import {
  businessDateOf,
  scheduleExceptionCreatedSchema,
  scheduleExceptionDeletedSchema,
  scheduleExceptionUpdatedSchema,
  type ExceptionEvent,
} from '@pawroute/domain';
import { expandOccurrences } from '@pawroute/domain/recurrence';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import type { ChangedKey, Projector } from '../runner/projector';
import { createExceptionsTables, EXCEPTIONS_TABLES } from './tables';

export const EXCEPTIONS_EVENT_TYPES = ['ScheduleExceptionCreated', 'ScheduleExceptionUpdated', 'ScheduleExceptionDeleted'] as const;

/**
 * The occurrence window: from the exception's first day until OCCURRENCE_HORIZON_DAYS after the
 * change that wrote it (a local date of the business zone), at most MAX_OCCURRENCES rows. The horizon
 * is taken from the event, never the clock, so a rebuild writes the same rows. A recurring exception
 * that is never edited stops being expanded past the horizon (about 13 months); a periodic re-expand
 * is left for the scheduling work that first needs dates that far out.
 */
export const OCCURRENCE_HORIZON_DAYS = 400;
const MAX_OCCURRENCES = 1000;

function horizon(changedAt: string, timeZone: string): string {
  return businessDateOf(new Date(new Date(changedAt).getTime() + OCCURRENCE_HORIZON_DAYS * 86_400_000), timeZone);
}

async function writeOccurrences(
  tx: Transaction,
  row: { exceptionId: number; employeeId: number; isWorking: boolean; event: ExceptionEvent; timeZone: string; changedAt: string },
): Promise<void> {
  await tx.query(`DELETE FROM schedule_exception_occurrences WHERE exception_id = $1`, [row.exceptionId]);
  const from = row.event.RecurringPattern?.startDate ?? row.event.startDate;
  const until = horizon(row.changedAt, row.timeZone);
  const occurrences = until < from ? [] : expandOccurrences(row.event, row.timeZone, { from, until, max: MAX_OCCURRENCES });
  if (occurrences.length === 0) return;
  await tx.query(
    `INSERT INTO schedule_exception_occurrences
       (exception_id, employee_id, is_working, is_all_day, title, local_start, local_end, starts_at, ends_at)
     SELECT $1, $2, $3, $4, $5, o.local_start, o.local_end, o.starts_at, o.ends_at
       FROM unnest($6::text[], $7::text[], $8::timestamptz[], $9::timestamptz[]) AS o(local_start, local_end, starts_at, ends_at)
     ON CONFLICT DO NOTHING`,
    [
      row.exceptionId, row.employeeId, row.isWorking, row.event.isAllDay, row.event.title,
      occurrences.map((o) => o.start), occurrences.map((o) => o.end), occurrences.map((o) => o.startsAt), occurrences.map((o) => o.endsAt),
    ],
  );
}

function savedException(event: RecordedEvent) {
  if (event.type === 'ScheduleExceptionCreated') {
    const data = scheduleExceptionCreatedSchema.parse(event.data);
    return { ...data, changedAt: data.createdAt };
  }
  const data = scheduleExceptionUpdatedSchema.parse(event.data);
  return { ...data, changedAt: data.updatedAt };
}

/** Schedule exceptions and their occurrences; staff reading only, so keys carry no owner. */
export const exceptionsProjector: Projector = {
  name: 'exceptions',
  version: 1,
  eventTypes: EXCEPTIONS_EVENT_TYPES,
  tables: EXCEPTIONS_TABLES,
  createTables: (tx: Transaction) => createExceptionsTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[]): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    for (const event of events) {
      switch (event.type) {
        case 'ScheduleExceptionCreated':
        case 'ScheduleExceptionUpdated': {
          const d = savedException(event);
          await tx.query(
            `INSERT INTO schedule_exceptions (id, employee_id, is_working, event, time_zone, is_deleted, updated_at)
             VALUES ($1, $2, $3, $4, $5, false, $6)
             ON CONFLICT (id) DO UPDATE SET is_working = $3, event = $4, time_zone = $5, updated_at = $6`,
            [d.exceptionId, d.employeeId, d.isWorking, JSON.stringify(d.event), d.timeZone, d.changedAt],
          );
          await writeOccurrences(tx, d);
          keys.push({ scope: 'exceptions', id: d.employeeId });
          break;
        }
        case 'ScheduleExceptionDeleted': {
          const d = scheduleExceptionDeletedSchema.parse(event.data);
          await tx.query(`UPDATE schedule_exceptions SET is_deleted = true, updated_at = $2 WHERE id = $1`, [d.exceptionId, d.deletedAt]);
          await tx.query(`DELETE FROM schedule_exception_occurrences WHERE exception_id = $1`, [d.exceptionId]);
          keys.push({ scope: 'exceptions', id: d.employeeId });
          break;
        }
        default:
          throw new Error(`exceptions projector: unexpected event type ${event.type}`);
      }
    }
    return keys;
  },
};
