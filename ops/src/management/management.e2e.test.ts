import { MANAGEMENT_MESSAGES, SEED_BREEDS, SEED_PRODUCTS, type FindEstimateResponse, type OptionsResponse, type SaveEstimateResponse } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LiveSocket, type TestClient, type TestResponse, type TestServer } from '../testing';

/** Management settings (part 2 §2.6, §5.7, §7.6): breeds, products and services, todo categories, other options. */
type Reply<T> = T & { position: string; message?: string };

let server: TestServer;
let admin: TestClient;
let office: TestClient;
let customer: TestClient;
let customerUserId: number;
let biscuitId: number;
const responses: TestResponse[] = [];

const M = '/api/v4/management';
const goldendoodle = SEED_BREEDS.find((b) => b.breed === 'Goldendoodle')!;
const breedBody = (extra: Record<string, unknown> = {}) => ({
  breed: 'Lagotto Romagnolo', animalTypeId: 1, minutesToGroom: 100,
  bathBrushPrice: 9000, bathBrushPrice3Months: 9500, bathBrushPrice6Months: 10000,
  deluxePrice: 11000, deluxePrice3Months: 11500, deluxePrice6Months: 12000, ...extra,
});
const post = async <T>(client: TestClient, path: string, body: unknown) => {
  const r = await client.post<Reply<T>>(`${M}/${path}`, body);
  responses.push(r);
  return r;
};
const read = async <T>(client: TestClient, path: string) => {
  const r = await client.get<T>(`${M}/${path}`);
  responses.push(r);
  return r;
};
const options = async (client: TestClient) => (await client.get<OptionsResponse>('/api/v4/getOptions')).body;
const nextOptionsPush = (live: LiveSocket) => live.next((m) => m.type === 'event' && m.name === 'updatedOptions');

const biscuitEstimate = () => ({
  estimate: {
    address: { address: '4512 Mockingbird Ln', city: 'Dallas', state: 'TX', zipcode: '75205', mapsco: '334D-H' },
    tripFee: 3900,
    needsGenerator: false,
    generatorFee: 1000,
    pets: [{ petId: biscuitId, estimatePackage: 'b&b', addonIds: [], otherFee: 0, includeInEstimate: true }],
  },
  user: { ID: customerUserId },
  tripChargeIncrementConsent: false,
});

beforeAll(async () => {
  server = await startTestServer();
  [admin, office, customer] = await Promise.all([server.loginAs('admin'), server.loginAs('office'), server.loginAs('customer')]);
  const session = await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
  customerUserId = session.body.user.ID;
  const last = await office.get<FindEstimateResponse>('/api/v4/estimate/findLastByCustomer', { query: { userId: customerUserId } });
  biscuitId = last.body.customer.Pets.find((p) => p.petName === 'Biscuit')!.ID;
}, 180_000);
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(responses.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
});

