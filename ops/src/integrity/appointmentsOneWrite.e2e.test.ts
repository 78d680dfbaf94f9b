import { SEED_BREEDS } from '@pawroute/domain';
import { createLinkToken } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { oneWriteProbe } from './oneWriteProbe';

/**
 * item 1: appointments/update, appointments/schedule, resolveServiceIssue, the confirmation
 * link and the feedback form each write all their streams in one write (one database transaction:
 * one tx_id), so a kill -9 leaves all of it or none (never a booking without its appointment's
 * placing, a moved appointment still holding its old day, or a rating without the preference asked
 * for with it). Before, each stream was its own append (several tx_ids). A retry of a committed
 * command whose answer a crash lost answers the first answer, replayed, writing nothing.
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
/** A new customer's estimate and its appointment (on the stylist's `date`, or on the waiting list). */
async function appointment(date: string | null): Promise<{ appointmentId: number; customerId: number }> {
  customers += 1;
  const saved = await admin.post<{ data: { estimateId: number; customerId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: 'Once', breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
    user: { firstName: 'One', lastName: `Write${customers}`, emailAddress: `one.write.${customers}@example.com`, phoneNumber: '(817) 555-0190', isAccount: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const placing = date === null ? { addToWaitingList: true } : { employeeId: stylistId, appointmentDate: date, startTime: '9:00 AM', endTime: '10:00 AM' };
  const created = await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', { estimateId: saved.body.data.estimateId, ...placing });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const customerId = (await sql<{ id: number }>(`SELECT (data->>'customerId')::int AS id FROM events WHERE stream = $1 AND type = 'AppointmentCreated'`, [`Appointment-${created.body.newAppointmentId}`]))[0]!.id;
  return { appointmentId: created.body.newAppointmentId, customerId };
}

/** A weekday of the demo stylist's at least `weeks` weeks ahead ('MM-DD-YYYY', 'YYYY-MM-DD'). */
function weekday(weeks: number, plus = 0): { spec: string; iso: string } {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + weeks * 7 + ((8 - d.getUTCDay()) % 7 || 7) + plus); // a Monday, then `plus` days
  const iso = d.toISOString().slice(0, 10);
  return { spec: `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`, iso };
}

describe('one command, one write', () => {
  it('appointments/update to another date: the new day, the appointment and the old day released in one transaction; a retry after a crash answers the first answer', async () => {
    const [mon, tue] = [weekday(5), weekday(5, 1)];
    const { appointmentId } = await appointment(mon.spec);
    const before = await lastSeq();
    const body = { appointmentId, employeeId: stylistId, appointmentDate: tue.spec, startTime: '11:00 AM', endTime: '12:00 PM' };
    const answer = await admin.post('/api/v4/appointments/update', body, { headers: { 'Idempotency-Key': 'one-write-update' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ appointmentId, status: 'scheduled', conflicts: [] });
    const written = await writtenBy('UpdateAppointment', before);
    expect(written).toEqual({
      streams: [`Appointment-${appointmentId}`, `StylistBookings-${stylistId}-${mon.iso}`, `StylistBookings-${stylistId}-${tue.iso}`].sort(),
      types: expect.arrayContaining(['StylistTimeBooked', 'AppointmentUpdated', 'StylistTimeReleased']),
      transactions: 1,
    });

    await crashAfterCommit('one-write-update');
    const again = await server.loginAs('admin');
    const retry = await again.post('/api/v4/appointments/update', body, { headers: { 'Idempotency-Key': 'one-write-update' } });
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, answer.body, 'true']);
    expect((await writtenBy('UpdateAppointment', before)).types).toHaveLength(3);
  });

  it('appointments/schedule from the waiting list: the booking and the appointment in one transaction', async () => {
    const day = weekday(6);
    const { appointmentId } = await appointment(null);
    const before = await lastSeq();
    const answer = await admin.post('/api/v4/appointments/schedule', { appointmentId, employeeId: stylistId, appointmentDate: day.spec, startTime: '1:00 PM', endTime: '2:00 PM' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await writtenBy('ScheduleAppointment', before)).toEqual({
      streams: [`Appointment-${appointmentId}`, `StylistBookings-${stylistId}-${day.iso}`].sort(),
      types: ['AppointmentScheduled', 'StylistTimeBooked'], // in stream-name order
      transactions: 1,
    });
  });

  it('resolveServiceIssue: booked on its day again and resolved in one transaction', async () => {
    const day = weekday(7);
    const { appointmentId } = await appointment(day.spec);
    expect((await admin.post('/api/v4/appointments/createServiceIssue', { appointmentId, comment: 'Van broke down' })).status).toBe(200);
    const before = await lastSeq();
    const answer = await admin.post('/api/v4/appointments/resolveServiceIssue', { appointmentId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ appointmentId, status: 'scheduled', conflicts: [] });
    const written = await writtenBy('ResolveServiceIssue', before);
    expect(written).toEqual({
      streams: [`Appointment-${appointmentId}`, `StylistBookings-${stylistId}-${day.iso}`].sort(),
      types: expect.arrayContaining(['StylistTimeBooked', 'AppointmentServiceIssueResolved']),
      transactions: 1,
    });
  });

  it('the confirmation link: the visit and the confirmation in one append; a retry after a crash answers the first answer though the token is spent', async () => {
    const { appointmentId } = await appointment(weekday(8).spec);
    const token = await createLinkToken(server.services.db, {
      purpose: 'appointmentConfirmation', subjectId: appointmentId, emailAddress: 'one.write@example.com', expiresAt: new Date(Date.now() + 30 * 86_400_000), now: new Date(),
    });
    const before = await lastSeq();
    const browser = server.client();
    await browser.csrf(); // the page's browser has its session (an anonymous key is the session's)
    const answer = await browser.get('/api/v4/entrance/confirmAppointment', { query: { token }, headers: { 'Idempotency-Key': 'one-write-confirm' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await writtenBy('ConfirmAppointmentByLink', before)).toEqual({
      streams: [`Appointment-${appointmentId}`], types: ['AppointmentConfirmationOpened', 'AppointmentConfirmed'], transactions: 1,
    });
    await crashAfterCommit('one-write-confirm');
    const retry = await browser.get('/api/v4/entrance/confirmAppointment', { query: { token }, headers: { 'Idempotency-Key': 'one-write-confirm' } });
    expect([retry.status, retry.body, retry.headers.get('idempotent-replayed')]).toEqual([200, answer.body, 'true']);
    expect((await writtenBy('ConfirmAppointmentByLink', before)).types).toHaveLength(2);
  });

  it('the feedback form: the rating and the preferred stylist in one transaction', async () => {
    const { appointmentId, customerId } = await appointment(weekday(9).spec);
    expect((await admin.post('/api/v4/appointments/start', { appointmentId })).status).toBe(200);
    const token = await createLinkToken(server.services.db, { purpose: 'feedback', subjectId: appointmentId, emailAddress: 'one.write@example.com', now: new Date() });
    const before = await lastSeq();
    const browser = server.client();
    const answer = await browser.post('/api/v4/entrance/submitFeedback', { token, rating: 5, comment: 'Lovely groom', setStylistAsPreferred: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ appointmentId, rating: 5, preferredStylistId: stylistId });
    expect(await writtenBy('SubmitAppointmentFeedback', before)).toEqual({
      streams: [`Appointment-${appointmentId}`, `Customer-${customerId}`].sort(), types: ['AppointmentRated', 'CustomerDetailsUpdated'], transactions: 1,
    });
  });
});
