import {
  PET_REMINDER_SETTINGS_STREAM,
  REMINDER_SETTINGS_STREAM,
  VACCINES_STREAM,
  remindersDecider,
  vaccineListDecider,
  type ReminderSettings,
  type VaccineListState,
  fold,
  petRemindersDecider,
  petRemindersStream,
  petVaccinationsStream,
  type PetRemindersState,
  type VaccineReminderRecord,
} from '@pawroute/domain';
import type { EventStore } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';

/** VAC-REMIND's days before expiry, folded from PetReminderSettings; the default until saved. */
export async function loadPetReminderSettings(store: EventStore): Promise<number> {
  return fold(petRemindersDecider, (await streamEvents(store, PET_REMINDER_SETTINGS_STREAM)) as never[]).vaccineDaysBefore;
}

/** The pet's skipped or dismissed reminders, folded from PetReminders-<petId>. */
export async function loadPetReminders(store: EventStore, petId: number): Promise<PetRemindersState> {
  return fold(petRemindersDecider, (await streamEvents(store, petRemindersStream(petId))) as never[]);
}

/**
 * A pet's vaccination records as VAC-REMIND reads them, from PetVaccinations-<petId> with each event's
 * time: a record is "entered" when first recorded (restating it keeps that moment); a removed one is gone.
 */
export async function loadVaccineReminderRecords(store: EventStore, petId: number): Promise<VaccineReminderRecord[]> {
  const records = new Map<number, VaccineReminderRecord>();
  for (const event of await store.readStream(petVaccinationsStream(petId))) {
    const data = event.data as { recordId: number; vaccineId?: number; expiresOn?: string };
    if (event.type === 'VaccinationRecorded') {
      const enteredAt = records.get(data.recordId)?.enteredAt ?? event.metadata.occurredAt;
      records.set(data.recordId, { recordId: data.recordId, vaccineId: data.vaccineId!, expiresOn: data.expiresOn!, enteredAt });
    } else if (event.type === 'VaccinationRemoved') records.delete(data.recordId);
  }
  return [...records.values()];
}

/** Quiet hours (REM-QUIET) as Management → Texts set them, folded from ReminderSettings. */
export async function loadQuietHours(store: EventStore): Promise<Pick<ReminderSettings, 'quietStart' | 'quietEnd'>> {
  const { quietStart, quietEnd } = fold(remindersDecider, (await streamEvents(store, REMINDER_SETTINGS_STREAM)) as never[]).settings;
  return { quietStart, quietEnd };
}

/** The vaccine list and which are required (VAC-REMIND reminds required ones only), folded from `Vaccines`. */
export async function loadVaccines(store: EventStore): Promise<VaccineListState> {
  return fold(vaccineListDecider, (await streamEvents(store, VACCINES_STREAM)) as never[]);
}
