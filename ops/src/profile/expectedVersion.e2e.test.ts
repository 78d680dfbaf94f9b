import {
  ANIMAL_TYPE_IDS,
  EDIT_VERSION_MESSAGE,
  SEED_BREEDS,
  STALE_EDIT_MESSAGE,
  type CreateUserResponse,
  type EmployeeRow,
  type FindPetsByCustomerResponse,
  type GetCustomerDetailsResponse,
  type GetUserDetailsResponse,
} from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { eventCount, eventTypesAfter } from './eventCount';

/**
 * two people edit the same customer. Each read carries the record's version; the second
 * save, made on what the first one changed, is refused with 409 and a clear message, writing nothing.
 */
let server: TestServer;
let first: TestClient;
let second: TestClient;
let ids: { userId: number; customerId: number };

const read = async (client: TestClient) => {
  const r = await client.get<GetCustomerDetailsResponse>('/api/v4/user/getCustomerDetails', { query: { customerId: ids.customerId } });
  expect(r.status).toBe(200);
  return r.body.version!;
};

beforeAll(async () => {
  server = await startTestServer();
  first = await server.loginAs('office');
  second = await server.loginAs('office');
  const created = await first.post<CreateUserResponse>('/api/v4/user/create', {
    firstName: 'Version',
    lastName: 'Edit',
    emailAddress: `version.${Date.now().toString(36)}@example.com`,
  });
  expect(created.status).toBe(200);
  ids = { userId: created.body.userId, customerId: created.body.customerId! };
});
afterAll(async () => {
  await server?.close();
});

