import {
  DomainError,
  REMINDER_MESSAGES as RM,
  REMINDER_SETTINGS_STREAM,
  TEXT_MESSAGES as M,
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
  toSpecDate,
  toSpecTime,
  type DueReminder,
  type ReminderSettings,
  type ReminderWhich,
  type RemindedAppointment,
} from '@pawroute/domain';
import type { CommandHandlerContext, EventStore } from '@pawroute/platform';
import { customerTextNumber, sendAndDecideText } from '../messages';
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
    const reminder = remindersDue(appointment, settings, config.timeZone).find((r) => r.which === which);
    if (!reminder || ctx.now >= reminder.startsAt || (!options.early && ctx.now < reminder.dueAt)) return { outcome: 'notDue' } as const;
    const messageId = reminderKey(appointmentId, which, reminder.startsAt);

    const skipped = fold(remindersDecider, (await streamEvents(store, remindersStream(appointmentId))) as never[]).skipped[skipKey(which, reminder.startsAt)];
    if (skipped) return { outcome: 'skipped', reason: skipped } as const;
    const conversation = fold(textingDecider, (await streamEvents(store, conversationStream(appointment.customerId))) as never[]);
    if (conversation.sent[messageId]) return { outcome: 'alreadySent', messageId } as const;
    const skip = async (reason: 'noPhone' | 'optedOut') => {
      const { append } = await ctx.decideOn(remindersStream(appointmentId), remindersDecider, { type: 'SkipReminder', data: { appointmentId, which, startsAt: reminder.startsAt, reason } });
      await ctx.appendAll([append]);
      return { outcome: 'skipped', reason } as const;
    };

    let to: string;
    try {
      to = await customerTextNumber(ctx, appointment.customerId);
    } catch (error) {
      if (!(error instanceof DomainError) || error.message !== M.noPhone) throw error;
      return skip('noPhone');
    }
    const sent = await sendAndDecideText(ctx, {
      customerId: appointment.customerId,
      to,
      body: reminderBody(ctx, appointment),
      kind: 'reminder',
      appointmentId,
      dedupeKey: messageId,
    });
    if (sent.optedOut) return skip('optedOut');
    if (sent.append) await ctx.appendAll([sent.append]);
    return { outcome: sent.sent ? 'sent' : 'alreadySent', messageId } as const;
  });
}

function reminderBody(ctx: CommandHandlerContext, appointment: RemindedAppointment): string {
  const businessName = ctx.services.config.businessName ?? 'Pawroute';
  return RM.reminderText(businessName, `${toSpecDate(appointment.appointmentDate)} at ${toSpecTime(appointment.startTime)}`);
}

export type { DueReminder };
