import { randomUUID } from 'node:crypto';
import { BOOKING_REQUEST_MESSAGES as R, ONLINE_BOOKING_MESSAGES as M, bookingRequestStream } from '@pawroute/domain';
import { requestBooking } from '@pawroute/command-api';
import { createCommandContext } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestServer } from '../testing';
import { expectRefused, futureDate, loginWithNewPassword, newCustomer, ok, startCommandsWorld, streamOf } from '../appointments/commandsTestKit';

/**
 * Booking requests (docs/RULES.md OB-REQUEST) through HTTP: the portal asks for a time
 * the office's engine offers (OB-SAME) and nothing is held; the office accepts, declines or waitlists,
 * and each answer is mailed; the settings' blocked clients and card on file.
 */
let server: TestServer;
let admin: TestClient;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let samId: number;
let customerId: number;
let biscuitId: number;
let other: { userId: number; customerId: number; petId: number; client: TestClient };

type Slot = { employeeId: number; startTime: string; start: string };
type Mine = { requestId: number; status: string; appointmentId: number | null; reason: string | null };
type Row = Mine & { clientName: string; pets: string[]; marks: string[] };
const SETTINGS = { enabled: true, acceptMode: 'request', packages: ['b&b'], horizonDays: 60, noticeHours: 24, cutoffHours: 24, requireCardOnFile: false, blockedCustomerIds: [] as number[] };
const settings = async (over: Partial<typeof SETTINGS> = {}) => ok('updateSettings', await admin.post('/api/v4/booking/updateSettings', { ...SETTINGS, employeeIds: [samId], ...over }));

beforeAll(async () => {
  const world = await startCommandsWorld();
  ({ server, admin, office, stylist, customer, samId, customerId, biscuitId } = world);
  const made = await newCustomer(office, 'other.requests@example.com');
  other = { ...made, client: await loginWithNewPassword(server, admin, made.userId, 'other.requests@example.com', 'other-customer-pass-1') };
  ok('settings', await admin.post('/api/v4/booking/updateSettings', { ...SETTINGS, employeeIds: [samId] }));
}, 240_000);
afterAll(async () => {
  await server?.close();
});

const estimateOf = async (client: TestClient, petId: number) =>
  ok('saveEstimate', await client.post<{ estimateId: number }>('/api/v4/booking/saveEstimate', { pets: [{ petId, estimatePackage: 'b&b', addonIds: [] }] })).estimateId;
const openTimes = async (estimateId: number, date: string, client = customer) =>
  ok('open', await client.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId, date } })).slots.filter((s) => s.employeeId === samId);
/** A request for the first open time of the day; its answer carries the position the reads wait for. */
async function request(day: { spec: string }, client = customer, petId = biscuitId, pick = 0) {
  const estimateId = await estimateOf(client, petId);
  const slot = (await openTimes(estimateId, day.spec, client))[pick]!;
  const answer = ok('request', await client.post<{ requestId: number; status: string; message: string; position: string }>('/api/v4/booking/request', { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: slot.startTime, note: '<b>gate</b> code 12' }));
  return { ...answer, estimateId, slot };
}
const after = (position: string) => ({ headers: { 'X-Pawroute-After': position } });
const officeList = async (position: string, search = '') =>
  ok('getRequests', await office.get<{ requests: Row[]; openCount: number }>('/api/v4/booking/getRequests', { query: { search }, ...after(position) }));
const mine = async (client: TestClient, position: string) => ok('mine', await client.get<{ requests: Mine[] }>('/api/v4/booking/getMyRequests', after(position))).requests;
async function mailsTo(to: string): Promise<{ subject: string; text: string; html?: string }[]> {
  await server.reactionsSettled();
  return ok('outbox', await admin.get<{ messages: { to: string; subject: string; text: string; html?: string }[] }>('/api/v4/dev/outbox', { query: { limit: 500 } })).messages.filter((m) => m.to === to);
}

