import { publishLiveEvents, type LiveEventMessage, type SqlExecutor } from '@pawroute/platform';
import { ROW_JOINED_TABLES, selectAppointmentRows } from './rows';

/** What a batch did to one appointment, for its live events. */
export interface AppointmentChange {
  created: boolean;
  /** Stylists the appointment had before the batch (a move tells the old stylist too). */
  formerEmployeeIds: number[];
}

/**
 * Events older than this are history being caught up with (a restart after downtime), not news: their
 * changed keys still refresh the lists, but no per-appointment event is sent for them.
 */
export const LIVE_EVENT_MAX_AGE_MS = 5 * 60_000;

/**
 * Whether this transaction writes the live tables (a rebuild writes a side schema: replaying history
 * must not push it) and the tables a row joins exist (each projector creates its own on first start).
 */
export async function canPushRows(tx: SqlExecutor): Promise<boolean> {
  const checks = ROW_JOINED_TABLES.map((t) => `to_regclass('${t}') IS NOT NULL`).join(' AND ');
  const { rows } = await tx.query<{ live: boolean; ready: boolean }>(
    `SELECT current_schema() NOT LIKE 'rebuild\\_%' AS live, ${checks} AS ready`,
  );
  return rows[0]?.live === true && rows[0].ready === true;
}

/**
 * docs/APPOINTMENTS.md "Live": createdAppointment / updatedAppointment with the row to
 * ViewAllAppointments, the assigned stylist and the customer (nobody else), and the per-user event
 * named by the user id with the row to the stylist and the customer. Sent inside the projector's
 * transaction, so Postgres delivers them only when the row is committed.
 */
export async function pushAppointmentChanges(tx: SqlExecutor, changes: ReadonlyMap<number, AppointmentChange>): Promise<void> {
  if (changes.size === 0) return;
  const rows = await selectAppointmentRows(tx, { where: 'a.id = ANY($1::int[])', params: [[...changes.keys()]], orderBy: 'a.id' });
  const messages: LiveEventMessage[] = [];
  for (const row of rows) {
    const change = changes.get(row.ID)!;
    const people = [...new Set([row.employeeId, ...change.formerEmployeeIds, row.customerUserId].filter((id): id is number => typeof id === 'number' && id > 0))];
    messages.push({ name: change.created ? 'createdAppointment' : 'updatedAppointment', data: row, audience: { anyOf: [{ permission: 'ViewAllAppointments' }, { userIds: people }] } });
    for (const userId of people) messages.push({ name: String(userId), data: row, audience: { userIds: [userId] } });
  }
  await publishLiveEvents(tx, messages);
}
