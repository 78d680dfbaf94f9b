import { VACCINATION_MESSAGES as M } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { expectRefused, futureDate, newCustomer, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';

/**
 * Vaccinations through HTTP (docs/RULES.md VAC-VALID): a pet's records, the list and the rules, and the
 * refusal of a booking missing a required vaccine, for the office (appointments/create and update) and
 * online (booking/book, move, request) alike, by the one check on the streams.
 */
let server: TestServer;
let admin: TestClient;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let samId: number;
let customerUserId: number;
let biscuitId: number;
let other: { userId: number; customerId: number; petId: number };
/** The one clock the server runs at: the real one, moved by the time-zone test. */
let shift = 0;

type Slot = { employeeId: number; startTime: string };
const ONLINE = { enabled: true, acceptMode: 'automatic', packages: ['b&b'], horizonDays: 60, noticeHours: 24, cutoffHours: 24, requireCardOnFile: false, blockedCustomerIds: [] as number[] };
const RABIES = 1;
const DHPP = 2;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(Date.now() + shift) });
  [admin, office, stylist, customer] = await Promise.all([server.loginAs('admin'), server.loginAs('office'), server.loginAs('stylist'), server.loginAs('customer')]);
  samId = ok('options', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  const session = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
  customerUserId = session.ID;
  biscuitId = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } })).pets[0]!.ID;
  other = await newCustomer(office, 'other.vaccinations@example.com');
  ok('online on', await admin.post('/api/v4/booking/updateSettings', { ...ONLINE, employeeIds: [samId] }));
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const record = (client: TestClient, body: Record<string, unknown>) =>
  client.post<{ petId: number; recordId: number; position: string }>('/api/v4/vaccinations/record', { petId: biscuitId, vaccineId: RABIES, givenOn: '01-10-2026', expiresOn: '01-10-2099', ...body });
const rules = (requiredVaccineIds: number[], refuseBookings: boolean) => admin.post('/api/v4/vaccinations/updateRules', { requiredVaccineIds, refuseBookings });
/** Biscuit's records removed, then these recorded: each test starts from its own. */
async function biscuitHas(...records: { vaccineId?: number; givenOn: string; expiresOn: string }[]): Promise<string | null> {
  let position: string | null = null;
  const events = await streamOf(server, `PetVaccinations-${biscuitId}`);
  const live = new Set<number>();
  for (const e of events) {
    const d = e.data as { recordId: number };
    if (e.type === 'VaccinationRecorded') live.add(d.recordId);
    if (e.type === 'VaccinationRemoved') live.delete(d.recordId);
  }
  for (const recordId of live) position = ok('remove', await office.post<{ position: string }>('/api/v4/vaccinations/remove', { petId: biscuitId, recordId })).position;
  for (const r of records) position = ok('record', await record(office, r)).position;
  return position;
}
/** The office's create on `day`, its estimate saved first (so that a refusal writes nothing). */
async function officeCreator(day: { spec: string }, startTime = '9:00 AM') {
  const estimateId = await newEstimate(office, customerUserId, biscuitId);
  return () => office.post<{ newAppointmentId: number; status: string; message: string }>('/api/v4/appointments/create', { estimateId, employeeId: samId, appointmentDate: day.spec, startTime, endTime: null });
}
const officeCreate = async (day: { spec: string }, startTime = '9:00 AM') => (await officeCreator(day, startTime))();
const onlineEstimate = async () => ok('saveEstimate', await customer.post<{ estimateId: number }>('/api/v4/booking/saveEstimate', { pets: [{ petId: biscuitId, estimatePackage: 'b&b', addonIds: [] }] })).estimateId;
async function onlineSlot(day: { spec: string }) {
  const estimateId = await onlineEstimate();
  const slot = ok('open', await customer.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId, date: day.spec } })).slots.find((s) => s.employeeId === samId)!;
  return { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: slot.startTime };
}
const onlineBook = async (day: { spec: string }) => customer.post<{ appointmentId: number; message: string }>('/api/v4/booking/book', await onlineSlot(day));
const refusal = (names: string, day: { spec: string }) => `${names} ${names.includes(' and ') ? 'are' : 'is'} missing or expired for Biscuit on ${day.spec}.`;

