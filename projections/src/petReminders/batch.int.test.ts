import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { batchEquivalence, recordedEvents } from '../testing/batchEquivalence';
import { petRemindersProjector } from './projector';

let test: TestDatabase;
const t = (minute: number) => `2026-03-01T15:${String(minute).padStart(2, '0')}:00.000Z`;
const event = recordedEvents();
const recorded = (type: string, data: unknown, stream: string, minute = 0) => event(type, data, { stream, occurredAt: t(minute) });

const petAdded = (petId: number, customerId = 3) =>
  recorded('PetAdded', { petId, customerId, userId: 30, petName: 'Moose', breedId: 1, animalTypeId: 1, createdAt: t(0) }, `Pet-${petId}`);
const petChanged = (petId: number, changes: Record<string, unknown>, customerId = 3) =>
  recorded('PetDetailsChanged', { petId, customerId, userId: 30, changes, changedAt: t(0) }, `Pet-${petId}`);
const petDeleted = (petId: number) => recorded('PetDeleted', { petId, customerId: 3, userId: 30, deletedAt: t(0) }, `Pet-${petId}`);
const petMoved = (petId: number, toCustomerId: number) =>
  recorded('PetOwnerChanged', { petId, fromCustomerId: 3, fromUserId: 30, toCustomerId, toUserId: 40, changedAt: t(0) }, `Pet-${petId}`);
const estimateSaved = (estimateId: number, petIds: number[]) =>
  recorded(
    'EstimateSaved',
    { estimateId, customerId: 3, pets: petIds.map((petId) => ({ petId, estimatePackage: 'b&b' })), figures: { pets: petIds.map((petId) => ({ petId, subtotal: 6500 })) } },
    `Estimate-${estimateId}`,
  );
const created = (appointmentId: number, estimateId: number, appointmentDate: string | null, status = 'scheduled') =>
  recorded('AppointmentCreated', { appointmentId, estimateId, customerId: 3, appointmentDate, status }, `Appointment-${appointmentId}`);
const placed = (type: string, appointmentId: number, appointmentDate: string | null, status = 'scheduled') =>
  recorded(type, { appointmentId, appointmentDate, status }, `Appointment-${appointmentId}`);
const statusEvent = (type: string, appointmentId: number) => recorded(type, { appointmentId }, `Appointment-${appointmentId}`);
const vaccination = (petId: number, recordId: number, vaccineId: number, expiresOn: string, minute: number) =>
  recorded('VaccinationRecorded', { petId, recordId, vaccineId, givenOn: '2025-03-01', expiresOn, certificate: null, recordedAt: t(minute) }, `Pet-${petId}`, minute);
const vaccinationRemoved = (petId: number, recordId: number) => recorded('VaccinationRemoved', { petId, recordId }, `Pet-${petId}`);
const sent = (key: string, kind: 'rebook' | 'vaccineExpiry', minute: number) =>
  recorded('TextSent', { messageId: key, customerId: 3, to: '12145550123', body: 'due', kind, appointmentId: null, sentBy: null, transport: 'outbox', sentAt: t(minute) }, 'Conversation-3', minute);
const mailed = (petId: number, key: string, minute: number) =>
  recorded('PetReminderMailed', { petId, kind: 'rebook', key, to: 'dana@example.com', at: t(minute) }, `PetReminders-${petId}`, minute);
const skipped = (petId: number, key: string, reason: 'noPhone' | 'optedOut' | 'dismissed', minute: number) =>
  recorded('PetReminderSkipped', { petId, kind: 'rebook', key, reason, by: null, at: t(minute) }, `PetReminders-${petId}`, minute);

