import { ANIMAL_TYPE_IDS, SEED_BREEDS, USER_TYPE_IDS } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { oneWriteProbe } from './oneWriteProbe';

/**
 * item 1: the last commands that wrote two (or more) streams one after another now decide
 * them all first and write them in one write (one database transaction: one tx_id), so a kill -9
 * leaves all of it or none: user/updateCustomerDetails (Customer, User), user/updateEmployeeDetails
 * (Employee, User), pets/update adding a pet (its key's PetRequest claim, Pet), user/openCommentGroup
 * (CommentGroup, User) and transactions/checkIn (every Transaction). A retry of a committed command
 * whose answer a crash lost answers the first answer, replayed, writing nothing.
 */
let server: TestServer;
let admin: TestClient;
let stylistId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.loginAs('admin');
  const stylist = await server.loginAs('stylist');
  stylistId = (await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).body.user.ID;
}, 180_000);
afterAll(async () => server?.close());

const { sql, lastSeq, writtenBy, crashAfterCommit } = oneWriteProbe(() => server);

let customers = 0;
/** A new customer: its user and customer ids. */
async function newCustomer(): Promise<{ userId: number; customerId: number }> {
  customers += 1;
  const created = await admin.post<{ userId: number; customerId: number }>('/api/v4/user/create', { firstName: 'Una', lastName: `Edit${customers}`, emailAddress: `record.edit.${customers}@example.com` });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

/** A weekday at least `weeks` weeks ahead ('MM-DD-YYYY'). */
function weekday(weeks: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + weeks * 7 + ((8 - d.getUTCDay()) % 7 || 7));
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
}

