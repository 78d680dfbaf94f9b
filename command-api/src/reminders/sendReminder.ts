import {
  REMINDER_SETTINGS_STREAM,
  appointmentStream,
  conversationStream,
  fold,
  reminderAppointmentOf,
  reminderKey,
  remindersDecider,
  remindersDue,
  remindersStream,
  skipKey,
  textingDecider,
  type DueReminder,
  type ReminderSettings,
  type ReminderWhich,
  type RemindedAppointment,
} from '@pawroute/domain';
import type { CommandHandlerContext, EventStore } from '@pawroute/platform';
import { appointmentFacts, planAutomatic, sendAndDecideAutomatic } from '../messageTemplates';
import { streamEvents } from '../shared/loadStreams';

/** The reminder settings (Management → Texts), folded from ReminderSettings; the defaults until saved. */
export async function loadReminderSettings(store: EventStore): Promise<ReminderSettings> {
  return fold(remindersDecider, (await streamEvents(store, REMINDER_SETTINGS_STREAM)) as never[]).settings;
}

/** The appointment as remindersDue reads it, from Appointment-<id> with each event's time (REM-PAST, REM-CHANGE). */
export async function loadRemindedAppointment(store: EventStore, appointmentId: number): Promise<RemindedAppointment | null> {
  const events = await store.readStream(appointmentStream(appointmentId));
  return reminderAppointmentOf(events.map((e) => ({ type: e.type, data: e.data, occurredAt: e.metadata.occurredAt })));
}

export type ReminderOutcome =
  | { outcome: 'sent' | 'alreadySent'; messageId: string }
  | { outcome: 'skipped'; reason: 'noPhone' | 'optedOut' | 'dismissed' }
  | { outcome: 'notDue' };

/**
 * Sends one reminder of one appointment, once, deciding from the streams (never the read model): the
 * appointment's (still open, this reminder still due for its start: REM-OFFSET, REM-QUIET, REM-PAST,
 * REM-CHANGE), Reminders-<id> (not dismissed or skipped) and the conversation (not yet sent). The
 * text's dedupe key is reminder-<appointmentId>-<which>-<startInstant>: sent once per start time
 * however many processes try, and a retry after a crash between the send and the record sends nothing
 * again and records it. The record is ONE append: TextSent kind 'reminder' on Conversation-<customerId>,
 * or ReminderSkipped (no phone, opted out) on Reminders-<id>. `early` (Send now) sends it before
 * its time, but never after the appointment has started.
 */
export async function sendReminder(ctx: CommandHandlerContext, appointmentId: number, which: ReminderWhich, options: { early: boolean }): Promise<ReminderOutcome> {
  return ctx.retrying(async () => {
    const { store, config } = ctx.services;
    const appointment = await loadRemindedAppointment(store, appointmentId);
    if (!appointment) return { outcome: 'notDue' } as const;
    const settings = await loadReminderSettings(store);
    // The way it goes decides its time: a text waits out quiet hours, mail does not (REM-QUIET).
    const plan = await reminderPlan(ctx, appointment.customerId, which);
    const reminder = remindersDue(appointment, settings, config.timeZone, plan.sms ? 'text' : 'mail').find((r) => r.which === which);
    if (!reminder || ctx.now >= reminder.startsAt || (!options.early && ctx.now < reminder.dueAt)) return { outcome: 'notDue' } as const;
    const messageId = reminderKey(appointmentId, which, reminder.startsAt);

    const reminders = fold(remindersDecider, (await streamEvents(store, remindersStream(appointmentId))) as never[]);
    const skipped = reminders.skipped[skipKey(which, reminder.startsAt)];
    if (skipped) return { outcome: 'skipped', reason: skipped } as const;
    const conversation = fold(textingDecider, (await streamEvents(store, conversationStream(appointment.customerId))) as never[]);
    if (conversation.sent[messageId] || reminders.mailed?.[skipKey(which, reminder.startsAt)]) return { outcome: 'alreadySent', messageId } as const;
    const skip = async (reason: 'noPhone' | 'optedOut') => {
      const { append } = await ctx.decideOn(remindersStream(appointmentId), remindersDecider, { type: 'SkipReminder', data: { appointmentId, which, startsAt: reminder.startsAt, reason } });
      await ctx.appendAll([append]);
      return { outcome: 'skipped', reason } as const;
    };
    if (!plan.sms && !plan.email) return skip('noPhone');

    // The words are the reminder's template (Management → Message templates), by the customer's preferred channel.
    const sent = await sendAndDecideAutomatic(ctx, {
      customerId: appointment.customerId,
      kind: which === 'first' ? 'firstReminder' : 'secondReminder',
      facts: await appointmentFacts(ctx, appointmentId),
      dedupeKey: messageId,
      textKind: 'reminder',
      appointmentId,
    });
    if (sent.sms?.optedOut && !sent.email) return skip('optedOut');
    // One append: the TextSent, or (mailed only) ReminderMailed on Reminders-<id>.
    if (sent.append) await ctx.appendAll([sent.append]);
    else if (sent.email) {
      const { append } = await ctx.decideOn(remindersStream(appointmentId), remindersDecider, {
        type: 'RecordReminderMailed',
        data: { appointmentId, which, startsAt: reminder.startsAt, to: sent.email.to },
      });
      await ctx.appendAll([append]);
    }
    const fresh = sent.sms ? sent.sms.sent : sent.email?.sent;
    return { outcome: fresh ? 'sent' : 'alreadySent', messageId } as const;
  });
}

/** Which way this reminder will go to the customer (its template, their preferred channel, what reaches them). */
async function reminderPlan(ctx: CommandHandlerContext, customerId: number, which: ReminderWhich) {
  return (await planAutomatic(ctx, customerId, which === 'first' ? 'firstReminder' : 'secondReminder')).delivery;
}

export type { DueReminder };
