import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateDecider, type EventMetadata, type SaveEstimate } from '@pawroute/domain';
import type { RecordedEvent, Transaction } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { estimatesProjector } from './projector';

const metadata: EventMetadata = {
  actorUserId: 2,
  correlationId: 'c',
  causationId: null,
  commandName: 'Test',
  idempotencyKey: null,
  occurredAt: '2025-03-01T15:00:00.000Z',
  schemaVersion: 1,
};

let position = 0;
function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type,
    data,
    metadata,
    stream: `Test-${position}`,
    revision: 0,
    position: String(position),
    createdAt: new Date(),
  };
}

const at = (day: number) => `2025-03-0${day}T15:00:00.000Z`;

/** An EstimateSaved as the decider writes it (figures priced from the input). */
function estimateSaved(estimateId: number, tripFee: number, savedAt: string, isNew: boolean): RecordedEvent {
  const command: SaveEstimate = {
    type: 'SaveEstimate',
    data: {
      estimateId,
      isNew,
      copiedFromEstimateId: null,
      customerId: 3,
      userId: 7,
      address: { address: '1 Elm St', city: 'Dallas', state: 'TX', zipcode: '75001', mapsco: '123-A' },
      addressString: '1 Elm St, Dallas, TX 75001',
      emailString: 'jane@example.com',
      phoneNumberString: '',
      needsGenerator: false,
      tripFee,
      generatorFee: 1000,
      pets: [
        {
          petId: 11,
          petName: 'Biscuit',
          breedId: 4,
          breed: 'Shih Tzu',
          animalTypeId: 1,
          estimatePackage: 'b&b',
          includeInEstimate: true,
          isDeceased: false,
          isServicePet: false,
          otherFee: 0,
          otherDescription: '',
          addons: [],
        },
      ],
      priceInput: {
        asOf: '2025-03-01',
        customer: {},
        pets: [{ pet: { id: 11 }, breed: { bathBrushPrice: 7500, deluxePrice: 9500 }, estimatePackage: 'b&b' }],
        tripFee,
      },
      customerTripChargeCents: 3900,
      tripChargeIncrementConsent: true,
    },
  };
  const state = isNew ? estimateDecider.initialState() : { status: 'saved' as const, estimateId, customerId: 3, userId: 7, tripFee: 0, saves: 1 };
  const [event] = estimateDecider.decide(command, state, { now: savedAt, actorUserId: 2 });
  return recorded(event!.type, event!.data);
}

const history = (): RecordedEvent[] => [
  recorded('CustomerCreated', { customerId: 3, userId: 7, tripChargeCents: 3900, isSeniorCitizen: false, isMilitary: false, isTaxExempt: false, createdAt: at(1) }),
  recorded('PetAdded', { petId: 11, customerId: 3, userId: 7, petName: 'Biscuit', breedId: 4, animalTypeId: 1, createdAt: at(1) }),
  recorded('PetAdded', { petId: 12, customerId: 3, userId: 7, petName: 'Pepper', breedId: 5, animalTypeId: 1, createdAt: at(1) }),
  estimateSaved(500, 3900, at(2), true),
  recorded('PetDetailsChanged', { petId: 12, customerId: 3, userId: 7, changes: { isDeceased: true, lastGroomDate: '2025-01-15' }, changedAt: at(3) }),
  recorded('CustomerTripChargeChanged', { customerId: 3, userId: 7, tripChargeCents: 4500, previousTripChargeCents: 3900, estimateId: 500, changedAt: at(3) }),
  estimateSaved(500, 4500, at(4), false),
  recorded('PetDeleted', { petId: 11, customerId: 3, userId: 7, deletedAt: at(5) }),
];

let batched: TestDatabase;
let single: TestDatabase;

async function tables(db: TestDatabase) {
  const q = (sql: string) => db.database.query(sql).then((r) => r.rows);
  return {
    estimates: await q(`SELECT id, customer_id, user_id, created_at, last_edited, saves, address_string, pet_names, fee_services, fee_total, data FROM estimates ORDER BY id`),
    customers: await q(`SELECT * FROM estimate_customers ORDER BY customer_id`),
    pets: await q(`SELECT * FROM estimate_pets ORDER BY pet_id`),
  };
}

const apply = (db: TestDatabase, events: RecordedEvent[]) => db.database.transaction((tx: Transaction) => estimatesProjector.apply(tx, events));

beforeAll(async () => {
  [batched, single] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  for (const db of [batched, single]) await db.database.transaction((tx) => estimatesProjector.createTables(tx));
});
afterAll(async () => {
  await batched?.drop();
  await single?.drop();
});

describe('estimates projector (real Postgres)', () => {
  it('folds a batch into rows and names the changed keys, owner included', async () => {
    const events = history();
    const keys = await apply(batched, events);
    expect(keys).toContainEqual({ scope: 'estimates', id: 500, ownerUserId: 7 });
    expect(keys).toContainEqual({ scope: 'estimates', id: 'customer-7', ownerUserId: 7 });
    const { estimates, customers, pets } = await tables(batched);
    expect(estimates).toHaveLength(1);
    expect(estimates[0]).toMatchObject({ id: 500, user_id: 7, saves: 2, pet_names: ['Biscuit'], fee_services: 7500 });
    expect((estimates[0]!.created_at as Date).toISOString()).toBe(at(2));
    expect((estimates[0]!.last_edited as Date).toISOString()).toBe(at(4));
    expect((estimates[0]!.data as { tripFee: number }).tripFee).toBe(4500);
    expect(customers).toEqual([
      { customer_id: 3, user_id: 7, trip_charge_cents: 4500, is_senior_citizen: false, is_military: false, is_tax_exempt: false },
    ]);
    expect(pets).toMatchObject([
      { pet_id: 11, is_deleted: true, is_deceased: false },
      { pet_id: 12, is_deleted: false, is_deceased: true, last_groom_date: '2025-01-15' },
    ]);
  });

  it('one event per batch ends in the same rows as one batch (batch-friendly, order kept)', async () => {
    for (const event of history()) await apply(single, [event]);
    expect(await tables(single)).toEqual(await tables(batched));
  });

  it('faults on a malformed EstimateSaved rather than writing a half row', async () => {
    await expect(apply(batched, [recorded('EstimateSaved', { estimateId: 501 })])).rejects.toThrow();
    const { rows } = await batched.database.query(`SELECT count(*)::int AS n FROM estimates WHERE id = 501`);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
