import { requestBooking } from '@pawroute/command-api';
import { WrongExpectedVersion, createCommandContext, type EventStore } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futureDate, newCustomer, newEstimate, ok } from '../appointments/commandsTestKit';
import type { FuzzIds } from '../fuzz/fixtures';
import { startFuzzWorld } from '../fuzz/fuzzWorld';
import { FUZZ_TABLE, type FuzzRequest, type Who } from '../fuzz/requestTable';
import { sendVariant, type Answer } from '../fuzz/sendVariant';
import { routeKey, type ServerRoute } from '../fuzz/serverRoutes';
import { sendableOf } from '../fuzz/variants';
import type { TestClient, TestServer } from '../testing';

/**
 * Exactly once whatever the moment of the crash (docs/DECISIONS.md "Idempotency after a crash", "One
 * command, one atomic write"), for the on-the-spot start and every command that writes more than one
 * stream: the first run loses one round to a concurrent writer (its write refused once, as a moved
 * stream does under load), then commits; the process "dies" before recording its answer (the key row
 * set back to pending, owned by a boot that holds no lock); the retry from the same user answers the
 * first answer, replayed, and the store holds no event more. Before rounds reused their ids, the
 * retry decided on the lost round's appointment id and wrote a second appointment for one estimate.
 */
let server: TestServer;
let clients: Record<Who, TestClient>;
let ids: Record<Who, FuzzIds>;
let routes: ServerRoute[];
let crashCustomer: { userId: number; customerId: number; petId: number };

beforeAll(async () => {
  ({ server, clients, ids, routes } = await startFuzzWorld());
  // A customer of its own (the fuzz customer has a blocking complaint against the stylist).
  crashCustomer = await newCustomer(clients.admin, 'crash.customer@example.com');
}, 180_000);
afterAll(async () => server?.close());

