import { MESSAGE_KIND_REGISTRY, localInstant, type DomainEvent } from '@pawroute/domain';
import { sendDueReminders } from '@pawroute/command-api';
import { readOutbox, readSmsOutbox } from '@pawroute/platform';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { futureDate, newCustomer, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';

/**
 * Message templates through the API (docs/TEXTS.md "Message templates"): saved as events with
 * Management's permissions, unknown placeholders refused; the automatic sends (the reminders, the
 * booked confirmation, Ask for a card) say the saved words, by the template's channels and the
 * customer's preferred channel. Real PostgreSQL, the SMS provider a stand-in, the test clock.
 */
const TOKEN = 'sms-test-auth-token';
const PUBLIC_URL = 'https://groom.example.com';
let shiftMs = 0;
let s: TestServer;
let provider: FakeSmsProvider;
let office: TestClient;
let admin: TestClient;
let stylist: TestClient;
let customer: TestClient;
let samId: number;

let seq = 0;
async function customerWithPhone() {
  seq += 1;
  const phone = `214-555-${String(700 + seq).padStart(4, '0')}`;
  const email = `templated${seq}@example.com`;
  const made = await newCustomer(office, email, phone);
  await s.settle();
  return { ...made, email, digits: `1${phone.replace(/\D/g, '')}` };
}
async function book(who: { userId: number; petId: number }, week: number): Promise<number> {
  const created = ok('create', await office.post<{ newAppointmentId: number }>('/api/v4/appointments/create', {
    estimateId: await newEstimate(office, who.userId, who.petId), employeeId: samId, appointmentDate: futureDate(week).spec, startTime: '9:00 AM', endTime: '10:30 AM',
  }));
  await s.settle();
  return created.newAppointmentId;
}
const moveClockTo = (iso: string) => {
  const target = Date.parse(iso) + 1_000;
  if (target - Date.now() > shiftMs) shiftMs = target - Date.now();
};
const mailTo = async (to: string) => (await readOutbox(s.services.db, s.services.config, 500)).filter((m) => m.to === to);
const textsTo = async (digits: string) => (await readSmsOutbox(s.services.db, 500, s.services.config)).filter((t) => t.to === digits);

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
type Row = { appointmentId: number; which: 'first' | 'second'; dueAt: string; state: string };
async function firstReminderOf(appointmentId: number, week: number): Promise<Row> {
  moveClockTo(new Date(Date.parse(`${futureDate(week).iso}T12:00:00Z`) - 6 * 86_400_000).toISOString());
  await s.settle();
  const { rows } = ok('list', await office.get<{ rows: Row[] }>('/api/v4/reminders/list'));
  return rows.find((r) => r.appointmentId === appointmentId && r.which === 'first')!;
}

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  s = await startTestServer({
    clock: () => new Date(Date.now() + shiftMs),
    config: { publicUrl: PUBLIC_URL, businessName: 'Suds on Wheels', sms: { url: provider.url, user: 'AC-test', token: TOKEN, from: FAKE_SMS_NUMBER }, reminderSweepMs: 150 },
  });
  provider.connect({ publicUrl: PUBLIC_URL, postTo: s.url, authToken: TOKEN });
  [office, admin, stylist, customer] = await Promise.all([s.loginAs('office'), s.loginAs('admin'), s.loginAs('stylist'), s.loginAs('customer')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await provider?.close();
});

const templateOf = async (kind: string) => {
  await s.settle();
  return ok('list', await admin.get<{ templates: { kind: string; template: Record<string, string>; isDefault: boolean }[] }>('/api/v4/messageTemplates/list')).templates.find((t) => t.kind === kind)!;
};

describe('message templates', () => {
  it('saved as one event on MessageTemplates, listed, and reset to the default; the same save twice writes nothing', async () => {
    const words = { kind: 'cancelled', channels: 'both', sms: '{business}: {date} is off, sorry {customer}!', emailSubject: 'Cancelled: {date}', emailBody: 'Hello {customer},\n\nThe {time} visit is off.' };
    const saved = ok('save', await admin.post<{ isDefault: boolean }>('/api/v4/messageTemplates/save', words));
    expect(saved.isDefault).toBe(false);
    ok('save again', await admin.post('/api/v4/messageTemplates/save', words));
    expect((await streamOf(s, 'MessageTemplates')).filter((e: DomainEvent) => (e.data as { kind: string }).kind === 'cancelled')).toMatchObject([{ type: 'MessageTemplateChanged', data: { kind: 'cancelled', channels: 'both' } }]);
    expect(await templateOf('cancelled')).toMatchObject({ isDefault: false, template: { sms: words.sms } });
    ok('reset', await admin.post('/api/v4/messageTemplates/reset', { kind: 'cancelled' }));
    expect(await templateOf('cancelled')).toMatchObject({ isDefault: true, template: MESSAGE_KIND_REGISTRY.cancelled.defaults });
  });

  it('an unknown placeholder, an empty text it goes by, an unknown kind: 400 with the words, nothing written; only Management may save', async () => {
    const before = (await streamOf(s, 'MessageTemplates')).length;
    const unknown = await admin.post<{ message: string; fieldErrors: Record<string, string> }>('/api/v4/messageTemplates/save', {
      kind: 'booked', channels: 'sms', sms: 'See you at {eta}, {nickname}', emailSubject: '', emailBody: '',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown placeholders \{eta\}, \{nickname\}: this message can use \{customer\}/);
    const empty = await admin.post('/api/v4/messageTemplates/save', { kind: 'booked', channels: 'both', sms: '', emailSubject: 'x', emailBody: 'y' });
    expect(empty.status).toBe(400);
    expect((await admin.post('/api/v4/messageTemplates/save', { kind: 'birthday', channels: 'sms', sms: 'x', emailSubject: '', emailBody: '' })).status).toBe(400);
    expect((await admin.post('/api/v4/messageTemplates/reset', { kind: 'birthday' })).status).toBe(400);
    for (const who of [office, stylist, customer]) {
      expect((await who.post('/api/v4/messageTemplates/save', { kind: 'booked', channels: 'sms', sms: 'x', emailSubject: '', emailBody: '' })).status).toBe(403);
    }
    expect((await streamOf(s, 'MessageTemplates')).length).toBe(before);
  });

  it('the first reminder goes with the saved words, by text and mail when the template says both', async () => {
    ok('save', await admin.post('/api/v4/messageTemplates/save', {
      kind: 'firstReminder', channels: 'both', sms: 'Woof! {customer}, {pets} is booked {date} at {time} with {stylist}.', emailSubject: 'See you {date}, {customer}', emailBody: 'Hello {customer},\n\n{pets} is booked at {time}.',
    }));
    const pat = await customerWithPhone();
    const id = await book(pat, 0);
    const first = await firstReminderOf(id, 0);
    moveClockTo(first.dueAt);
    const [text] = await waitFor('the reminder text', async () => {
      const t = (await textsTo(pat.digits)).filter((x) => x.dedupeKey.startsWith(`reminder-${id}-first`));
      return t.length > 0 && t;
    });
    expect(text!.text).toMatch(/^Woof! Pat, Rex is booked \d\d-\d\d-\d{4} at 9:00 AM with .+\.$/);
    const mail = await waitFor('the reminder mail', async () => (await mailTo(pat.email)).find((m) => m.dedupeKey.startsWith(`reminder-${id}-first`)));
    expect(mail.subject).toMatch(/^See you \d\d-\d\d-\d{4}, Pat$/);
    expect(mail.text).toBe('Hello Pat,\n\nRex is booked at 9:00 AM.');
    // The text goes, then its record: one TextSent in the conversation.
    const sent = await waitFor('the TextSent', async () => {
      const events = (await streamOf(s, `Conversation-${pat.customerId}`)).filter((e: DomainEvent) => e.type === 'TextSent');
      return events.length > 0 && events;
    });
    expect(sent).toMatchObject([{ data: { kind: 'reminder', appointmentId: id, body: text!.text } }]);
    ok('reset', await admin.post('/api/v4/messageTemplates/reset', { kind: 'firstReminder' }));
  });

  it("a customer who prefers email gets the reminder by mail only (ReminderMailed, once); a customer may not set another's channel", async () => {
    const pat = await customerWithPhone();
    ok('prefer email', await office.post('/api/v4/customers/preferredChannel', { customerId: pat.customerId, channel: 'email' }));
    expect((await customer.post('/api/v4/customers/preferredChannel', { customerId: pat.customerId, channel: 'sms' })).status).toBe(403);
    await s.settle();
    expect(ok('read', await office.get<{ channel: string }>('/api/v4/customers/preferredChannel', { query: { customerId: pat.customerId } })).channel).toBe('email');
    const id = await book(pat, 1);
    const first = await firstReminderOf(id, 1);
    ok('send now', await office.post('/api/v4/reminders/sendNow', { appointmentId: id, which: 'first' }));
    ok('send now again', await office.post('/api/v4/reminders/sendNow', { appointmentId: id, which: 'first' }));
    const mails = (await mailTo(pat.email)).filter((m) => m.dedupeKey.startsWith(`reminder-${id}-first`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Reminder: your Suds on Wheels appointment on \d\d-\d\d-\d{4}$/);
    expect((await textsTo(pat.digits)).filter((t) => t.dedupeKey.startsWith(`reminder-${id}`))).toEqual([]);
    expect(await streamOf(s, `Reminders-${id}`)).toMatchObject([{ type: 'ReminderMailed', data: { which: 'first', to: pat.email } }]);
    moveClockTo(first.dueAt);
    await waitFor('the page says sent', async () => {
      const { rows } = ok('list', await office.get<{ rows: Row[] }>('/api/v4/reminders/list'));
      return rows.find((r) => r.appointmentId === id && r.which === 'first')?.state === 'sent';
    });
  });

  it('the booked confirmation mail says the saved words with the confirm link; Ask for a card sends the card-on-file words with the portal link', async () => {
    ok('save', await admin.post('/api/v4/messageTemplates/save', {
      kind: 'booked', channels: 'email', sms: '', emailSubject: '{business}: {pets} is booked', emailBody: 'Hi {customer}! {date} at {time}. Confirm here: {link}',
    }));
    const pat = await customerWithPhone();
    await book(pat, 2);
    const mail = await waitFor('the booked mail', async () => (await mailTo(pat.email)).find((m) => m.dedupeKey.startsWith('AppointmentConfirmation-')));
    expect(mail.subject).toBe('Suds on Wheels: Rex is booked');
    expect(mail.text).toMatch(/^Hi Pat! \d\d-\d\d-\d{4} at 9:00 AM\. Confirm here: https:\/\/groom\.example\.com\/appointmentConfirmation\?token=\S+$/);
    expect(mail.html).not.toContain('<script');
    ok('reset', await admin.post('/api/v4/messageTemplates/reset', { kind: 'booked' }));

    const asked = ok('askForCard', await office.post<{ email: string | null; sms: string | null }>('/api/v4/customers/askForCard', { customerId: pat.customerId }));
    expect(asked).toMatchObject({ email: pat.email });
    const cardMail = (await mailTo(pat.email)).find((m) => m.dedupeKey.startsWith(`CardOnFile-Customer-${pat.customerId}-`));
    expect(cardMail?.text).toContain(`${PUBLIC_URL}/dashboard/profile`);
    const cardText = (await textsTo(pat.digits)).find((t) => t.dedupeKey.startsWith(`CardOnFile-Customer-${pat.customerId}-`));
    expect(cardText?.text).toBe(`Suds on Wheels: please add a card for your grooming payments in your portal: ${PUBLIC_URL}/dashboard/profile`);
    expect((await stylist.post('/api/v4/customers/askForCard', { customerId: pat.customerId })).status).toBe(403);
  });

  it('a scheduled appointment still ahead, cancelled: the customer is told once, by the cancelled template, text and mail when it says both', async () => {
    ok('save', await admin.post('/api/v4/messageTemplates/save', {
      kind: 'cancelled', channels: 'both', sms: '{business}: {pets} on {date} is cancelled.', emailSubject: 'Cancelled: {date}', emailBody: 'Hello {customer}, {pets} on {date} at {time} is cancelled.',
    }));
    const pat = await customerWithPhone();
    const id = await book(pat, 3);
    ok('cancel', await office.post('/api/v4/appointments/cancel', { appointmentId: id }));
    const mail = await waitFor('the cancelled mail', async () => (await mailTo(pat.email)).find((m) => m.dedupeKey.startsWith(`AppointmentCancelled-Appointment-${id}-`)));
    expect(mail.subject).toMatch(/^Cancelled: \d\d-\d\d-\d{4}$/);
    expect(mail.text).toMatch(/^Hello Pat, Rex on \d\d-\d\d-\d{4} at 9:00 AM is cancelled\.$/);
    const text = await waitFor('the cancelled text', async () => (await textsTo(pat.digits)).find((t) => t.dedupeKey.startsWith(`AppointmentCancelled-Appointment-${id}-`)));
    expect(text.text).toMatch(/^Suds on Wheels: Rex on \d\d-\d\d-\d{4} is cancelled\.$/);
    await waitFor('its TextSent', async () => (await streamOf(s, `Conversation-${pat.customerId}`)).some((e: DomainEvent) => e.type === 'TextSent' && (e.data as { appointmentId: number | null }).appointmentId === id));
    ok('reset', await admin.post('/api/v4/messageTemplates/reset', { kind: 'cancelled' }));
  });

  it('REM-QUIET holds texts only: the second reminder (2 hours before 9:00 AM, in the quiet hours) goes by mail at 7:00 AM to a customer who prefers email', async () => {
    const pat = await customerWithPhone();
    ok('prefer email', await office.post('/api/v4/customers/preferredChannel', { customerId: pat.customerId, channel: 'email' }));
    const week = 4;
    const id = await book(pat, week);
    await firstReminderOf(id, week);
    const monday = futureDate(week).iso;
    const timeZone = s.services.config.timeZone;
    moveClockTo(new Date(localInstant(monday, '07:00', timeZone)).toISOString());
    await sendDueReminders(s.services);
    const second = await waitFor('the second reminder by mail', async () => (await mailTo(pat.email)).find((m) => m.dedupeKey.startsWith(`reminder-${id}-second-`)));
    expect(second.subject).toMatch(/^Reminder: your Suds on Wheels appointment on/);
    // The clock stands at 7:00 AM: a text would wait for 8:00 (ops/src/reminders: the second at 8:00 AM).
    expect(Date.parse(new Date(Date.now() + shiftMs).toISOString())).toBeLessThan(localInstant(monday, '08:00', timeZone));
    expect((await textsTo(pat.digits)).filter((t) => t.dedupeKey.startsWith(`reminder-${id}`))).toEqual([]);
    expect((await streamOf(s, `Reminders-${id}`)).filter((e: DomainEvent) => e.type === 'ReminderMailed').map((e) => (e.data as { which: string }).which).sort()).toEqual(['first', 'second']);
  });
});
