import { businessDateOf, fold, petDecider, petReminderGoesAt, petStream, toSpecDate, vaccineReminderAt, vaccineReminderKey, type PetState } from '@pawroute/domain';
import type { CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';
import { customerFirstName, deliverPetReminder, petReminderDelivery, type PetReminderOutcome } from './deliver';
import { loadPetReminderSettings, loadQuietHours, loadVaccineReminderRecords, loadVaccines } from './load';

export type { PetReminderOutcome } from './deliver';

/** 'vaccine-<petId>-<recordId>' (vaccineReminderKey) back to its parts. */
export function parseVaccineReminderKey(key: string): { petId: number; recordId: number } | null {
  const m = /^vaccine-(\d+)-(\d+)$/.exec(key);
  return m ? { petId: Number(m[1]), recordId: Number(m[2]) } : null;
}

/**
 * Sends one record's vaccine reminder, once, deciding from the streams (never the read model):
 * PetVaccinations-<petId> (the record still there, not renewed before its moment: VAC-REMIND), Vaccines
 * (still required), PetReminderSettings (the days before), ReminderSettings (quiet hours: REM-QUIET, for
 * a text; mail alone is not held), the pet (not deleted or deceased), then deliverPetReminder
 * (PetReminders-<petId>, the conversation, the customer's preferred channel). The dedupe key is
 * vaccine-<petId>-<recordId>: once per record whichever process or retry sends. `early` (Send now) sends
 * it before its time; never after the expiry date.
 */
export async function sendVaccineReminder(ctx: CommandHandlerContext, petId: number, recordId: number, options: { early: boolean }): Promise<PetReminderOutcome> {
  const key = vaccineReminderKey(petId, recordId);
  return ctx.retrying(async () => {
    const { store, config } = ctx.services;
    const pet = fold(petDecider, (await streamEvents(store, petStream(petId))) as never[]) as PetState;
    if (pet.status !== 'active' || pet.details.isDeceased) return { outcome: 'notDue', key } as const;
    const records = await loadVaccineReminderRecords(store, petId);
    const record = records.find((r) => r.recordId === recordId);
    if (!record) return { outcome: 'notDue', key } as const;
    const vaccines = await loadVaccines(store);
    const at = vaccineReminderAt(record, records, vaccines.requiredVaccineIds, await loadPetReminderSettings(store), config.timeZone);
    if (at === null || businessDateOf(ctx.now, config.timeZone) > record.expiresOn) return { outcome: 'notDue', key } as const;
    // The way it goes decides its time: a text waits out quiet hours, mail alone does not (REM-QUIET).
    const delivery = await petReminderDelivery(ctx, pet.customerId, 'vaccineExpiry');
    const goesAt = petReminderGoesAt(at, delivery.sms, await loadQuietHours(store), config.timeZone);
    if (!options.early && ctx.now < goesAt) return { outcome: 'notDue', key } as const;
    return deliverPetReminder(ctx, {
      petId,
      customerId: pet.customerId,
      kind: 'vaccineExpiry',
      key,
      facts: {
        customer: await customerFirstName(ctx, pet.customerId),
        pets: pet.details.petName,
        vaccine: vaccines.vaccines.get(record.vaccineId) ?? null,
        expiryDate: toSpecDate(record.expiresOn),
      },
    });
  });
}
