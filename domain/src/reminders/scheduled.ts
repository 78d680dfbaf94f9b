import { remindersDue, type ReminderSettings, type ReminderWhich } from './schedule';

/** A row of the 'reminders' read model's reminder_appointments (date and start present). */
export interface ReminderAppointmentRow {
  appointmentId: number;
  customerId: number;
  appointmentDate: string;
  startTime: string;
  changedAt: string;
}
/** A row of reminder_outcomes: what became of one reminder. */
export interface ReminderOutcomeRow {
  appointmentId: number;
  which: string;
  startsAt: string;
  state: 'sent' | 'skipped';
  reason: string | null;
}

export interface ScheduledReminder {
  appointmentId: number;
  customerId: number;
  which: ReminderWhich;
  /** When it goes (ISO, UTC) and the appointment's start instant. */
  dueAt: string;
  startsAt: string;
  state: 'scheduled' | 'sent' | 'skipped';
  /** Why skipped: 'noPhone', 'optedOut' or 'dismissed'. */
  reason: string | null;
}

/**
 * Every reminder of the given open appointments, when it goes (remindersDue: the one rule) and what
 * became of it, for the Reminders page and the sender's candidates.
 */
export function scheduledRemindersOf(
  appointments: readonly ReminderAppointmentRow[],
  outcomes: readonly ReminderOutcomeRow[],
  settings: ReminderSettings,
  timeZone: string,
): ScheduledReminder[] {
  const outcomeOf = new Map(outcomes.map((o) => [`${o.appointmentId}-${o.which}-${o.startsAt}`, o]));
  return appointments.flatMap((a) =>
    remindersDue({ appointmentDate: a.appointmentDate, startTime: a.startTime, changedAt: a.changedAt, open: true }, settings, timeZone).map((r) => {
      const outcome = outcomeOf.get(`${a.appointmentId}-${r.which}-${r.startsAt}`);
      return { appointmentId: a.appointmentId, customerId: a.customerId, which: r.which, dueAt: r.dueAt, startsAt: r.startsAt, state: outcome?.state ?? 'scheduled', reason: outcome?.reason ?? null };
    }),
  );
}

/** A row of GET /api/v4/reminders/list: the reminder, and whom and which appointment it is about. */
export type ReminderListRow = ScheduledReminder & { customerName: string | null; pets: string[]; appointmentDate: string | null; startTime: string | null };

