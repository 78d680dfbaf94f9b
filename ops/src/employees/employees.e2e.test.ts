import {
  EMPLOYEE_MESSAGES as M,
  employeeStream,
  type EmployeeDetailsResponse,
  type FindUserResponse,
  type GetEmployeesResponse,
  type OptionsResponse,
  type StylistDetailsResponse,
} from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LiveSocket, type TestClient, type TestServer } from '../testing';

/** Employees (part 2 §2.4, §3, §7.3) over HTTP: records, details, permissions, getOptions' stylists, the push. */
let server: TestServer;
let admin: TestClient;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let employeeId: number;
let breedIds: number[];

const details = {
  firstName: 'Nora', lastName: 'Newcut', dateHired: '2025-01-06', dateTerminated: null, workDayStartTime: '09:00', workDayEndTime: '16:30',
  worksMonday: true, worksTuesday: false, worksWednesday: true, worksThursday: false, worksFriday: true, worksSaturday: true, worksSunday: false,
  emergencyContactName: 'Ned Newcut', emergencyContactPhone: '214-555-0177',
};
const stylistDetails = () => ({
  petsPerDay: 5, minutesPerPet: 75, maxPetWeight: 120, commissionRate: 47.5, servicesCats: false, isSmoker: true,
  hasGeneratorVehicle: true, stylistBreedRestrictions: [breedIds[1]!, breedIds[0]!],
});
const streamLength = async (id: number) => (await server.services.store.readStream(employeeStream(id))).length;
const nextOptionsPush = (live: LiveSocket) => live.next((m) => m.type === 'event' && m.name === 'updatedOptions');

