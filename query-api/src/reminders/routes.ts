import { DEFAULT_REMINDER_SETTINGS, REMINDED_STATUSES, addLocalDays, scheduledRemindersOf, type ReminderListAnswer, type ReminderSettings } from '@pawroute/domain';
import { allOf, nowOf, queryRoute, type SqlExecutor } from '@pawroute/platform';
import { selectAppointmentRows } from '@pawroute/projections';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localDate } from '../shared/localTime';

const DAYS_SHOWN = 7;

async function readSettings(db: SqlExecutor): Promise<ReminderSettings> {
  const { rows } = await db.query<{ settings: ReminderSettings }>(`SELECT settings FROM reminder_settings WHERE id = 1`);
  return rows[0]?.settings ?? DEFAULT_REMINDER_SETTINGS;
}

/**
 * The Reminders page (docs/TEXTS.md "Reminders"): the reminders of the next 7 days' appointments,
 * each with when it goes (remindersDue) and what became of it: scheduled, sent, or skipped and why.
 */
export async function readReminders(db: SqlExecutor, { today, now, timeZone }: { today: string; now: Date; timeZone: string }): Promise<ReminderListAnswer> {
  const settings = await readSettings(db);
  const { rows } = await db.query<{ appointment_id: number; customer_id: number; date: string; start_time: string; changed_at: Date }>(
    `SELECT appointment_id, customer_id, date, start_time, changed_at FROM reminder_appointments
      WHERE date IS NOT NULL AND start_time IS NOT NULL AND date >= $1 AND date <= $2 AND status = ANY($3::text[])`,
    [today, addLocalDays(today, DAYS_SHOWN), REMINDED_STATUSES],
  );
  const ids = rows.map((r) => r.appointment_id);
  const { rows: outcomes } = await db.query<{ appointment_id: number; which: string; starts_at: string; state: 'sent' | 'skipped'; reason: string | null }>(
    `SELECT appointment_id, which, starts_at, state, reason FROM reminder_outcomes WHERE appointment_id = ANY($1::int[])`,
    [ids],
  );
  const appointments = new Map((ids.length === 0 ? [] : await selectAppointmentRows(db, { where: 'a.id = ANY($1::int[])', params: [ids] })).map((a) => [a.ID, a]));
  const horizon = new Date(now.getTime() + DAYS_SHOWN * 86_400_000).toISOString();
  const reminders = scheduledRemindersOf(
    rows.map((r) => ({ appointmentId: r.appointment_id, customerId: r.customer_id, appointmentDate: r.date, startTime: r.start_time, changedAt: new Date(r.changed_at).toISOString() })),
    outcomes.map((o) => ({ appointmentId: o.appointment_id, which: o.which, startsAt: o.starts_at, state: o.state, reason: o.reason })),
    settings,
    timeZone,
  )
    .filter((r) => r.startsAt > now.toISOString() && r.startsAt <= horizon)
    .sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : a.appointmentId - b.appointmentId));
  return {
    settings,
    rows: reminders.map((r) => {
      const a = appointments.get(r.appointmentId);
      return {
        ...r,
        customerName: a?.Customer?.name ?? null,
        pets: (a?.pets ?? []).map((p) => p.name),
        appointmentDate: a?.date ?? null,
        startTime: a?.start ?? null,
      };
    }),
  };
}

export async function remindersQueries(app: FastifyInstance): Promise<void> {
  const { config } = app.services;
  queryRoute(app, {
    url: '/api/v4/reminders/list',
    schema: z.object({}),
    permission: 'ViewAllAppointments',
    handle: (_input, { db }) => {
      const now = nowOf(app.services);
      return readReminders(db, { today: localDate(config.timeZone, now), now, timeZone: config.timeZone });
    },
  });
  queryRoute(app, {
    url: '/api/v4/reminders/settings',
    schema: z.object({}),
    permission: allOf('ViewManagement', 'EditSettings'),
    handle: async (_input, { db }) => readSettings(db),
  });
}
