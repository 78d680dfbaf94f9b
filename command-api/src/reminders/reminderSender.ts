import { REMINDED_STATUSES, addLocalDays as addDays, businessDateOf, reminderHorizonDays, scheduledRemindersOf, type ReminderSettings, type ScheduledReminder } from '@pawroute/domain';
import { createCommandContext, type AppServices } from '@pawroute/platform';
import { sendDuePetReminders } from '../petReminders';
import { loadReminderSettings, sendReminder, type ReminderOutcome } from './sendReminder';

/**
 * The reminders of open appointments on business dates `fromDate`..`toDate`, from the 'reminders' read
 * model, as they fall by text (held by quiet hours) and by mail (REM-QUIET: not held): one read for both.
 */
async function scheduledReminders(services: AppServices, settings: ReminderSettings, fromDate: string, toDate: string): Promise<ScheduledReminder[]> {
  const { rows } = await services.db.query<{ appointment_id: number; customer_id: number; date: string; start_time: string; changed_at: Date }>(
    `SELECT appointment_id, customer_id, date, start_time, changed_at FROM reminder_appointments
      WHERE date IS NOT NULL AND start_time IS NOT NULL AND date >= $1 AND date <= $2 AND status = ANY($3::text[])`,
    [fromDate, toDate, REMINDED_STATUSES],
  );
  if (rows.length === 0) return [];
  const outcomes = await services.db.query<{ appointment_id: number; which: string; starts_at: string; state: 'sent' | 'skipped'; reason: string | null }>(
    `SELECT appointment_id, which, starts_at, state, reason FROM reminder_outcomes WHERE appointment_id = ANY($1::int[])`,
    [rows.map((r) => r.appointment_id)],
  );
  const appointments = rows.map((r) => ({ appointmentId: r.appointment_id, customerId: r.customer_id, appointmentDate: r.date, startTime: r.start_time, changedAt: new Date(r.changed_at).toISOString() }));
  const recorded = outcomes.rows.map((o) => ({ appointmentId: o.appointment_id, which: o.which, startsAt: o.starts_at, state: o.state, reason: o.reason }));
  const { timeZone } = services.config;
  return [
    ...scheduledRemindersOf(appointments, recorded, settings, timeZone),
    // Mail is not held by quiet hours (REM-QUIET): its times are those without them.
    ...scheduledRemindersOf(appointments, recorded, { ...settings, quietEnd: settings.quietStart }, timeZone),
  ];
}

/**
 * One pass: every reminder the read model says is due (its time passed, the appointment not started,
 * nothing recorded for it yet) is sent by sendReminder, which decides again from the streams. Nothing
 * in memory is the record: a reminder due while the server was down goes at the first pass after it is
 * back, if still before the appointment; one of an appointment moved or cancelled meanwhile is no longer
 * due. Answers what each attempt came to.
 */
export async function sendDueReminders(services: AppServices): Promise<ReminderOutcome[]> {
  const now = (services.clock?.() ?? new Date()).toISOString();
  const today = businessDateOf(now, services.config.timeZone);
  // Only the dates that can have a reminder due today (REM-OFFSET's longest enabled offset, REM-QUIET);
  // a day back covers the time zone.
  // Due by text's time or by mail's (a customer who prefers mail): sendReminder decides which from the streams.
  const settings = await loadReminderSettings(services.store);
  const [from, to] = [addDays(today, -1), addDays(today, reminderHorizonDays(settings))];
  const candidates = (await scheduledReminders(services, settings, from, to)).filter((r) => r.state === 'scheduled' && r.dueAt <= now && now < r.startsAt);
  const seen = new Set<string>();
  const due = candidates.filter((r) => !seen.has(`${r.appointmentId}-${r.which}`) && seen.add(`${r.appointmentId}-${r.which}`));
  const outcomes: ReminderOutcome[] = [];
  for (const reminder of due) {
    const ctx = createCommandContext({ services, actor: null, commandName: 'SendReminder', correlationId: `reminder-${reminder.appointmentId}-${reminder.which}-${now}` });
    try {
      outcomes.push(await sendReminder(ctx, reminder.appointmentId, reminder.which, { early: false }));
    } catch (error) {
      services.logger.warn({ err: error, appointmentId: reminder.appointmentId, which: reminder.which }, 'reminder not sent; tried again next pass');
    }
  }
  return outcomes;
}

/** Looks for due reminders (the appointments' and the pets') every `intervalMs` until stopped (ops/src/server.ts); a failed pass is logged and tried again. */
export function startReminderSender(services: AppServices, intervalMs: number): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // The appointments' reminders, then the pets' (VAC-REMIND): one pass, one timer, nothing in it the record.
    Promise.all([sendDueReminders(services), sendDuePetReminders(services)])
      .then(([appointments, pets]) => {
        const sent = [...appointments, ...pets].filter((o) => o.outcome === 'sent').length;
        if (sent > 0) services.logger.info({ sent }, 'reminders sent');
      })
      .catch((error: unknown) => services.logger.warn({ err: error }, 'reminder pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