const sql = <Row>(text: string, params: unknown[] = []) => server.database.database.query<Row>(text, params);
const eventCount = async () => {
  await server.reactionsSettled();
  return (await sql<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
};

/** The next multi-stream append carrying `key` is refused once as a moved stream (a lost round). */
function loseOneRound(store: EventStore, key: string): { lost: () => boolean; restore: () => void } {
  const original = store.appendToStreams.bind(store);
  let lost = false;
  store.appendToStreams = async (writes) => {
    const ours = writes.some((w) => w.events.some((e) => String(e.metadata?.idempotencyKey ?? '').split('#')[0]!.endsWith(`/${key}`)));
    if (ours && !lost) {
      lost = true;
      throw new WrongExpectedVersion(writes[0]!.stream, writes[0]!.expected, -2);
    }
    return original(writes);
  };
  return { lost: () => lost, restore: () => (store.appendToStreams = original) };
}

const MONDAY = futureDate(5);
let slot = 0;
/** A new estimate of the fuzz customer, and an appointment made from it (each command its own). */
const freshEstimate = () => newEstimate(clients.admin, crashCustomer.userId, crashCustomer.petId);
async function freshAppointment(options: { started?: boolean; waiting?: boolean } = {}): Promise<number> {
  const estimateId = await freshEstimate();
  const hour = 8 + (slot++ % 4);
  const body = options.waiting
    ? { estimateId, addToWaitingList: true, initialComment: null }
    : { estimateId, employeeId: ids.admin.employeeId, appointmentDate: MONDAY.spec, startTime: `${hour}:00 AM`, endTime: `${hour}:30 AM`, resolveConfliction: true, addToWaitingList: false };
  const id = ok('create', await clients.admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', body)).newAppointmentId;
  if (options.started) ok('start', await clients.admin.post('/api/v4/appointments/start', { appointmentId: id }));
  return id;
}

/** An open booking request of the crash customer (as the public page asks: no time, outside the area). */
async function freshRequest(): Promise<number> {
  ok('settings', await clients.admin.post('/api/v4/booking/updateSettings', {
    enabled: true, acceptMode: 'request', packages: ['b&b'], employeeIds: [ids.admin.employeeId], horizonDays: 90, noticeHours: 24, cutoffHours: 24, requireCardOnFile: false, blockedCustomerIds: [],
  }));
  const ctx = createCommandContext({ services: server.services, actor: null, commandName: 'RequestBooking', correlationId: `crash-request-${Date.now()}` });
  return (await requestBooking({ customerId: crashCustomer.customerId, estimateId: await freshEstimate(), wanted: null, outsideArea: true }, ctx)).requestId;
}

type Case = {
  route: string;
  who?: Who;
  request?: () => Promise<FuzzRequest>;
  /** Known: the replay writes nothing but rebuilds its answer differently (why, and what differs). */
  answerDiffers?: { reason: string; fields: string[] };
};
/** docs/DECISIONS.md "Multi-stream commands and their status", one row per command. */
const CASES: Case[] = [
  { route: 'POST /api/v4/appointments/startFromEstimate', request: async () => ({ body: { estimateId: await freshEstimate(), employeeId: ids.admin.employeeId } }) },
  {
    route: 'POST /api/v4/appointments/create',
    request: async () => ({ body: { estimateId: await freshEstimate(), employeeId: ids.admin.employeeId, appointmentDate: MONDAY.spec, startTime: '3:00 PM', endTime: '3:30 PM', resolveConfliction: true, addToWaitingList: false } }),
  },
  { route: 'POST /api/v4/appointments/cancel', request: async () => ({ body: { appointmentId: await freshAppointment(), cancelFee: 2500 } }) },
  { route: 'POST /api/v4/appointments/reschedule', request: async () => ({ body: { appointmentId: await freshAppointment() } }) },
  { route: 'DELETE /api/v4/appointments/delete', request: async () => ({ query: { appointmentId: await freshAppointment() } }) },
  { route: 'POST /api/v4/appointments/createServiceIssue', request: async () => ({ body: { appointmentId: await freshAppointment(), comment: 'Missed a nail' } }) },
  { route: 'POST /api/v4/appointments/requestStanding', request: async () => ({ body: { appointmentId: await freshAppointment(), comment: 'Every 4 weeks' } }) },
  {
    route: 'POST /api/v4/appointments/update',
    request: async () => ({ body: { appointmentId: await freshAppointment(), employeeId: ids.admin.employeeId, appointmentDate: futureDate(6).spec, startTime: '9:30 AM', endTime: '10:00 AM', resolveConfliction: true } }),
  },
  {
    route: 'POST /api/v4/appointments/schedule',
    request: async () => ({ body: { appointmentId: await freshAppointment({ waiting: true }), employeeId: ids.admin.employeeId, appointmentDate: futureDate(7).spec, startTime: '9:30 AM', endTime: '10:00 AM', resolveConfliction: true } }),
  },
  {
    route: 'POST /api/v4/appointments/createTransaction',
    request: async () => ({ body: { appointmentId: await freshAppointment({ started: true }), transaction: { cashAmount: 5000, gratuity: 500, gratuityMethod: 'cash', reasonId: 1, notes: 'Crash' } } }),
  },
  {
    route: 'POST /api/v4/appointments/complete',
    request: async () => ({
      body: { appointmentId: await freshAppointment({ started: true }), isCustomerAbsent: true, signatureFileName: null, transaction: { cashAmount: 5000, gratuity: 500, gratuityMethod: 'cash', reasonId: 1, notes: 'Crash' } },
    }),
  },
  {
    // Booking requests (docs/RULES.md OB-REQUEST): the acceptance joins the appointment's write.
    route: 'POST /api/v4/booking/acceptRequest',
    request: async () => ({ body: { requestId: await freshRequest(), employeeId: ids.admin.employeeId, appointmentDate: futureDate(8).spec, startTime: '1:00 PM' } }),
  },
  { route: 'POST /api/v4/estimate/save' },
  { route: 'POST /api/v4/user/create' },
  { route: 'POST /api/v4/entrance/signup', who: 'anonymous' },
  { route: 'POST /api/v4/user/updateCustomerDetails' },
  { route: 'POST /api/v4/user/updateEmployeeDetails' },
  { route: 'POST /api/v4/user/openCommentGroup' },
  { route: 'POST /api/v4/pets/update' },
  { route: 'POST /api/v4/pets/updateOwner' },
  {
    route: 'POST /api/v4/users/mergeCustomerProfiles',
    // Known gap: the replay counts what it moves now (nothing: the contacts are already moved), not
    // what the first run moved; the write itself is once.
    answerDiffers: { reason: 'moved counts rebuilt from the merged state', fields: ['moved'] },
  },
  {
    route: 'POST /api/v4/user/createLoginAccount',
    request: async () => ({ body: { userId: (await newCustomer(clients.admin, `crash.login.${Date.now()}@example.com`)).userId, loginEmail: `crash.login.${Date.now()}@example.com` } }),
  },
];

describe('a crash after the commit, on every multi-stream command: one write, the first answer', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    const route = routes.find((r) => routeKey(r) === c.route)!;
    expect(route, c.route).toBeDefined();
    const entry = FUZZ_TABLE[c.route]!;
    const who = c.who ?? entry.as.find((w) => w !== 'anonymous') ?? entry.as[0]!;
    const client = who === 'anonymous' ? server.client() : clients[who];
    if (who === 'anonymous') await client.csrf();
    const valid = c.request ? await c.request() : [entry.request(ids[who])].flat()[0]!;
    const request = sendableOf(route, valid);
    const key = `crash-${c.route.replace(/\W+/g, '-')}-${Date.now()}`;
    const send = async (): Promise<Answer> => {
      const answer = await sendVariant(client, request, { 'Idempotency-Key': key });
      client.absorbCookies(answer.setCookies);
      return answer;
    };

    const beforeFirst = await eventCount();
    const injected = loseOneRound(server.services.store, key);
    let first: Answer;
    try {
      first = await send();
    } finally {
      injected.restore();
    }
    expect([first.status, first.message]).toEqual([200, first.message]);
    // A first run that found its work already done wrote nothing: its retry simply runs again.
    const wrote = (await eventCount()) > beforeFirst;
    await sql(`INSERT INTO server_processes (boot_id, lock_key) VALUES ($1, nextval('server_process_lock_seq'))`, [`dead-${key}`]);
    const { rowCount } = await sql(
      `UPDATE idempotency_keys SET status = 'pending', status_code = NULL, response = NULL, boot_id = $2, updated_at = now() WHERE key = $1`,
      [key, `dead-${key}`],
    );
    expect(rowCount).toBe(1);

    const before = await eventCount();
    const retry = await send();
    const after = await eventCount();
    // The answer's position is a consistency token: a replay may name another event of the same write.
    const ignored = ['position', ...(c.answerDiffers?.fields ?? [])];
    const withoutPosition = (body: unknown) => ({ ...(body as object), ...Object.fromEntries(ignored.map((f) => [f, undefined])) });
    expect({ status: retry.status, replayed: retry.replayed, written: after - before, body: withoutPosition(retry.body) }).toEqual({
      status: 200, replayed: wrote, written: 0, body: withoutPosition(first.body),
    });
  }, 60_000);
});
