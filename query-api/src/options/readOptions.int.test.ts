import {
  builtInUserTypeEvents,
  OptionsResponseSchema,
  referenceDataEvents,
  SEED_BREEDS,
  SEED_PRODUCTS,
  SignUpOptionsResponseSchema,
  type DomainEvent,
} from '@pawroute/domain';
import { openDatabase, type Database, type RecordedEvent } from '@pawroute/platform';
import { createTestDatabase } from '@pawroute/platform/testing';
import { allProjectors, type Projector } from '@pawroute/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOptions, readSignUpOptions } from './readOptions';

const optionsProjector = allProjectors.find((p) => p.name === 'options') as Projector;

const recorded = (events: readonly DomainEvent[]): RecordedEvent[] =>
  events.map((e, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    type: e.type,
    data: e.data,
    metadata: {
      actorUserId: null, correlationId: 'test', causationId: null, commandName: 'Test', idempotencyKey: null,
      occurredAt: new Date(0).toISOString(), schemaVersion: 1,
    },
    stream: 'ReferenceData-1',
    revision: i,
    position: String(i + 1),
    createdAt: new Date(0),
  }));

async function project(db: Database, events: readonly DomainEvent[]): Promise<void> {
  await db.transaction(async (tx) => {
    await optionsProjector.createTables(tx);
    await optionsProjector.apply(tx, recorded(events));
  });
}

// The real test server, and the embedded PGlite that `npm start` uses by default.
const backends: [string, () => Promise<{ db: Database; close: () => Promise<void> }>][] = [
  ['postgres', async () => {
    const t = await createTestDatabase();
    return { db: t.database, close: () => t.drop() };
  }],
  ['pglite', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    return { db, close: () => db.close() };
  }],
];

