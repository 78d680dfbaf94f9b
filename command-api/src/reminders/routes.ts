import {
  DomainError,
  REMINDER_MESSAGES as RM,
  REMINDER_SETTINGS_STREAM,
  reminderActionBodySchema,
  reminderKey,
  remindersDecider,
  remindersDue,
  remindersStream,
  reminderSettingsBodySchema,
  dismissReminderAnswerSchema,
  reminderSettingsAnswerSchema,
  sendReminderNowAnswerSchema,
} from '@pawroute/domain';
import { allOf, commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { loadRemindedAppointment, loadReminderSettings, sendReminder } from './sendReminder';

/**
 * The Reminders page's writes (docs/TEXTS.md "Reminders"): Send now and Dismiss with the confirmation
 * board's permission, and the reminder settings with the Management screen's.
 */
export async function remindersCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/reminders/sendNow',
    name: 'SendReminderNow',
    answer: sendReminderNowAnswerSchema,
    schema: reminderActionBodySchema,
    permission: 'ViewAllAppointments',
    async handle({ appointmentId, which }, ctx) {
      // The same dedupe key as the sender's pass: sent once, however often asked (REM-CHANGE).
      const result = await sendReminder(ctx, appointmentId, which, { early: true });
      if (result.outcome === 'notDue') throw new DomainError(409, RM.notDue);
      if (result.outcome === 'skipped') {
        if (result.reason === 'dismissed') throw new DomainError(409, RM.dismissed);
        return { appointmentId, which, state: 'skipped', reason: result.reason, message: result.reason === 'optedOut' ? 'Not sent: the number opted out of texts.' : 'Not sent: the customer has no phone number that can receive texts.' };
      }
      return { appointmentId, which, state: 'sent', reason: null, message: result.outcome === 'sent' ? 'Reminder sent.' : 'This reminder was already sent.' };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/reminders/dismiss',
    name: 'DismissReminder',
    answer: dismissReminderAnswerSchema,
    schema: reminderActionBodySchema,
    permission: 'ViewAllAppointments',
    async handle({ appointmentId, which }, ctx) {
      return ctx.retrying(async () => {
        const appointment = await loadRemindedAppointment(ctx.services.store, appointmentId);
        if (!appointment) throw new DomainError(404, RM.notFound);
        const settings = await loadReminderSettings(ctx.services.store);
        const reminder = remindersDue(appointment, settings, ctx.services.config.timeZone).find((r) => r.which === which);
        if (!reminder) throw new DomainError(404, RM.notFound);
        const { append, state } = await ctx.decideOn(remindersStream(appointmentId), remindersDecider, {
          type: 'SkipReminder',
          data: { appointmentId, which, startsAt: reminder.startsAt, reason: 'dismissed' },
        });
        await ctx.appendAll([append]);
        const before = state.skipped[`${which}-${reminder.startsAt}`];
        return { appointmentId, which, messageId: reminderKey(appointmentId, which, reminder.startsAt), dismissed: before === undefined || before === 'dismissed', message: RM.dismissed };
      });
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/reminders/settings',
    name: 'ChangeReminderSettings',
    answer: reminderSettingsAnswerSchema,
    schema: reminderSettingsBodySchema,
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle(settings, ctx) {
      await ctx.execute(REMINDER_SETTINGS_STREAM, remindersDecider, { type: 'ChangeReminderSettings', data: settings });
      return { ...settings, message: RM.settingsSaved };
    },
  });
}