describe('vaccinations on a pet', () => {
  it('the list starts with the usual vaccines and nothing required, bookings not refused', async () => {
    const list = ok('getList', await office.get<{ vaccines: { ID: number; name: string }[]; rules: unknown }>('/api/v4/vaccinations/getList'));
    expect(list.vaccines.map((v) => v.name)).toEqual(expect.arrayContaining(['Rabies', 'DHPP', 'Bordetella']));
    expect(list.rules).toEqual({ requiredVaccineIds: [], refuseBookings: false });
  });

  it('the office records, edits and removes; the pet shows each with its expiry and whether it is expired', async () => {
    const first = ok('record', await record(office, { givenOn: '01-10-2024', expiresOn: '01-10-2025' }));
    const edited = ok('edit', await record(office, { recordId: first.recordId, vaccineId: DHPP, givenOn: '2024-01-10', expiresOn: '2099-01-10' }));
    expect(edited.recordId).toBe(first.recordId);
    const second = ok('record', await record(office, { givenOn: '01-10-2024', expiresOn: '01-10-2025' }));
    const shown = async (client: TestClient, position: string) =>
      ok('findByPet', await client.get<{ vaccinations: { recordId: number }[] }>('/api/v4/vaccinations/findByPet', { query: { petId: biscuitId }, headers: { 'X-Pawroute-After': position } })).vaccinations;
    await expect.poll(() => shown(office, second.position)).toEqual([
      expect.objectContaining({ recordId: first.recordId, vaccine: 'DHPP', givenOn: '01-10-2024', expiresOn: '01-10-2099', expired: false }),
      expect.objectContaining({ recordId: second.recordId, vaccine: 'Rabies', expiresOn: '01-10-2025', expired: true }),
    ]);
    // The customer sees their own pet's; the stylist sees them at the door.
    const removed = ok('remove', await office.post<{ position: string }>('/api/v4/vaccinations/remove', { petId: biscuitId, recordId: second.recordId }));
    for (const client of [customer, stylist]) {
      await expect.poll(async () => (await shown(client, removed.position)).map((v) => v.recordId)).toEqual([first.recordId]);
    }
  });

  it('VAC-VALID in the business time zone: at 8 PM in Chicago an expiry of today is not expired, though it is tomorrow in UTC', async () => {
    const written = ok('record', await record(office, { vaccineId: 3, givenOn: '12-15-2025', expiresOn: '12-15-2026' }));
    const expiredAt = async (instant: string) => {
      shift = Date.parse(instant) - Date.now();
      try {
        const seen = ok('findByPet', await office.get<{ vaccinations: { recordId: number; expired: boolean }[] }>('/api/v4/vaccinations/findByPet', { query: { petId: biscuitId }, headers: { 'X-Pawroute-After': written.position } }));
        return seen.vaccinations.find((v) => v.recordId === written.recordId)?.expired;
      } finally {
        shift = 0;
      }
    };
    await expect.poll(() => expiredAt('2026-12-16T02:00:00.000Z')).toBe(false);
    await expect.poll(() => expiredAt('2026-12-16T06:00:00.000Z')).toBe(true);
    ok('remove', await office.post('/api/v4/vaccinations/remove', { petId: biscuitId, recordId: written.recordId }));
  });

  it('a customer records on their own pet only; another customer\u2019s pet is not found', async () => {
    ok('own', await record(customer, {}));
    await expectRefused(server, () => record(customer, { petId: other.petId }), 404, M.petNotFound);
    await expectRefused(server, () => customer.get('/api/v4/vaccinations/findByPet', { query: { petId: other.petId } }) as never, 404);
  });

  it('bad input: the message, a 4xx, and nothing written', async () => {
    await expectRefused(server, () => record(office, { givenOn: '05-01-2026', expiresOn: '04-30-2026' }), 400, M.expiryBeforeGiven);
    await expectRefused(server, () => record(office, { vaccineId: 999 }), 400, M.vaccineNotFound);
    await expectRefused(server, () => record(office, { petId: 987654 }), 404, M.petNotFound);
    await expectRefused(server, () => record(office, { givenOn: 'soon' }), 400, M.givenOnRequired);
    await expectRefused(server, () => record(office, { recordId: 9999 }), 404, M.recordNotFound);
    await expectRefused(server, () => office.post('/api/v4/vaccinations/remove', { petId: biscuitId, recordId: 9999 }), 404, M.recordNotFound);
    await expectRefused(server, () => admin.post('/api/v4/vaccinations/updateRules', { requiredVaccineIds: [999], refuseBookings: true }), 400, M.requiredUnknown);
    await expectRefused(server, () => admin.post('/api/v4/vaccinations/saveVaccine', { name: 'rabies' }), 409, M.nameTaken);
    await expectRefused(server, () => admin.post('/api/v4/vaccinations/saveVaccine', { name: '  ' }), 400, M.nameRequired);
  });

  it('wrong roles: the list and the rules are Management\u2019s; records need EditPets or the pet\u2019s own customer', async () => {
    await expectRefused(server, () => office.post('/api/v4/vaccinations/updateRules', { requiredVaccineIds: [RABIES], refuseBookings: true }), 403);
    await expectRefused(server, () => customer.post('/api/v4/vaccinations/updateRules', { requiredVaccineIds: [RABIES], refuseBookings: true }), 403);
    await expectRefused(server, () => stylist.post('/api/v4/vaccinations/saveVaccine', { name: 'Lyme' }), 403);
    await expectRefused(server, () => server.client().post('/api/v4/vaccinations/record', { petId: biscuitId, vaccineId: RABIES, givenOn: '01-10-2026', expiresOn: '01-10-2027' }), 401);
    const lyme = ok('saveVaccine', await admin.post<{ ID: number }>('/api/v4/vaccinations/saveVaccine', { name: 'Lyme' }));
    ok('removeVaccine', await admin.post('/api/v4/vaccinations/removeVaccine', { vaccineId: lyme.ID }));
  });
});