describe('management settings', () => {
  it('needs EditSettings: office and customer get 403, signed out 401', async () => {
    for (const client of [office, customer]) {
      expect((await read(client, 'getBreeds')).status).toBe(403);
      expect((await read(client, 'getProductsAndServices')).status).toBe(403);
      expect((await read(client, 'getTodoCategories')).status).toBe(403);
      expect((await read(client, 'getContactMethods')).status).toBe(403);
      expect((await post(client, 'createBreed', breedBody())).status).toBe(403);
      expect((await post(client, 'createProductOrService', { item: 'Bow', category: 'Add-on', price: 500 })).status).toBe(403);
      expect((await post(client, 'deleteProductOrService', { ID: 1 })).status).toBe(403);
      expect((await post(client, 'createTodoCategory', { category: 'X' })).status).toBe(403);
      expect((await post(client, 'deleteTodoCategory', { ID: 1 })).status).toBe(403);
      expect((await post(client, 'updateOtherOptions', { defaultContactMethodId: 1 })).status).toBe(403);
    }
    expect((await server.client().get(`${M}/getBreeds`)).status).toBe(401);
  });

  it("a breed needs a name, an animal type and minutes ('Please fill in the required fields'); prices are cents", async () => {
    for (const missing of ['breed', 'animalTypeId', 'minutesToGroom']) {
      const body: Record<string, unknown> = breedBody();
      delete body[missing];
      expect(await post(admin, 'createBreed', body)).toMatchObject({ status: 400, body: { message: 'Please fill in the required fields' } });
    }
    expect((await post(admin, 'createBreed', breedBody({ breed: '  ' }))).body).toMatchObject({ message: 'Please fill in the required fields' });
    expect((await post(admin, 'createBreed', breedBody({ animalTypeId: 77 }))).body).toMatchObject({ message: 'Please fill in the required fields' });
    expect((await post(admin, 'createBreed', breedBody({ deluxePrice: -1 }))).status).toBe(400);
    expect((await post(admin, 'createBreed', breedBody({ deluxePrice: 10.5 }))).status).toBe(400);
    expect((await post(admin, 'updateBreed', breedBody({ ID: 424242 }))).status).toBe(404);
  });

  it('creates and edits a breed; getBreeds and getOptions follow, and open browsers are told', async () => {
    const live = await (await server.loginAs('admin')).live();
    try {
      const created = await post<{ ID: number }>(admin, 'createBreed', breedBody());
      expect(created.status).toBe(200);
      const id = created.body.ID;
      expect(id).toBeGreaterThan(Math.max(...SEED_BREEDS.map((b) => b.id)));
      await nextOptionsPush(live);
      const { body } = await read<{ breeds: { ID: number; breed: string; deluxePrice: number }[] }>(admin, 'getBreeds');
      expect(body.breeds.find((b) => b.ID === id)).toMatchObject({ breed: 'Lagotto Romagnolo', deluxePrice: 11000 });

      expect((await post(admin, 'updateBreed', breedBody({ ID: id, deluxePrice: 11100 }))).status).toBe(200);
      await nextOptionsPush(live);
      expect((await options(office)).breeds.find((b) => b.ID === id)).toMatchObject({ deluxePrice: 11100 });
    } finally {
      live.close();
    }
  });

  it('products and services: item and price required, addonPrice optional, a free category; edit and delete (seeded ones too)', async () => {
    expect((await post(admin, 'createProductOrService', { category: 'Add-on', price: 500 })).body).toMatchObject({ message: 'Item is a required field' });
    expect((await post(admin, 'createProductOrService', { item: 'Bow', category: 'Add-on' })).body).toMatchObject({ message: 'Price is a required field' });
    const created = await post<{ ID: number }>(admin, 'createProductOrService', { item: 'Glitter Bow', category: 'Accessories', price: 700 });
    expect(created.status).toBe(200);
    const id = created.body.ID;
    let list = (await read<{ productsAndServices: { ID: number; item: string; addonPrice: number | null }[]; categories: string[] }>(admin, 'getProductsAndServices')).body;
    expect(list.productsAndServices.find((p) => p.ID === id)).toMatchObject({ item: 'Glitter Bow', addonPrice: null });
    expect(list.categories).toContain('Accessories');

    expect((await post(admin, 'updateProductOrService', { ID: id, item: 'Glitter Bow', category: 'Accessories', price: 800, addonPrice: 600 })).status).toBe(200);
    expect((await options(admin)).services.find((s) => s.ID === id)).toMatchObject({ price: 800, addonPrice: 600 });

    const seeded = SEED_PRODUCTS[SEED_PRODUCTS.length - 1]!;
    expect((await post(admin, 'deleteProductOrService', { ID: id })).status).toBe(200);
    expect((await post(admin, 'deleteProductOrService', { ID: seeded.id })).status).toBe(200);
    list = (await read<typeof list>(admin, 'getProductsAndServices')).body;
    expect(list.productsAndServices.map((p) => p.ID)).not.toContain(id);
    expect(list.productsAndServices.map((p) => p.ID)).not.toContain(seeded.id);
    expect((await post(admin, 'deleteProductOrService', { ID: id })).status).toBe(404);
    expect((await post(admin, 'updateProductOrService', { ID: seeded.id, item: 'Back', category: 'x', price: 1 })).status).toBe(404);
  });

  it('a retried create (same Idempotency-Key) creates one record and answers the first ID', async () => {
    const headers = { headers: { 'Idempotency-Key': `mgmt-${Date.now()}` } };
    const first = await admin.post<{ ID: number }>(`${M}/createTodoCategory`, { category: 'Retried' }, headers);
    const again = await admin.post<{ ID: number }>(`${M}/createTodoCategory`, { category: 'Retried' }, headers);
    expect(first.status).toBe(200);
    expect(again.body.ID).toBe(first.body.ID);
    const list = (await read<{ todoCategories: { category: string }[] }>(admin, 'getTodoCategories')).body.todoCategories;
    expect(list.filter((c) => c.category === 'Retried')).toHaveLength(1);
  });

  it('todo categories: create (category required) and delete', async () => {
    expect((await post(admin, 'createTodoCategory', { category: ' ' })).body).toMatchObject({ message: 'Category is a required field' });
    const created = await post<{ ID: number }>(admin, 'createTodoCategory', { category: 'Follow up' });
    const id = created.body.ID;
    expect((await read<{ todoCategories: { ID: number; category: string }[] }>(admin, 'getTodoCategories')).body.todoCategories).toContainEqual({ ID: id, category: 'Follow up' });
    expect((await post(admin, 'deleteTodoCategory', { ID: id })).status).toBe(200);
    expect((await options(admin)).todoCategories.map((c) => c.ID)).not.toContain(id);
    expect((await post(admin, 'deleteTodoCategory', { ID: id })).status).toBe(404);
  });

  it('other: the default contact method', async () => {
    const before = (await read<{ contactMethods: { ID: number; isDefault: boolean }[]; defaultContactMethodId: number }>(admin, 'getContactMethods')).body;
    const other = before.contactMethods.find((m) => !m.isDefault)!.ID;
    expect((await post(admin, 'updateOtherOptions', { defaultContactMethodId: other })).status).toBe(200);
    const after = (await read<typeof before>(admin, 'getContactMethods')).body;
    expect(after.defaultContactMethodId).toBe(other);
    expect(after.contactMethods.filter((m) => m.isDefault)).toHaveLength(1);
    expect((await options(office)).contactMethods.find((m) => m.isDefault)!.ID).toBe(other);
    expect((await post(admin, 'updateOtherOptions', { defaultContactMethodId: 999 })).status).toBe(404);
  });

  it("a breed price change prices new estimates only: a saved estimate keeps its figures", async () => {
    const saved = await office.post<SaveEstimateResponse & { data: { estimateId: number } }>('/api/v4/estimate/save', biscuitEstimate());
    expect(saved.status).toBe(200);
    const estimateId = saved.body.data.estimateId;
    const before = (await office.get<FindEstimateResponse>('/api/v4/estimate/findById', { query: { estimateId } })).body.estimate!;
    expect(before.PetEstimates[0]!.line.basePrice).toBe(goldendoodle.bathBrushPrice6Months);

    const { id: ID, ...seeded } = goldendoodle;
    const changed = await post(admin, 'updateBreed', { ...seeded, ID, bathBrushPrice6Months: goldendoodle.bathBrushPrice6Months + 2500 });
    expect(changed.status).toBe(200);
    await server.settle();

    const kept = (await office.get<FindEstimateResponse>('/api/v4/estimate/findById', { query: { estimateId } })).body.estimate!;
    expect(kept.PetEstimates[0]!.line.basePrice).toBe(goldendoodle.bathBrushPrice6Months);
    expect(kept.feeTotal).toBe(before.feeTotal);

    const next = await office.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', biscuitEstimate());
    const fresh = (await office.get<FindEstimateResponse>('/api/v4/estimate/findById', { query: { estimateId: next.body.data.estimateId } })).body.estimate!;
    expect(fresh.PetEstimates[0]!.line.basePrice).toBe(goldendoodle.bathBrushPrice6Months + 2500);
  });
});