describe.each(backends)('readOptions on %s', (_name, open) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  it('answers empty lists and the spec defaults before anything is seeded', async () => {
    await project(db, []);
    const options = OptionsResponseSchema.parse(await readOptions(db, 'America/Chicago', '2026-01-05'));
    expect(options).toMatchObject({
      breeds: [], services: [], userTypes: [], stylists: [], blockingComplaints: [],
      fuelCharge: 0.0375, salesTax: 0.0825, generatorFee: 10, generatorFeeCents: 1000, tripChargeCents: 3900,
    });
    expect(options.packages.map((p) => p.package)).toEqual(['b&b', 'deluxe', 'add-on special']);
  });

  it('answers every list of the options list after the seed, in the spec shapes', async () => {
    await project(db, [...referenceDataEvents(), ...builtInUserTypeEvents()]);
    const raw = await readOptions(db, 'America/Chicago', '2026-01-05');
    const options = OptionsResponseSchema.strict().parse(raw);
    expect(Object.keys(raw).sort()).toEqual([
      'animalTypes', 'blockingComplaints', 'breeds', 'contactMethods', 'fuelCharge', 'generatorFee',
      'generatorFeeCents', 'mapscoCities', 'packages', 'recurringTypes', 'salesTax', 'services', 'statuses',
      'stylists', 'timeZone', 'todoCategories', 'transactionsReasons', 'tripChargeCents', 'userTypes',
    ]);
    expect(options.breeds).toHaveLength(SEED_BREEDS.length);
    expect(options.breeds.find((b) => b.breed === 'Shih Tzu')).toEqual({
      ID: expect.any(Number), breed: 'Shih Tzu', animalTypeId: 1, AnimalType: { ID: 1, type: 'dog' },
      minutesToGroom: 90, bathBrushPrice: 7500, bathBrushPrice3Months: 8500, bathBrushPrice6Months: 9500,
      deluxePrice: 9500, deluxePrice3Months: 10500, deluxePrice6Months: 11500,
    });
    expect(options.breeds.find((b) => b.breed === 'Persian')?.AnimalType).toEqual({ ID: 2, type: 'cat' });
    // sorted by name for pickers
    const names = options.breeds.map((b) => b.breed);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(options.services).toHaveLength(SEED_PRODUCTS.length);
    expect(options.services.find((s) => s.item === 'Teeth Brushing')).toMatchObject({ price: 1000, category: 'teeth' });
    expect(options.userTypes).toEqual([
      { ID: 1, UserType: 'Administrator' }, { ID: 2, UserType: 'Manager' }, { ID: 3, UserType: 'Office' },
      { ID: 4, UserType: 'Stylist' }, { ID: 5, UserType: 'Customer' },
    ]);
    expect(options.animalTypes).toEqual([{ ID: 1, type: 'dog' }, { ID: 2, type: 'cat' }]);
    expect(options.statuses.map((s) => s.status)).toEqual([
      'waiting', 'scheduled', 'conflicting', 'inProgress', 'confirmed', 'cancelled', 'completed',
      'rescheduled', 'serviceIssue', 'standingRequest',
    ]);
    expect(options.contactMethods).toEqual([
      { ID: 1, method: 'Phone', isDefault: false }, { ID: 2, method: 'Text', isDefault: true },
      { ID: 3, method: 'Email', isDefault: false },
    ]);
    expect(options.recurringTypes).toEqual([
      { ID: 1, type: 'weekly', label: 'Weekly' }, { ID: 2, type: 'monthly', label: 'Monthly' },
      { ID: 3, type: 'yearly', label: 'Yearly' },
    ]);
    expect(options.todoCategories.map((c) => c.category)).toContain('Web Lead');
    expect(options.transactionsReasons.map((r) => r.reason)).toContain('Gift Card Purchase');
    expect(options.mapscoCities.find((c) => c.city === 'Dallas')).toEqual({ ID: 1, city: 'Dallas', letter: 'D' });
    expect(options).toMatchObject({ fuelCharge: 0.0375, salesTax: 0.0825, generatorFee: 10, generatorFeeCents: 1000 });
    expect(options.stylists).toEqual([]);
  });

  it('lists employees with stylist details whose user is not deleted, by name, with their eligibility', async () => {
    const employees = allProjectors.find((p) => p.name === 'employees') as Projector;
    await db.query(`CREATE TABLE IF NOT EXISTS users (id integer PRIMARY KEY, first_name text, last_name text,
      user_type_id integer NOT NULL, is_deleted boolean NOT NULL DEFAULT false)`);
    await db.query(`INSERT INTO users (id, first_name, last_name, user_type_id, is_deleted) VALUES
      (10, 'Sam', 'Stylist', 4, false), (11, 'Gone', 'Stylist', 4, true), (12, 'Olive', 'Office', 3, false), (13, 'Ann', 'Former', 4, false)`);
    await db.transaction(async (tx) => {
      await employees.createTables(tx);
      await tx.query(`INSERT INTO employees (id, user_id, created_at, work_day_start_time, work_day_end_time, works_monday, date_terminated)
        VALUES (10, 10, now(), '08:00', '17:00', true, NULL), (11, 11, now(), NULL, NULL, false, NULL),
               (12, 12, now(), NULL, NULL, false, NULL), (13, 13, now(), NULL, NULL, false, '2020-01-31')`);
      await tx.query(`INSERT INTO stylist_details (employee_id, pets_per_day, minutes_per_pet, max_pet_weight, commission_rate,
        services_cats, is_smoker, has_generator_vehicle, updated_at) VALUES
        (10, 6, 90, 150, 45.25, true, false, false, now()), (11, 5, 60, 80, 40, false, false, false, now()),
        (13, 4, 60, 80, 40, false, false, false, now())`);
      await tx.query(`INSERT INTO stylist_breed_restrictions (employee_id, breed_id) VALUES (10, 3), (10, 1)`);
    });
    const { stylists } = await readOptions(db, 'America/Chicago', '2026-01-05');
    const days = { worksTuesday: false, worksWednesday: false, worksThursday: false, worksFriday: false, worksSaturday: false, worksSunday: false };
    expect(stylists).toEqual([
      {
        ID: 13, userId: 13, firstName: 'Ann', lastName: 'Former', isNoLongerWorking: true, workDayStartTime: null, workDayEndTime: null,
        worksMonday: false, ...days, maxPetWeight: 80, servicesCats: false, stylistBreedRestrictions: [], petsPerDay: 4, minutesPerPet: 60,
      },
      {
        ID: 10, userId: 10, firstName: 'Sam', lastName: 'Stylist', isNoLongerWorking: false, workDayStartTime: '08:00', workDayEndTime: '17:00',
        worksMonday: true, ...days, maxPetWeight: 150, servicesCats: true, stylistBreedRestrictions: [1, 3], petsPerDay: 6, minutesPerPet: 90,
      },
    ]);
    for (const table of ['users', ...employees.tables]) await db.query(`DROP TABLE ${table}`);
  });

  it('gives the public sign-up options: breeds and animal types only', async () => {
    const signUp = await readSignUpOptions(db);
    expect(SignUpOptionsResponseSchema.strict().parse(signUp).breeds).toHaveLength(SEED_BREEDS.length);
    expect(Object.keys(signUp).sort()).toEqual(['animalTypes', 'breeds']);
  });
});
