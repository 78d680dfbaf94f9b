import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { upload } from '../pets/testSupport';
import { startTestServer, type TestClient, type TestResponse, type TestServer } from '../testing';
import { act, appendDirect, book, demoCustomer, localDatePlus, newCustomer, noServerErrors, ok, spec, weekdayFrom, type Booked, type ErrorBody, type Person } from './readsSupport';

/**
 * The appointment reads of docs/APPOINTMENTS.md "Reads" through real HTTP on a real Postgres:
 * appointments are made through the command routes (past ones appended as the write side would), then
 * every read route is checked for its shape, order, paging, permissions and customer isolation.
 */
interface Row {
  ID: number;
  status: string;
  date: string | null;
  start: string | null;
  employeeId: number | null;
  customerUserId: number;
  standingId: number | null;
  Customer: { name: string; rating: number | null };
  lastComment: string | null;
  [key: string]: unknown;
}
interface Placeholder {
  isPlaceholder: true;
  standingId: number;
  date: string;
  instanceAppointmentId: number | null;
  [key: string]: unknown;
}
interface Day {
  date: string;
  appointments: Row[];
  standings: Placeholder[];
  stylists: { employeeId: number; name: string; hours: { start: string; end: string }[]; off: { start: string; end: string }[]; minutesPerPet: number; isNoLongerWorking: boolean }[];
}
interface Slots {
  length: number;
  slots: { employeeId: number; startTime: string; endTime: string; start: string; end: string; eligibility: { blocked: boolean; warnings: string[] } }[];
  notOffered: { employeeId: number; eligibility: { blocked: boolean } }[];
  closed: { employeeId: number; closedBy: string | null; gaps: { start: string; end: string; closedBy: string | null; firstStart: string | null }[] }[];
}

let t: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let casey: Person;
let dana: Person;
let samId: number;
const responses: TestResponse[] = [];

// Far enough ahead that the demo seed's appointments (today and the next days) are elsewhere.
const DAY = weekdayFrom(70, 2); // a Tuesday
const STANDING_DAY = weekdayFrom(21, 3); // a Wednesday, inside the customer's 8 upcoming weeks
const PAST_DAY = '2026-11-02';

const get = async <T>(client: TestClient, path: string, query: Record<string, string | number | boolean | undefined> = {}) => {
  const response = await client.get<T & ErrorBody>(`/api/v4/${path}`, { query });
  responses.push(response);
  return response;
};
const day = async (client: TestClient, date: string, query: Record<string, string | number> = {}) => ok('getAll', await get<Day>(client, 'appointments/getAll', { date, ...query }));
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// Casey's Biscuit (a Goldendoodle) takes 150 minutes, Dana's Shih Tzu 90.
let A: Booked; // Casey, 8:00-10:30 with Sam
let B: Booked; // Dana, 10:30-12:00 with Sam
let C: Booked; // Casey, 2:00 PM, cancelled
let D: Booked; // Casey, 8:00 again: conflicting

beforeAll(async () => {
  t = await startTestServer();
  office = await t.loginAs('office');
  stylist = await t.loginAs('stylist');
  customer = await t.loginAs('customer');
  casey = await demoCustomer(customer);
  dana = await newCustomer(office, 'Dana', 'Dunn');
  const options = ok('getOptions', await office.get<{ stylists: { ID: number; firstName: string }[] }>('/api/v4/getOptions'));
  samId = options.stylists.find((s) => s.firstName === 'Sam')!.ID;

  ok('exceptions/create', await office.post('/api/v4/exceptions/create', {
    employeeId: samId,
    isWorking: false,
    event: { title: 'Lunch', description: null, startDate: DAY, endDate: DAY, startTime: '12:00', endTime: '13:00', isAllDay: false, isRecurring: false },
  }));
  A = await book(office, casey, { appointmentDate: spec(DAY), startTime: '8:00 AM', employeeId: samId, initialComment: 'Side gate' });
  B = await book(office, dana, { appointmentDate: spec(DAY), startTime: '10:30 AM', employeeId: samId });
  C = await book(office, casey, { appointmentDate: spec(DAY), startTime: '2:00 PM', employeeId: samId });
  await act(office, 'cancel', { appointmentId: C.id });
  D = await book(office, casey, { appointmentDate: spec(DAY), startTime: '8:00 AM', employeeId: samId, resolveConfliction: false });
  await t.settle();
}, 180_000);