describe('booking requests', () => {
  it('a request holds no time; the office sees it newest first and accepts it: one appointment, the request accepted, the client mailed', async () => {
    const day = futureDate(1);
    const asked = await request(day);
    expect(asked).toMatchObject({ status: 'open', message: R.requested });
    // Nothing is held: the time is still offered.
    expect((await openTimes(asked.estimateId, day.spec)).map((s) => s.startTime)).toContain(asked.slot.startTime);
    const list = await officeList(asked.position, 'casey');
    expect(list.requests[0]).toMatchObject({ requestId: asked.requestId, status: 'open', pets: ['Biscuit'], marks: [] });
    expect(list.openCount).toBeGreaterThan(0);
    expect((await mine(customer, asked.position))[0]).toMatchObject({ requestId: asked.requestId, status: 'open' });

    const accepted = ok('accept', await office.post<{ status: string; appointmentId: number; position: string }>('/api/v4/booking/acceptRequest', { requestId: asked.requestId }));
    expect(accepted.status).toBe('accepted');
    const events = (await streamOf(server, bookingRequestStream(asked.requestId))).map((e) => e.type);
    expect(events).toEqual(['BookingRequested', 'BookingRequestAccepted']);
    const appointment = (await streamOf(server, `Appointment-${accepted.appointmentId}`))[0]!;
    expect(appointment.data).toMatchObject({ status: 'scheduled', employeeId: samId, appointmentDate: day.iso });
    // Read after the accept's position (read-your-writes); polled as a condition: under a loaded machine one
    // run in three once saw the request still open here (reported; the write itself is checked above).
    await expect.poll(async () => (await mine(customer, accepted.position))[0], { timeout: 30_000 }).toMatchObject({ status: 'accepted', appointmentId: accepted.appointmentId });
    const mail = (await mailsTo('customer@pawroute.test')).find((m) => m.subject.endsWith('your booking request is accepted'));
    expect(mail?.text).toContain(day.spec);
    // Accepted once: a second answer is refused and writes nothing.
    await expectRefused(server, () => office.post('/api/v4/booking/acceptRequest', { requestId: asked.requestId }), 409, R.alreadyAnswered);
    await expectRefused(server, () => office.post('/api/v4/booking/declineRequest', { requestId: asked.requestId, reason: 'No' }), 409, R.alreadyAnswered);
  });

  it('decline with a reason (mailed as text, never HTML), waiting list, and the customer withdraws', async () => {
    const day = futureDate(2);
    const declined = await request(day);
    await expectRefused(server, () => office.post('/api/v4/booking/declineRequest', { requestId: declined.requestId, reason: '   ' }), 400, R.reasonRequired);
    ok('decline', await office.post('/api/v4/booking/declineRequest', { requestId: declined.requestId, reason: 'Fully booked <script>x</script>' }));
    const mail = (await mailsTo('customer@pawroute.test')).find((m) => m.subject.endsWith('about your booking request'));
    expect(mail?.text).toContain('Fully booked <script>x</script>');
    expect(mail?.html ?? '').not.toContain('<script>');

    const waiting = await request(day, customer, biscuitId, 1);
    const waitlisted = ok('waitlist', await office.post<{ status: string; position: string }>('/api/v4/booking/waitlistRequest', { requestId: waiting.requestId }));
    expect(waitlisted.status).toBe('waitlisted');
    expect((await mailsTo('customer@pawroute.test')).some((m) => m.subject.endsWith('on our waiting list'))).toBe(true);
    const withdrawn = ok('withdraw', await customer.post<{ status: string; position: string }>('/api/v4/booking/withdrawRequest', { requestId: waiting.requestId }));
    expect(withdrawn.status).toBe('withdrawn');
    const states = Object.fromEntries((await mine(customer, withdrawn.position)).map((r) => [r.requestId, r.status]));
    expect(states).toMatchObject({ [declined.requestId]: 'declined', [waiting.requestId]: 'withdrawn' });
  });

  it('accept when the time was taken meanwhile: says so and writes nothing; the office picks another time', async () => {
    const day = futureDate(3);
    const asked = await request(day);
    // Another client gets that very time from the office.
    const othersEstimate = await estimateOf(other.client, other.petId);
    ok('create', await office.post('/api/v4/appointments/create', { estimateId: othersEstimate, appointmentDate: day.spec, startTime: asked.slot.startTime, employeeId: samId }));
    await expectRefused(server, () => office.post('/api/v4/booking/acceptRequest', { requestId: asked.requestId }), 409, R.takenMeanwhile);
    const later = (await openTimes(asked.estimateId, day.spec)).at(-1)!;
    const accepted = ok('accept', await office.post<{ appointmentId: number }>('/api/v4/booking/acceptRequest', { requestId: asked.requestId, employeeId: samId, appointmentDate: day.spec, startTime: later.startTime }));
    expect((await streamOf(server, `Appointment-${accepted.appointmentId}`))[0]!.data).toMatchObject({ status: 'scheduled', startTime: later.start });
  });

  it('refuses bad input with a message and writes nothing: unknown pet or estimate, a time not offered, a past date', async () => {
    const day = futureDate(4);
    await expectRefused(server, () => customer.post('/api/v4/booking/saveEstimate', { pets: [{ petId: 987654, estimatePackage: 'b&b', addonIds: [] }] }), 400);
    const estimateId = await estimateOf(customer, biscuitId);
    const ask = (body: Record<string, unknown>) => customer.post('/api/v4/booking/request', { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: '9:30 AM', ...body });
    await expectRefused(server, () => ask({ estimateId: 987654 }), 404, M.estimateNotFound);
    await expectRefused(server, () => ask({ startTime: '8:17 AM' }), 400, M.notOffered);
    await expectRefused(server, () => ask({ appointmentDate: '01-05-2021' }), 400, M.past);
    await expectRefused(server, () => ask({ startTime: 'noon-ish' }), 400);
    await expectRefused(server, () => ask({ note: 'x'.repeat(1001) }), 400, R.noteTooLong);
    await expectRefused(server, () => office.post('/api/v4/booking/acceptRequest', { requestId: 987654 }), 404, R.notFound);
    await expectRefused(server, () => office.post('/api/v4/booking/acceptRequest', { requestId: 1, appointmentDate: day.spec }), 400, R.timeRequired);
  });

  it('wrong roles: the office answers (EditAppointments), the customer only asks', async () => {
    const day = futureDate(5);
    const asked = await request(day);
    await expectRefused(server, () => customer.post('/api/v4/booking/acceptRequest', { requestId: asked.requestId }), 403);
    await expectRefused(server, () => stylist.post('/api/v4/booking/acceptRequest', { requestId: asked.requestId }), 403);
    await expectRefused(server, () => stylist.post('/api/v4/booking/declineRequest', { requestId: asked.requestId, reason: 'No' }), 403);
    await expectRefused(server, () => customer.post('/api/v4/booking/waitlistRequest', { requestId: asked.requestId }), 403);
    expect((await customer.get('/api/v4/booking/getRequests')).status).toBe(403);
    expect((await stylist.get('/api/v4/booking/getRequestCount')).status).toBe(403);
    await expectRefused(server, () => office.post('/api/v4/booking/request', { estimateId: asked.estimateId, employeeId: samId, appointmentDate: day.spec, startTime: asked.slot.startTime }), 403);
  });

  it('a customer neither sees nor withdraws another customer request', async () => {
    const day = futureDate(1, 1);
    const theirs = await request(day, other.client, other.petId);
    expect((await mine(customer, theirs.position)).map((r) => r.requestId)).not.toContain(theirs.requestId);
    await expectRefused(server, () => customer.post('/api/v4/booking/withdrawRequest', { requestId: theirs.requestId }), 404, R.notFound);
    expect((await mine(other.client, theirs.position)).map((r) => r.requestId)).toContain(theirs.requestId);
  });

  it('the public page asks through requestBooking: a new client outside the area carries no time, and the marks show', async () => {
    const estimateId = await estimateOf(other.client, other.petId);
    const ctx = createCommandContext({ services: server.services, actor: null, commandName: 'RequestBooking', correlationId: randomUUID() });
    const asked = await requestBooking({ customerId: other.customerId, estimateId, wanted: null, note: '', newClient: true, outsideArea: true }, ctx);
    // An in-process write: the list is read until the projection has it (a condition, not a time).
    await expect.poll(async () => (await officeList(ctx.lastPosition()!, 'rex')).requests.find((r) => r.requestId === asked.requestId)?.marks, { timeout: 30_000 }).toEqual(['newClient', 'outsideArea']);
    // No time asked: the office must pick one to accept.
    await expectRefused(server, () => office.post('/api/v4/booking/acceptRequest', { requestId: asked.requestId }), 400, R.timeRequired);
    // Another customer's estimate is not theirs to ask with.
    await expect(requestBooking({ customerId, estimateId, wanted: null, outsideArea: true }, ctx)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a blocked client is refused with a neutral message; a card on file is asked for when the business requires one', async () => {
    const day = futureDate(2, 1);
    const estimateId = await estimateOf(customer, biscuitId);
    const slot = (await openTimes(estimateId, day.spec))[0]!;
    const ask = () => customer.post('/api/v4/booking/request', { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: slot.startTime });
    await settings({ blockedCustomerIds: [customerId] });
    await expectRefused(server, ask, 403, R.blocked);
    await settings({ acceptMode: 'automatic', blockedCustomerIds: [customerId] });
    await expectRefused(server, () => customer.post('/api/v4/booking/book', { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: slot.startTime }), 403, R.blocked);

    await settings({ requireCardOnFile: true });
    const options = ok('options', await customer.get<{ requireCardOnFile: boolean; hasCardOnFile: boolean }>('/api/v4/booking/getOnlineOptions'));
    // The demo customer has no card on file.
    expect(options).toMatchObject({ requireCardOnFile: true, hasCardOnFile: false });
    await expectRefused(server, () => customer.post('/api/v4/booking/book', { estimateId, employeeId: samId, appointmentDate: day.spec, startTime: slot.startTime }), 409, R.cardRequired);
    await settings({ requireCardOnFile: true, acceptMode: 'request' });
    await expectRefused(server, ask, 409, R.cardRequired);
    const session = ok('session', await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user;
    ok('card', await customer.post('/api/v4/user/addNewCard', { userId: session.ID, isPrimary: true, nameOnCard: 'Casey Carter', cardNumber: '4242 4242 4242 4242', expiration: '11/38', securityCode: '123', billingZipcode: '75205' }));
    await settings({ requireCardOnFile: true, acceptMode: 'request' });
    expect(ok('request', await ask())).toMatchObject({ status: 'open' });
  });
});