describe('VAC-VALID at booking: the office and online alike', () => {
  it('VAC-VALID: setting off (the default) books with no vaccination at all', async () => {
    await biscuitHas();
    ok('rules', await rules([RABIES], false));
    expect(ok('create', await officeCreate(futureDate(0))).status).toBe('scheduled');
    ok('book', await onlineBook(futureDate(0)));
  });

  it('VAC-VALID: a required vaccine missing is refused naming it, office and online, nothing written', async () => {
    await biscuitHas({ vaccineId: DHPP, givenOn: '01-10-2026', expiresOn: '01-10-2099' });
    ok('rules', await rules([RABIES, DHPP], true));
    const day = futureDate(1);
    await expectRefused(server, await officeCreator(day), 409, refusal('Rabies', day));
    const slot = await onlineSlot(day);
    await expectRefused(server, () => customer.post('/api/v4/booking/book', slot), 409, refusal('Rabies', day));
    await biscuitHas();
    await expectRefused(server, await officeCreator(day), 409, refusal('Rabies and DHPP', day));
  });

  it('VAC-VALID: expired the day before is refused; expiring on the day itself books', async () => {
    const day = futureDate(2);
    const dayBefore = futureDate(2, -1);
    await biscuitHas({ givenOn: '01-10-2026', expiresOn: dayBefore.spec });
    ok('rules', await rules([RABIES], true));
    await expectRefused(server, await officeCreator(day), 409, refusal('Rabies', day));
    const slot = await onlineSlot(day);
    await expectRefused(server, () => customer.post('/api/v4/booking/book', slot), 409, refusal('Rabies', day));
    await biscuitHas({ givenOn: '01-10-2026', expiresOn: day.spec });
    expect(ok('create', await officeCreate(day)).status).toBe('scheduled');
    ok('book', await onlineBook(day));
  });

  it('VAC-VALID: given after the date is refused; given on it books', async () => {
    const day = futureDate(3);
    await biscuitHas({ givenOn: futureDate(3, 1).spec, expiresOn: '01-10-2099' });
    ok('rules', await rules([RABIES], true));
    await expectRefused(server, await officeCreator(day), 409, refusal('Rabies', day));
    await biscuitHas({ givenOn: day.spec, expiresOn: '01-10-2099' });
    expect(ok('create', await officeCreate(day)).status).toBe('scheduled');
  });

  it('VAC-VALID: moving to a date past the expiry is refused, for the office and the portal', async () => {
    const day = futureDate(0, 1);
    const later = futureDate(4, 1);
    await biscuitHas({ givenOn: '01-10-2026', expiresOn: futureDate(1).spec });
    ok('rules', await rules([RABIES], true));
    const created = ok('create', await officeCreate(day, '1:00 PM'));
    await expectRefused(server, () => office.post('/api/v4/appointments/update', { appointmentId: created.newAppointmentId, employeeId: samId, appointmentDate: later.spec, startTime: '9:00 AM', endTime: null }), 409, refusal('Rabies', later));
    const booked = ok('book', await onlineBook(day));
    const slot = await onlineSlot(later);
    await expectRefused(server, () => customer.post('/api/v4/booking/move', { appointmentId: booked.appointmentId, employeeId: samId, appointmentDate: later.spec, startTime: slot.startTime }), 409, refusal('Rabies', later));
  });

  it('VAC-VALID: an online request is refused the same way; with refusal off it is marked in the office list', async () => {
    const day = futureDate(5);
    await biscuitHas();
    ok('request mode', await admin.post('/api/v4/booking/updateSettings', { ...ONLINE, acceptMode: 'request', employeeIds: [samId] }));
    try {
      ok('rules', await rules([RABIES], true));
      const slot = await onlineSlot(day);
      await expectRefused(server, () => customer.post('/api/v4/booking/request', slot), 409, refusal('Rabies', day));
      ok('rules', await rules([RABIES], false));
      const asked = ok('request', await customer.post<{ requestId: number; position: string }>('/api/v4/booking/request', slot));
      // The read waits for the write (X-Pawroute-After) within a bound, then answers anyway: poll for the condition.
      const marks = async (position: string) =>
        ok('getRequests', await office.get<{ requests: { requestId: number; marks: string[] }[] }>('/api/v4/booking/getRequests', { query: { search: '', status: 'all' }, headers: { 'X-Pawroute-After': position } }))
          .requests.find((r) => r.requestId === asked.requestId)?.marks;
      await expect.poll(() => marks(asked.position)).toEqual(['vaccinationMissing']);
      // With Rabies valid on the date, the mark goes.
      const renewed = (await biscuitHas({ givenOn: '01-10-2026', expiresOn: '01-10-2099' }))!;
      await expect.poll(() => marks(renewed)).toEqual([]);
    } finally {
      ok('automatic', await admin.post('/api/v4/booking/updateSettings', { ...ONLINE, employeeIds: [samId] }));
    }
  });
});
