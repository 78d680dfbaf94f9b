import { SEED_BREEDS } from '@pawroute/domain';
import { startSideEffectsReactor, type SideEffectsReactor } from '@pawroute/command-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * item 7: the appointment confirmation mail (after appointments/create, update, schedule)
 * and the on-the-way mail (appointments/notifyOnTheWay) follow from their events: the side effects
 * reactor sends them, with its own checkpoint, not the handler after its append. A process that dies
 * between the append and the mail loses nothing (the mail goes when a reactor runs again), and a
 * reactor that dies after the mail and before its checkpoint sends nothing twice.
 */
let server: TestServer;
let admin: TestClient;
let stylistId: number;
let reactor: SideEffectsReactor | null = null;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.loginAs('admin');
  const stylist = await server.loginAs('stylist');
  stylistId = (await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).body.user.ID;
}, 180_000);
afterAll(async () => {
  await reactor?.stop();
  await server?.close();
});

const sql = async <Row>(text: string, params: unknown[] = []) => (await server.database.database.query<Row>(text, params)).rows;
const mails = async (dedupeLike: string) => (await sql<{ to_address: string; subject: string }>(`SELECT to_address, subject FROM mail_outbox WHERE dedupe_key LIKE $1`, [dedupeLike]));
const eventsOf = async (stream: string, type: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream = $1 AND type = $2`, [stream, type]))[0]!.n;
/** The store position of the stream's first event of `type`. */
const positionOf = async (stream: string, type: string) =>
  (await sql<{ p: string }>(`SELECT tx_id::text || '/' || position::text AS p FROM events WHERE stream = $1 AND type = $2 ORDER BY position LIMIT 1`, [stream, type]))[0]!.p;
/** Whether the reactor has reacted up to `until` (a store position). */
const past = (r: SideEffectsReactor, until: string) => r.checkpoint() !== null && server.services.store.comparePositions(r.checkpoint()!, until) >= 0;
/** The position just before the stream's first event of `type` (a checkpoint that reacts to it again). */
const justBefore = async (stream: string, type: string) =>
  (await sql<{ p: string }>(`SELECT tx_id::text || '/' || (position - 1)::text AS p FROM events WHERE stream = $1 AND type = $2 ORDER BY position LIMIT 1`, [stream, type]))[0]!.p;
async function waitFor(what: string, condition: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A weekday a few weeks ahead ('MM-DD-YYYY'). */
function weekday(weeks: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + weeks * 7 + ((8 - d.getUTCDay()) % 7 || 7));
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;
}

/** A new customer with an email, and their appointment booked on the demo stylist's day, by HTTP. */
async function bookedAppointment(email: string, date: string): Promise<number> {
  const saved = await admin.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: 'Mail', breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
    user: { firstName: 'Mai', lastName: 'Log', emailAddress: email, phoneNumber: '(817) 555-0191', isAccount: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const created = await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: saved.body.data.estimateId, employeeId: stylistId, appointmentDate: date, startTime: '9:00 AM', endTime: '10:00 AM',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.newAppointmentId;
}

/** The reactor of a restarted process, reading on from its checkpoint; stopped when the next one starts. */
async function restartReactor(): Promise<SideEffectsReactor> {
  await reactor?.stop();
  reactor = await startSideEffectsReactor(server.services);
  return reactor;
}

it('the confirmation mail and its board record follow from AppointmentCreated, once, after a crash between the append and the mail and after a reactor restart', async () => {
  // The process dies after the append and before any mail: no reactor runs while the command is answered.
  await server.server.reactor!.stop();
  const appointmentId = await bookedAppointment('mai.log@example.com', weekday(4));
  const stream = `Appointment-${appointmentId}`;
  const confirmation = `AppointmentConfirmation-Appointment-${appointmentId}-%`;
  expect(await mails(confirmation)).toHaveLength(0);
  expect(await eventsOf(stream, 'AppointmentConfirmationSent')).toBe(0);

  // The restart: the reactor reads on from its checkpoint and sends the mail the event calls for.
  await restartReactor();
  await waitFor('the confirmation mail and its record', async () => (await mails(confirmation)).length === 1 && (await eventsOf(stream, 'AppointmentConfirmationSent')) === 1);
  expect(await mails(confirmation)).toEqual([{ to_address: 'mai.log@example.com', subject: 'Please confirm your Pawroute appointment' }]);

  // A reactor that died after the mail and before its checkpoint reacts again: nothing is sent or recorded twice.
  const created = await justBefore(stream, 'AppointmentCreated');
  await reactor!.stop();
  await sql(`UPDATE reactor_checkpoints SET position = $1 WHERE name = 'sideEffects'`, [created]);
  const until = await positionOf(stream, 'AppointmentCreated');
  const again = await restartReactor();
  await waitFor('the reactor past the event again', async () => past(again, until));
  expect(await mails(confirmation)).toHaveLength(1);
  expect(await eventsOf(stream, 'AppointmentConfirmationSent')).toBe(1);
});

it('notifyOnTheWay: the mail follows from AppointmentStylistEnRoute { notifyCustomer }, once however often pressed or reacted to', async () => {
  if (reactor === null) await restartReactor();
  const appointmentId = await bookedAppointment('way.log@example.com', weekday(5));
  const stylist = await server.loginAs('stylist');
  await reactor!.stop(); // the crash between the append and the mail
  const answer = await stylist.post('/api/v4/appointments/notifyOnTheWay', { appointmentId });
  expect([answer.status, answer.body]).toEqual([200, expect.objectContaining({ appointmentId, notified: true, sentNow: true })]);
  const onTheWay = `EnRoute-Appointment-${appointmentId}`;
  expect(await mails(onTheWay)).toHaveLength(0);
  const [event] = await sql<{ data: { notifyCustomer?: boolean } }>(`SELECT data FROM events WHERE stream = $1 AND type = 'AppointmentStylistEnRoute'`, [`Appointment-${appointmentId}`]);
  expect(event!.data.notifyCustomer).toBe(true);

  await restartReactor();
  await waitFor('the on-the-way mail', async () => (await mails(onTheWay)).length === 1);
  const again = await stylist.post('/api/v4/appointments/notifyOnTheWay', { appointmentId });
  expect([again.status, again.body]).toEqual([200, expect.objectContaining({ notified: true, sentNow: false })]);
  expect(await eventsOf(`Appointment-${appointmentId}`, 'AppointmentStylistEnRoute')).toBe(1);

  // Reacting again (a checkpoint lost before it was saved) sends nothing twice.
  await reactor!.stop();
  const until = await positionOf(`Appointment-${appointmentId}`, 'AppointmentStylistEnRoute');
  const enRoute = await justBefore(`Appointment-${appointmentId}`, 'AppointmentStylistEnRoute');
  await sql(`UPDATE reactor_checkpoints SET position = $1 WHERE name = 'sideEffects'`, [enRoute]);
  const replayed = await restartReactor();
  await waitFor('the reactor past the event again', async () => past(replayed, until));
  expect(await mails(onTheWay)).toEqual([{ to_address: 'way.log@example.com', subject: 'Your Pawroute stylist is on the way' }]);
}, 120_000);
