import { SEED_BREEDS, localWallClock } from '@pawroute/domain';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { afterAll, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, TestClient, type DemoLogin } from '../testing';
import { freePort, startChildServer, type ChildServer } from '../integrity/childServer';

/**
 * A reminder across `kill -9` (docs/TEXTS.md "Reminders"): nothing in memory is the record. The server
 * is killed before the reminder is due and stays down past its time; restarted, its pass sends it (the
 * appointment has not started); killed again at once and restarted, it is not sent again. One text in
 * the outbox, one TextSent. The child runs on the real clock: the reminder is set 1 hour (2 near midnight)
 * before an appointment a little more than that from now, quiet hours off.
 */
let database: TestDatabase | undefined;
let child: ChildServer | undefined;
afterAll(async () => {
  await child?.stop().catch(() => undefined);
  await database?.drop();
});

const TZ = 'America/Chicago';
const specTime = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, tries = 1_800): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${child?.output() ?? ''}`);
}

it('kill -9 before a reminder is due, restarted after its time: sent once; killed and restarted again: still once', async () => {
  database = await createTestDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { PAWROUTE_REMINDER_SWEEP_MS: '200' };
  child = await startChildServer(database.url, port, env);
  const signIn = async (who: DemoLogin) => {
    const client = new TestClient(base);
    await client.login(DEMO_EMAILS[who], DEMO_PASSWORD);
    return client;
  };
  const admin = await signIn('admin');
  const stylistId = (await signIn('stylist').then((c) => c.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user'))).body.user.ID;
  // The reminder falls due 25 to 85 s from now (the first whole minute at least 25 s away; appointments start
  // on a minute), after the kill below; the wait is real time: the child server runs on the real clock. The
  // appointment starts that long after: an hour, or two when a half-hour from an hour's time would cross the
  // business's midnight (an appointment ends on the day it starts).
  const dueAt = Math.ceil((Date.now() + 25_000) / 60_000) * 60_000;
  const dayOf = (ms: number) => localWallClock(ms, TZ).slice(0, 10);
  const offsetHours = dayOf(dueAt + 60 * 60_000) === dayOf(dueAt + 90 * 60_000) ? 1 : 2;
  const settings = await admin.post('/api/v4/reminders/settings', {
    first: { enabled: false, amount: 2, unit: 'days' },
    second: { enabled: true, amount: offsetHours, unit: 'hours' },
    quietStart: '00:00',
    quietEnd: '00:00',
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const saved = await admin.post<{ data: { estimateId: number } }>('/api/v4/estimate/save', {
    estimate: { address: { address: '12 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipcode: '75219', mapsco: '345D-Q' }, tripFee: 3900, needsGenerator: false, generatorFee: 1000, pets: [{ petName: 'Remy', breedId: SEED_BREEDS[0]!.id, estimatePackage: 'b&b', addonIds: [] }] },
    user: { firstName: 'Rita', lastName: 'Remind', emailAddress: 'rita.remind@example.com', phoneNumber: '(817) 555-0193', isAccount: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const start = dueAt + offsetHours * 60 * 60_000;
  const [date, time] = localWallClock(start, TZ).split('T') as [string, string];
  const end = localWallClock(start + 30 * 60_000, TZ).split('T')[1]!;
  const created = await admin.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: saved.body.data.estimateId, employeeId: stylistId, appointmentDate: `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`,
    startTime: specTime(time), endTime: specTime(end), resolveConfliction: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const appointmentId = created.body.newAppointmentId;

  await child.kill9();
  const sql = async <Row>(text: string, params: unknown[] = []) => (await database!.database.query<Row>(text, params)).rows;
  const texts = async () => (await sql<{ dedupe_key: string }>(`SELECT dedupe_key FROM sms_outbox WHERE dedupe_key LIKE $1`, [`reminder-${appointmentId}-%`]).catch(() => [])).map((r) => r.dedupe_key);
  const recorded = async () =>
    (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream LIKE 'Conversation-%' AND type = 'TextSent' AND data->>'kind' = 'reminder' AND (data->>'appointmentId')::int = $1`, [appointmentId]))[0]!.n;
  expect(await texts()).toEqual([]);
  // Down while it falls due.
  await until('the reminder to fall due', async () => Date.now() > dueAt + 1_000);
  expect(await texts()).toEqual([]);

  child = await startChildServer(database.url, port, env);
  const keys = await until('the reminder in the outbox after the restart', async () => {
    const k = await texts();
    return k.length > 0 && k;
  });
  expect(keys).toEqual([`reminder-${appointmentId}-second-${new Date(start).toISOString()}`]);
  // Killed again at once (the record may or may not be written yet), restarted: it is recorded, not sent again.
  await child.kill9();
  child = await startChildServer(database.url, port, env);
  await until('the TextSent recorded', async () => (await recorded()) >= 1);
  const again = await signIn('admin');
  await until('the page to say sent', async () => {
    const list = await again.get<{ rows: { appointmentId: number; state: string }[] }>('/api/v4/reminders/list');
    return list.body.rows.some((r) => r.appointmentId === appointmentId && r.state === 'sent');
  });
  const sendNow = await again.post<{ message: string }>('/api/v4/reminders/sendNow', { appointmentId, which: 'second' });
  expect(sendNow.status, JSON.stringify(sendNow.body)).toBe(200);
  expect(sendNow.body.message).toBe('This reminder was already sent.');
  expect(await texts()).toHaveLength(1);
  expect(await recorded()).toBe(1);
}, 300_000);
