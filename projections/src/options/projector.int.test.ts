import { builtInUserTypeEvents, referenceDataEvents, SEED_BREEDS, SEED_PRODUCTS, type DomainEvent } from '@pawroute/domain';
import type { Database, RecordedEvent } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsProjector } from './projector';

let position = 0;
const recorded = (events: readonly DomainEvent[], stream = 'ReferenceData-1'): RecordedEvent[] =>
  events.map((e, revision) => ({
    id: `00000000-0000-4000-8000-${String(++position).padStart(12, '0')}`,
    type: e.type,
    data: e.data,
    metadata: {
      actorUserId: null, correlationId: 'test', causationId: null, commandName: 'Test', idempotencyKey: null,
      occurredAt: new Date(0).toISOString(), schemaVersion: 1,
    },
    stream,
    revision,
    position: String(position),
    createdAt: new Date(0),
  }));

const apply = (db: Database, events: RecordedEvent[]) =>
  db.transaction(async (tx) => {
    await optionsProjector.createTables(tx);
    return optionsProjector.apply(tx, events);
  });

const count = async (db: Database, table: string) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

describe('options projector', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('folds the seeded reference data into its tables in one batch', async () => {
    const keys = await apply(t.database, [...recorded(referenceDataEvents()), ...recorded(builtInUserTypeEvents(), 'UserType-x')]);
    expect(keys).toEqual([{ scope: 'options' }]);
    const db = t.database;
    expect(await count(db, 'breeds')).toBe(SEED_BREEDS.length);
    expect(await count(db, 'products')).toBe(SEED_PRODUCTS.length);
    expect(await count(db, 'animal_types')).toBe(2);
    expect(await count(db, 'statuses')).toBe(10);
    expect(await count(db, 'todo_categories')).toBe(6);
    expect(await count(db, 'transaction_reasons')).toBe(8);
    expect(await count(db, 'recurring_types')).toBe(3);
    expect(await count(db, 'contact_methods')).toBe(3);
    expect(await count(db, 'user_types')).toBe(5);
    const { rows: [shihTzu] } = await db.query(`SELECT * FROM breeds WHERE breed = 'Shih Tzu'`);
    expect(shihTzu).toMatchObject({
      animal_type_id: 1, minutes_to_groom: 90, bath_brush_price: 7500, bath_brush_price_3_months: 8500,
      bath_brush_price_6_months: 9500, deluxe_price: 9500, deluxe_price_3_months: 10500, deluxe_price_6_months: 11500,
    });
    const { rows: [settings] } = await db.query(`SELECT * FROM settings`);
    expect(settings).toEqual({ id: 1, fuel_charge: 0.0375, sales_tax: 0.0825, generator_fee_cents: 1000, trip_charge_cents: 3900 });
    const { rows: [stylist] } = await db.query<{ name: string; permissions: unknown }>(`SELECT * FROM user_types WHERE id = 4`);
    expect(stylist.name).toBe('Stylist');
    expect(stylist.permissions).toEqual(expect.arrayContaining(['ViewDailyRoute']));
    const { rows: [dip] } = await db.query(`SELECT * FROM products WHERE category = 'dip'`);
    expect(dip).toMatchObject({ item: 'Flea Dip', price: 1500, addon_price: null });
  });

  it('replays idempotently and lets the latest definition win, also within one batch', async () => {
    const before = await count(t.database, 'breeds');
    const chihuahua = SEED_BREEDS.find((b) => b.breed === 'Chihuahua')!;
    await apply(t.database, [
      ...recorded(referenceDataEvents()),
      ...recorded([
        { type: 'BreedDefined', data: { ...chihuahua, bathBrushPrice: 5800 } },
        { type: 'BreedDefined', data: { ...chihuahua, bathBrushPrice: 5900, minutesToGroom: 45 } },
        { type: 'UserTypeDefined', data: { id: 6, name: 'Trainee', permissions: [] } },
        { type: 'ContactMethodDefined', data: { id: 1, method: 'Phone', isDefault: true } },
      ]),
    ]);
    expect(await count(t.database, 'breeds')).toBe(before);
    const { rows: [row] } = await t.database.query(`SELECT bath_brush_price, minutes_to_groom FROM breeds WHERE id = $1`, [chihuahua.id]);
    expect(row).toEqual({ bath_brush_price: 5900, minutes_to_groom: 45 });
    const { rows: [trainee] } = await t.database.query(`SELECT name, permissions FROM user_types WHERE id = 6`);
    expect(trainee).toEqual({ name: 'Trainee', permissions: [] });
  });

  it('returns no key for an empty batch', async () => {
    expect(await apply(t.database, [])).toEqual([]);
  });

  it('refuses malformed event data and writes nothing of the batch', async () => {
    const good = recorded([{ type: 'TodoCategoryDefined', data: { id: 50, category: 'Grooming Question' } }]);
    const bad = recorded([{ type: 'BreedDefined', data: { id: 999, breed: 'Poodle', bathBrushPrice: 12.5 } }]);
    await expect(apply(t.database, [...good, ...bad])).rejects.toThrow();
    expect((await t.database.query(`SELECT 1 FROM todo_categories WHERE id = 50`)).rowCount).toBe(0);
  });

  it('builds its tables wherever the search_path points (rebuild side schema)', async () => {
    await t.database.transaction(async (tx) => {
      await tx.query('CREATE SCHEMA rebuild_options');
      await tx.query('SET LOCAL search_path TO rebuild_options, public');
      await optionsProjector.createTables(tx);
      await optionsProjector.apply(tx, recorded(referenceDataEvents().slice(0, 5)));
    });
    const { rows } = await t.database.query<{ n: string }>('SELECT count(*) AS n FROM rebuild_options.breeds');
    expect(Number(rows[0].n)).toBe(2);
    const { rows: tables } = await t.database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'rebuild_options' ORDER BY 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual([...optionsProjector.tables].sort());
  });
});
