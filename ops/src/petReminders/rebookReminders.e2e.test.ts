import { ANIMAL_TYPE_IDS, PET_REMINDER_MESSAGES as PM, SEED_BREEDS, addLocalDays, businessDateOf, localInstant, type DomainEvent, type PetReminderRow } from '@pawroute/domain';
import { sendDuePetReminders } from '@pawroute/command-api';
import { readOutbox, readSmsOutbox } from '@pawroute/platform';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../server';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { futureDate, newCustomer, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';

/**
 * The rebook reminder (docs/TEXTS.md "A pet's reminders", docs/RULES.md REM-QUIET, REM-CHANGE,
 * REM-REPLY): a pet due by its grooming frequency with nothing booked is reminded at 10:00 AM business
 * time on its due date, by the customer's preferred channel, once per pet and due date, decided from
 * the event log by the server's pass on the test clock. The clock only moves forward; each test's pet is
 * due later than the one before.
 */
const TZ = 'America/Chicago';
const PUBLIC_URL = 'https://groom.example.com';
const TOKEN = 'sms-test-auth-token';
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
let shiftMs = 0;
let s: TestServer;
let provider: FakeSmsProvider;
let office: TestClient;
let admin: TestClient;
let samId: number;

const now = () => new Date(Date.now() + shiftMs);
const today = () => businessDateOf(now().toISOString(), TZ);
const moveClockTo = (iso: string) => {
  const target = Date.parse(iso) + 1_000;
  if (target - Date.now() > shiftMs) shiftMs = target - Date.now();
};
const at = (date: string, time: string) => new Date(localInstant(date, time, TZ)).toISOString();
const usDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

let seq = 0;
/** A customer with a dog groomed every 4 weeks, last groomed so that it is due `inDays` days from today. */
async function dueOwner(inDays: number, channel: 'sms' | 'email' | 'both' = 'both') {
  seq += 1;
  const phone = `214-555-${String(800 + seq).padStart(4, '0')}`;
  const email = `rebooked${seq}@example.com`;
  const made = await newCustomer(office, email, phone);
  const lastGroomed = addLocalDays(today(), inDays - 28);
  const pet = ok('pet', await office.post<{ ID: number }>('/api/v4/pets/update', {
    customerId: made.customerId, petName: `Moose${seq}`, animalTypeId: dog.animalTypeId, breedId: dog.id, groomingFrequencyWeeks: '4', lastGroomDate: usDate(lastGroomed),
  }));
  if (channel !== 'both') ok('channel', await office.post('/api/v4/customers/preferredChannel', { customerId: made.customerId, channel }));
  await s.settle();
  return { ...made, petId: pet.ID, petName: `Moose${seq}`, email, number: `+1${phone.replace(/\D/g, '')}`, dueOn: addLocalDays(today(), inDays) };
}
async function rowsOf(petId: number): Promise<PetReminderRow[]> {
  await s.settle();
  return ok('pets', await office.get<{ rows: PetReminderRow[] }>('/api/v4/reminders/pets')).rows.filter((r) => r.petId === petId);
}
const textsOf = async (key: string) => (await readSmsOutbox(s.services.db)).filter((t) => t.dedupeKey === key);
/** The rebook reminders mailed to an address (by their dedupe key: the booking confirmation is mailed too). */
const mailTo = async (to: string) => (await readOutbox(s.services.db, s.services.config, 500)).filter((m) => m.to === to && m.dedupeKey.startsWith('rebook-'));
const rebookTexts = async (customerId: number) =>
  (await streamOf(s, `Conversation-${customerId}`)).filter((e: DomainEvent) => e.type === 'TextSent' && (e.data as { kind: string }).kind === 'rebook');
const waitFor = (probe: () => Promise<void>) => vi.waitFor(probe, { timeout: 30_000, interval: 100 });
const setQuietHours = async (quietStart: string, quietEnd: string) => {
  ok('quiet', await admin.post('/api/v4/reminders/settings', { first: { enabled: true, amount: 2, unit: 'days' }, second: { enabled: true, amount: 2, unit: 'hours' }, quietStart, quietEnd }));
  await s.settle();
};

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  s = await startTestServer({
    clock: now,
    config: { publicUrl: PUBLIC_URL, sms: { url: provider.url, user: 'AC-test', token: TOKEN, from: FAKE_SMS_NUMBER }, reminderSweepMs: 150 },
  });
  provider.connect({ publicUrl: PUBLIC_URL, postTo: s.url, authToken: TOKEN });
  office = await s.loginAs('office');
  admin = await s.loginAs('admin');
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await provider?.close();
});

