import type { CreateUserResponse, FindCommentsResponse, FindPetsByCustomerResponse, FindRatingsResponse, GetUserDetailsResponse } from '@pawroute/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, eventTypesAfter } from './eventCount';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';

/** POST /api/v4/users/mergeCustomerProfiles (part 2 §2.7, §5.7, §7.7). */
let server: TestServer;
let office: TestClient;
let admin: TestClient;
let customer: TestClient;
const responses: TestResponse[] = [];
const track = async <T>(p: Promise<TestResponse<T>>) => {
  const r = await p;
  responses.push(r);
  return r;
};
type Err = { message: string };

async function newCustomer(firstName: string) {
  const r = await track(
    office.post<CreateUserResponse>('/api/v4/user/create', {
      firstName,
      lastName: 'Merge',
      emailAddress: `${firstName.toLowerCase()}.${Math.random().toString(36).slice(2, 9)}@example.com`,
    }),
  );
  expect(r.status).toBe(200);
  return { userId: r.body.userId, customerId: r.body.customerId! };
}
const details = async (userId: number) =>
  (await track(admin.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId } }))).body.user;
const pets = async (customerId: number) =>
  (await track(admin.get<FindPetsByCustomerResponse>('/api/v4/pets/findByCustomer', { query: { customerId } }))).body.pets;

async function refusedWithoutWriting(client: TestClient, body: unknown, status: number, message?: string) {
  const before = await eventCount(server);
  const r = await track(client.post<Err>('/api/v4/users/mergeCustomerProfiles', body));
  expect(r.status).toBe(status);
  if (message) expect(r.body.message).toBe(message);
  expect(await eventTypesAfter(server, before)).toEqual([]);
}

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  admin = await server.loginAs('admin');
  customer = await server.loginAs('customer');
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  expect(responses.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
});

