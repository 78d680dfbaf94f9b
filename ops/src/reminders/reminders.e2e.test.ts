import { REMINDER_MESSAGES, addLocalDays, localInstant, type DomainEvent } from '@pawroute/domain';
import { sendDueReminders } from '@pawroute/command-api';
import { readSmsOutbox } from '@pawroute/platform';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { futureDate, newCustomer, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';

/**
 * Appointment reminders (docs/TEXTS.md "Reminders"): scheduled from the event log, sent by the server's
 * pass on the test clock through the SMS port (the provider a stand-in), once per appointment, reminder
 * and start time. The clock only moves forward here; each test books its own week.
 */
const TZ = 'America/Chicago';
const TOKEN = 'sms-test-auth-token';
const PUBLIC_URL = 'https://groom.example.com';
let shiftMs = 0;
let s: TestServer;
let provider: FakeSmsProvider;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let samId: number;

type Row = { appointmentId: number; which: 'first' | 'second'; dueAt: string; startsAt: string; state: string; reason: string | null; customerName: string | null; pets: string[] };

let phoneSeq = 0;
async function textingCustomer(): Promise<{ userId: number; customerId: number; petId: number; number: string }> {
  phoneSeq += 1;
  const phone = `214-555-${String(300 + phoneSeq).padStart(4, '0')}`;
  const made = await newCustomer(office, `reminded${phoneSeq}@example.com`, phone);
  await s.settle();
  return { ...made, number: `+1${phone.replace(/\D/g, '')}` };
}

async function book(who: { userId: number; petId: number }, week: number, startTime = '9:00 AM', endTime = '10:30 AM'): Promise<number> {
  const created = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: await newEstimate(office, who.userId, who.petId), employeeId: samId, appointmentDate: futureDate(week).spec, startTime, endTime,
  }));
  await s.settle();
  return created.newAppointmentId;
}

/** The reminders the server's own pass computed for the appointment (GET /api/v4/reminders/list reads 7 days: the clock moves there). */
async function remindersOf(appointmentId: number): Promise<Row[]> {
  await s.settle();
  const { rows } = ok('list', await office.get<{ rows: Row[] }>('/api/v4/reminders/list'));
  return rows.filter((r) => r.appointmentId === appointmentId);
}

const moveClockTo = (iso: string) => {
  const target = Date.parse(iso) + 1_000;
  if (target - Date.now() > shiftMs) shiftMs = target - Date.now();
};
const reminderTexts = async (appointmentId: number) => (await readSmsOutbox(s.services.db)).filter((t) => t.dedupeKey.startsWith(`reminder-${appointmentId}-`));
const sentReminders = async (customerId: number) =>
  (await streamOf(s, `Conversation-${customerId}`)).filter((e: DomainEvent) => e.type === 'TextSent' && (e.data as { kind: string }).kind === 'reminder');

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  s = await startTestServer({
    clock: () => new Date(Date.now() + shiftMs),
    config: { publicUrl: PUBLIC_URL, sms: { url: provider.url, user: 'AC-test', token: TOKEN, from: FAKE_SMS_NUMBER }, reminderSweepMs: 150 },
  });
  provider.connect({ publicUrl: PUBLIC_URL, postTo: s.url, authToken: TOKEN });
  [office, stylist, customer] = await Promise.all([s.loginAs('office'), s.loginAs('stylist'), s.loginAs('customer')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await provider?.close();
});

/** Moves the clock to a week before the appointment's Monday, so the list (7 days) shows its reminders. */
function weekBefore(week: number) {
  const monday = futureDate(week).iso;
  moveClockTo(new Date(Date.parse(`${monday}T12:00:00Z`) - 6 * 86_400_000).toISOString());
}

