import { ANIMAL_TYPE_IDS, ESTIMATE_MESSAGES, SEED_BREEDS } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../appointments/commandsTestKit';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * booking a new customer: the office makes the customer without a Mapsco, adds it afterwards in
 * the Addresses tab, and the estimate for the customer's address is then accepted. Before, user/find kept
 * the address of user/create (mapsco null) and the estimate refused 'An estimate requires a valid Mapsco
 * for the selected address'.
 */
let s: TestServer;
let office: TestClient;
beforeAll(async () => {
  s = await startTestServer();
  office = await s.loginAs('office');
}, 180_000);
afterAll(async () => s?.close());

type Address = { address: string; city: string | null; state: string | null; zipcode: string | null; mapsco: string | null };

describe('a Mapsco added in the Addresses tab', () => {
  it('reaches user/find and the estimate at once', async () => {
    const made = ok('user/create', await office.post<{ userId: number; customerId: number }>('/api/v4/user/create', {
      firstName: 'Nora', lastName: 'Newcomer', emailAddress: 'nora.newcomer@example.com', phoneNumber: '214-555-0177',
      AddressInfo: { address: '77 Maple Ave', city: 'Dallas', state: 'TX', zipcode: '75204' }, isAccount: false,
    }));
    const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
    const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', { customerId: made.customerId, petName: 'Olive', animalTypeId: dog.animalTypeId, breedId: dog.id }));
    const find = async () => {
      await s.settle();
      return ok('find', await office.get<{ user: { Address: Address } }>('/api/v4/user/find', { query: { ID: made.userId } })).user.Address;
    };
    const estimate = (address: Address) =>
      office.post<{ data: { estimateId: number }; message?: string }>('/api/v4/estimate/save', {
        estimate: { address, tripFee: 3900, pets: [{ petId: pet.ID, estimatePackage: 'b&b', addonIds: [] }] }, user: { ID: made.userId },
      });

    const before = await find();
    expect(before).toMatchObject({ address: '77 Maple Ave', mapsco: null });
    const refused = await estimate(before);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ESTIMATE_MESSAGES.mapscoRequired);

    // The office opens the Addresses tab and adds the Mapsco to that address.
    await s.settle();
    const list = ok('addresses', await office.get<{ addresses: { ID: number; address: string }[] }>('/api/v4/addresses/findByUser', { query: { userId: made.userId } })).addresses;
    expect(list.map((a) => a.address)).toEqual(['77 Maple Ave']);
    ok('update', await office.post('/api/v4/addresses/update', { addressId: list[0]!.ID, mapsco: '045-B' }));

    const after = await find();
    expect(after).toEqual({ address: '77 Maple Ave', city: 'Dallas', state: 'TX', zipcode: '75204', mapsco: '045-B' });
    const accepted = ok('estimate', await estimate(after));
    expect(accepted.data.estimateId).toBeGreaterThan(0);
    // And the saved estimate answers the address it chose.
    await s.settle();
    const saved = ok('findEstimate', await office.get<{ estimate: { Address: Address } }>('/api/v4/estimate/findById', { query: { estimateId: accepted.data.estimateId } }));
    expect(saved.estimate.Address).toMatchObject({ address: '77 Maple Ave', mapsco: '045-B' });
  });
});
