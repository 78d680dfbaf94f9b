import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { petsProjector } from './projector';

let test: TestDatabase;
let position = 0;
const at = '2025-03-01T15:00:00.000Z';
const metadata: EventMetadata = {
  actorUserId: 1,
  correlationId: 'c',
  causationId: null,
  commandName: 'Test',
  idempotencyKey: null,
  occurredAt: at,
  schemaVersion: 1,
};
const recorded = (type: string, data: unknown): RecordedEvent => {
  position += 1;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    data,
    metadata,
    stream: 'Pet-1',
    revision: position - 1,
    position: String(position),
    createdAt: new Date(at),
  };
};
const owner = { petId: 1, customerId: 3, userId: 7 };
const apply = (events: RecordedEvent[]) => test.database.transaction((tx) => petsProjector.apply(tx, events));

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.transaction((tx) => petsProjector.createTables(tx));
});
afterAll(async () => {
  await test?.drop();
});

describe('pets projector (real Postgres)', () => {
  it('folds a pet, its details, pictures, owner change and sympathy email into rows, keyed for both owners', async () => {
    const keys = await apply([
      recorded('PetAdded', { ...owner, petName: 'Biscuit', breedId: 4, animalTypeId: 1, createdAt: at }),
      recorded('PetDetailsChanged', {
        ...owner,
        changes: { weight: 22, birthday: '2020-03-09', isOverridingGroomingFee: true, overrideGroomingFeePrice: 4550, isDeceased: true },
        changedAt: at,
      }),
      recorded('PetPictureAdded', { ...owner, fileName: 'ab.png', hash: 'a'.repeat(64), contentType: 'image/png', size: 10, addedAt: at }),
      recorded('PetPictureAdded', { ...owner, fileName: 'cd.png', hash: 'c'.repeat(64), contentType: 'image/png', size: 12, addedAt: at }),
      recorded('PetPictureRemoved', { ...owner, fileName: 'ab.png', removedAt: at }),
      recorded('SympathyEmailRequested', { ...owner, emailAddress: 'jo@example.com', ownerFirstName: 'Jo', petName: 'Biscuit', requestedAt: at }),
      recorded('PetOwnerChanged', { petId: 1, fromCustomerId: 3, fromUserId: 7, toCustomerId: 4, toUserId: 8, changedAt: at }),
    ]);
    expect(keys).toContainEqual({ scope: 'pets', id: 3, ownerUserId: 7 });
    expect(keys).toContainEqual({ scope: 'pets', id: 4, ownerUserId: 8 });
    const { rows } = await test.database.query(
      `SELECT id, customer_id, user_id, pet_name, weight, birthday, is_deceased, override_grooming_fee_cents,
              (sympathy_email_requested_at IS NOT NULL) AS emailed, is_deleted FROM pets`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        customer_id: 4,
        user_id: 8,
        pet_name: 'Biscuit',
        weight: 22,
        birthday: '2020-03-09',
        is_deceased: true,
        override_grooming_fee_cents: 4550,
        emailed: true,
        is_deleted: false,
      },
    ]);
    const { rows: pictures } = await test.database.query(`SELECT pet_id, file_name FROM pet_pictures`);
    expect(pictures).toEqual([{ pet_id: 1, file_name: 'cd.png' }]);
    await apply([recorded('PetDeleted', { petId: 1, customerId: 4, userId: 8, deletedAt: at })]);
    const { rows: after } = await test.database.query(`SELECT is_deleted FROM pets WHERE id = 1`);
    expect(after).toEqual([{ is_deleted: true }]);
  });

  it('faults on malformed event data', async () => {
    await expect(apply([recorded('PetDetailsChanged', { petId: 1, changes: { weight: -1 } })])).rejects.toThrow();
  });
});
