import { addLocalDays, businessDateOf } from '@pawroute/domain';
import { createCommandContext, nowOf, type AppServices } from '@pawroute/platform';
import { loadQuietHours } from './load';
import { scheduledVaccineReminders } from './scheduledPetReminders';
import { sendVaccineReminder, type PetReminderOutcome } from './sendVaccineReminder';

/**
 * One pass over the pets' reminders: every vaccine reminder the read model says is due (its time
 * passed, the record not yet expired, nothing recorded for it) is sent by sendVaccineReminder, which
 * decides again from the streams. Nothing in memory is the record: one due while the server was down
 * goes at the first pass after it is back, if the record has not expired meanwhile (VAC-REMIND).
 */
export async function sendDuePetReminders(services: AppServices): Promise<PetReminderOutcome[]> {
  const now = nowOf(services).toISOString();
  const today = businessDateOf(now, services.config.timeZone);
  const quiet = await loadQuietHours(services.store);
  const due = (await scheduledVaccineReminders(services.db, { fromDate: today, toDate: addLocalDays(today, 1), quiet, timeZone: services.config.timeZone })).filter(
    (r) => r.state === 'scheduled' && r.dueAt <= now,
  );
  const outcomes: PetReminderOutcome[] = [];
  for (const reminder of due) {
    const ctx = createCommandContext({ services, actor: null, commandName: 'SendVaccineReminder', correlationId: `${reminder.key}-${now}` });
    try {
      outcomes.push(await sendVaccineReminder(ctx, reminder.petId, reminder.recordId, { early: false }));
    } catch (error) {
      services.logger.warn({ err: error, key: reminder.key }, 'vaccine reminder not sent; tried again next pass');
    }
  }
  return outcomes;
}