describe('reminders sent from the event log', () => {
  it('REM-OFFSET: booked, the first reminder (2 days before, 9:00 AM Saturday) is in the outbox once the clock passes it; the second at 8:00 AM (REM-QUIET)', async () => {
    const pat = await textingCustomer();
    const id = await book(pat, 0);
    weekBefore(0);
    const [first, second] = await remindersOf(id);
    const monday = futureDate(0).iso;
    expect(first).toMatchObject({ which: 'first', state: 'scheduled', pets: [expect.any(String)] });
    expect(first!.dueAt).toBe(new Date(localInstant(addLocalDays(monday, -2), '09:00', TZ)).toISOString());
    expect(second!.dueAt).toBe(new Date(localInstant(monday, '08:00', TZ)).toISOString());
    expect(second).toMatchObject({ which: 'second', state: 'scheduled' });
    expect(await reminderTexts(id)).toEqual([]);

    moveClockTo(first!.dueAt);
    const texts = await waitFor('the first reminder in the outbox', async () => {
      const t = await reminderTexts(id);
      return t.length > 0 && t;
    });
    expect(texts).toHaveLength(1);
    expect(texts[0]!.dedupeKey).toBe(`reminder-${id}-first-${first!.startsAt}`);
    expect(texts[0]!.to).toBe(pat.number.slice(1));
    await waitFor('the page says sent', async () => (await remindersOf(id))[0]!.state === 'sent');
    expect(await sentReminders(pat.customerId)).toMatchObject([{ data: { kind: 'reminder', appointmentId: id, messageId: `reminder-${id}-first-${first!.startsAt}` } }]);

    moveClockTo(second!.dueAt);
    await waitFor('the second reminder', async () => (await reminderTexts(id)).length === 2);
    // More passes send nothing again.
    await sendDueReminders(s.services);
    expect(await reminderTexts(id)).toHaveLength(2);
    expect(await sentReminders(pat.customerId)).toHaveLength(2);
  });

  it('REM-CHANGE: moved, the reminders are recomputed and the old one is not sent; cancelled, none is sent', async () => {
    const pat = await textingCustomer();
    const id = await book(pat, 1);
    weekBefore(1);
    const [oldFirst] = await remindersOf(id);
    // Moved to 1:00 PM: the old 9:00 AM Saturday reminder is no longer due.
    ok('update', await office.post('/api/v4/appointments/update', { appointmentId: id, appointmentDate: futureDate(1).spec, startTime: '1:00 PM', endTime: '2:30 PM', employeeId: samId, resolveConfliction: true }));
    const [newFirst] = await remindersOf(id);
    expect(newFirst!.startsAt).not.toBe(oldFirst!.startsAt);
    expect(newFirst!.dueAt > oldFirst!.dueAt).toBe(true);
    moveClockTo(oldFirst!.dueAt);
    await sendDueReminders(s.services);
    expect(await reminderTexts(id)).toEqual([]);
    moveClockTo(newFirst!.dueAt);
    await waitFor('the new first reminder', async () => (await reminderTexts(id)).length === 1);
    expect((await reminderTexts(id))[0]!.dedupeKey).toBe(`reminder-${id}-first-${newFirst!.startsAt}`);

    const cancelled = await book(await textingCustomer(), 2);
    weekBefore(2);
    const [due] = await remindersOf(cancelled);
    ok('cancel', await office.post('/api/v4/appointments/cancel', { appointmentId: cancelled }));
    await s.settle();
    expect(await remindersOf(cancelled)).toEqual([]);
    moveClockTo(due!.dueAt);
    await sendDueReminders(s.services);
    expect(await reminderTexts(cancelled)).toEqual([]);
  });

  it('REM-REPLY: an opted-out number (STOP) gets no reminder, and the page says skipped: opted out', async () => {
    const pat = await textingCustomer();
    const id = await book(pat, 3);
    expect((await provider.sendInbound({ from: pat.number, body: 'STOP' })).status).toBe(200);
    weekBefore(3);
    const [first] = await remindersOf(id);
    moveClockTo(first!.dueAt);
    await waitFor('skipped: opted out', async () => {
      const [row] = await remindersOf(id);
      return row!.state === 'skipped' && row!.reason === 'optedOut';
    });
    expect(await reminderTexts(id)).toEqual([]);
    expect(provider.received.filter((t) => t.to === pat.number)).toEqual([]);
    expect(await streamOf(s, `Reminders-${id}`)).toMatchObject([{ type: 'ReminderSkipped', data: { which: 'first', reason: 'optedOut' } }]);
  });

  it('Send now twice sends one text (the same dedupe key); Dismiss keeps the other from going', async () => {
    const pat = await textingCustomer();
    const id = await book(pat, 4);
    weekBefore(4);
    const [first, second] = await remindersOf(id);
    const answers = await Promise.all([
      office.post<{ state: string }>('/api/v4/reminders/sendNow', { appointmentId: id, which: 'first' }),
      office.post<{ state: string }>('/api/v4/reminders/sendNow', { appointmentId: id, which: 'first' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.state)).toEqual(['sent', 'sent']);
    expect(await reminderTexts(id)).toHaveLength(1);
    expect(await sentReminders(pat.customerId)).toHaveLength(1);
    // When its time comes, the pass does not send it again.
    moveClockTo(first!.dueAt);
    await sendDueReminders(s.services);
    expect(await reminderTexts(id)).toHaveLength(1);

    const dismissed = ok('dismiss', await office.post<{ message: string }>('/api/v4/reminders/dismiss', { appointmentId: id, which: 'second' }));
    expect(dismissed.message).toBe(REMINDER_MESSAGES.dismissed);
    await waitFor('dismissed on the page', async () => (await remindersOf(id))[1]?.reason === 'dismissed');
    moveClockTo(second!.dueAt);
    await sendDueReminders(s.services);
    expect(await reminderTexts(id)).toHaveLength(1);
    const late = await office.post<{ message: string }>('/api/v4/reminders/sendNow', { appointmentId: id, which: 'second' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REMINDER_MESSAGES.dismissed);
  });

  it('bad input and wrong roles: a clear 4xx, nothing written', async () => {
    for (const body of [{}, { appointmentId: 1, which: 'third' }, { appointmentId: -4, which: 'first' }]) {
      expect((await office.post('/api/v4/reminders/sendNow', body)).status).toBe(400);
    }
    expect((await office.post('/api/v4/reminders/dismiss', { appointmentId: 999_999, which: 'first' })).status).toBe(404);
    expect((await office.post('/api/v4/reminders/sendNow', { appointmentId: 999_999, which: 'first' })).status).toBe(409);
    for (const who of [stylist, customer]) {
      expect((await who.post('/api/v4/reminders/sendNow', { appointmentId: 1, which: 'first' })).status).toBe(403);
      expect((await who.post('/api/v4/reminders/dismiss', { appointmentId: 1, which: 'first' })).status).toBe(403);
      expect((await who.get('/api/v4/reminders/list')).status).toBe(403);
    }
    expect((await customer.post('/api/v4/reminders/settings', { first: { enabled: true, amount: 1, unit: 'days' }, second: { enabled: false, amount: 1, unit: 'hours' }, quietStart: '21:00', quietEnd: '08:00' })).status).toBe(403);
    expect((await office.post('/api/v4/reminders/settings', { first: { enabled: true, amount: 0, unit: 'days' }, second: { enabled: false, amount: 1, unit: 'hours' }, quietStart: '25:00', quietEnd: '08:00' })).status).toBe(400);
  });
});
