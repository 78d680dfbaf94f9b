import { appointmentDecider, appointmentStream, SEED_BREEDS } from '@pawroute/domain';
import { startSideEffectsReactor } from '@pawroute/command-api';
import { executeCommand } from '@pawroute/platform';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * item 7: the feedback mail after a completion is sent from the AppointmentCompleted event
 * by the side effects reactor (its own checkpoint), not by the handler after its append. So a process
 * that dies between the append and the mail loses nothing (the mail goes when a reactor runs again),
 * and a reactor that dies after the mail but before its checkpoint sends nothing twice.
 */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.loginAs('admin');
}, 180_000);
afterAll(async () => server?.close());

const sql = async <Row>(text: string, params: unknown[] = []) => (await server.database.database.query<Row>(text, params)).rows;
const feedbackMails = async (appointmentId: number) =>
  (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE dedupe_key = $1`, [`AppointmentFeedback-Appointment-${appointmentId}`]))[0]!.n;
async function waitFor(what: string, condition: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 30_000; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A customer with an email, their appointment started (inProgress), by HTTP. */
async function startedAppointment(email: string, date: string): Promise<number> {
  const stylist = await server.loginAs('stylist');
  const stylistId = (await stylist.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).body.user.ID;
  const saved = await admin.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: 'Mail', breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
    user: { firstName: 'Fee', lastName: 'Dback', emailAddress: email, phoneNumber: '(817) 555-0190', isAccount: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const created = await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: saved.body.data.estimateId, employeeId: stylistId, appointmentDate: date, startTime: '9:00 AM', endTime: '10:30 AM',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const appointmentId = created.body.newAppointmentId;
  expect((await admin.post('/api/v4/appointments/start', { appointmentId })).status).toBe(200);
  return appointmentId;
}

it('the feedback mail follows from the event alone, after a crash between the append and the mail, and only once after a restart', async () => {
  const appointmentId = await startedAppointment('fee.dback@example.com', '02-02-2027');
  // The process dies after the append and before any mail: no reactor runs while the event is written.
  await server.server.reactor!.stop();
  const completed = await executeCommand(server.services.store, appointmentStream(appointmentId), appointmentDecider, {
    type: 'CompleteAppointment', data: { appointmentId, isCustomerAbsent: true, transactionId: null, signatureFileName: null },
  }, { commandName: 'CompleteAppointment', correlationId: 'feedback-from-log', context: { now: new Date().toISOString(), actorUserId: null } });
  expect(completed.events.map((e) => e.type)).toEqual(['AppointmentCompleted']);
  expect(await feedbackMails(appointmentId)).toBe(0);

  // The restart: a reactor reads on from its checkpoint and sends the mail the event calls for.
  const restarted = await startSideEffectsReactor(server.services);
  await waitFor('the feedback mail', async () => (await feedbackMails(appointmentId)) === 1);
  await waitFor('the reactor past the event', async () => restarted.checkpoint() === completed.position);
  await restarted.stop();

  // A reactor that died after the mail and before its checkpoint reacts again: the mail is not sent twice.
  await sql(`UPDATE reactor_checkpoints SET position = NULL WHERE name = 'sideEffects'`);
  const again = await startSideEffectsReactor(server.services);
  await waitFor('the reactor past the event again', async () => again.checkpoint() === completed.position);
  await again.stop();
  expect(await feedbackMails(appointmentId)).toBe(1);
  const [mail] = await sql<{ to_address: string; subject: string }>(`SELECT to_address, subject FROM mail_outbox WHERE dedupe_key = $1`, [`AppointmentFeedback-Appointment-${appointmentId}`]);
  expect(mail).toMatchObject({ to_address: 'fee.dback@example.com', subject: expect.stringContaining('How did we do') });
});