describe('one command, one write', () => {
  it('user/updateCustomerDetails with the name: Customer and User in one transaction; a retry after a crash answers the first answer', async () => {
    const { userId, customerId } = await newCustomer();
    const before = await lastSeq();
    const body = { customerId, isMilitary: true, tripCharge: '45.00', User: { firstName: 'Unity', lastName: 'Edited' } };
    const answer = await admin.post('/api/v4/user/updateCustomerDetails', body, { headers: { 'Idempotency-Key': 'one-write-customer-details' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ customerId, userId });
    expect(await writtenBy('UpdateCustomerDetails', before)).toEqual({
      streams: [`Customer-${customerId}`, `User-${userId}`], types: ['CustomerDetailsUpdated', 'UserDetailsUpdated'], transactions: 1,
    });

    await crashAfterCommit('one-write-customer-details');
    const again = await server.loginAs('admin');
    const retry = await again.post('/api/v4/user/updateCustomerDetails', body, { headers: { 'Idempotency-Key': 'one-write-customer-details' } });
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, answer.body, 'true']);
    expect((await writtenBy('UpdateCustomerDetails', before)).types).toHaveLength(2);
  });

  it('user/updateEmployeeDetails with a new name: Employee and User in one transaction', async () => {
    const created = await admin.post<{ userId: number; employeeId: number }>('/api/v4/user/create', {
      firstName: 'Nell', lastName: 'Once', emailAddress: 'nell.once@example.com', UserTypeID: USER_TYPE_IDS.Stylist,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { employeeId, userId } = created.body;
    const before = await lastSeq();
    const answer = await admin.post('/api/v4/user/updateEmployeeDetails', {
      employeeId, firstName: 'Nelly', lastName: 'Once', dateHired: '2025-01-06', dateTerminated: null, workDayStartTime: '09:00', workDayEndTime: '16:30',
      worksMonday: true, worksTuesday: true, worksWednesday: true, worksThursday: true, worksFriday: true, worksSaturday: false, worksSunday: false,
      emergencyContactName: 'Ned Once', emergencyContactPhone: '214-555-0177',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await writtenBy('UpdateEmployeeDetails', before)).toEqual({
      streams: [`Employee-${employeeId}`, `User-${userId}`].sort(), types: ['EmployeeDetailsUpdated', 'UserDetailsUpdated'], transactions: 1,
    });
  });

  it('pets/update adding a pet: its claim for the key and the pet in one transaction; a retry after a crash answers the first answer, one pet', async () => {
    const { customerId } = await newCustomer();
    const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
    const before = await lastSeq();
    const body = { customerId, petName: 'Once', animalTypeId: ANIMAL_TYPE_IDS.dog, breedId: dog.id };
    const answer = await admin.post<{ ID: number }>('/api/v4/pets/update', body, { headers: { 'Idempotency-Key': 'one-write-new-pet' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const written = await writtenBy('SavePet', before);
    // Streams in name order (the store writes a multi-stream append in a fixed order).
    expect(written).toEqual({ streams: [`Pet-${answer.body.ID}`, expect.stringMatching(/^PetRequest-u\d+\/one-write-new-pet$/)], types: ['PetAdded', 'PetIdClaimed'], transactions: 1 });

    await crashAfterCommit('one-write-new-pet');
    const again = await server.loginAs('admin');
    const retry = await again.post('/api/v4/pets/update', body, { headers: { 'Idempotency-Key': 'one-write-new-pet' } });
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, answer.body, 'true']);
    expect((await writtenBy('SavePet', before)).types).toHaveLength(2);
  });

  it('user/openCommentGroup for a seeded user without one: the group and its assignment in one transaction', async () => {
    const customer = await server.loginAs('customer');
    const userId = (await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).body.user.ID;
    const before = await lastSeq();
    const answer = await admin.post<{ commentGroupId: number }>('/api/v4/user/openCommentGroup', { userId }, { headers: { 'Idempotency-Key': 'one-write-comment-group' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await writtenBy('OpenCommentGroup', before)).toEqual({
      streams: [`CommentGroup-${answer.body.commentGroupId}`, `User-${userId}`], types: ['CommentGroupOpened', 'UserCommentGroupAssigned'], transactions: 1,
    });
    // Opened once: asked again (another key), the same group and nothing written.
    const again = await admin.post<{ commentGroupId: number }>('/api/v4/user/openCommentGroup', { userId });
    expect([again.status, again.body.commentGroupId]).toEqual([200, answer.body.commentGroupId]);
    expect((await writtenBy('OpenCommentGroup', before)).types).toHaveLength(2);
  });

  it('transactions/checkIn of two transactions: both in one transaction; a retry after a crash answers the first answer', async () => {
    const ids: number[] = [];
    for (const weeks of [10, 11]) {
      customers += 1;
      const saved = await admin.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
        estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: 'Once', breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
        user: { firstName: 'Una', lastName: `Paid${customers}`, emailAddress: `record.paid.${customers}@example.com`, phoneNumber: '(817) 555-0190', isAccount: false },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const appointment = await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
        estimateId: saved.body.data.estimateId, employeeId: stylistId, appointmentDate: weekday(weeks), startTime: '9:00 AM', endTime: '10:00 AM',
      });
      expect(appointment.status, JSON.stringify(appointment.body)).toBe(200);
      const appointmentStream = `Appointment-${appointment.body.newAppointmentId}`;
      const customerId = (await sql<{ id: number }>(`SELECT (data->>'customerId')::int AS id FROM events WHERE stream = $1 AND type = 'AppointmentCreated'`, [appointmentStream]))[0]!.id;
      const paid = await admin.post<{ transactionId: number }>('/api/v4/transactions/create', {
        customerId, appointmentId: appointment.body.newAppointmentId, reasonId: 8, serviceFeeOther: 2500, serviceFee: 2500, cashAmount: 2500,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      ids.push(paid.body.transactionId);
    }
    const before = await lastSeq();
    const answer = await admin.post('/api/v4/transactions/checkIn', { transactionIds: ids }, { headers: { 'Idempotency-Key': 'one-write-check-in' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ transactionIds: ids, checkedIn: 2 });
    expect(await writtenBy('CheckInTransactions', before)).toEqual({
      streams: ids.map((id) => `Transaction-${id}`).sort(), types: ['TransactionCheckedIn', 'TransactionCheckedIn'], transactions: 1,
    });

    await crashAfterCommit('one-write-check-in');
    const again = await server.loginAs('admin');
    const retry = await again.post('/api/v4/transactions/checkIn', { transactionIds: ids }, { headers: { 'Idempotency-Key': 'one-write-check-in' } });
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, answer.body, 'true']);
    expect((await writtenBy('CheckInTransactions', before)).types).toHaveLength(2);
  });
});