afterAll(async () => t?.close());
afterEach(() => noServerErrors(responses));

describe('appointments/getAll: the day schedule', () => {
  it("answers the date's appointments by start time, without cancelled ones, with the stylists' days", async () => {
    expect([A.status, B.status, D.status, D.conflicts]).toEqual(['scheduled', 'scheduled', 'conflicting', ['overlap']]);
    const answer = await day(office, spec(DAY));
    expect(answer.date).toBe(DAY);
    const mine = answer.appointments.filter((a) => [A.id, B.id, C.id, D.id].includes(a.ID));
    expect(mine.map((a) => a.ID)).toEqual([A.id, D.id, B.id]);
    expect(mine[0]).toMatchObject({
      ID: A.id,
      appointmentDate: spec(DAY),
      startTime: '8:00 AM',
      endTime: '10:30 AM',
      date: DAY,
      start: '08:00',
      end: '10:30',
      status: 'scheduled',
      statusId: 2,
      conflicts: [],
      employeeId: samId,
      Employee: { ID: samId, name: 'Sam Stone' },
      customerId: casey.customerId,
      customerUserId: casey.userId,
      Customer: { ID: casey.customerId, userId: casey.userId, name: 'Casey Carter' },
      estimateId: A.estimateId,
      isStanding: false,
      standingId: null,
      Standing: null,
      pets: [{ ID: casey.petId, name: 'Biscuit' }],
      address: expect.stringContaining('4512 Mockingbird Ln'),
      initialComment: 'Side gate',
      lastComment: 'Side gate',
      timeStarted: null,
      pictureCount: 0,
      DateAdded: expect.any(String),
    });
    expect(mine[1]).toMatchObject({ status: 'conflicting', conflicts: ['overlap'] });
    expect(answer.stylists).toContainEqual({ employeeId: samId, name: 'Sam Stone', isNoLongerWorking: false, hours: [{ start: '08:00', end: '17:00' }], off: [{ start: '12:00', end: '13:00' }], minutesPerPet: 90 });
  });

  it('takes the date as MM-DD-YYYY or YYYY-MM-DD, and refuses anything else', async () => {
    expect(await day(office, DAY)).toEqual(await day(office, spec(DAY)));
    const bad = await get(office, 'appointments/getAll', { date: '13-45-2026' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid appointment date.');
  });

  it('gives a stylist (ViewAppointments) their own day only, and a customer nothing', async () => {
    const own = await day(stylist, spec(DAY));
    expect(own.appointments.every((a) => a.employeeId === samId)).toBe(true);
    expect(own.appointments.map((a) => a.ID)).toEqual(expect.arrayContaining([A.id, B.id, D.id]));
    expect(own.stylists.map((s) => s.employeeId)).toEqual([samId]);
    expect((await get(stylist, 'appointments/getAll', { date: spec(DAY), employeeId: samId + 1000 })).status).toBe(403);
    expect((await get(customer, 'appointments/getAll', { date: spec(DAY) })).status).toBe(403);
  });
});

describe('appointments/getOpenSlots and checkConflicts', () => {
  it("offers the stylist's free grid slots of the estimate's length, skipping bookings and time off", async () => {
    const answer = ok('getOpenSlots', await get<Slots>(office, 'appointments/getOpenSlots', { date: spec(DAY), estimateId: B.estimateId }));
    const sam = answer.slots.filter((s) => s.employeeId === samId);
    expect(sam.length).toBeGreaterThan(0);
    const taken = [[minutes('08:00'), minutes('10:30')], [minutes('10:30'), minutes('12:00')], [minutes('12:00'), minutes('13:00')]];
    for (const slot of sam) {
      const [start, end] = [minutes(slot.start), minutes(slot.end)];
      expect(end - start).toBe(answer.length);
      expect((start - minutes('08:00')) % 90).toBe(0);
      expect(end).toBeLessThanOrEqual(minutes('17:00'));
      for (const [from, to] of taken) expect(start < to! && from! < end, `${slot.startTime} overlaps ${from}-${to}`).toBe(false);
    }
    // 2:00 PM is free again: its appointment was cancelled.
    expect(sam.map((s) => s.start)).toEqual(['14:00', '15:30']);
  });

  it('leaves a blocked stylist out (with the reason), and the past has no slots', async () => {
    const eli = await newCustomer(office, 'Eli', 'Evans');
    ok('complaints/create', await office.post('/api/v4/complaints/create', { customerId: eli.customerId, employeeId: samId, complaint: 'Late', isBlocking: true }));
    const estimateId = (await book(office, eli, { addToWaitingList: true })).estimateId;
    await t.settle();
    const answer = ok('getOpenSlots', await get<Slots>(office, 'appointments/getOpenSlots', { date: spec(DAY), estimateId }));
    expect(answer.slots.filter((s) => s.employeeId === samId)).toEqual([]);
    expect(answer.notOffered).toContainEqual(expect.objectContaining({ employeeId: samId, eligibility: expect.objectContaining({ blocked: true }) }));
    const past = ok('getOpenSlots', await get<Slots>(office, 'appointments/getOpenSlots', { date: spec(PAST_DAY), estimateId }));
    expect([past.slots, past.notOffered]).toEqual([[], []]);
    expect((await get(office, 'appointments/getOpenSlots', { date: spec(DAY), estimateId: 999999 })).status).toBe(404);
    expect((await get(stylist, 'appointments/getOpenSlots', { date: spec(DAY), estimateId })).status).toBe(403);
  });

  it('names the conflicts of a proposed placing and the end it would have', async () => {
    const check = (startTime: string, extra: Record<string, string | number> = {}) =>
      get<{ conflicts: string[]; endTime: string; eligibility: unknown; length: number }>(office, 'appointments/checkConflicts', {
        employeeId: samId, appointmentDate: spec(DAY), startTime, estimateId: B.estimateId, ...extra,
      });
    const overlap = ok('checkConflicts', await check('9:30 AM'));
    expect(overlap.conflicts).toEqual(['overlap']);
    expect(overlap.eligibility).toEqual({ offered: true, blocked: false, warnings: [] });
    expect(ok('checkConflicts', await check('3:00 PM')).conflicts).toEqual([]);
    expect(ok('checkConflicts', await check('12:00 PM')).conflicts).toContain('exception');
    expect(ok('checkConflicts', await check('4:30 PM', { endTime: '6:00 PM' })).conflicts).toEqual(['outsideHours']);
    const explicit = ok('checkConflicts', await check('2:00 PM', { endTime: '3:00 PM' }));
    expect(explicit.endTime).toBe('3:00 PM');
    // Moving B itself: its own booking is not an overlap.
    expect(ok('checkConflicts', await check('10:30 AM', { appointmentId: B.id })).conflicts).toEqual([]);
    expect(ok('checkConflicts', await check('10:30 AM')).conflicts).toEqual(['overlap']);
    const badTime = await check('25:00');
    expect([badTime.status, badTime.body.message]).toEqual([400, 'Please enter a valid time.']);
    const backwards = await check('2:00 PM', { endTime: '1:00 PM' });
    expect([backwards.status, backwards.body.message]).toEqual([400, 'The appointment must end after it starts, on the same day.']);
  });

  it('says what closed each free gap of each offered stylist (closedGaps, SCH-SLOTS): the day, or each gap', async () => {
    const answer = ok('getOpenSlots', await get<Slots>(office, 'appointments/getOpenSlots', { date: spec(DAY), estimateId: B.estimateId }));
    // Sam: booked 8:00-12:00 (A, D, B), lunch 12:00-1:00 PM; the afternoon is one open gap from its first start at 2:00 PM.
    expect(answer.closed.find((c) => c.employeeId === samId)).toMatchObject({ closedBy: null, gaps: [{ start: '13:00', end: '17:00', closedBy: null, firstStart: '14:00' }] });
    // A Sunday: not one of Sam's working days, and no exception makes it one.
    const sunday = plusDays(DAY, 5);
    const off = ok('getOpenSlots', await get<Slots>(office, 'appointments/getOpenSlots', { date: spec(sunday), estimateId: B.estimateId }));
    expect(off.closed.find((c) => c.employeeId === samId)).toMatchObject({ closedBy: 'notWorkingDay', gaps: [] });
  });

  it("SCH-EXC: a Saturday 'All day, Working' exception is the stylist's working day: slots and the conflict check carry no weekday warning", async () => {
    const saturday = plusDays(DAY, 4);
    ok('exceptions/create', await office.post('/api/v4/exceptions/create', {
      employeeId: samId, isWorking: true, event: { title: 'Saturday shift', startDate: saturday, endDate: saturday, isAllDay: true },
    }));
    await t.settle();
    const answer = ok('getOpenSlots', await get<Slots>(office, 'appointments/getOpenSlots', { date: spec(saturday), estimateId: B.estimateId }));
    const sam = answer.slots.filter((s) => s.employeeId === samId);
    expect(sam.map((s) => s.start)).toEqual(['08:00', '09:30', '11:00', '12:30', '14:00', '15:30']);
    expect(sam.every((s) => s.eligibility.warnings.length === 0)).toBe(true);
    const check = ok('checkConflicts', await get<{ conflicts: string[]; eligibility: { warnings: string[] } }>(office, 'appointments/checkConflicts', {
      employeeId: samId, appointmentDate: spec(saturday), startTime: '9:30 AM', estimateId: B.estimateId,
    }));
    expect(check).toMatchObject({ conflicts: [], eligibility: { warnings: [] } });
    // Past the usual day on that Saturday: outside hours, not "not a working day".
    const late = ok('checkConflicts', await get<{ conflicts: string[] }>(office, 'appointments/checkConflicts', {
      employeeId: samId, appointmentDate: spec(saturday), startTime: '4:30 PM', endTime: '6:00 PM', estimateId: B.estimateId,
    }));
    expect(late.conflicts).toEqual(['outsideHours']);
  });

  it('an exception saved after the slots were read takes its time out at once, and gives it back when deleted', async () => {
    // The stylists' days of a date are kept while their read models stand still (shared/stylistDays.ts).
    const slotsOfSam = async () =>
      ok('getOpenSlots', await get<Slots>(office, 'appointments/getOpenSlots', { date: spec(DAY), estimateId: B.estimateId })).slots
        .filter((s) => s.employeeId === samId)
        .map((s) => s.start);
    expect(await slotsOfSam()).toEqual(['14:00', '15:30']);
    const created = ok('exceptions/create', await office.post<{ ID: number }>('/api/v4/exceptions/create', {
      employeeId: samId,
      isWorking: false,
      event: { title: 'Vet visit', description: null, startDate: DAY, endDate: DAY, startTime: '15:00', endTime: '17:00', isAllDay: false, isRecurring: false },
    }));
    await t.settle();
    expect(await slotsOfSam()).toEqual([]);
    ok('exceptions/delete', await office.delete('/api/v4/exceptions/delete', undefined, { query: { exceptionId: created.ID } }));
    await t.settle();
    expect(await slotsOfSam()).toEqual(['14:00', '15:30']);
  });
});

describe('appointments/getAll: the waiting list', () => {
  let W1: Booked;
  let W2: Booked;
  let R: Booked;

  beforeAll(async () => {
    ok('ratings/create', await office.post('/api/v4/ratings/create', { userId: casey.userId, rating: 2, comment: 'Often late' }));
    ok('ratings/create', await office.post('/api/v4/ratings/create', { userId: dana.userId, rating: 5, comment: 'Lovely' }));
    W1 = await book(office, casey, { addToWaitingList: true });
    W2 = await book(office, dana, { addToWaitingList: true });
    R = await book(office, dana, { appointmentDate: spec(DAY), startTime: '2:00 PM', employeeId: samId });
    await act(office, 'reschedule', { appointmentId: R.id });
    await t.settle();
  });

  const waitingList = (query: Record<string, number> = {}) =>
    get<{ appointments: Row[]; pages: number }>(office, 'appointments/getAll', { statuses: 'waiting,rescheduled', includeCustomerRating: true, ...query });

  it('lists waiting then rescheduled, each by the customer rating, best first', async () => {
    const answer = ok('waiting list', await waitingList());
    expect(answer.pages).toBe(1);
    expect(answer.appointments.map((a) => a.ID).filter((id) => [W1.id, W2.id, R.id].includes(id))).toEqual([W2.id, W1.id, R.id]);
    const statuses = answer.appointments.map((a) => a.status);
    expect(statuses.lastIndexOf('waiting')).toBeLessThan(statuses.indexOf('rescheduled'));
    expect(answer.appointments.find((a) => a.ID === W2.id)!.Customer.rating).toBe(5);
    expect(answer.appointments.find((a) => a.ID === W1.id)).toMatchObject({ appointmentDate: null, startTime: null, employeeId: null, Employee: null });
  });

  it('pages (20 by default) without losing or repeating a row', async () => {
    const all = ok('waiting list', await waitingList()).appointments.map((a) => a.ID);
    const pages = ok('page', await waitingList({ page: 0, pageSize: 2 })).pages;
    expect(pages).toBe(Math.ceil(all.length / 2));
    const paged: number[] = [];
    for (let page = 0; page < pages; page += 1) paged.push(...ok('page', await waitingList({ page, pageSize: 2 })).appointments.map((a) => a.ID));
    expect(paged).toEqual(all);
    expect((await waitingList({ pageSize: 0 })).status).toBe(400);
  });

  it('needs ViewAllAppointments', async () => {
    expect((await get(stylist, 'appointments/getAll', { statuses: 'waiting,rescheduled' })).status).toBe(403);
    expect((await get(customer, 'appointments/getAll', { statuses: 'waiting,rescheduled' })).status).toBe(403);
    expect((await get(office, 'appointments/getAll', { statuses: 'waiting,sleeping' })).status).toBe(400);
  });
});

describe('service issues, standings and their placeholders', () => {
  let issue: Booked;
  let request: Booked;

  beforeAll(async () => {
    issue = await book(office, casey, { appointmentDate: spec(DAY), startTime: '3:30 PM', employeeId: samId });
    await act(office, 'createServiceIssue', { appointmentId: issue.id, comment: 'Missed a nail' });
    request = await book(office, dana, { addToWaitingList: true });
    await act(office, 'requestStanding', { appointmentId: request.id, comment: 'Every 4 weeks please' });
    await t.settle();
  });

  const serviceIssues = () => get<{ data: { appointments: Row[]; pages: number } }>(office, 'appointments/getAll', { statuses: 'serviceIssue,standingRequest', page: 0, pageSize: 25 });

  it('lists service issues and standing requests with their comments', async () => {
    const { data } = ok('service issues', await serviceIssues());
    expect(data.appointments.find((a) => a.ID === issue.id)).toMatchObject({ status: 'serviceIssue', lastComment: 'Missed a nail' });
    expect(data.appointments.find((a) => a.ID === request.id)).toMatchObject({ status: 'standingRequest', lastComment: 'Every 4 weeks please' });
    expect((await get(customer, 'appointments/getAll', { statuses: 'serviceIssue,standingRequest' })).status).toBe(403);
  });

  it('a standing made from the request leaves the list, joins the standings table and shows on its dates', async () => {
    ok('createStanding', await office.post('/api/v4/appointments/createStanding', {
      appointmentId: request.id,
      employeeId: samId,
      startTime: '8:00 AM',
      endTime: '9:30 AM',
      event: { title: 'Every 4 weeks', description: null, startDate: spec(STANDING_DAY), endDate: null, isRecurring: true, RecurringPattern: { rrule: 'FREQ=WEEKLY;INTERVAL=4;BYDAY=WE', separationCount: 4, startDate: spec(STANDING_DAY), endDate: null } },
    }));
    await t.settle();
    expect(ok('service issues', await serviceIssues()).data.appointments.map((a) => a.ID)).not.toContain(request.id);

    const table = ok('standings', await get<{ standings: Record<string, unknown>[]; pages: number }>(office, 'appointments/getAll', { onlyStandings: true, page: 0, pageSize: 10 }));
    expect(table.standings.find((s) => s.standingId === request.id)).toMatchObject({
      appointmentId: request.id,
      Title: 'Every 4 weeks',
      customerUserId: dana.userId,
      Customer: { name: 'Dana Dunn', rating: 5 },
      Employee: { ID: samId, name: 'Sam Stone' },
      Pets: [{ ID: dana.petId, name: 'Danadog' }],
      LastComment: 'Every 4 weeks please',
      status: 'standingRequest',
      startTime: '8:00 AM',
      endTime: '9:30 AM',
      event: expect.objectContaining({ title: 'Every 4 weeks', RecurringPattern: expect.objectContaining({ rrule: expect.stringContaining('INTERVAL=4') }) }),
    });
    expect((await get(stylist, 'appointments/getAll', { onlyStandings: true })).status).toBe(403);

    const first = await day(office, spec(STANDING_DAY));
    expect(first.standings.find((p) => p.standingId === request.id)).toMatchObject({
      isPlaceholder: true, date: STANDING_DAY, appointmentDate: spec(STANDING_DAY), startTime: '8:00 AM', endTime: '9:30 AM', employeeId: samId,
      customerUserId: dana.userId, Standing: { title: 'Every 4 weeks' }, instanceAppointmentId: null,
    });
    const notAnOccurrence = await day(office, localDatePlus(1) === STANDING_DAY ? localDatePlus(2) : localDatePlus(1));
    expect(notAnOccurrence.standings.find((p) => p.standingId === request.id)).toBeUndefined();
  });

  it('an instance is on the day, and its placeholder says so', async () => {
    const instance = ok('createInstance', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/createInstance', { appointmentId: request.id, appointmentDate: spec(STANDING_DAY) }));
    await t.settle();
    const answer = await day(office, spec(STANDING_DAY));
    expect(answer.standings.find((p) => p.standingId === request.id)).toMatchObject({ instanceAppointmentId: instance.newAppointmentId });
    expect(answer.appointments.find((a) => a.ID === instance.newAppointmentId)).toMatchObject({ standingId: request.id, isStanding: false, Standing: { title: 'Every 4 weeks' } });
    const table = ok('standings', await get<{ standings: Record<string, unknown>[] }>(office, 'appointments/getAll', { onlyStandings: true }));
    expect(table.standings.find((s) => s.standingId === request.id)).toMatchObject({ status: expect.stringMatching(/^(scheduled|conflicting)$/) });
  });
});

describe('appointments/getAllHistory', () => {
  const pastId = 900_001;
  beforeAll(async () => {
    await appendDirect(t, `Appointment-${pastId}`, [
      {
        type: 'AppointmentCreated',
        data: {
          appointmentId: pastId, estimateId: A.estimateId, customerId: casey.customerId, status: 'scheduled', employeeId: samId, appointmentDate: PAST_DAY,
          startTime: '10:00', endTime: '11:30', conflicts: [], resolveConfliction: false, initialComment: null, isStanding: false, standingId: null,
          createdByUserId: null, createdAt: '2026-10-20T15:00:00.000Z',
        },
      },
    ]);
  });

  it('answers a past day, and refuses a day after today', async () => {
    const history = ok('history', await get<{ rows: Row[] }>(office, 'appointments/getAllHistory', { date: spec(PAST_DAY) }));
    expect(history.rows.map((r) => r.ID)).toContain(pastId);
    const future = await get(office, 'appointments/getAllHistory', { date: spec(localDatePlus(1)) });
    expect([future.status, future.body.message]).toEqual([400, 'History cannot go past today.']);
    expect((await get(customer, 'appointments/getAllHistory', { date: spec(PAST_DAY) })).status).toBe(403);
  });

  it("is the customer's Previous Appointments (findByCustomer), newest first, 5 a page", async () => {
    const mine = ok('findByCustomer', await get<{ rows: Row[]; pages: number }>(customer, 'appointments/findByCustomer', { userId: casey.userId }));
    expect(mine.rows.map((r) => r.ID)).toContain(pastId);
    expect(mine.rows.length).toBeLessThanOrEqual(5);
    expect(mine.rows.every((r) => r.customerUserId === casey.userId)).toBe(true);
    const dates = mine.rows.map((r) => r.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await get(customer, 'appointments/findByCustomer', { userId: dana.userId })).status).toBe(403);
    expect(ok('staff', await get<{ rows: Row[] }>(office, 'appointments/findByCustomer', { userId: casey.userId })).rows).toEqual(mine.rows);
  });
});

describe("a customer's upcoming appointments, one appointment, and its pictures", () => {
  it('lists only their own upcoming appointments; another customer is 403', async () => {
    const mine = ok('upcoming', await get<{ rows: Row[] }>(customer, 'appointments/findUpcomingByCustomer', { userId: casey.userId }));
    const ids = mine.rows.map((r) => r.ID);
    expect(ids).toEqual(expect.arrayContaining([A.id, D.id]));
    expect(ids).not.toContain(B.id); // Dana's
    expect(ids).not.toContain(C.id); // cancelled
    expect(mine.rows.every((r) => r.customerUserId === casey.userId && ['scheduled', 'confirmed', 'conflicting', 'inProgress'].includes(r.status))).toBe(true);
    expect((await get(customer, 'appointments/findUpcomingByCustomer', { userId: dana.userId })).status).toBe(403);
  });

  it("shows a customer's standing placeholders for 8 weeks", async () => {
    const danas = ok('upcoming', await get<{ rows: (Row | Placeholder)[] }>(office, 'appointments/findUpcomingByCustomer', { userId: dana.userId }));
    const placeholders = danas.rows.filter((r): r is Placeholder => (r as Placeholder).isPlaceholder === true);
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders.every((p) => p.date > STANDING_DAY && p.date <= localDatePlus(55) && p.instanceAppointmentId === null)).toBe(true);
  });

  it('findById: staff, the assigned stylist and the customer; not another customer', async () => {
    expect(ok('office', await get<{ appointment: Row }>(office, 'appointments/findById', { appointmentId: A.id })).appointment.ID).toBe(A.id);
    expect(ok('stylist', await get<{ appointment: Row }>(stylist, 'appointments/findById', { appointmentId: A.id })).appointment.ID).toBe(A.id);
    expect(ok('customer', await get<{ appointment: Row }>(customer, 'appointments/findById', { appointmentId: A.id })).appointment).toMatchObject({ ID: A.id, customerUserId: casey.userId });
    expect((await get(customer, 'appointments/findById', { appointmentId: B.id })).status).toBe(404);
    expect((await get(office, 'appointments/findById', { appointmentId: 987_654 })).status).toBe(404);
  });

  it("estimate/findById answers the estimate's appointment", async () => {
    const found = ok('estimate', await get<{ appointment: Row | null }>(office, 'estimate/findById', { estimateId: A.estimateId }));
    expect(found.appointment).toMatchObject({ ID: A.id, status: 'scheduled' });
  });

  it('pictures: staff see all, the customer only visible ones', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#40a0c0' } }).png().toBuffer();
    const uploaded = ok('uploadPicture', await upload(office, '/api/v4/appointments/uploadPicture', { appointmentId: A.id, visibleToCustomer: 'false' }, { bytes: png, name: 'a.png', type: 'image/png' }));
    const name = String(uploaded.name);
    await t.settle();
    expect(ok('paths', await get<{ rows: unknown[] }>(office, 'appointments/getPicturePaths', { appointmentId: A.id })).rows).toEqual([{ name, visibleToCustomer: false }]);
    expect(ok('paths', await get<{ rows: unknown[] }>(customer, 'appointments/getPicturePaths', { appointmentId: A.id })).rows).toEqual([]);
    expect((await get(customer, 'appointments/getPicture', { appointmentId: A.id, fileName: name })).status).toBe(404);
    const image = await get(office, 'appointments/getPicture', { appointmentId: A.id, fileName: name });
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(ok('findById', await get<{ appointment: Row }>(office, 'appointments/findById', { appointmentId: A.id })).appointment.pictureCount).toBe(1);

    await act(office, 'setPictureVisibility', { appointmentId: A.id, fileName: name, visibleToCustomer: true });
    await t.settle();
    expect(ok('paths', await get<{ rows: unknown[] }>(customer, 'appointments/getPicturePaths', { appointmentId: A.id })).rows).toEqual([{ name, visibleToCustomer: true }]);
    expect((await get(customer, 'appointments/getPicture', { appointmentId: A.id, fileName: name })).status).toBe(200);
    expect((await get(customer, 'appointments/getPicturePaths', { appointmentId: B.id })).status).toBe(404);
  });

  it("profile/getAppointmentsByEmployee: a stylist's upcoming appointments", async () => {
    const own = ok('own', await get<{ rows: Row[] }>(stylist, 'profile/getAppointmentsByEmployee'));
    expect(own.rows.map((r) => r.ID)).toEqual(expect.arrayContaining([A.id, B.id, D.id]));
    expect(own.rows.every((r) => r.employeeId === samId)).toBe(true);
    expect(own.rows.map((r) => r.ID)).not.toContain(C.id);
    expect(ok('office', await get<{ rows: Row[] }>(office, 'profile/getAppointmentsByEmployee', { employeeId: samId })).rows).toEqual(own.rows);
    expect((await get(customer, 'profile/getAppointmentsByEmployee')).status).toBe(403);
  });
});
