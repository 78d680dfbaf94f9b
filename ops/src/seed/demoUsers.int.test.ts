import { SEED_BREEDS, emailClaimStream, employeeStream, userStream } from '@pawroute/domain';
import { createPostgresEventStore, ensureCredentialsTable, verifyPassword, type EventStore } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from './demoUsers';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demoUsersData';

describe('seedDemoUsers', () => {
  let t: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    t = await createTestDatabase();
    store = await createPostgresEventStore(t.database);
    await ensureCredentialsTable(t.database);
  });
  afterAll(async () => {
    await store?.close();
    await t?.drop();
  });

  it('claims every demo email and creates the users, customers and pets', async () => {
    const result = await seedDemoUsers({ store, db: t.database });
    expect(result.created).toEqual(DEMO_PEOPLE.map((p) => p.emailAddress));
    expect(result.position).not.toBeNull();
    expect(DEMO_PEOPLE.filter((p) => p.userType === 'Customer').length).toBeGreaterThan(20);

    const [claim] = await store.readStream(emailClaimStream('customer@pawroute.test'));
    expect(claim).toMatchObject({ type: 'EmailAddressClaimed', data: { emailAddress: 'customer@pawroute.test' } });
    const userId = (claim!.data as { userId: number }).userId;
    const userEvents = await store.readStream(userStream(userId));
    expect(userEvents.map((e) => e.type)).toEqual(['UserCreated', 'LoginAccountCreated']);
    expect(userEvents[0]!.data).toMatchObject({ firstName: 'Casey', userTypeId: 5, customerId: expect.any(Number) });
    // The event says a password was set; the hash is in the sign-in feature's table, never in the log.
    expect(userEvents[1]!.data).toMatchObject({ hasPassword: true });
    expect(JSON.stringify(userEvents[1]!.data)).not.toContain('argon2');
    const { rows } = await t.database.query<{ password_hash: string }>('SELECT password_hash FROM credentials WHERE user_id = $1', [userId]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0]!.password_hash, DEMO_PASSWORD)).toBe(true);

    const customerId = (userEvents[0]!.data as { customerId: number }).customerId;
    const [customer] = await store.readStream(`Customer-${customerId}`);
    expect(customer).toMatchObject({ type: 'CustomerCreated', data: { userId, tripChargeCents: 3900 } });

    // readAll stops at the store's horizon, which a transaction still open anywhere on the server (another
    // test's database beside this run) holds back a moment: read again until the seed's pets are past it.
    const petsOfCasey = async () =>
      (await store.readAll({ filter: { eventTypes: ['PetAdded'] } })).filter((e) => (e.data as { customerId: number }).customerId === customerId).map((e) => e.data);
    const goldendoodle = SEED_BREEDS.find((b) => b.breed === 'Goldendoodle')!;
    await expect.poll(petsOfCasey).toEqual([
      expect.objectContaining({ petName: 'Biscuit', breedId: goldendoodle.id, animalTypeId: goldendoodle.animalTypeId }),
    ]);

    const admin = await store.readStream(emailClaimStream('admin@pawroute.test'));
    const adminEvents = await store.readStream(userStream((admin[0]!.data as { userId: number }).userId));
    expect(adminEvents[0]!.data).toMatchObject({ userTypeId: 1, customerId: null });
  });

  it('gives the staff logins employee records (employeeId = userId), the stylist with employee and stylist details', async () => {
    const userIdOf = async (email: string) => ((await store.readStream(emailClaimStream(email)))[0]!.data as { userId: number }).userId;
    for (const email of ['admin@pawroute.test', 'office@pawroute.test']) {
      const userId = await userIdOf(email);
      expect((await store.readStream(employeeStream(userId))).map((e) => e.type)).toEqual(['EmployeeCreated']);
    }
    const stylistId = await userIdOf('stylist@pawroute.test');
    const stylist = await store.readStream(employeeStream(stylistId));
    expect(stylist.map((e) => e.type)).toEqual(['EmployeeCreated', 'EmployeeDetailsUpdated', 'StylistDetailsUpdated']);
    expect(stylist[1]!.data).toMatchObject({ dateHired: '2024-03-01', workDayStartTime: '08:00', workDayEndTime: '17:00', worksMonday: true, worksFriday: true, worksSaturday: false });
    expect(stylist[2]!.data).toMatchObject({ petsPerDay: 6, minutesPerPet: 90, maxPetWeight: 150, commissionRate: 45, servicesCats: true });
    const customerId = await userIdOf('customer@pawroute.test');
    expect(await store.readStream(employeeStream(customerId))).toEqual([]);
  });

  it('writes nothing the second time', async () => {
    const before = await store.headPosition();
    expect(await seedDemoUsers({ store, db: t.database })).toEqual({ created: [], position: null });
    expect(await store.headPosition()).toBe(before);
  });
});