describe('POST user/updateCustomerDetails with expectedVersion', () => {
  it('the first save wins; the second, made on the old version, is refused and writes nothing', async () => {
    const seenByFirst = await read(first);
    const seenBySecond = await read(second);
    expect(seenByFirst).toMatch(/^\d+\.\d+$/);
    expect(seenBySecond).toBe(seenByFirst);

    const saved = await first.post('/api/v4/user/updateCustomerDetails', {
      customerId: ids.customerId,
      expectedVersion: seenByFirst,
      User: { firstName: 'Ada', lastName: 'Edit' },
    });
    expect(saved.status).toBe(200);

    const before = await eventCount(server);
    const refused = await second.post<{ statusCode: number; message: string }>('/api/v4/user/updateCustomerDetails', {
      customerId: ids.customerId,
      expectedVersion: seenBySecond,
      isMilitary: true,
      User: { firstName: 'Grace', lastName: 'Edit' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STALE_EDIT_MESSAGE);
    expect(await eventTypesAfter(server, before)).toEqual([]);

    const name = await first.get<GetUserDetailsResponse>('/api/v4/user/getDetails', { query: { userId: ids.userId } });
    expect(name.body.user.firstName).toBe('Ada');

    // After a reload the second person's save goes through.
    const reloaded = await read(second);
    expect(reloaded).not.toBe(seenBySecond);
    const retried = await second.post('/api/v4/user/updateCustomerDetails', {
      customerId: ids.customerId,
      expectedVersion: reloaded,
      isMilitary: true,
      User: { firstName: 'Grace', lastName: 'Edit' },
    });
    expect(retried.status).toBe(200);
  });

  it('a change to the customer record alone (not the name) also moves the version', async () => {
    const seen = await read(second);
    expect((await first.post('/api/v4/user/updateCustomerDetails', { customerId: ids.customerId, isTaxExempt: true })).status).toBe(200);
    const refused = await second.post<{ message: string }>('/api/v4/user/updateCustomerDetails', { customerId: ids.customerId, expectedVersion: seen, isTaxExempt: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STALE_EDIT_MESSAGE);
  });

  it('a malformed version is a 400 naming the field, never a 500', async () => {
    const before = await eventCount(server);
    for (const expectedVersion of ['abc', '1', '1.2.3', 12]) {
      const r = await first.post<{ message: string; fieldErrors?: Record<string, string> }>('/api/v4/user/updateCustomerDetails', {
        customerId: ids.customerId,
        expectedVersion,
        isMilitary: false,
      });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(EDIT_VERSION_MESSAGE);
    }
    expect(await eventTypesAfter(server, before)).toEqual([]);
  });
});

describe('pets/update with expectedVersion', () => {
  it('a pet edited by someone else since it was read is refused; a fresh read saves', async () => {
    const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
    const pet = { customerId: ids.customerId, petName: 'Biscuit', animalTypeId: ANIMAL_TYPE_IDS.dog, breedId: dog.id };
    const created = await first.post<{ ID: number }>('/api/v4/pets/update', pet);
    expect(created.status).toBe(200);
    const readPet = async () => {
      // The writer's client reads after its own write (X-Pawroute-After), so the new pet is listed.
      const r = await first.get<FindPetsByCustomerResponse>('/api/v4/pets/findByCustomer', { query: { customerId: ids.customerId } });
      return r.body.pets.find((p) => p.ID === created.body.ID)!.version!;
    };
    const seen = await readPet();
    expect((await first.post('/api/v4/pets/update', { ...pet, ID: created.body.ID, weight: 20, expectedVersion: seen })).status).toBe(200);
    const refused = await second.post<{ message: string }>('/api/v4/pets/update', { ...pet, ID: created.body.ID, weight: 30, expectedVersion: seen });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STALE_EDIT_MESSAGE);
    expect((await second.post('/api/v4/pets/update', { ...pet, ID: created.body.ID, weight: 30, expectedVersion: await readPet() })).status).toBe(200);
  });
});

describe('updateEmployeeDetails and updateStylistDetails with expectedVersion', () => {
  it('the second of two edits made on the same read is refused', async () => {
    const admin = await server.loginAs('admin');
    const employees = await admin.get<{ rows: EmployeeRow[] }>('/api/v4/users/getEmployees');
    const employee = employees.body.rows.find((r) => !r.isTerminated && !r.IsDeleted)!;
    const employeeId = employee.ID;
    const read = async () => (await admin.get<{ version: string; firstName?: string }>('/api/v4/user/getEmployeeDetails', { query: { employeeId } })).body.version;
    const details = {
      employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      dateHired: '2025-01-06',
      dateTerminated: null,
      workDayStartTime: '09:00',
      workDayEndTime: '16:30',
      emergencyContactName: 'First Edit',
    };
    const seen = await read();
    expect((await admin.post('/api/v4/user/updateEmployeeDetails', { ...details, expectedVersion: seen })).status).toBe(200);
    const refused = await admin.post<{ message: string }>('/api/v4/user/updateEmployeeDetails', { ...details, emergencyContactName: 'Second Edit', expectedVersion: seen });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STALE_EDIT_MESSAGE);

    const stylistSeen = (await admin.get<{ version: string }>('/api/v4/user/getStylistDetails', { query: { employeeId } })).body.version;
    expect(stylistSeen).toMatch(/^\d+$/);
    const stylist = { employeeId, petsPerDay: 5, minutesPerPet: 60, maxPetWeight: 100, commissionRate: 45 };
    expect((await admin.post('/api/v4/user/updateStylistDetails', { ...stylist, expectedVersion: stylistSeen })).status).toBe(200);
    const stylistRefused = await admin.post('/api/v4/user/updateStylistDetails', { ...stylist, petsPerDay: 6, expectedVersion: stylistSeen });
    expect(stylistRefused.status).toBe(409);

    // The two cards write one stream, but a save of one is no conflict for the other.
    const detailsRead = await read();
    const stylistRead = (await admin.get<{ version: string }>('/api/v4/user/getStylistDetails', { query: { employeeId } })).body.version;
    expect((await admin.post('/api/v4/user/updateEmployeeDetails', { ...details, emergencyContactName: 'Third Edit', expectedVersion: detailsRead })).status).toBe(200);
    expect((await admin.post('/api/v4/user/updateStylistDetails', { ...stylist, petsPerDay: 7, expectedVersion: stylistRead })).status).toBe(200);
  });
});
