import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebookDueOn, rebookPetOf, type EventMetadata, type RebookVisit } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { petRemindersProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = '2026-03-01T15:00:00.000Z';
const metadata: EventMetadata = { actorUserId: null, correlationId: 'c', causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: at, schemaVersion: 1 };

function recorded(type: string, data: unknown, stream: string): RecordedEvent {
  position += 1;
  return { id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`, type, data, metadata, stream, revision: position - 1, position: String(position), createdAt: new Date() };
}
const apply = (events: RecordedEvent[]) => test.database.transaction((tx) => petRemindersProjector.apply(tx, events));
const pet = async (petId: number) =>
  (await test.database.query('SELECT customer_id, frequency_weeks, last_groom_date, deceased, deleted FROM pet_reminder_rebook_pets WHERE pet_id = $1', [petId])).rows[0];
/** The pet's appointments as the read side joins them (pets by their estimate). */
const visits = async (petId: number) =>
  (
    await test.database.query<RebookVisit>(
      `SELECT v.date, v.status, v.deleted FROM pet_reminder_rebook_visits v JOIN pet_reminder_rebook_estimates e ON e.estimate_id = v.estimate_id
        WHERE $1 = ANY(e.pet_ids) ORDER BY v.appointment_id`,
      [petId],
    )
  ).rows;
const estimateSaved = (estimateId: number, petIds: number[]) =>
  recorded(
    'EstimateSaved',
    { estimateId, customerId: 3, pets: petIds.map((petId) => ({ petId, estimatePackage: 'b&b' })), figures: { pets: petIds.map((petId) => ({ petId, subtotal: 6500 })) } },
    `Estimate-${estimateId}`,
  );
const created = (appointmentId: number, estimateId: number, appointmentDate: string, status = 'scheduled') =>
  recorded('AppointmentCreated', { appointmentId, estimateId, customerId: 3, appointmentDate, status }, `Appointment-${appointmentId}`);

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => petRemindersProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe("petReminders projector: what the rebook reminder reads (real Postgres; docs/TEXTS.md \"A pet's reminders\")", () => {
  it("a pet's frequency, Last Groom Date and owner follow its events; a change that names neither keeps them", async () => {
    await apply([
      recorded('PetAdded', { petId: 7, customerId: 3, userId: 30, petName: 'Moose', breedId: 1, animalTypeId: 1, createdAt: at }, 'Pet-7'),
      recorded('PetDetailsChanged', { petId: 7, customerId: 3, userId: 30, changes: { groomingFrequencyWeeks: 6, lastGroomDate: '2026-01-10' }, changedAt: at }, 'Pet-7'),
      recorded('PetDetailsChanged', { petId: 7, customerId: 3, userId: 30, changes: { notes: 'Nervous' }, changedAt: at }, 'Pet-7'),
    ]);
    expect(await pet(7)).toEqual({ customer_id: 3, frequency_weeks: 6, last_groom_date: '2026-01-10', deceased: false, deleted: false });
    await apply([recorded('PetOwnerChanged', { petId: 7, fromCustomerId: 3, fromUserId: 30, toCustomerId: 4, toUserId: 40, changedAt: at }, 'Pet-7')]);
    expect((await pet(7))!.customer_id).toBe(4);
  });

  it('its appointments, by the pets their estimate grooms: a completed one moves the last groom, a booked one stops the reminder (REM-CHANGE), cancelling frees it', async () => {
    await apply([estimateSaved(100, [7]), created(200, 100, '2026-02-01'), recorded('AppointmentCompleted', {}, 'Appointment-200')]);
    const facts = { frequencyWeeks: 6, lastGroomDate: '2026-01-10', gone: false };
    expect(rebookDueOn(rebookPetOf(facts, await visits(7)), '2026-03-10')).toBe('2026-03-15');

    await apply([estimateSaved(101, [7, 8]), created(201, 101, '2026-03-20')]);
    expect(rebookDueOn(rebookPetOf(facts, await visits(7)), '2026-03-10')).toBeNull();
    await apply([recorded('AppointmentCancelled', {}, 'Appointment-201')]);
    expect(rebookDueOn(rebookPetOf(facts, await visits(7)), '2026-03-10')).toBe('2026-03-15');

    // The estimate saved again without the pet: that appointment is no longer its.
    await apply([recorded('AppointmentUpdated', { appointmentDate: '2026-03-21', status: 'scheduled' }, 'Appointment-201'), estimateSaved(101, [8])]);
    expect(await visits(7)).toEqual([{ date: '2026-02-01', status: 'completed', deleted: false }]);
    expect(await visits(8)).toEqual([{ date: '2026-03-21', status: 'scheduled', deleted: false }]);
    await apply([recorded('AppointmentDeleted', {}, 'Appointment-200')]);
    expect(await visits(7)).toEqual([{ date: '2026-02-01', status: 'completed', deleted: true }]);
  });

  it('sent (a text, or mail only) and deleted or deceased', async () => {
    await apply([
      recorded('TextSent', { messageId: 'rebook-7-2026-03-15', customerId: 4, to: '12145550123', body: 'due', kind: 'rebook', appointmentId: null, sentBy: null, transport: 'outbox', sentAt: at }, 'Conversation-4'),
      recorded('PetReminderMailed', { petId: 8, kind: 'rebook', key: 'rebook-8-2026-04-01', to: 'dana@example.com', at }, 'PetReminders-8'),
      recorded('PetDetailsChanged', { petId: 7, customerId: 4, userId: 40, changes: { isDeceased: true }, changedAt: at }, 'Pet-7'),
      recorded('PetDeleted', { petId: 7, customerId: 4, userId: 40, deletedAt: at }, 'Pet-7'),
    ]);
    const outcomes = (await test.database.query('SELECT key, pet_id, kind, state FROM pet_reminder_outcomes ORDER BY key')).rows;
    expect(outcomes).toEqual([
      { key: 'rebook-7-2026-03-15', pet_id: 7, kind: 'rebook', state: 'sent' },
      { key: 'rebook-8-2026-04-01', pet_id: 8, kind: 'rebook', state: 'sent' },
    ]);
    expect(await pet(7)).toMatchObject({ deceased: true, deleted: true });
  });
});
