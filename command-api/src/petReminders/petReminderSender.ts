import { addLocalDays, businessDateOf } from '@pawroute/domain';
import { createCommandContext, nowOf, type AppServices } from '@pawroute/platform';
import type { PetReminderOutcome } from './deliver';
import { loadQuietHours } from './load';
import { scheduledRebookReminders, scheduledVaccineReminders } from './scheduledPetReminders';
import { sendRebookReminder } from './sendRebookReminder';
import { sendVaccineReminder } from './sendVaccineReminder';

/**
 * One pass over the pets' reminders: every vaccine reminder (VAC-REMIND) and rebook reminder the read
 * model says is due (its time passed, by mail's time or text's: the sender decides which from the
 * customer's preferred channel, and REM-QUIET; nothing recorded for it) is sent by sendVaccineReminder
 * or sendRebookReminder, which decide again from the streams. Nothing in memory is the record: one due
 * while the server was down goes at the first pass after it is back (a vaccine's if the record has not
 * expired meanwhile, a rebook's if the pet is still due and nothing was booked).
 */
export async function sendDuePetReminders(services: AppServices): Promise<PetReminderOutcome[]> {
  const now = nowOf(services).toISOString();
  const { timeZone } = services.config;
  const today = businessDateOf(now, timeZone);
  const quiet = await loadQuietHours(services.store);
  const vaccines = (await scheduledVaccineReminders(services.db, { fromDate: today, toDate: addLocalDays(today, 1), quiet, timeZone })).filter(
    (r) => r.state === 'scheduled' && r.at <= now,
  );
  const rebooks = (await scheduledRebookReminders(services.db, { today, quiet, timeZone })).filter((r) => r.state === 'scheduled' && r.at <= now);
  const sends = [
    ...vaccines.map((r) => ({ key: r.key, command: 'SendVaccineReminder', send: (ctx: Parameters<typeof sendVaccineReminder>[0]) => sendVaccineReminder(ctx, r.petId, r.recordId, { early: false }) })),
    ...rebooks.map((r) => ({ key: r.key, command: 'SendRebookReminder', send: (ctx: Parameters<typeof sendRebookReminder>[0]) => sendRebookReminder(ctx, r.petId, r.dueOn, { early: false }) })),
  ];
  const outcomes: PetReminderOutcome[] = [];
  for (const { key, command, send } of sends) {
    const ctx = createCommandContext({ services, actor: null, commandName: command, correlationId: `${key}-${now}` });
    try {
      outcomes.push(await send(ctx));
    } catch (error) {
      services.logger.warn({ err: error, key }, 'pet reminder not sent; tried again next pass');
    }
  }
  return outcomes;
}
