import { randomUUID } from 'node:crypto';
import {
  REFERENCE_DATA_STREAM,
  SEED_BREEDS,
  type EstimateListItem,
  type FindEstimateResponse,
  type SaveEstimateResponse,
} from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/** POST estimate/save and the estimate reads, through real HTTP on a real Postgres (part 1 §7, §9). */
type ErrorBody = { statusCode: number; message: string; fieldErrors?: Record<string, string> };

let server: TestServer;
let office: TestClient;
let customerClient: TestClient;
let customerUserId: number;
let biscuitId: number;
const responses: TestResponse[] = [];

const SAVE = '/api/v4/estimate/save';
const breed = (name: string) => SEED_BREEDS.find((b) => b.breed === name)!;
const TEETH = 3; // Teeth Brushing: $10, $5 under add-on special
const EARS = 10; // Ear Cleaning: $8, $5 under add-on special
const SHAMPOO = 4; // Specialty Shampoo (Oatmeal): $5, $3
const FLEA_DIP = 13; // category 'dip': not an extra
const address = { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' };

async function eventCount(): Promise<number> {
  const { rows } = await server.database.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]!.n;
}

function track<T>(response: TestResponse<T>): TestResponse<T> {
  responses.push(response);
  return response;
}

const save = async (client: TestClient, body: unknown) => track(await client.post<SaveEstimateResponse & ErrorBody>(SAVE, body));
const get = async <T>(client: TestClient, path: string, query: Record<string, string | number | boolean>) =>
  track(await client.get<T & ErrorBody>(path, { query }));

/** Sends a request that must be refused and checks it wrote no event. */
async function refused(send: () => Promise<TestResponse<unknown>>): Promise<TestResponse<ErrorBody>> {
  const before = await eventCount();
  const response = await send();
  expect(await eventCount()).toBe(before);
  return response as TestResponse<ErrorBody>;
}

/** Biscuit (the demo customer's Goldendoodle, no last groom: the 6-month price) on b&b with teeth and ears. */
const biscuitEstimate = (extra: Record<string, unknown> = {}) => ({
  estimate: {
    address,
    tripFee: 3900,
    needsGenerator: false,
    generatorFee: 1000,
    pets: [{ petId: biscuitId, estimatePackage: 'b&b', addonIds: [TEETH, EARS], otherFee: 0, includeInEstimate: true }],
    // A client's figures that are plainly wrong: the server must ignore them.
    feeServices: 1,
    feeTrip: 1,
    feeFuel: 1,
    feeGenerator: 1,
    feeSalesTax: 1,
    feeTotal: 100,
    discount: 99999,
    ...extra,
  },
  user: { ID: customerUserId },
  tripChargeIncrementConsent: false,
});

const newCustomerEstimate = (email: string, extra: Record<string, unknown> = {}) => ({
  estimate: {
    address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' },
    tripFee: 3900,
    needsGenerator: true,
    pets: [
      { petName: 'Pepper', breedId: breed('Shih Tzu').id, estimatePackage: 'deluxe', addonIds: [TEETH, SHAMPOO], otherFee: 250, otherDescription: 'Bows' },
      { petName: 'Mochi', breedId: breed('Domestic Shorthair').id, estimatePackage: 'b&b', addonIds: [] },
    ],
    ...extra,
  },
  user: { firstName: 'Quinn', lastName: 'Zeller', emailAddress: email, phoneNumber: '(817) 555-0190', isAccount: true },
});

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  customerClient = await server.loginAs('customer');
  const session = await customerClient.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
  customerUserId = session.body.user.ID;
  const last = await get<FindEstimateResponse>(office, '/api/v4/estimate/findLastByCustomer', { userId: customerUserId });
  biscuitId = last.body.customer.Pets.find((p) => p.petName === 'Biscuit')!.ID;
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  // No response in these tests may be a 500.
  expect(responses.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
});