describe('the default cancel fee (part 2 §3 fees)', () => {
  it('EditSettings sets it; whoever may cancel reads it; others are refused; bad amounts get 400 and write nothing', async () => {
    const stylist = await server.loginAs('stylist');
    expect((await read<{ defaultCancelFee: number }>(admin, 'getDefaultCancelFee')).body.defaultCancelFee).toBe(0);
    // The office cancels appointments but may not change settings.
    expect((await post(office, 'updateDefaultCancelFee', { defaultCancelFee: 2500 })).status).toBe(403);
    expect((await post(customer, 'updateDefaultCancelFee', { defaultCancelFee: 2500 })).status).toBe(403);
    for (const bad of [12.5, -100, '25.00', null]) {
      const refused = await post(admin, 'updateDefaultCancelFee', { defaultCancelFee: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(MANAGEMENT_MESSAGES.money);
    }
    expect((await post(admin, 'updateDefaultCancelFee', { defaultCancelFee: 2500 })).status).toBe(200);
    await server.settle();
    expect((await read<{ defaultCancelFee: number }>(office, 'getDefaultCancelFee')).body).toEqual({ defaultCancelFee: 2500 });
    // Neither a customer nor a stylist (who may not cancel) reads it.
    expect((await read(customer, 'getDefaultCancelFee')).status).toBe(403);
    expect((await read(stylist, 'getDefaultCancelFee')).status).toBe(403);
    expect((await server.client().get(`${M}/getDefaultCancelFee`)).status).toBe(401);
    // The same amount again records nothing new.
    const before = (await server.services.db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'DefaultCancelFeeSet'`)).rows[0]!.n;
    expect((await post(admin, 'updateDefaultCancelFee', { defaultCancelFee: 2500 })).status).toBe(200);
    expect((await server.services.db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'DefaultCancelFeeSet'`)).rows[0]!.n).toBe(before);
    expect((await post(admin, 'updateDefaultCancelFee', { defaultCancelFee: 0 })).status).toBe(200);
    await server.settle();
    expect((await read<{ defaultCancelFee: number }>(office, 'getDefaultCancelFee')).body.defaultCancelFee).toBe(0);
  });
});
