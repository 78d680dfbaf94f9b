import { PET_REMINDER_MESSAGES as PM, addLocalDays, businessDateOf, localInstant, type DomainEvent, type PetReminderRow } from '@pawroute/domain';
import { sendDuePetReminders } from '@pawroute/command-api';
import { readOutbox, readSmsOutbox } from '@pawroute/platform';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { newCustomer, ok, streamOf } from '../appointments/commandsTestKit';

/**
 * Vaccine reminders (docs/RULES.md VAC-REMIND, docs/TEXTS.md "A pet's reminders"): decided from the
 * event log, sent by the server's pass on the test clock through the SMS port (a stand-in provider), once
 * per record. The clock only moves forward; each test's records expire later than the one before.
 */
const TZ = 'America/Chicago';
const RABIES = 1;
let shiftMs = 0;
let s: TestServer;
let provider: FakeSmsProvider;
let office: TestClient;

const now = () => new Date(Date.now() + shiftMs);
const today = () => businessDateOf(now().toISOString(), TZ);
const moveClockTo = (iso: string) => {
  const target = Date.parse(iso) + 1_000;
  if (target - Date.now() > shiftMs) shiftMs = target - Date.now();
};
/** 10:00 AM local on `date` (VAC-REMIND's moment). */
const tenAm = (date: string) => new Date(localInstant(date, '10:00', TZ)).toISOString();

let phoneSeq = 0;
async function petOwner() {
  phoneSeq += 1;
  const phone = `214-555-${String(700 + phoneSeq).padStart(4, '0')}`;
  const made = await newCustomer(office, `vaccinated${phoneSeq}@example.com`, phone);
  await s.settle();
  return made;
}
async function record(petId: number, expiresOn: string, recordId: number | null = null): Promise<number> {
  const saved = ok('record', await office.post<{ recordId: number }>('/api/v4/vaccinations/record', { petId, recordId, vaccineId: RABIES, givenOn: addLocalDays(expiresOn, -365), expiresOn }));
  await s.settle();
  return saved.recordId;
}
async function petReminders(petId: number): Promise<PetReminderRow[]> {
  await s.settle();
  return ok('pets', await office.get<{ rows: PetReminderRow[] }>('/api/v4/reminders/pets')).rows.filter((r) => r.petId === petId);
}
const textsOf = async (key: string) => (await readSmsOutbox(s.services.db)).filter((t) => t.dedupeKey === key);
const sentTexts = async (customerId: number) =>
  (await streamOf(s, `Conversation-${customerId}`)).filter((e: DomainEvent) => e.type === 'TextSent' && (e.data as { kind: string }).kind === 'vaccineExpiry');

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  s = await startTestServer({
    clock: now,
    config: { publicUrl: 'https://groom.example.com', sms: { url: provider.url, user: 'AC-test', token: 'sms-test-auth-token', from: FAKE_SMS_NUMBER }, reminderSweepMs: 150 },
  });
  office = await s.loginAs('office');
  const admin = await s.loginAs('admin');
  ok('rules', await admin.post('/api/v4/vaccinations/updateRules', { requiredVaccineIds: [RABIES], refuseBookings: false }));
}, 180_000);
afterAll(async () => {
  await s?.close();
  await provider?.close();
});