const { asBatchesAndOneByOne } = batchEquivalence({
  database: () => test.database,
  projector: petRemindersProjector,
  tables: ['pet_reminder_vaccinations', 'pet_reminder_outcomes', 'pet_reminder_settings', 'pet_reminder_rebook_pets', 'pet_reminder_rebook_visits', 'pet_reminder_rebook_estimates'],
  orderBy: '1, 2',
  recreate: true,
});

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => petRemindersProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('petReminders projector: a batch folded in memory writes what its events one by one wrote', () => {
  it("given pets added and changed over two batches, then each field moves only with a change that names it, and a deleted or moved pet's row is marked or moved, never made", async () => {
    const model = await asBatchesAndOneByOne([
      [petAdded(1), petChanged(1, { groomingFrequencyWeeks: 6 }), petChanged(2, { lastGroomDate: '2026-01-10' })],
      [
        petChanged(1, { lastGroomDate: '2026-02-01' }),
        petChanged(1, { notes: 'Nervous' }),
        petMoved(1, 4),
        petAdded(1, 9), // again: the row stays as it was
        petChanged(2, { groomingFrequencyWeeks: null, isDeceased: true }),
        petDeleted(2),
        petDeleted(3), // never added: no row
        petMoved(3, 4),
        petAdded(5),
        petDeleted(5),
        petChanged(5, { groomingFrequencyWeeks: 8 }),
      ],
    ]);
    expect(model.pet_reminder_rebook_pets).toEqual([
      { pet_id: 1, customer_id: 4, frequency_weeks: 6, last_groom_date: '2026-02-01', deceased: false, deleted: false },
      { pet_id: 2, customer_id: 3, frequency_weeks: null, last_groom_date: '2026-01-10', deceased: true, deleted: true },
      { pet_id: 5, customer_id: 3, frequency_weeks: 8, last_groom_date: null, deceased: false, deleted: true },
    ]);
  });

  it("given appointments placed, moved, completed and deleted in one batch and the next, then each visit is its last date and status; events of an appointment never created make none; an estimate's pets are its last save", async () => {
    const model = await asBatchesAndOneByOne([
      [estimateSaved(100, [1]), created(200, 100, '2026-02-01'), placed('AppointmentUpdated', 200, '2026-02-02'), statusEvent('AppointmentConfirmed', 200)],
      [
        statusEvent('AppointmentStarted', 200),
        statusEvent('AppointmentCompleted', 200),
        created(200, 999, '2026-09-09'), // again: ignored
        estimateSaved(100, [1, 2]),
        estimateSaved(101, []),
        estimateSaved(100, [2]),
        created(201, 101, null),
        placed('AppointmentScheduled', 201, '2026-03-20'),
        statusEvent('AppointmentServiceIssueCreated', 201),
        recorded('AppointmentServiceIssueResolved', { appointmentId: 201, status: 'completed' }, 'Appointment-201'),
        statusEvent('AppointmentDeleted', 201),
        statusEvent('AppointmentCancelled', 201),
        placed('AppointmentUpdated', 202, '2026-04-01'), // never created here
        statusEvent('AppointmentDeleted', 203),
      ],
    ]);
    expect(model.pet_reminder_rebook_visits).toEqual([
      { appointment_id: 200, estimate_id: 100, date: '2026-02-02', status: 'completed', deleted: false },
      { appointment_id: 201, estimate_id: 101, date: '2026-03-20', status: 'cancelled', deleted: true },
    ]);
    expect(model.pet_reminder_rebook_estimates).toEqual([
      { estimate_id: 100, pet_ids: [2] },
      { estimate_id: 101, pet_ids: [] },
    ]);
  });

  it('given vaccination records restated, removed and recorded again, then a record keeps the moment it was first entered until it is removed (VAC-REMIND)', async () => {
    const model = await asBatchesAndOneByOne([
      [vaccination(1, 10, 5, '2027-01-01', 0), vaccination(1, 11, 6, '2027-02-01', 1)],
      [
        vaccination(1, 10, 5, '2027-06-01', 2), // restated: entered at 0
        vaccination(1, 10, 7, '2027-07-01', 3),
        vaccinationRemoved(1, 11),
        vaccination(1, 11, 6, '2027-08-01', 4), // removed, then recorded again: entered at 4
        vaccination(1, 11, 6, '2027-09-01', 5),
        vaccination(2, 12, 5, '2027-01-01', 6),
        vaccinationRemoved(2, 12),
        vaccinationRemoved(2, 13), // never recorded
        recorded('VaccinationRulesSet', { requiredVaccineIds: [5], refuseBookings: false }, 'VaccinationRules'),
        recorded('PetReminderSettingsChanged', { vaccineDaysBefore: 30, changedBy: null, at: t(7) }, 'PetReminderSettings'),
        recorded('VaccinationRulesSet', { requiredVaccineIds: [5, 6], refuseBookings: true }, 'VaccinationRules'),
      ],
    ]);
    expect(model.pet_reminder_vaccinations).toEqual([
      { pet_id: 1, record_id: 10, vaccine_id: 7, expires_on: '2027-07-01', entered_at: new Date(t(0)) },
      { pet_id: 1, record_id: 11, vaccine_id: 6, expires_on: '2027-09-01', entered_at: new Date(t(4)) },
    ]);
    expect(model.pet_reminder_settings).toEqual([{ id: 1, vaccine_days_before: 30, required_vaccine_ids: [5, 6] }]);
  });

  it('given reminders skipped and sent in any order, then a sending wins over a skip, the last sending gives the moment and the first skip the reason', async () => {
    const model = await asBatchesAndOneByOne([
      [sent('rebook-1-2026-03-15', 'rebook', 0)],
      [
        skipped(1, 'rebook-1-2026-03-15', 'optedOut', 1), // after a stored sending: stays sent
        skipped(2, 'rebook-2-2026-03-15', 'noPhone', 2),
        skipped(2, 'rebook-2-2026-03-15', 'dismissed', 3),
        skipped(3, 'rebook-3-2026-03-15', 'dismissed', 4),
        mailed(3, 'rebook-3-2026-03-15', 5),
        sent('rebook-3-2026-03-15', 'rebook', 6),
        sent('vaccine-4-10', 'vaccineExpiry', 7),
        sent('hello', 'rebook', 8), // no pet in its key: not a reminder
      ],
    ]);
    expect(model.pet_reminder_outcomes).toEqual([
      { key: 'rebook-1-2026-03-15', pet_id: 1, kind: 'rebook', state: 'sent', reason: null, at: new Date(t(0)) },
      { key: 'rebook-2-2026-03-15', pet_id: 2, kind: 'rebook', state: 'skipped', reason: 'noPhone', at: new Date(t(2)) },
      { key: 'rebook-3-2026-03-15', pet_id: 3, kind: 'rebook', state: 'sent', reason: null, at: new Date(t(6)) },
      { key: 'vaccine-4-10', pet_id: 4, kind: 'vaccineExpiry', state: 'sent', reason: null, at: new Date(t(7)) },
    ]);
  });
});
