import { randomUUID } from 'node:crypto';
import { userTypeStream } from '@pawroute/domain';
import { hashPassword, setPasswordHash } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendDirect, newCustomer, newEstimate, ok, spec, type Person } from '../appointments/readsSupport';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * (docs/DECISIONS.md "Permissions on the server"): what a user sees by the spec's permissions.
 * - appointments/getAllHistory: every stylist's day with ViewAllAppointments, else the caller's own;
 * - user/getBalance: ViewAllTransactions, the customer themself, or a stylist for the customers of the
 *   appointments assigned to them (what they collect at the door);
 * - users/getCustomers: the whole list (no filter) needs ViewAllCustomers; a search needs ViewCustomers.
 */
let t: TestServer;
let office: TestClient;
let stylist: TestClient;
let stylistId: number;
let otherStylistId: number;
let ada: Person; // an appointment with the demo stylist
let ben: Person; // an appointment with another stylist only
const PAST_DAY = '2026-11-02';
const MINE = 910_001;
const THEIRS = 910_002;

interface Row {
  ID: number;
  employeeId: number | null;
}

async function appointment(id: number, person: Person, employeeId: number, startTime: string): Promise<void> {
  const estimateId = await newEstimate(office, person);
  await appendDirect(t, `Appointment-${id}`, [
    {
      type: 'AppointmentCreated',
      data: {
        appointmentId: id, estimateId, customerId: person.customerId, status: 'scheduled', employeeId, appointmentDate: PAST_DAY,
        startTime, endTime: toEnd(startTime), conflicts: [], resolveConfliction: false, initialComment: null, isStanding: false, standingId: null,
        createdByUserId: null, createdAt: '2026-10-20T15:00:00.000Z',
      },
    },
  ]);
}
const toEnd = (start: string) => `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`;

beforeAll(async () => {
  t = await startTestServer();
  office = await t.loginAs('office');
  stylist = await t.loginAs('stylist');
  stylistId = ok('me', await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
  const admin = await t.loginAs('admin');
  otherStylistId = ok('user/create', await admin.post<{ userId: number }>('/api/v4/user/create', {
    firstName: 'Robin', lastName: 'Reyes', emailAddress: `robin.${randomUUID().slice(0, 6)}@example.com`, UserTypeID: 4, isAccount: true,
  })).userId;
  ada = await newCustomer(office, 'Ada', 'Ames');
  ben = await newCustomer(office, 'Ben', 'Bell');
  await appointment(MINE, ada, stylistId, '09:00');
  await appointment(THEIRS, ben, otherStylistId, '10:00');
}, 180_000);
afterAll(async () => t?.close());

describe('appointments/getAllHistory', () => {
  it("shows a stylist (ViewAppointmentHistory, no ViewAllAppointments) only their own day; the office everyone's", async () => {
    const everyone = ok('office', await office.get<{ rows: Row[] }>('/api/v4/appointments/getAllHistory', { query: { date: spec(PAST_DAY) } }));
    expect(everyone.rows.map((r) => r.ID)).toEqual(expect.arrayContaining([MINE, THEIRS]));
    const own = ok('stylist', await stylist.get<{ rows: Row[] }>('/api/v4/appointments/getAllHistory', { query: { date: spec(PAST_DAY) } }));
    expect(own.rows.map((r) => r.ID)).toContain(MINE);
    expect(own.rows.map((r) => r.ID)).not.toContain(THEIRS);
    expect(own.rows.every((r) => r.employeeId === stylistId)).toBe(true);
  });
});

describe('user/getBalance', () => {
  it("answers a stylist for their own appointments' customers only; the office for anyone", async () => {
    expect((await stylist.get('/api/v4/user/getBalance', { query: { userId: ada.userId } })).status).toBe(200);
    const refused = await stylist.get<{ message: string }>('/api/v4/user/getBalance', { query: { userId: ben.userId } });
    expect([refused.status, refused.body.message]).toEqual([403, 'You do not have permission to do that.']);
    expect((await office.get('/api/v4/user/getBalance', { query: { userId: ben.userId } })).status).toBe(200);
    const customer = await t.loginAs('customer');
    const me = ok('me', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID;
    expect((await customer.get('/api/v4/user/getBalance', { query: { userId: me } })).status).toBe(200);
    expect((await customer.get('/api/v4/user/getBalance', { query: { userId: ben.userId } })).status).toBe(403);
  });
});

describe('users/getCustomers', () => {
  let searcher: TestClient;
  beforeAll(async () => {
    // A user type with ViewCustomers and not ViewAllCustomers (the built-in types hold both or neither).
    const typeId = 950;
    await t.services.store.appendToStream(
      userTypeStream(typeId),
      [{
        id: randomUUID(),
        type: 'UserTypeDefined',
        data: { id: typeId, name: 'Searcher', permissions: ['ViewCustomers'] },
        metadata: { actorUserId: null, correlationId: randomUUID(), causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
      }],
      { expected: 'no_stream' },
    );
    await t.settle();
    const admin = await t.loginAs('admin');
    const email = `searcher.${randomUUID().slice(0, 6)}@example.com`;
    const user = ok('user/create', await admin.post<{ userId: number }>('/api/v4/user/create', { firstName: 'Sid', lastName: 'Searcher', emailAddress: email, UserTypeID: typeId, isAccount: true }));
    await t.settle();
    await setPasswordHash(t.services.db, user.userId, await hashPassword('searcher-password'));
    searcher = t.client();
    await searcher.login(email, 'searcher-password');
  });

  it('lists every customer only with ViewAllCustomers; ViewCustomers alone searches', async () => {
    const all = await searcher.get('/api/v4/users/getCustomers', { query: { page: 0, pageSize: 20 } });
    expect(all.status).toBe(403);
    const blank = await searcher.get('/api/v4/users/getCustomers', { query: { filtered: JSON.stringify([{ id: 'name', value: ' ' }, { id: 'phone', value: '12' }]) } });
    expect(blank.status).toBe(403);
    const search = await searcher.get<{ rows: { ID: number }[] }>('/api/v4/users/getCustomers', { query: { filtered: JSON.stringify([{ id: 'name', value: 'Ada Ames' }]) } });
    expect(search.status).toBe(200);
    expect(search.body.rows.map((r) => r.ID)).toEqual([ada.userId]);
    expect((await office.get('/api/v4/users/getCustomers', { query: { page: 0, pageSize: 20 } })).status).toBe(200);
  });
});
