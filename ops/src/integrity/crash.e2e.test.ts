import { isDeepStrictEqual } from 'node:util';
import { SEED_BREEDS } from '@pawroute/domain';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, TestClient, type DemoLogin } from '../testing';
import { freePort, runCli, startChildServer, type ChildServer } from './childServer';

/**
 * item 6: the server killed with `kill -9` mid-load, several rounds, on a real PostgreSQL.
 * Three clients (two admin sessions, one office session) each run a chain of multi-stream writes with
 * Idempotency-Keys: estimate/save with a new customer and a new pet, appointments/create from that
 * estimate, and (admin) appointments/start and appointments/complete with a cash payment. Each round
 * the server is killed at a random moment, restarted, and every unanswered request is sent again
 * with its key, from the same session and then from a new sign-in of the same user.
 *
 * Then `pawroute verify-projections` finds no read model that differs from the log.
 * The seed (PAWROUTE_CRASH_SEED to replay one) and the kill points are printed.
 */
const ROUNDS = 4;
const seed = Number(process.env.PAWROUTE_CRASH_SEED ?? Math.floor(Math.random() * 1e9));

/** mulberry32: a small seeded RNG, so a failing run can be replayed with its seed. */
function rng(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Op = 'save' | 'create' | 'start' | 'complete';
interface Answer { status: number; body: Record<string, any>; replayed: boolean }
interface Sent { n: number; client: number; op: Op; url: string; body: unknown; key: string; round: number; first?: Answer }
interface Chain { who: DemoLogin; client: TestClient; next: { op: Op; estimateId?: number; appointmentId?: number }; waiting: Sent | null }

let database: TestDatabase | undefined;
let child: ChildServer | undefined;
afterAll(async () => {
  await child?.stop().catch(() => undefined);
  await database?.drop();
});

const URLS: Record<Op, string> = {
  save: '/api/v4/estimate/save',
  create: '/api/v4/appointments/create',
  start: '/api/v4/appointments/start',
  complete: '/api/v4/appointments/complete',
};
const address = { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' };

it(`kill -9 mid-load, ${ROUNDS} rounds: every acknowledged write once, every retry the first answer, no key pending`, async () => {
  console.log(`crash test seed ${seed} (PAWROUTE_CRASH_SEED=${seed} replays it)`);
  const random = rng(seed);
  database = await createTestDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const problems: string[] = [];
  const sent: Sent[] = [];
  let appointmentDay = 0;

  child = await startChildServer(database.url, port);
  const signIn = async (who: DemoLogin) => {
    const client = new TestClient(base);
    await client.login(DEMO_EMAILS[who], DEMO_PASSWORD);
    return client;
  };
  const stylistId = (await signIn('stylist').then((c) => c.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user'))).body.user.ID;
  const chains: Chain[] = [];
  for (const who of ['admin', 'admin', 'office'] as const) chains.push({ who, client: await signIn(who), next: { op: 'save' }, waiting: null });

  const bodyOf = (chain: Chain, n: number): unknown => {
    const { op, estimateId, appointmentId } = chain.next;
    if (op === 'save') {
      return {
        estimate: { address, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: `Pet ${n}`, breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
        user: { firstName: 'Crash', lastName: `Load${n}`, emailAddress: `crash.${seed}.${n}@example.com`, phoneNumber: '(817) 555-0190', isAccount: true },
      };
    }
    if (op === 'create') {
      // A day of its own per appointment: the load is about crashes, not the stylist's calendar.
      let day = new Date(Date.UTC(2027, 1, 1) + (appointmentDay += 1) * 86_400_000);
      // A weekday (a weekend is outside the stylist's hours: the appointment would be conflicting).
      while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(Date.UTC(2027, 1, 1) + (appointmentDay += 1) * 86_400_000);
      const iso = day.toISOString().slice(0, 10);
      return { estimateId, employeeId: stylistId, appointmentDate: `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`, startTime: '9:00 AM', endTime: '10:30 AM' };
    }
    if (op === 'start') return { appointmentId };
    return { appointmentId, isCustomerAbsent: true, transaction: { cashAmount: 5000 } };
  };
  const send = async (client: TestClient, request: Sent): Promise<Answer | null> => {
    try {
      const response = await client.post<Record<string, any>>(request.url, request.body, { headers: { 'Idempotency-Key': request.key } });
      return { status: response.status, body: response.body, replayed: response.headers.get('idempotent-replayed') === 'true' };
    } catch {
      return null; // the server died under it (or was already dead): unanswered
    }
  };
  /** Moves a chain on after its request's (first) answer. */
  const advance = (chain: Chain, request: Sent, answer: Answer) => {
    if (answer.status !== 200) {
      problems.push(`#${request.n} ${request.op} answered ${answer.status} ${JSON.stringify(answer.body)}`);
      chain.next = { op: 'save' };
      return;
    }
    const admin = chain.who === 'admin';
    if (request.op === 'save') chain.next = { op: 'create', estimateId: answer.body.data.estimateId };
    else if (request.op === 'create') chain.next = admin ? { op: 'start', appointmentId: answer.body.newAppointmentId } : { op: 'save' };
    else if (request.op === 'start') chain.next = { op: 'complete', appointmentId: chain.next.appointmentId };
    else chain.next = { op: 'save' };
  };

  const retryUnanswered = async () => {
    const fresh = new Map<DemoLogin, TestClient>();
    for (const chain of chains) {
      const request = chain.waiting;
      if (!request) continue;
      const again = await send(chain.client, request); // the same session
      if (!again) throw new Error(`retry of #${request.n} got no answer:\n${child?.output()}`);
      if (!fresh.has(chain.who)) fresh.set(chain.who, await signIn(chain.who));
      const other = await send(fresh.get(chain.who)!, request); // the same user, signed in anew
      if (!other || other.status !== again.status || !isDeepStrictEqual(other.body, again.body) || !other.replayed) {
        problems.push(`#${request.n} ${request.op}: a new sign-in's retry answered ${other?.status} ${JSON.stringify(other?.body)}, the session's ${again.status} ${JSON.stringify(again.body)}`);
      }
      request.first = again;
      chain.waiting = null;
      advance(chain, request, again);
    }
  };

  /**
   * One command, one atomic write: right after the kill, before any retry, every request's events are
   * all there or none is (a reader never sees an estimate's pet without the estimate, a link without
   * its appointment, a payment without its completion).
   */
  const LAST_EVENT: Record<Op, string> = { save: 'EstimateSaved', create: 'AppointmentCreated', start: 'AppointmentStarted', complete: 'AppointmentCompleted' };
  const expectNoHalfCommand = async (round: number) => {
    const { rows } = await database!.database.query<{ k: string; types: string[] }>(
      `SELECT regexp_replace(regexp_replace(metadata->>'idempotencyKey', '#[0-9]+$', ''), '^.*/', '') AS k, array_agg(type ORDER BY position) AS types
       FROM events WHERE metadata->>'idempotencyKey' LIKE $1 GROUP BY 1`,
      [`%crash-${seed}-%`],
    );
    const byKey = new Map(sent.map((r) => [r.key, r]));
    for (const row of rows) {
      const request = byKey.get(row.k);
      if (request && !row.types.includes(LAST_EVENT[request.op])) {
        problems.push(`round ${round}: #${request.n} ${request.op} stood half written after the kill: ${row.types.join(', ')}`);
      }
    }
  };

  for (let round = 1; round <= ROUNDS; round += 1) {
    if (round > 1) {
      child = await startChildServer(database.url, port, { PAWROUTE_SEED: '0' });
      await retryUnanswered();
    }
    let killed = false;
    const killAfterMs = Math.round(300 + random() * 4000);
    const loads = chains.map(async (chain, index) => {
      while (!killed) {
        const n = sent.length + 1;
        const request: Sent = { n, client: index, op: chain.next.op, url: URLS[chain.next.op], body: bodyOf(chain, n), key: `crash-${seed}-${n}`, round };
        sent.push(request);
        const answer = await send(chain.client, request);
        if (!answer) {
          chain.waiting = request;
          return;
        }
        request.first = answer;
        advance(chain, request, answer);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    const inFlight = chains.map((c, i) => `client ${i} ${c.next.op}`).join(', ');
    await child.kill9();
    killed = true;
    await Promise.all(loads);
    await expectNoHalfCommand(round);
    const thisRound = sent.filter((r) => r.round === round);
    console.log(`round ${round}: kill -9 after ${killAfterMs} ms, ${thisRound.length} requests (${inFlight}); unanswered: ${chains.map((c) => (c.waiting ? `#${c.waiting.n} ${c.waiting.op}` : '-')).join(', ')}`);
  }
  child = await startChildServer(database.url, port, { PAWROUTE_SEED: '0' });
  await retryUnanswered();

  // Every answered request sent again: the first answer, replayed (a sample keeps the run short).
  for (const request of sent.filter((r) => r.first?.status === 200 && random() < 0.3)) {
    const again = await send(chains[request.client]!.client, request);
    if (!again || again.status !== 200 || !isDeepStrictEqual(again.body, request.first!.body) || !again.replayed) {
      problems.push(`#${request.n} ${request.op} sent again answered ${again?.status} ${JSON.stringify(again?.body)}, first ${JSON.stringify(request.first!.body)}`);
    }
  }
  await child.stop();
  child = undefined;

  // The log, as the store has it.
  const sql = async <Row>(text: string, params: unknown[] = []) => (await database!.database.query<Row>(text, params)).rows;
  const count = async (stream: string, type: string) =>
    (await sql<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE stream = $1 AND type = $2', [stream, type]))[0]!.n;
  const acknowledged = sent.filter((r) => r.first?.status === 200);
  for (const request of acknowledged) {
    const body = request.first!.body;
    const once = async (stream: string, type: string) => {
      const n = await count(stream, type);
      if (n !== 1) problems.push(`#${request.n} ${request.op}: ${n} × ${type} on ${stream}`);
    };
    if (request.op === 'save') {
      await once(`Estimate-${body.data.estimateId}`, 'EstimateSaved');
      await once(`User-${body.data.userID}`, 'UserCreated');
      const pets = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'PetAdded' AND (data->>'userId')::int = $1`, [body.data.userID]);
      if (pets[0]!.n !== 1) problems.push(`#${request.n} save: ${pets[0]!.n} pets for user ${body.data.userID}`);
    } else if (request.op === 'create') {
      await once(`Appointment-${body.newAppointmentId}`, 'AppointmentCreated');
    } else if (request.op === 'complete') {
      await once(`Appointment-${body.appointmentId}`, 'AppointmentCompleted');
      await once(`Transaction-${body.transactionId}`, 'TransactionCreated');
    }
  }
  // No key applied twice (whatever scope it was sent in): one command's kind of event once per key.
  const twice = await sql<{ k: string; type: string; n: number }>(
    `SELECT regexp_replace(regexp_replace(metadata->>'idempotencyKey', '#[0-9]+$', ''), '^.*/', '') AS k, type, count(*)::int AS n
     FROM events WHERE metadata->>'idempotencyKey' LIKE $1
       AND type IN ('UserCreated', 'PetAdded', 'EstimateSaved', 'EstimateAppointmentLinked', 'AppointmentCreated', 'AppointmentStarted', 'TransactionCreated', 'AppointmentCompleted')
     GROUP BY 1, 2 HAVING count(*) > 1`,
    [`%crash-${seed}-%`],
  );
  for (const row of twice) problems.push(`key ${row.k}: ${row.n} × ${row.type}`);
  // No estimate with two live appointments, no appointment without its estimate link, no orphan pet.
  const links = await sql<{ estimate: string; n: number }>(
    `SELECT data->>'estimateId' AS estimate, count(*)::int AS n FROM events WHERE type = 'EstimateAppointmentLinked' GROUP BY 1 HAVING count(*) > 1`,
  );
  for (const row of links) problems.push(`estimate ${row.estimate}: ${row.n} appointments linked`);
  const unlinked = await sql<{ stream: string }>(
    `SELECT a.stream FROM events a WHERE a.type = 'AppointmentCreated' AND a.metadata->>'idempotencyKey' LIKE $1
       AND NOT EXISTS (SELECT 1 FROM events l WHERE l.type = 'EstimateAppointmentLinked' AND (l.data->>'appointmentId')::int = (a.data->>'appointmentId')::int)`,
    [`%crash-${seed}-%`],
  );
  for (const row of unlinked) problems.push(`${row.stream} has no estimate link`);
  const orphans = await sql<{ stream: string }>(
    `SELECT p.stream FROM events p WHERE p.type = 'PetAdded' AND p.metadata->>'idempotencyKey' LIKE $1
       AND NOT EXISTS (SELECT 1 FROM events e WHERE e.type = 'EstimateSaved' AND e.metadata->>'idempotencyKey' = p.metadata->>'idempotencyKey')`,
    [`%crash-${seed}-%`],
  );
  for (const row of orphans) problems.push(`${row.stream} is an orphan pet (no estimate saved by its request)`);
  const pending = await sql<{ key: string }>(`SELECT key FROM idempotency_keys WHERE status = 'pending'`);
  for (const row of pending) problems.push(`key ${row.key} left pending`);

  // The read models equal a rebuild of the log (verify-projections exits 1 on any difference).
  const verified = await runCli(database.url, ['verify-projections']);
  if (verified.code !== 0) problems.push(`verify-projections exited ${verified.code}:\n${verified.output}`);

  console.log(`crash test seed ${seed}: ${sent.length} requests, ${acknowledged.length} acknowledged, ${problems.length} problems`);
  // Each problem in full: the assertion's diff shortens a long array to its length.
  for (const problem of problems) console.log(`problem: ${problem}`);
  expect(problems).toEqual([]);
}, 420_000);