describe('mergeCustomerProfiles', () => {
  it.each([
    [{}, 'A primary and duplicate profile must be selected'],
    [{ primaryProfileId: 3 }, 'A primary and duplicate profile must be selected'],
    [{ primaryProfileId: '', duplicateProfileId: 4 }, 'A primary and duplicate profile must be selected'],
    [{ primaryProfileId: 4, duplicateProfileId: 4 }, 'Cannot merge a profile with itself. Please select another profile.'],
  ])('%j -> 400 %s', async (body, message) => {
    await refusedWithoutWriting(admin, body, 400, message);
  });

  it('needs MergeProfiles: office and customers are refused 403', async () => {
    await refusedWithoutWriting(office, { primaryProfileId: 3, duplicateProfileId: 4 }, 403);
    await refusedWithoutWriting(customer, { primaryProfileId: 3, duplicateProfileId: 4 }, 403);
  });

  it('404 for a profile that does not exist; 400 for a staff profile; 409 into a deleted primary', async () => {
    const a = await newCustomer('Solo');
    await refusedWithoutWriting(admin, { primaryProfileId: a.userId, duplicateProfileId: 999999 }, 404, 'One of the selected profiles no longer exists.');
    const staff = (await office.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).body.user.ID;
    await refusedWithoutWriting(admin, { primaryProfileId: a.userId, duplicateProfileId: staff }, 400, 'Only customer profiles can be merged.');
    const deleted = await newCustomer('Deleted');
    await track(admin.request('DELETE', `/api/v4/user/delete?userId=${deleted.userId}`));
    await refusedWithoutWriting(
      admin,
      { primaryProfileId: deleted.userId, duplicateProfileId: a.userId },
      409,
      'The primary profile has been deleted. Restore it or choose another primary profile.',
    );
  });

  it("moves the duplicate's pet, comments and ratings to the primary; the duplicate is merged and deleted; restore does not undo it", async () => {
    const primary = await newCustomer('Primary');
    const duplicate = await newCustomer('Duplicate');
    // pets/update looks the customer up in the read model: let the projections catch up first.
    await server.settle();
    const options = (await admin.get<{ breeds: { ID: number; animalTypeId: number }[] }>('/api/v4/getOptions')).body;
    const breed = options.breeds[0]!;
    const petName = `Duke${Math.random().toString(36).slice(2, 7)}`;
    const pet = await track(
      office.post<{ ID?: number }>('/api/v4/pets/update', { customerId: duplicate.customerId, petName: petName, animalTypeId: breed.animalTypeId, breedId: breed.ID }),
    );
    expect(pet.status).toBe(200);
    const phone = await track(office.post('/api/v4/phoneNumbers/create', { userId: duplicate.userId, phoneNumber: '(214) 555-0199', label: 'Cell' }));
    expect(phone.status).toBe(200);
    const dupGroup = (await details(duplicate.userId)).commentGroupId!;
    await track(office.post('/api/v4/comments/create', { commentGroupId: dupGroup, comment: 'Called twice about Duke' }));
    await track(office.post('/api/v4/ratings/create', { userId: duplicate.userId, rating: 2 }));
    expect((await pets(duplicate.customerId)).map((p) => p.petName)).toEqual([petName]);

    const merged = await track(
      admin.post<{ moved: { pets: number; contacts: number; comments: number; ratings: number } }>('/api/v4/users/mergeCustomerProfiles', {
        primaryProfileId: primary.userId,
        duplicateProfileId: duplicate.userId,
      }),
    );
    expect(merged.status).toBe(200);
    expect(merged.body.moved).toMatchObject({ pets: 1, comments: 1, ratings: 1 });
    expect(merged.body.moved.contacts).toBeGreaterThanOrEqual(1);
    const phones = await track(admin.get<{ phoneNumbers: { phoneNumber: string }[] }>('/api/v4/phoneNumbers/findByUser', { query: { userId: primary.userId } }));
    expect(phones.body.phoneNumbers.map((p) => p.phoneNumber)).toContain('(214) 555-0199');

    expect((await pets(primary.customerId)).map((p) => p.petName)).toEqual([petName]);
    expect(await pets(duplicate.customerId)).toEqual([]);
    const primaryGroup = (await details(primary.userId)).commentGroupId!;
    const comments = await track(admin.get<FindCommentsResponse>('/api/v4/comments/findByGroup', { query: { commentGroupId: primaryGroup } }));
    expect(comments.body.comments.map((c) => c.comment)).toEqual(['Called twice about Duke']);
    const ratings = await track(admin.get<FindRatingsResponse>('/api/v4/ratings/findByUser', { query: { userId: primary.userId } }));
    expect(ratings.body.ratings.map((r) => r.rating)).toEqual([2]);
    expect(await details(duplicate.userId)).toMatchObject({ IsDeleted: true, mergedIntoUserId: primary.userId });
    const list = await track(
      admin.get<{ rows: { ID: number; pets: string }[] }>('/api/v4/users/getCustomers', { query: { filtered: JSON.stringify([{ id: 'pet', value: petName }]) } }),
    );
    expect(list.body.rows.map((r) => r.ID)).toEqual([primary.userId]);

    // Sending the same merge again changes nothing.
    const before = await eventCount(server);
    expect((await track(admin.post('/api/v4/users/mergeCustomerProfiles', { primaryProfileId: primary.userId, duplicateProfileId: duplicate.userId }))).status).toBe(200);
    expect(await eventTypesAfter(server, before)).toEqual([]);

    // Restore brings the profile back, not its records (part 1 §4).
    expect((await track(admin.put('/api/v4/user/restore', { userId: duplicate.userId }))).status).toBe(200);
    expect(await details(duplicate.userId)).toMatchObject({ IsDeleted: false, mergedIntoUserId: primary.userId });
    expect((await pets(primary.customerId)).map((p) => p.petName)).toEqual([petName]);
    expect(await pets(duplicate.customerId)).toEqual([]);

    // The duplicate cannot then be merged into a third profile.
    const third = await newCustomer('Third');
    await refusedWithoutWriting(
      admin,
      { primaryProfileId: third.userId, duplicateProfileId: duplicate.userId },
      409,
      'The duplicate profile was already merged into another profile.',
    );
  });
});
