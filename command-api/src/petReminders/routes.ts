import {
  DomainError,
  PET_REMINDER_MESSAGES as PM,
  PET_REMINDER_SETTINGS_STREAM,
  parseRebookReminderKey,
  petReminderActionBodySchema,
  petRemindersDecider,
  petRemindersStream,
  petReminderSettingsBodySchema,
  dismissPetReminderAnswerSchema,
  petReminderSettingsAnswerSchema,
  sendPetReminderNowAnswerSchema,
} from '@pawroute/domain';
import { allOf, commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import type { PetReminderOutcome } from './deliver';
import { sendRebookReminder } from './sendRebookReminder';
import { parseVaccineReminderKey, sendVaccineReminder } from './sendVaccineReminder';

/**
 * The Reminders page's writes on a pet's reminders (docs/TEXTS.md "A pet's reminders"): Send now and
 * Dismiss by the reminder's dedupe key (a vaccine expiry reminder's or a rebook reminder's), with the
 * confirmation board's permission, and VAC-REMIND's days before expiry with the Management screen's.
 */
export async function petRemindersCommands(app: FastifyInstance): Promise<void> {
  type Parsed = { kind: 'vaccineExpiry'; petId: number; recordId: number } | { kind: 'rebook'; petId: number; dueOn: string };
  const keyOf = (key: string): Parsed => {
    const vaccine = parseVaccineReminderKey(key);
    if (vaccine) return { kind: 'vaccineExpiry', ...vaccine };
    const rebook = parseRebookReminderKey(key);
    if (rebook) return { kind: 'rebook', ...rebook };
    throw new DomainError(404, PM.notFound, { key: PM.notFound });
  };

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/reminders/pet/sendNow',
    name: 'SendPetReminderNow',
    answer: sendPetReminderNowAnswerSchema,
    schema: petReminderActionBodySchema,
    permission: 'ViewAllAppointments',
    async handle({ key }, ctx) {
      const parsed = keyOf(key);
      // The same dedupe key as the sender's pass: sent once, however often asked (VAC-REMIND, the rebook reminder).
      const result: PetReminderOutcome =
        parsed.kind === 'vaccineExpiry' ? await sendVaccineReminder(ctx, parsed.petId, parsed.recordId, { early: true }) : await sendRebookReminder(ctx, parsed.petId, parsed.dueOn, { early: true });
      if (result.outcome === 'notDue') throw new DomainError(409, parsed.kind === 'rebook' ? PM.rebookNotDue : PM.notDue);
      if (result.outcome === 'skipped') {
        if (result.reason === 'dismissed') throw new DomainError(409, PM.dismissed);
        return { key, state: 'skipped', reason: result.reason, message: result.reason === 'optedOut' ? PM.optedOut : PM.noPhone };
      }
      return { key, state: 'sent', reason: null, message: result.outcome === 'sent' ? PM.sent : PM.alreadySent };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/reminders/pet/dismiss',
    name: 'DismissPetReminder',
    answer: dismissPetReminderAnswerSchema,
    schema: petReminderActionBodySchema,
    permission: 'ViewAllAppointments',
    async handle({ key }, ctx) {
      const { petId, kind } = keyOf(key);
      return ctx.retrying(async () => {
        const { append, state } = await ctx.decideOn(petRemindersStream(petId), petRemindersDecider, {
          type: 'SkipPetReminder',
          data: { petId, kind, key, reason: 'dismissed' },
        });
        await ctx.appendAll([append]);
        const before = state.skipped[key];
        return { key, dismissed: before === undefined || before === 'dismissed', message: PM.dismissed };
      });
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/reminders/pet/settings',
    name: 'ChangePetReminderSettings',
    answer: petReminderSettingsAnswerSchema,
    schema: petReminderSettingsBodySchema,
    permission: allOf('ViewManagement', 'EditSettings'),
    async handle(settings, ctx) {
      await ctx.execute(PET_REMINDER_SETTINGS_STREAM, petRemindersDecider, { type: 'ChangePetReminderSettings', data: settings });
      return { ...settings, message: PM.settingsSaved };
    },
  });
}