describe('vaccine reminders sent from the event log (VAC-REMIND)', () => {
  it('VAC-REMIND: a required vaccine expiring in 30 days is reminded at 10:00 AM local 14 days before, once, shown on the Reminders page', async () => {
    const pat = await petOwner();
    const expiresOn = addLocalDays(today(), 30);
    const recordId = await record(pat.petId, expiresOn);
    const key = `vaccine-${pat.petId}-${recordId}`;
    moveClockTo(new Date(Date.parse(tenAm(addLocalDays(expiresOn, -14))) - 3 * 86_400_000).toISOString());
    const [row] = await petReminders(pat.petId);
    expect(row).toMatchObject({ key, kind: 'vaccineExpiry', state: 'scheduled', petName: 'Rex', vaccine: 'Rabies', expiresOn, dueAt: tenAm(addLocalDays(expiresOn, -14)) });
    expect(await textsOf(key)).toEqual([]);

    moveClockTo(row!.dueAt);
    await vi.waitFor(async () => expect(await textsOf(key)).toHaveLength(1), { timeout: 30_000, interval: 100 });
    await vi.waitFor(async () => expect((await petReminders(pat.petId))[0]!.state).toBe('sent'), { timeout: 30_000, interval: 100 });
    // More passes, and Send now, send nothing again.
    await sendDuePetReminders(s.services);
    expect(ok('sendNow', await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key })).message).toBe(PM.alreadySent);
    expect(await textsOf(key)).toHaveLength(1);
    expect(await sentTexts(pat.customerId)).toMatchObject([{ data: { kind: 'vaccineExpiry', messageId: key, body: expect.stringContaining("Rex's Rabies vaccination expires") } }]);
  });

  it('VAC-REMIND: a renewal entered before the moment cancels the old record\u2019s reminder (not sent, Send now refused)', async () => {
    const pat = await petOwner();
    const expiresOn = addLocalDays(today(), 40);
    const old = await record(pat.petId, expiresOn);
    const renewal = await record(pat.petId, addLocalDays(expiresOn, 365));
    moveClockTo(tenAm(addLocalDays(expiresOn, -14)));
    expect(await petReminders(pat.petId)).toEqual([]);
    await sendDuePetReminders(s.services);
    expect(await textsOf(`vaccine-${pat.petId}-${old}`)).toEqual([]);
    expect(await textsOf(`vaccine-${pat.petId}-${renewal}`)).toEqual([]);
    const refused = await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key: `vaccine-${pat.petId}-${old}` });
    expect([refused.status, refused.body.message]).toEqual([409, PM.notDue]);
  });

  it('VAC-REMIND: a record entered after its moment goes at the next 10:00 AM local; dismissed, it is not sent', async () => {
    const first = await petOwner();
    const second = await petOwner();
    const expiresOn = addLocalDays(today(), 5);
    const a = await record(first.petId, expiresOn);
    const b = await record(second.petId, expiresOn);
    const entered = now().toISOString();
    const next = tenAm(businessDateOf(entered, TZ)) > entered ? tenAm(businessDateOf(entered, TZ)) : tenAm(addLocalDays(businessDateOf(entered, TZ), 1));
    const [rowA] = await petReminders(first.petId);
    expect(rowA).toMatchObject({ state: 'scheduled' });
    expect(rowA!.dueAt >= next).toBe(true);

    const dismissed = ok('dismiss', await office.post<{ dismissed: boolean }>('/api/v4/reminders/pet/dismiss', { key: `vaccine-${second.petId}-${b}` }));
    expect(dismissed.dismissed).toBe(true);
    await vi.waitFor(async () => expect((await petReminders(second.petId))[0]).toMatchObject({ state: 'skipped', reason: 'dismissed' }), { timeout: 30_000, interval: 100 });

    moveClockTo(rowA!.dueAt);
    await vi.waitFor(async () => expect(await textsOf(`vaccine-${first.petId}-${a}`)).toHaveLength(1), { timeout: 30_000, interval: 100 });
    await sendDuePetReminders(s.services);
    expect(await textsOf(`vaccine-${second.petId}-${b}`)).toEqual([]);
    const refused = await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key: `vaccine-${second.petId}-${b}` });
    expect([refused.status, refused.body.message]).toEqual([409, PM.dismissed]);
  });

  it('VAC-REMIND by the customer\u2019s preferred channel: one who prefers mail is mailed (not texted), recorded once as PetReminderMailed; the page says Email', async () => {
    const pat = await petOwner();
    ok('prefer email', await office.post('/api/v4/customers/preferredChannel', { customerId: pat.customerId, channel: 'email' }));
    const expiresOn = addLocalDays(today(), 20);
    const recordId = await record(pat.petId, expiresOn);
    const key = `vaccine-${pat.petId}-${recordId}`;
    const [row] = await petReminders(pat.petId);
    expect(row).toMatchObject({ key, channels: { sms: false, email: true }, goesAt: tenAm(addLocalDays(expiresOn, -14)) });
    moveClockTo(row!.goesAt);
    const mailed = async () => (await readOutbox(s.services.db, s.services.config, 500)).filter((m) => m.dedupeKey === key);
    await vi.waitFor(async () => expect(await mailed()).toHaveLength(1), { timeout: 30_000, interval: 100 });
    await vi.waitFor(async () => expect((await petReminders(pat.petId))[0]!.state).toBe('sent'), { timeout: 30_000, interval: 100 });
    await sendDuePetReminders(s.services);
    expect(await mailed()).toHaveLength(1);
    expect((await mailed())[0]!.text).toContain("Rex's Rabies vaccination expires");
    expect(await textsOf(key)).toEqual([]);
    expect((await streamOf(s, `PetReminders-${pat.petId}`)).map((e) => e.type)).toEqual(['PetReminderMailed']);
  });

  it('bad input: an unknown or malformed key is a 404 or 400 with a message, never a 500; the setting refuses 0 days', async () => {
    const unknown = await office.post<{ message: string }>('/api/v4/reminders/pet/sendNow', { key: 'vaccine-1-x' });
    expect([unknown.status, unknown.body.message]).toEqual([404, PM.notFound]);
    const empty = await office.post<{ message: string }>('/api/v4/reminders/pet/dismiss', { key: '' });
    expect(empty.status).toBe(400);
    const admin = await s.loginAs('admin');
    expect((await admin.post('/api/v4/reminders/pet/settings', { vaccineDaysBefore: 0 })).status).toBe(400);
    expect(ok('settings', await admin.post<{ vaccineDaysBefore: number }>('/api/v4/reminders/pet/settings', { vaccineDaysBefore: 21 })).vaccineDaysBefore).toBe(21);
  });
});
