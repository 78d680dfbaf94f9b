import {
  OptionsResponseSchema,
  SEED_BREEDS,
  SEED_PRODUCTS,
  SignUpOptionsResponseSchema,
  type OptionsResponse,
} from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

/** GET /api/v4/getOptions and the public sign-up options over the seeded system (part 2 §3, §7.1, §7.2). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('GET /api/v4/getOptions', () => {
  it('401 when not signed in', async () => {
    const response = await server.client().get('/api/v4/getOptions');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, message: expect.any(String) });
  });

  it.each(['admin', 'office', 'stylist', 'customer'] as const)('answers every list with the defaults to %s', async (who) => {
    const client = await server.loginAs(who);
    const { status, body } = await client.get<OptionsResponse>('/api/v4/getOptions');
    expect(status).toBe(200);
    const options = OptionsResponseSchema.strict().parse(body);
    expect(options).toMatchObject({
      fuelCharge: 0.0375, salesTax: 0.0825, generatorFee: 10, generatorFeeCents: 1000, tripChargeCents: 3900,
      blockingComplaints: [],
    });
    expect(options.breeds).toHaveLength(SEED_BREEDS.length);
    expect(options.services).toHaveLength(SEED_PRODUCTS.length);
    expect(options.userTypes.map((u) => u.UserType)).toEqual(['Administrator', 'Manager', 'Office', 'Stylist', 'Customer']);
    expect(options.animalTypes).toEqual([{ ID: 1, type: 'dog' }, { ID: 2, type: 'cat' }]);
    expect(options.packages.map((p) => p.package)).toEqual(['b&b', 'deluxe', 'add-on special']);
    expect(options.statuses).toHaveLength(10);
    expect(options.recurringTypes.map((r) => r.type)).toEqual(['weekly', 'monthly', 'yearly']);
    expect(options.contactMethods.find((m) => m.isDefault)?.method).toBe('Text');
    expect(options.todoCategories).toHaveLength(6);
    expect(options.transactionsReasons).toHaveLength(8);
    expect(options.mapscoCities.length).toBeGreaterThanOrEqual(10);
    // the demo stylist login is a user of the Stylist type
    expect(options.stylists.length).toBeGreaterThanOrEqual(1);
    expect(options.breeds.find((b) => b.breed === 'Shih Tzu')).toMatchObject({
      AnimalType: { ID: 1, type: 'dog' }, bathBrushPrice: 7500, deluxePrice6Months: 11500, minutesToGroom: 90,
    });
  });
});

describe('GET /api/v4/entrance/get-sign-up-options', () => {
  it('is public and answers breeds and animal types only', async () => {
    const { status, body } = await server.client().get('/api/v4/entrance/get-sign-up-options');
    expect(status).toBe(200);
    const options = SignUpOptionsResponseSchema.strict().parse(body);
    expect(options.breeds).toHaveLength(SEED_BREEDS.length);
    expect(options.animalTypes.map((a) => a.type)).toEqual(['dog', 'cat']);
  });
});
