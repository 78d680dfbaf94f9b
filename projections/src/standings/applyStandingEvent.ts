import {
  standingCreatedSchema,
  standingDeletedSchema,
  standingEventUpdatedSchema,
  standingInstanceCreatedSchema,
  standingUpdatedSchema,
  type StandingEvent,
} from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';

export const STANDINGS_EVENT_TYPES = ['StandingCreated', 'StandingUpdated', 'StandingEventUpdated', 'StandingDeleted', 'StandingInstanceCreated'] as const;

/** The recurrence's first and last possible dates (the pattern's, which the event's equal). */
const bounds = (event: StandingEvent) => ({ startDate: event.RecurringPattern.startDate, endDate: event.RecurringPattern.endDate });

/**
 * Folds one Standing* event into `standings` / `standing_instances` (statements are idempotent, so a
 * replay writes the same rows). Answers the standing's customer user (for the pushed keys), null when
 * the standing is unknown.
 */
export async function applyStandingEvent(tx: Transaction, event: RecordedEvent): Promise<{ customerUserId: number | null } | null> {
  switch (event.type) {
    case 'StandingCreated': {
      const d = standingCreatedSchema.parse(event.data);
      const { startDate, endDate } = bounds(d.event);
      const { rows } = await tx.query<{ customer_user_id: number | null }>(
        `INSERT INTO standings (standing_id, appointment_id, customer_id, customer_user_id, estimate_id, employee_id,
                                start_time, end_time, event, time_zone, start_date, end_date, is_deleted, created_at, updated_at)
         VALUES ($1, $2, $3, (SELECT user_id FROM appointment_customers WHERE customer_id = $3), $4, $5, $6, $7, $8, $9, $10, $11, false, $12, $12)
         -- A standing made again after a delete (decider.ts) takes the new facts; replaying one event is a no-op.
         ON CONFLICT (standing_id) DO UPDATE SET employee_id = EXCLUDED.employee_id, start_time = EXCLUDED.start_time,
           end_time = EXCLUDED.end_time, event = EXCLUDED.event, time_zone = EXCLUDED.time_zone, start_date = EXCLUDED.start_date,
           end_date = EXCLUDED.end_date, is_deleted = false, updated_at = EXCLUDED.updated_at
         RETURNING customer_user_id`,
        [d.standingId, d.appointmentId, d.customerId, d.estimateId, d.employeeId, d.startTime, d.endTime, JSON.stringify(d.event), d.timeZone, startDate, endDate, d.createdAt],
      );
      return { customerUserId: owner(rows) };
    }
    case 'StandingUpdated': {
      const d = standingUpdatedSchema.parse(event.data);
      return update(tx, `employee_id = $2, start_time = $3, end_time = $4, updated_at = $5`, [d.standingId, d.employeeId, d.startTime, d.endTime, d.updatedAt]);
    }
    case 'StandingEventUpdated': {
      const d = standingEventUpdatedSchema.parse(event.data);
      const { startDate, endDate } = bounds(d.event);
      return update(tx, `event = $2, time_zone = $3, start_date = $4, end_date = $5, updated_at = $6`, [
        d.standingId, JSON.stringify(d.event), d.timeZone, startDate, endDate, d.updatedAt,
      ]);
    }
    case 'StandingDeleted': {
      const d = standingDeletedSchema.parse(event.data);
      return update(tx, `is_deleted = true, updated_at = $2`, [d.standingId, d.deletedAt]);
    }
    case 'StandingInstanceCreated': {
      const d = standingInstanceCreatedSchema.parse(event.data);
      await tx.query(
        `INSERT INTO standing_instances (standing_id, date, appointment_id) VALUES ($1, $2, $3)
         ON CONFLICT (standing_id, date) DO UPDATE SET appointment_id = EXCLUDED.appointment_id`,
        [d.standingId, d.date, d.appointmentId],
      );
      return update(tx, `updated_at = $2`, [d.standingId, d.createdAt]);
    }
    default:
      throw new Error(`standings: unexpected event type ${event.type}`);
  }
}

const owner = (rows: { customer_user_id: number | null }[]) => (rows[0]?.customer_user_id == null ? null : Number(rows[0].customer_user_id));

async function update(tx: Transaction, set: string, params: unknown[]): Promise<{ customerUserId: number | null } | null> {
  const { rows } = await tx.query<{ customer_user_id: number | null }>(`UPDATE standings SET ${set} WHERE standing_id = $1 RETURNING customer_user_id`, params);
  return rows.length === 0 ? null : { customerUserId: owner(rows) };
}
