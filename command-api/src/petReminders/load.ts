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
  appointmentDecider,
  appointmentStream,
  estimateStream,
  groomedPetsOf,
  petDecider,
  petStream,
  rebookPetOf,
  type AppointmentState,
  type EstimateSavedData,
  type PetState,
  type RebookPet,
  type RebookVisit,
} from '@pawroute/domain';
import type { CommandHandlerContext, EventStore } from '@pawroute/platform';
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

/**
 * A pet as the rebook reminder decides it, from the streams: Pet-<petId> (frequency, Last Groom Date,
 * deceased or deleted) and each of its appointments (Appointment-<id>: date, status, deleted) whose
 * estimate as last saved (Estimate-<id>) grooms it. Which appointments to read is the scheduler's index
 * (pet_reminder_rebook_visits, read after the projections reach the store's head); the facts are the streams'.
 */
export async function loadRebookPet(ctx: Pick<CommandHandlerContext, 'services'>, petId: number): Promise<{ pet: Exclude<PetState, { status: 'none' }>; rebook: RebookPet } | null> {
  const { store, db } = ctx.services;
  const pet = fold(petDecider, (await streamEvents(store, petStream(petId))) as never[]) as PetState;
  if (pet.status === 'none') return null;
  const head = await store.headPosition();
  if (head !== null) await ctx.services.waitForPosition(head);
  const { rows } = await db.query<{ appointment_id: number }>(
    `SELECT v.appointment_id FROM pet_reminder_rebook_visits v JOIN pet_reminder_rebook_estimates e ON e.estimate_id = v.estimate_id WHERE $1 = ANY(e.pet_ids)`,
    [petId],
  );
  const visits: RebookVisit[] = [];
  for (const { appointment_id: appointmentId } of rows) {
    const appointment = fold(appointmentDecider, (await streamEvents(store, appointmentStream(appointmentId))) as never[]) as AppointmentState;
    if (appointment.kind !== 'active') continue; // deleted (or never created): counts for nothing
    const saved = (await streamEvents(store, estimateStream(appointment.estimateId))).filter((e) => e.type === 'EstimateSaved').at(-1)?.data as EstimateSavedData | undefined;
    if (!saved || !groomedPetsOf(saved).some((p) => p.petId === petId)) continue;
    visits.push({ date: appointment.appointmentDate, status: appointment.status, deleted: false });
  }
  const gone = pet.status !== 'active' || pet.details.isDeceased;
  return {
    pet,
    rebook: rebookPetOf({ frequencyWeeks: pet.details.groomingFrequencyWeeks, lastGroomDate: pet.details.lastGroomDate, gone }, visits),
  };
}