beforeAll(async () => {
  server = await startTestServer();
  [admin, office, stylist, customer] = await Promise.all([server.loginAs('admin'), server.loginAs('office'), server.loginAs('stylist'), server.loginAs('customer')]);
  const options = await admin.get<OptionsResponse>('/api/v4/getOptions');
  breedIds = options.body.breeds.slice(0, 2).map((b) => b.ID);
  const created = await admin.post<{ userId: number; employeeId: number; customerId: number | null }>('/api/v4/user/create', {
    firstName: 'Nora', lastName: 'Nocut', emailAddress: 'nora.stylist@example.com', UserTypeID: 4,
  });
  expect(created.status).toBe(200);
  employeeId = created.body.employeeId;
  expect(created.body).toMatchObject({ userId: employeeId, customerId: null });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('employees', () => {
  it('a staff user gets an employee record listed in getEmployees; a customer gets none', async () => {
    const { status, body } = await admin.get<GetEmployeesResponse>('/api/v4/users/getEmployees');
    expect(status).toBe(200);
    expect(body.rows.find((r) => r.ID === employeeId)).toEqual({
      ID: employeeId, userId: employeeId, firstName: 'Nora', lastName: 'Nocut', emailAddress: 'nora.stylist@example.com', phoneNumber: null,
      userTypeId: 4, UserType: 'Stylist', dateHired: null, dateTerminated: null, isTerminated: false, isStylist: false, IsDeleted: false,
    });
    // The demo admin, office and stylist have records too.
    expect(body.rows.map((r) => r.emailAddress)).toEqual(expect.arrayContaining(['admin@pawroute.test', 'office@pawroute.test', 'stylist@pawroute.test']));
    expect(body.rows.map((r) => r.emailAddress)).not.toContain('customer@pawroute.test');
    const found = await admin.get<FindUserResponse>('/api/v4/user/find', { query: { ID: employeeId } });
    expect(found.body.user.employeeId).toBe(employeeId);

    const newCustomer = await admin.post<{ userId: number; employeeId?: number }>('/api/v4/user/create', { firstName: 'Cal', lastName: 'Client', emailAddress: 'cal.client@example.com' });
    expect(newCustomer.body.employeeId).toBeUndefined();
    expect(await streamLength(newCustomer.body.userId)).toBe(0);
    const foundCustomer = await admin.get<FindUserResponse>('/api/v4/user/find', { query: { ID: newCustomer.body.userId } });
    expect(foundCustomer.body.user.employeeId).toBeNull();
  });

  it('stylist details before the first save: not a stylist, commission 45', async () => {
    const { status, body } = await admin.get<StylistDetailsResponse>('/api/v4/user/getStylistDetails', { query: { employeeId } });
    expect(status).toBe(200);
    expect(body).toEqual({
      employeeId, isStylist: false, petsPerDay: null, minutesPerPet: null, maxPetWeight: null, averageGroomingTime: null, commissionRate: 45,
      servicesCats: false, isSmoker: false, hasGeneratorVehicle: false, stylistBreedRestrictions: [],
      version: expect.stringMatching(/^\d+$/), // the Employee stream's revision
    });
  });

  it('refuses bad input with our messages as 400s that write nothing, and an unknown employee with 404', async () => {
    const before = await streamLength(employeeId);
    const bad: [string, object, string, number?][] = [
      ['user/updateEmployeeDetails', { ...details, dateTerminated: '2024-12-31' }, M.terminatedBeforeHired],
      ['user/updateEmployeeDetails', { ...details, workDayEndTime: '08:00' }, M.endBeforeStart],
      ['user/updateEmployeeDetails', { ...details, dateHired: '2025-02-30' }, M.dates],
      ['user/updateEmployeeDetails', { ...details, workDayStartTime: '25:00' }, M.times],
      ['user/updateStylistDetails', { ...stylistDetails(), maxPetWeight: 1001 }, M.maxPetWeight],
      ['user/updateStylistDetails', { ...stylistDetails(), petsPerDay: 0 }, M.petsPerDay],
      ['user/updateStylistDetails', { ...stylistDetails(), petsPerDay: 1.5 }, M.petsPerDay],
      ['user/updateStylistDetails', { ...stylistDetails(), minutesPerPet: -5 }, M.minutesPerPet],
      ['user/updateStylistDetails', { ...stylistDetails(), commissionRate: 45.255 }, M.commissionRate],
      ['user/updateStylistDetails', { ...stylistDetails(), commissionRate: 101 }, M.commissionRate],
      ['user/updateStylistDetails', { ...stylistDetails(), stylistBreedRestrictions: [999_999] }, M.breedNotFound],
    ];
    for (const [route, body, message] of bad) {
      const response = await admin.post(`/api/v4/${route}`, { employeeId, ...body });
      expect({ route, status: response.status, message: (response.body as { message: string }).message }).toEqual({ route, status: 400, message });
    }
    expect(await streamLength(employeeId)).toBe(before);
    for (const route of ['user/updateEmployeeDetails', 'user/updateStylistDetails']) {
      const body = route.endsWith('EmployeeDetails') ? details : stylistDetails();
      expect(await admin.post(`/api/v4/${route}`, { ...body, employeeId: 999_999 })).toMatchObject({ status: 404, body: { message: M.notFound } });
    }
    expect(await admin.get('/api/v4/user/getEmployeeDetails', { query: { employeeId: 999_999 } })).toMatchObject({ status: 404, body: { message: M.notFound } });
    expect(await admin.get('/api/v4/user/getStylistDetails', { query: { employeeId: 999_999 } })).toMatchObject({ status: 404, body: { message: M.notFound } });
    expect((await admin.get('/api/v4/user/getEmployeeDetails', { query: { employeeId: 'abc' } })).status).toBe(400);
  });

  it('a customer, and a stylist without EditEmployees, get 403 on writes and on getEmployees', async () => {
    for (const client of [customer, stylist]) {
      expect((await client.post('/api/v4/user/updateEmployeeDetails', { employeeId, ...details })).status).toBe(403);
      expect((await client.post('/api/v4/user/updateStylistDetails', { employeeId, ...stylistDetails() })).status).toBe(403);
      expect((await client.get('/api/v4/users/getEmployees')).status).toBe(403);
      expect((await client.get('/api/v4/user/getEmployeeDetails', { query: { employeeId } })).status).toBe(403);
    }
    // Office may view (ViewEmployees) but not edit.
    expect((await office.get('/api/v4/users/getEmployees')).status).toBe(200);
    expect((await office.post('/api/v4/user/updateStylistDetails', { employeeId, ...stylistDetails() })).status).toBe(403);
    // The stylist may read their own record.
    const self = await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
    expect((await stylist.get('/api/v4/user/getEmployeeDetails', { query: { employeeId: self.body.user.ID } })).status).toBe(200);
    expect((await server.client().get('/api/v4/users/getEmployees')).status).toBe(401);
    expect(await streamLength(employeeId)).toBe(1);
  });

  it('employee details save (with the name on the user) and read back', async () => {
    const saved = await admin.post('/api/v4/user/updateEmployeeDetails', { employeeId, ...details });
    expect(saved).toMatchObject({ status: 200, body: { employeeId, position: expect.any(String) } });
    const { body } = await admin.get<EmployeeDetailsResponse>('/api/v4/user/getEmployeeDetails', { query: { employeeId } });
    const { firstName: _f, lastName: _l, ...fields } = details;
    expect(body).toMatchObject({ ID: employeeId, userId: employeeId, ...fields, isTerminated: false });
    expect(body.User).toMatchObject({ ID: employeeId, firstName: 'Nora', lastName: 'Newcut', emailAddress: 'nora.stylist@example.com', userTypeId: 4, UserType: 'Stylist', IsDeleted: false });
    expect(body.recurringTypes.map((t) => t.type)).toEqual(['weekly', 'monthly', 'yearly']);
    // Saving the same again writes nothing.
    const length = await streamLength(employeeId);
    expect((await admin.post('/api/v4/user/updateEmployeeDetails', { employeeId, ...details })).status).toBe(200);
    expect(await streamLength(employeeId)).toBe(length);
  });

  it('stylist details save and read back; getOptions lists the stylist with its eligibility, and staff get updatedOptions', async () => {
    const watcher = await server.loginAs('office');
    const live = await watcher.live();
    try {
      const saved = await admin.post('/api/v4/user/updateStylistDetails', { employeeId, ...stylistDetails() });
      expect(saved).toMatchObject({ status: 200, body: { employeeId } });
      const pushed = await nextOptionsPush(live);
      const pushedStylist = (pushed.data as { stylists: { ID: number; maxPetWeight: number }[] }).stylists.find((s) => s.ID === employeeId);
      expect(pushedStylist).toMatchObject({ ID: employeeId, maxPetWeight: 120 });

      const { body } = await admin.get<StylistDetailsResponse>('/api/v4/user/getStylistDetails', { query: { employeeId } });
      expect(body).toEqual({
        employeeId, isStylist: true, averageGroomingTime: null, ...stylistDetails(),
        stylistBreedRestrictions: [...breedIds].sort((a, b) => a - b),
        version: expect.stringMatching(/^\d+$/),
      });
      const options = await admin.get<OptionsResponse>('/api/v4/getOptions');
      expect(options.body.stylists.find((s) => s.ID === employeeId)).toEqual({
        ID: employeeId, userId: employeeId, firstName: 'Nora', lastName: 'Newcut', isNoLongerWorking: false,
        workDayStartTime: '09:00', workDayEndTime: '16:30', worksMonday: true, worksTuesday: false, worksWednesday: true,
        worksThursday: false, worksFriday: true, worksSaturday: true, worksSunday: false, maxPetWeight: 120, servicesCats: false,
        stylistBreedRestrictions: [...breedIds].sort((a, b) => a - b), petsPerDay: 5, minutesPerPet: 75,
      });
      // The demo stylist is there too, with the seeded details.
      expect(options.body.stylists.find((s) => s.firstName === 'Sam' && s.lastName === 'Stone')).toMatchObject({
        workDayStartTime: '08:00', workDayEndTime: '17:00', worksMonday: true, worksSaturday: false, petsPerDay: 6, minutesPerPet: 90, maxPetWeight: 150, servicesCats: true,
      });
      expect((await admin.get<GetEmployeesResponse>('/api/v4/users/getEmployees')).body.rows.find((r) => r.ID === employeeId)).toMatchObject({ isStylist: true });
    } finally {
      live.close();
    }
  });

  it('terminated: isTerminated in getEmployees and isNoLongerWorking in getOptions', async () => {
    const saved = await admin.post('/api/v4/user/updateEmployeeDetails', { employeeId, ...details, dateTerminated: '2025-06-30' });
    expect(saved.status).toBe(200);
    const options = await admin.get<OptionsResponse>('/api/v4/getOptions');
    expect(options.body.stylists.find((s) => s.ID === employeeId)).toMatchObject({ isNoLongerWorking: true });
    const rows = (await admin.get<GetEmployeesResponse>('/api/v4/users/getEmployees')).body.rows;
    expect(rows.find((r) => r.ID === employeeId)).toMatchObject({ isTerminated: true, dateTerminated: '2025-06-30' });
    expect((await admin.get<EmployeeDetailsResponse>('/api/v4/user/getEmployeeDetails', { query: { employeeId } })).body.isTerminated).toBe(true);
  });

  it('complaints and schedule exceptions refuse an unknown employee', async () => {
    const session = await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user');
    const complaint = await admin.post('/api/v4/complaints/create', { customerId: session.body.user.customerId, employeeId: 999_999, complaint: 'Who?' });
    expect(complaint).toMatchObject({ status: 404, body: { message: M.notFound } });
    const exception = await admin.post('/api/v4/exceptions/create', {
      employeeId: 999_999, isWorking: false,
      event: { title: 'Off', startDate: '2026-05-01', endDate: '2026-05-01', isAllDay: true },
    });
    expect(exception).toMatchObject({ status: 404, body: { message: M.notFound } });
  });
});
