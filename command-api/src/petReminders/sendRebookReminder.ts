import { businessDateOf, insideQuietHours, petReminderGoesAt, rebookDueOn, rebookReminderAt, rebookReminderKey, toSpecDate } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { customerFirstName, deliverPetReminder, petReminderDelivery, type PetReminderOutcome } from './deliver';
import { loadQuietHours, loadRebookPet } from './load';

/**
 * Sends one pet's rebook reminder for one due date, once, deciding again from the streams (never the
 * read model): the pet (its frequency and last groom, not deceased or deleted) and its appointments
 * (nothing booked on or after today: rebookDueOn must still answer this due date), ReminderSettings
 * (REM-QUIET: a text goes at 10:00 AM or after the quiet hours, and never while they last; mail alone is
 * not held), then deliverPetReminder (not dismissed, not sent, the customer's preferred channel, STOP).
 * The dedupe key is rebook-<petId>-<dueOn>: once per pet per due date, whichever process or retry sends.
 * `early` (Send now) sends it before its time, still only while the pet is due.
 */
export async function sendRebookReminder(ctx: CommandHandlerContext, petId: number, dueOn: string, options: { early: boolean }): Promise<PetReminderOutcome> {
  const key = rebookReminderKey(petId, dueOn);
  return ctx.retrying(async () => {
    const { store, config } = ctx.services;
    const found = await loadRebookPet(ctx, petId);
    const today = businessDateOf(ctx.now, config.timeZone);
    if (!found || rebookDueOn(found.rebook, today) !== dueOn) return { outcome: 'notDue', key } as const;
    const { customerId } = found.pet;
    const delivery = await petReminderDelivery(ctx, customerId, 'rebook');
    const quiet = await loadQuietHours(store);
    const goesAt = petReminderGoesAt(rebookReminderAt(dueOn, today, config.timeZone), delivery.sms, quiet, config.timeZone);
    if (!options.early && (ctx.now < goesAt || (delivery.sms && insideQuietHours(ctx.now, quiet, config.timeZone)))) return { outcome: 'notDue', key } as const;
    return deliverPetReminder(ctx, {
      petId,
      customerId,
      kind: 'rebook',
      key,
      facts: { customer: await customerFirstName(ctx, customerId), pets: found.pet.details.petName, dueDate: toSpecDate(dueOn) },
    });
  });
}