describe('rebook reminders sent from the event log', () => {
  it('a pet due in 3 days is listed, goes at 10:00 AM on its due date by text and mail, once across passes, a second process and a restart', async () => {
    const pat = await dueOwner(3);
    const key = `rebook-${pat.petId}-${pat.dueOn}`;
    const [row] = await rowsOf(pat.petId);
    expect(row).toMatchObject({ key, kind: 'rebook', state: 'scheduled', petName: pat.petName, customerId: pat.customerId, dueOn: pat.dueOn, channels: { sms: true, email: true } });
    expect(row!.goesAt).toBe(at(pat.dueOn, '10:00'));

    moveClockTo(at(pat.dueOn, '09:59'));
    await sendDuePetReminders(s.services);
    expect(await textsOf(key)).toEqual([]);

    moveClockTo(row!.goesAt);
    // The server's own pass (every 150 ms), this process's pass twice at once, and a second process on
    // the same database (a restart: nothing in memory) all try: one text, one mail, one record.
    const second: RunningServer = await startServer({
      port: 0, host: '127.0.0.1', databaseUrl: s.database.url, serveWeb: false, runProjections: false, logLevel: 'error', clock: now,
      config: { publicUrl: PUBLIC_URL, sms: { url: provider.url, user: 'AC-test', token: TOKEN, from: FAKE_SMS_NUMBER }, reminderSweepMs: 0 },
    });
    try {
      await Promise.all([sendDuePetReminders(s.services), sendDuePetReminders(s.services), sendDuePetReminders(second.services)]);
      await waitFor(async () => expect(await textsOf(key)).toHaveLength(1));
      await waitFor(async () => expect((await rowsOf(pat.petId))[0]!.state).toBe('sent'));
      await sendDuePetReminders(second.services);
    } finally {
      await second.close();
    }
    await sendDuePetReminders(s.services);
    expect(ok('sendNow', await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key })).message).toBe(PM.alreadySent);
    expect(await textsOf(key)).toHaveLength(1);
    expect(await mailTo(pat.email)).toHaveLength(1);
    expect(await rebookTexts(pat.customerId)).toMatchObject([{ data: { kind: 'rebook', messageId: key, body: expect.stringContaining(`${pat.petName} is due for a groom around ${usDate(pat.dueOn)}`) } }]);
  });

  it('REM-CHANGE: booked meanwhile, the pet is no longer due: not listed, not sent by the pass, Send now refused', async () => {
    const pat = await dueOwner(4);
    const key = `rebook-${pat.petId}-${pat.dueOn}`;
    expect(await rowsOf(pat.petId)).toHaveLength(1);
    const estimateId = await newEstimate(office, pat.userId, pat.petId);
    ok('book', await office.post('/api/v4/appointments/create', { estimateId, employeeId: samId, appointmentDate: futureDate(10).spec, startTime: '9:00 AM', endTime: '10:30 AM' }));
    expect(await rowsOf(pat.petId)).toEqual([]);
    moveClockTo(at(pat.dueOn, '10:00'));
    await sendDuePetReminders(s.services);
    expect(await textsOf(key)).toEqual([]);
    expect(await mailTo(pat.email)).toEqual([]);
    const refused = await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key });
    expect([refused.status, refused.body.message]).toEqual([409, PM.rebookNotDue]);
  });

  it('Dismiss keeps it from going (Send now then refused); Send now sends another before its time, once', async () => {
    const dismissedPat = await dueOwner(5);
    const early = await dueOwner(5);
    const dismissedKey = `rebook-${dismissedPat.petId}-${dismissedPat.dueOn}`;
    const earlyKey = `rebook-${early.petId}-${early.dueOn}`;
    expect(ok('dismiss', await office.post<{ dismissed: boolean }>('/api/v4/reminders/pet/dismiss', { key: dismissedKey })).dismissed).toBe(true);
    await waitFor(async () => expect((await rowsOf(dismissedPat.petId))[0]).toMatchObject({ state: 'skipped', reason: 'dismissed' }));

    const answers = await Promise.all([
      office.post<{ state: string }>('/api/v4/reminders/pet/sendNow', { key: earlyKey }),
      office.post<{ state: string }>('/api/v4/reminders/pet/sendNow', { key: earlyKey }),
    ]);
    expect(answers.map((a) => [a.status, a.body.state])).toEqual([[200, 'sent'], [200, 'sent']]);
    expect(await textsOf(earlyKey)).toHaveLength(1);

    moveClockTo(at(dismissedPat.dueOn, '10:00'));
    await sendDuePetReminders(s.services);
    expect(await textsOf(dismissedKey)).toEqual([]);
    expect(await textsOf(earlyKey)).toHaveLength(1);
    const refused = await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key: dismissedKey });
    expect([refused.status, refused.body.message]).toEqual([409, PM.dismissed]);
  });

  it('REM-REPLY: a STOP\u2019d number gets no text; a customer who prefers texts only is then skipped: opted out', async () => {
    const pat = await dueOwner(6, 'sms');
    const key = `rebook-${pat.petId}-${pat.dueOn}`;
    expect((await provider.sendInbound({ from: pat.number, body: 'STOP' })).status).toBe(200);
    moveClockTo(at(pat.dueOn, '10:00'));
    await waitFor(async () => expect((await rowsOf(pat.petId))[0]).toMatchObject({ state: 'skipped', reason: 'optedOut' }));
    expect(await textsOf(key)).toEqual([]);
    expect(provider.received.filter((t) => t.to === pat.number)).toEqual([]);
    expect(await mailTo(pat.email)).toEqual([]);
  });

  it('REM-QUIET: with quiet hours 9:00 to 11:00 AM a texted reminder goes at 11:00, a mail-preferring customer\u2019s at 10:00 by mail only (the page says so)', async () => {
    await setQuietHours('09:00', '11:00');
    try {
      const texted = await dueOwner(5, 'sms');
      const mailed = await dueOwner(5, 'email');
      const [textRow] = await rowsOf(texted.petId);
      const [mailRow] = await rowsOf(mailed.petId);
      expect(textRow).toMatchObject({ channels: { sms: true, email: false }, goesAt: at(texted.dueOn, '11:00') });
      expect(mailRow).toMatchObject({ channels: { sms: false, email: true }, goesAt: at(mailed.dueOn, '10:00') });

      moveClockTo(at(mailed.dueOn, '10:00'));
      await sendDuePetReminders(s.services);
      const mailedKey = `rebook-${mailed.petId}-${mailed.dueOn}`;
      await waitFor(async () => expect(await mailTo(mailed.email)).toHaveLength(1));
      expect((await mailTo(mailed.email))[0]!.subject).toContain(mailed.petName);
      expect(await textsOf(mailedKey)).toEqual([]);
      expect(await streamOf(s, `PetReminders-${mailed.petId}`)).toMatchObject([{ type: 'PetReminderMailed', data: { key: mailedKey, kind: 'rebook', to: mailed.email } }]);
      await waitFor(async () => expect((await rowsOf(mailed.petId))[0]!.state).toBe('sent'));
      // The texted one waits out the quiet hours.
      expect(await textsOf(`rebook-${texted.petId}-${texted.dueOn}`)).toEqual([]);
      moveClockTo(at(texted.dueOn, '11:00'));
      await waitFor(async () => expect(await textsOf(`rebook-${texted.petId}-${texted.dueOn}`)).toHaveLength(1));
      expect(await mailTo(texted.email)).toEqual([]);
    } finally {
      await setQuietHours('21:00', '08:00');
    }
  });

  it('bad input: a malformed rebook key is a 404 with a message, never a 500', async () => {
    const unknown = await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key: 'rebook-1-someday' });
    expect([unknown.status, unknown.body.message]).toEqual([404, PM.notFound]);
    const nobody = await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key: 'rebook-999999-2026-01-01' });
    expect(nobody.status).toBe(409);
  });
});