describe('POST /api/v4/estimate/save: the server prices', () => {
  let estimateId: number;

  it("stores its own figures, whatever the client sent, and reads them back", async () => {
    const saved = await save(office, biscuitEstimate());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ data: { userID: customerUserId, estimateId: expect.any(Number) }, position: expect.any(String) });
    estimateId = saved.body.data.estimateId;

    const found = await get<FindEstimateResponse>(office, '/api/v4/estimate/findById', { estimateId });
    expect(found.status).toBe(200);
    const estimate = found.body.estimate!;
    // Goldendoodle b&b 6-month $155 + teeth $10 + ears $8 = $173; trip $39 -> $212.
    // Fuel 21200 × 0.0375 = 795; tax (21200 + 795) × 0.0825 = 1814.59 -> 1815; total 23810.
    expect(estimate).toMatchObject({
      ID: estimateId,
      userId: customerUserId,
      feeServices: 17300,
      feeTrip: 3900,
      feeGenerator: 0,
      discount: 0,
      feeFuel: 795,
      feeSalesTax: 1815,
      feeTotal: 23810,
      addressString: '4512 Mockingbird Ln, Dallas, TX 75205',
      emailString: 'customer@pawroute.test',
    });
    expect(estimate.PetEstimates).toMatchObject([
      {
        petId: biscuitId,
        petName: 'Biscuit',
        breed: 'Goldendoodle',
        estimatePackage: 'b&b',
        includeInEstimate: true,
        addons: [
          { serviceId: TEETH, item: 'Teeth Brushing' },
          { serviceId: EARS, item: 'Ear Cleaning' },
        ],
        line: { tier: '6months', basePrice: 15500, addonsTotal: 1800, subtotal: 17300 },
      },
    ]);
    expect(found.body).toMatchObject({ appointment: null, user: { ID: customerUserId }, customer: { tripChargeCents: 3900 } });

    const list = await get<EstimateListItem[]>(office, '/api/v4/estimate/findByCustomer', { userId: customerUserId });
    expect(list.body).toContainEqual(expect.objectContaining({ ID: estimateId, feeTotal: 23810, petNames: ['Biscuit'] }));
  });

  it('keeps the inputs it priced with in the event, so history replays exactly', async () => {
    const [event] = await server.services.store.readStream(`Estimate-${estimateId}`);
    const data = event!.data as { priceInput: { pets: { breed: { bathBrushPrice6Months: number }; addons: unknown[] }[]; salesTaxRate: number }; figures: { feeTotal: number } };
    expect(event!.type).toBe('EstimateSaved');
    expect(data.priceInput.pets[0]!.breed.bathBrushPrice6Months).toBe(15500);
    expect(data.priceInput.pets[0]!.addons).toEqual([
      { serviceId: TEETH, price: 1000, addonPrice: 500 },
      { serviceId: EARS, price: 800, addonPrice: 500 },
    ]);
    expect(data.priceInput.salesTaxRate).toBe(0.0825);
    expect(data.figures.feeTotal).toBe(23810);
  });

  it("a breed price change afterwards leaves the saved estimate's figures alone (and prices the next save)", async () => {
    const goldendoodle = breed('Goldendoodle');
    const appended = await server.services.store.appendToStream(
      REFERENCE_DATA_STREAM,
      [
        {
          id: randomUUID(),
          type: 'BreedDefined',
          data: { ...goldendoodle, bathBrushPrice6Months: 20000 },
          metadata: {
            actorUserId: null,
            correlationId: randomUUID(),
            causationId: null,
            commandName: 'Test',
            idempotencyKey: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expected: 'any' },
    );
    await server.settle(appended.position);

    const again = await get<FindEstimateResponse>(office, '/api/v4/estimate/findById', { estimateId });
    expect(again.body.estimate).toMatchObject({ feeServices: 17300, feeTotal: 23810 });
    expect(again.body.estimate!.PetEstimates[0]!.line.basePrice).toBe(15500);

    // The new price is live: saving the same estimate again prices $200 (this assertion is what makes
    // the one above meaningful).
    const resaved = await save(office, biscuitEstimate({ ID: estimateId }));
    expect(resaved.status).toBe(200);
    const after = await get<FindEstimateResponse>(office, '/api/v4/estimate/findById', { estimateId });
    expect(after.body.estimate!.feeServices).toBe(20000 + 1800);
    const events = await server.services.store.readStream(`Estimate-${estimateId}`);
    expect(events.map((e) => (e.data as { figures: { feeServices: number } }).figures.feeServices)).toEqual([17300, 21800]);
  });

  it('a new customer: creates the user, the customer and the pets, and prices deluxe with add-ons', async () => {
    const saved = await save(office, newCustomerEstimate('quinn.estimate@example.com'));
    expect(saved.status).toBe(200);
    const { userID, estimateId: id } = saved.body.data;
    const found = await get<FindEstimateResponse>(office, '/api/v4/estimate/findById', { estimateId: id });
    expect(found.body.user).toMatchObject({ ID: userID, firstName: 'Quinn', lastName: 'Zeller', emailAddress: 'quinn.estimate@example.com' });
    expect(found.body.customer.Pets.map((p) => p.petName).sort()).toEqual(['Mochi', 'Pepper']);
    // Shih Tzu deluxe, no last groom: 6-month $115 + teeth $10 + shampoo $5 + other $2.50 = $132.50;
    // Domestic Shorthair b&b 6-month $80. Services $212.50, trip $39, generator $10 -> $261.50.
    // Fuel 26150 × 0.0375 = 980.625 -> 981; tax (26150 + 981) × 0.0825 = 2238.31 -> 2238; total 29369.
    expect(found.body.estimate).toMatchObject({
      feeServices: 21250,
      feeGenerator: 1000,
      feeFuel: 981,
      feeSalesTax: 2238,
      feeTotal: 29369,
      needsGenerator: true,
    });
    const login = await server.client().put('/api/v4/entrance/login', { emailAddress: 'quinn.estimate@example.com', password: 'x'.repeat(12) });
    expect(login.status).toBe(401); // an account exists, with no password until the person sets one
  });

  it('a copy (isCopy) comes back without its ID and saves as a new estimate', async () => {
    const copy = await get<FindEstimateResponse>(office, '/api/v4/estimate/findById', { estimateId, isCopy: true });
    expect(copy.status).toBe(200);
    expect(copy.body.estimate).toMatchObject({ ID: null, LastEdited: null, copiedFromEstimateId: estimateId });
    const saved = await save(office, biscuitEstimate({ ID: null, copiedFromEstimateId: estimateId }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.estimateId).not.toBe(estimateId);
    const list = await get<EstimateListItem[]>(office, '/api/v4/estimate/findByCustomer', { userId: customerUserId });
    expect(list.body.map((e) => e.ID)).toEqual(expect.arrayContaining([estimateId, saved.body.data.estimateId]));
  });
});

describe('trip-fee consent and the profile question', () => {
  it('a raised fee is refused without consent (writing nothing), saved with it, and Yes updates the profile', async () => {
    const first = await save(office, biscuitEstimate());
    const id = first.body.data.estimateId;

    const noConsent = await refused(() => save(office, biscuitEstimate({ ID: id, tripFee: 4500 })));
    expect(noConsent.status).toBe(409);
    expect(noConsent.body.message).toBe(
      "The trip fee is higher than before and higher than the customer's trip charge. Confirm the new trip fee to save the estimate.",
    );

    const yes = await save(office, { ...biscuitEstimate({ ID: id, tripFee: 4500 }), tripChargeIncrementConsent: true, saveTripChargeToProfile: true });
    expect(yes.status).toBe(200);
    const last = await get<FindEstimateResponse>(office, '/api/v4/estimate/findLastByCustomer', { userId: customerUserId });
    expect(last.body.customer.tripChargeCents).toBe(4500);
    expect(last.body.estimate).toMatchObject({ ID: id, feeTrip: 4500 });
    // The customer's profile (the customers feature's read) follows too.
    const profile = await get<{ customer: { tripChargeCents: number } }>(office, '/api/v4/user/find', { ID: customerUserId });
    expect(profile.body.customer.tripChargeCents).toBe(4500);
    const customerEvents = await server.services.store.readStream(`Customer-${last.body.customer.ID}`);
    expect(customerEvents.at(-1)).toMatchObject({
      type: 'CustomerTripChargeChanged',
      data: { tripChargeCents: 4500, previousTripChargeCents: 3900, estimateId: id },
    });

    // Back down, then up again to the stored charge: not above it, so no consent is needed.
    expect((await save(office, biscuitEstimate({ ID: id, tripFee: 3900 }))).status).toBe(200);
    expect((await save(office, biscuitEstimate({ ID: id, tripFee: 4500 }))).status).toBe(200);

    // No leaves the profile alone.
    const no = await save(office, { ...biscuitEstimate({ ID: id, tripFee: 5000 }), tripChargeIncrementConsent: true });
    expect(no.status).toBe(200);
    const after = await get<FindEstimateResponse>(office, '/api/v4/estimate/findLastByCustomer', { userId: customerUserId });
    expect(after.body.customer.tripChargeCents).toBe(4500);
  });

  it('a stylist (EditEstimates without EditCustomers) may confirm a raise but not save it to the profile', async () => {
    const stylist = await server.loginAs('stylist');
    const denied = await refused(() =>
      save(stylist, { ...biscuitEstimate({ tripFee: 9900 }), tripChargeIncrementConsent: true, saveTripChargeToProfile: true }),
    );
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Saving the trip fee to the customer's profile needs permission to edit customers.");
    expect((await save(stylist, { ...biscuitEstimate({ tripFee: 9900 }), tripChargeIncrementConsent: true })).status).toBe(200);
    // And cannot create a customer.
    expect((await refused(() => save(stylist, newCustomerEstimate('by.stylist@example.com')))).status).toBe(403);
  });
});

describe('deceased pets (part 1 §4)', () => {
  it('are never included or priced, whatever the client sends, and need no package', async () => {
    const created = await save(office, newCustomerEstimate('deceased.pet@example.com'));
    const found = await get<FindEstimateResponse>(office, '/api/v4/estimate/findById', { estimateId: created.body.data.estimateId });
    const pepper = found.body.customer.Pets.find((p) => p.petName === 'Pepper')!;
    const mochi = found.body.customer.Pets.find((p) => p.petName === 'Mochi')!;
    // The pets feature marks a pet deceased with PetDetailsChanged (domain/src/pets/events.ts).
    const appended = await server.services.store.appendToStream(
      `Pet-${pepper.ID}`,
      [
        {
          id: randomUUID(),
          type: 'PetDetailsChanged',
          data: { petId: pepper.ID, customerId: found.body.customer.ID, userId: found.body.user.ID, changes: { isDeceased: true }, changedAt: new Date().toISOString() },
          metadata: { actorUserId: null, correlationId: randomUUID(), causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
        },
      ],
      { expected: 'any' },
    );
    await server.settle(appended.position);

    const saved = await save(office, {
      estimate: {
        ID: created.body.data.estimateId,
        address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' },
        tripFee: 3900,
        pets: [
          { petId: pepper.ID, includeInEstimate: true },
          { petId: mochi.ID, estimatePackage: 'b&b' },
        ],
      },
      user: { ID: found.body.user.ID },
    });
    expect(saved.status).toBe(200);
    const after = await get<FindEstimateResponse>(office, '/api/v4/estimate/findById', { estimateId: created.body.data.estimateId });
    expect(after.body.customer.Pets.find((p) => p.ID === pepper.ID)!.isDeceased).toBe(true);
    expect(after.body.estimate!.PetEstimates[0]).toMatchObject({ petId: pepper.ID, isDeceased: true, includeInEstimate: false, line: { subtotal: 0 } });
    expect(after.body.estimate!.feeServices).toBe(8000); // Mochi alone
  });
});

describe('validation: the spec messages, 400, nothing written', () => {
  it.each([
    [{ address: { ...address, zipcode: '7520' } }, 'An estimate requires a valid ZIP Code for the selected address', 'address.zipcode'],
    [{ address: { ...address, mapsco: '33-H' } }, 'An estimate requires a valid Mapsco for the selected address', 'address.mapsco'],
    [{ tripFee: -100 }, 'Invalid dollar amount for trip fee', 'tripFee'],
    [{ generatorFee: 10.5 }, 'Invalid dollar amount for generator fee', 'generatorFee'],
    [{ pets: [{ petId: 0 }] }, 'A pet on this estimate does not belong to the customer.', undefined],
    [{ pets: [{ estimatePackage: 'b&b' }] }, 'A pet estimate requires a breed and a package for all pets.', 'pets.0.breedId'],
    [{ pets: [{ petName: 'New', breedId: 1, estimatePackage: 'platinum' }] }, 'A pet estimate requires a breed and a package for all pets.', 'pets.0.estimatePackage'],
    [{ pets: [{ petName: 'New', breedId: 99999, estimatePackage: 'b&b' }] }, 'A pet estimate requires a breed and a package for all pets.', 'pets.0.breedId'],
    [{ pets: [{ petName: 'New', breedId: 1, estimatePackage: 'b&b', addonIds: [FLEA_DIP] }] }, 'Please choose add-ons from the list.', 'pets.0.addonIds'],
    [{ pets: [{ petName: '', breedId: 1, estimatePackage: 'b&b' }] }, 'A pet name is required to add a new pet.', 'pets.0.petName'],
  ])('%j -> %s', async (estimate, message, field) => {
    const body = biscuitEstimate(estimate);
    const response = await refused(() => save(office, body));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    if (field) expect(response.body.fieldErrors?.[field]).toBe(message);
  });

  it('a new customer needs a ZIP Code and Mapsco, and an email for a login account', async () => {
    const noMapsco = newCustomerEstimate('nm@example.com');
    (noMapsco.estimate.address as Record<string, string>).mapsco = '';
    const r1 = await refused(() => save(office, noMapsco));
    expect(r1.body).toMatchObject({ statusCode: 400, message: 'An estimate requires a valid ZIP Code and Mapsco for the selected address.' });
    const noEmail = newCustomerEstimate('');
    const r2 = await refused(() => save(office, noEmail));
    expect(r2.body.message).toBe('An email address is required when creating a new account.');
    const taken = await refused(() => save(office, newCustomerEstimate('customer@pawroute.test')));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email already in use by another account.');
  });

  it("a pet of another customer is refused", async () => {
    const other = await save(office, newCustomerEstimate('other.owner@example.com'));
    const otherPets = await get<FindEstimateResponse>(office, '/api/v4/estimate/findById', { estimateId: other.body.data.estimateId });
    const foreignPet = otherPets.body.customer.Pets[0]!.ID;
    const response = await refused(() => save(office, biscuitEstimate({ pets: [{ petId: foreignPet, estimatePackage: 'b&b' }] })));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('A pet on this estimate does not belong to the customer.');
  });

  it('an unknown estimate id is a 404; moving an estimate to another customer a 400', async () => {
    expect((await refused(() => save(office, biscuitEstimate({ ID: 987654 })))).status).toBe(404);
    const other = await save(office, newCustomerEstimate('mover@example.com'));
    const moved = await refused(() => save(office, biscuitEstimate({ ID: other.body.data.estimateId })));
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('An estimate cannot be moved to another customer.');
  });

  it('malformed bodies are 400s', async () => {
    for (const body of [{}, { estimate: { tripFee: 'x', pets: [] }, user: {} }, [1], { estimate: { tripFee: 1, pets: 'no' }, user: {} }]) {
      const response = await refused(() => save(office, body));
      expect(response.status).toBe(400);
    }
  });
});

describe('permissions: server side, no 500s, refusals write nothing', () => {
  let ownEstimateId: number;
  let otherEstimateId: number;
  let otherUserId: number;

  beforeAll(async () => {
    ownEstimateId = (await save(office, biscuitEstimate())).body.data.estimateId;
    const other = await save(office, newCustomerEstimate('someone.else@example.com'));
    otherEstimateId = other.body.data.estimateId;
    otherUserId = other.body.data.userID;
  });

  it('a customer cannot save, not even their own estimate', async () => {
    const response = await refused(() => save(customerClient, biscuitEstimate({ ID: ownEstimateId })));
    expect(response.status).toBe(403);
    expect((await refused(() => save(customerClient, newCustomerEstimate('sneaky@example.com')))).status).toBe(403);
  });

  it('signed out: 401; without the CSRF header: 403', async () => {
    expect((await refused(() => save(server.client(), biscuitEstimate()))).status).toBe(401);
    expect((await refused(() => office.post(SAVE, biscuitEstimate(), { csrf: false }))).status).toBe(403);
  });

  it('a customer reads their own estimate, without the trip charge or the discount flags', async () => {
    const own = await get<FindEstimateResponse>(customerClient, '/api/v4/estimate/findById', { estimateId: ownEstimateId });
    expect(own.status).toBe(200);
    expect(own.body.estimate!.ID).toBe(ownEstimateId);
    expect(own.body.customer).not.toHaveProperty('tripChargeCents');
    expect(own.body.customer).not.toHaveProperty('isSeniorCitizen');
    const list = await get<EstimateListItem[]>(customerClient, '/api/v4/estimate/findByCustomer', { userId: customerUserId });
    expect(list.status).toBe(200);
    expect(list.body.every((e) => e.userId === customerUserId)).toBe(true);
  });

  it("a customer cannot read another customer's estimate or list", async () => {
    const other = await get(customerClient, '/api/v4/estimate/findById', { estimateId: otherEstimateId });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ message: 'Estimate not found.' });
    expect((await get(customerClient, '/api/v4/estimate/findByCustomer', { userId: otherUserId })).status).toBe(403);
    expect((await get(customerClient, '/api/v4/estimate/findLastByCustomer', { userId: otherUserId })).status).toBe(403);
    // A copy is for making a new estimate: EditEstimates only.
    expect((await get(customerClient, '/api/v4/estimate/findById', { estimateId: ownEstimateId, isCopy: true })).status).toBe(403);
  });

  it('bad query parameters are 400s; an unknown estimate a 404; signed out a 401', async () => {
    for (const estimateId of ['abc', '-1', '99999999999', '1.5']) {
      const response = await get(office, '/api/v4/estimate/findById', { estimateId });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('A numeric estimate ID is required.');
    }
    expect((await get(office, '/api/v4/estimate/findById', { estimateId: 424242 })).status).toBe(404);
    expect((await get(office, '/api/v4/estimate/findByCustomer', { userId: 'x' })).status).toBe(400);
    expect((await get(office, '/api/v4/estimate/findLastByCustomer', { userId: 424242 })).status).toBe(404);
    expect((await get(server.client(), '/api/v4/estimate/findById', { estimateId: ownEstimateId })).status).toBe(401);
  });
});
