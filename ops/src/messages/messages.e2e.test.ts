import { TEXT_MESSAGES, type DomainEvent, type ThreadAnswer, type ThreadListAnswer } from '@pawroute/domain';
import { readSmsOutbox } from '@pawroute/platform';
import { FAKE_SMS_NUMBER, startFakeSmsProvider, type FakeSmsProvider } from '@pawroute/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';
import { eventCount, futureDate, newCustomer, newEstimate, ok, streamOf } from '../appointments/commandsTestKit';

/**
 * Texts both ways (docs/TEXTS.md) over real HTTP, the provider a stand-in that posts signed webhooks
 * (platform/src/testing/fakeSmsProvider.ts). The server stands behind a "proxy": its public URL
 * (PAWROUTE_PUBLIC_URL, what the provider signs) is not the address the request lands on.
 */
const TOKEN = 'sms-test-auth-token';
const PUBLIC_URL = 'https://groom.example.com';
let s: TestServer;
let provider: FakeSmsProvider;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let samId: number;

let phoneSeq = 0;
/** A new customer with a number of their own (+1 214 555 02xx) and a dog. */
async function textingCustomer(): Promise<{ userId: number; customerId: number; petId: number; number: string }> {
  phoneSeq += 1;
  const phone = `214-555-${String(200 + phoneSeq).padStart(4, '0')}`;
  const made = await newCustomer(office, `texter${phoneSeq}@example.com`, phone);
  await s.settle(); // the inbound text finds the customer by number (routing only)
  return { ...made, number: `+1${phone.replace(/\D/g, '')}` };
}

/** A scheduled appointment whose confirmation request was texted (the board's Send). */
async function textedAppointment(who: { userId: number; petId: number }, week: number): Promise<number> {
  const day = futureDate(week);
  const created = ok('create', await office.post<{ newAppointmentId: number; status: string }>('/api/v4/appointments/create', {
    estimateId: await newEstimate(office, who.userId, who.petId), employeeId: samId, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM',
  }));
  expect(created.status).toBe('scheduled');
  ok('sendConfirmation', await office.post('/api/v4/appointments/sendConfirmation', { appointmentId: created.newAppointmentId }));
  return created.newAppointmentId;
}

const typesOf = (events: DomainEvent[]) => events.map((e) => e.type);
const conversation = (customerId: number) => streamOf(s, `Conversation-${customerId}`);

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  s = await startTestServer({ config: { publicUrl: PUBLIC_URL, sms: { url: provider.url, user: 'AC-test', token: TOKEN, from: FAKE_SMS_NUMBER }, businessPhone: '(214) 555-0199' } });
  provider.connect({ publicUrl: PUBLIC_URL, postTo: s.url, authToken: TOKEN });
  [office, stylist, customer] = await Promise.all([s.loginAs('office'), s.loginAs('stylist'), s.loginAs('customer')]);
  samId = ok('getOptions', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await s?.close();
  await provider?.close();
});

describe('the inbound webhook', () => {
  it('refuses an unsigned, forged or wrong-URL text with 401 and writes nothing', async () => {
    const pat = await textingCustomer();
    const before = await eventCount(s);
    for (const signature of [null, 'AAAA', 'forged+signature/base64=']) {
      const answer = await provider.sendInbound({ from: pat.number, body: 'C' }, { signature });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body).message).toBe(TEXT_MESSAGES.badSignature);
    }
    // Signed with another token, or over the address the request landed on instead of the public URL.
    const other = await startFakeSmsProvider();
    try {
      other.connect({ publicUrl: PUBLIC_URL, postTo: s.url, authToken: 'not-the-token' });
      expect((await other.sendInbound({ from: pat.number, body: 'C' })).status).toBe(401);
      other.connect({ publicUrl: s.url, authToken: TOKEN });
      expect((await other.sendInbound({ from: pat.number, body: 'C' })).status).toBe(401);
    } finally {
      await other.close();
    }
    expect(await eventCount(s)).toBe(before);
  });

  it('a replayed MessageSid is applied once; a text that failed mid-way is applied when retried', async () => {
    const pat = await textingCustomer();
    const first = await provider.sendInbound({ from: pat.number, body: 'Running 5 min late?', messageSid: 'SMreplay0001' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-pawroute-outcome')).toBe('recorded');
    expect(first.body).toContain('<Response>');
    const again = await provider.retryLast();
    expect(again.headers.get('x-pawroute-outcome')).toBe('duplicate');
    const both = await Promise.all([provider.sendInbound({ from: pat.number, body: 'Twice at once', messageSid: 'SMreplay0002' }), provider.retryLast()]);
    expect(both.map((b) => b.status)).toEqual([200, 200]);
    expect(both.map((b) => b.headers.get('x-pawroute-outcome')).sort()).toEqual(['duplicate', 'recorded']);
    expect((await conversation(pat.customerId)).filter((e) => e.type === 'TextReceived').map((e) => (e.data as { body: string }).body)).toEqual([
      'Running 5 min late?',
      'Twice at once',
    ]);
    // HELP answers by text: the provider is down (the send fails), nothing is written; the retry applies it once.
    provider.failNext();
    const failed = await provider.sendInbound({ from: pat.number, body: 'help', messageSid: 'SMhelp0001' });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await conversation(pat.customerId)).some((e) => (e.data as { providerMessageId?: string }).providerMessageId === 'SMhelp0001')).toBe(false);
    const retried = await provider.retryLast();
    expect(retried.headers.get('x-pawroute-outcome')).toBe('help');
    const helps = provider.received.filter((t) => t.to === pat.number && t.body.includes('reply C to confirm'));
    expect(helps).toHaveLength(1);
    expect(helps[0]!.body).toContain('(214) 555-0199');
    expect(typesOf(await conversation(pat.customerId)).slice(-2)).toEqual(['TextReceived', 'TextSent']);
  });

  it('an unknown number is kept with the unknown senders and answered 200; empty, 2,000-character and emoji texts are recorded whole', async () => {
    const unknown = await provider.sendInbound({ from: '+19725550999', body: 'Who is this?' });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('x-pawroute-outcome')).toBe('unknownSender');
    expect(await streamOf(s, 'TextNumber-19725550999')).toMatchObject([{ type: 'TextReceived', data: { customerId: null, from: '19725550999', body: 'Who is this?' } }]);

    const pat = await textingCustomer();
    const long = 'x'.repeat(1999) + '!';
    for (const body of ['', long, '🐶🐾 see you soon 👍🏽']) {
      const answer = await provider.sendInbound({ from: pat.number, body });
      expect(answer.status, body.slice(0, 20)).toBe(200);
    }
    expect((await conversation(pat.customerId)).map((e) => (e.data as { body: string }).body)).toEqual(['', long, '🐶🐾 see you soon 👍🏽']);
    // Not a phone number, no MessageSid, a control character: 400 with the reason, nothing written.
    const before = await eventCount(s);
    const refusals = await Promise.all([
      provider.sendInbound({ from: 'abc', body: 'C' }),
      provider.sendInbound({ from: pat.number, body: 'nul \u0000 here' }),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([400, 400]);
    expect(await eventCount(s)).toBe(before);
  });
});

describe('replies (docs/RULES.md REM-REPLY)', () => {
  it('REM-REPLY: "C" confirms the earliest upcoming texted, unconfirmed appointment through the board\'s own confirm', async () => {
    const pat = await textingCustomer();
    const later = await textedAppointment(pat, 3);
    const earlier = await textedAppointment(pat, 2);
    // The board's Send texted the confirmation request (kind 'confirmation', the appointment named).
    const sent = (await conversation(pat.customerId)).filter((e) => e.type === 'TextSent');
    expect(sent.map((e) => e.data)).toMatchObject([{ kind: 'confirmation', appointmentId: later }, { kind: 'confirmation', appointmentId: earlier }]);
    expect(provider.received.filter((t) => t.to === pat.number && t.body.includes('Reply C to confirm'))).toHaveLength(2);

    const answer = await provider.sendInbound({ from: pat.number, body: 'Yes, thanks!' });
    expect(answer.headers.get('x-pawroute-outcome')).toBe('confirmed');
    expect((await streamOf(s, `Appointment-${earlier}`)).filter((e) => e.type === 'AppointmentConfirmed')).toHaveLength(1);
    expect((await streamOf(s, `Appointment-${later}`)).filter((e) => e.type === 'AppointmentConfirmed')).toHaveLength(0);
    expect((await conversation(pat.customerId)).at(-1)).toMatchObject({ type: 'TextReceived', data: { intent: 'confirm', appointmentId: earlier } });
    // The next C confirms the next one; a third has none left: inbox only.
    expect((await provider.sendInbound({ from: pat.number, body: 'c' })).headers.get('x-pawroute-outcome')).toBe('confirmed');
    expect((await streamOf(s, `Appointment-${later}`)).filter((e) => e.type === 'AppointmentConfirmed')).toHaveLength(1);
    expect((await provider.sendInbound({ from: pat.number, body: 'C' })).headers.get('x-pawroute-outcome')).toBe('recorded');
  });

  it('REM-REPLY: "R" opens an office task to reschedule and leaves the status', async () => {
    const pat = await textingCustomer();
    const appointmentId = await textedAppointment(pat, 4);
    // Delivered three times at once: one task.
    const first = provider.sendInbound({ from: pat.number, body: 'R - can we do Friday?' });
    const answers = await Promise.all([first, provider.retryLast(), provider.retryLast()]);
    expect(answers.map((r) => r.headers.get('x-pawroute-outcome')).sort()).toEqual(['duplicate', 'duplicate', 'rescheduleTask']);
    await s.settle();
    const todos = ok('todo', await office.get<{ todoItems: { customerId: number | null; note: string }[] }>('/api/v4/todo/getAll')).todoItems;
    expect(todos.filter((t) => t.customerId === pat.customerId)).toMatchObject([{ note: expect.stringContaining('reschedule') }]);
    expect((await streamOf(s, `Appointment-${appointmentId}`)).filter((e) => e.type === 'AppointmentConfirmed')).toHaveLength(0);
  });

  it('REM-REPLY: STOP opts the number out (a send is refused, the board\'s text skipped), START back in, HELP answers', async () => {
    const pat = await textingCustomer();
    expect((await provider.sendInbound({ from: pat.number, body: 'STOP' })).headers.get('x-pawroute-outcome')).toBe('optedOut');
    const digits = pat.number.slice(1);
    expect(typesOf(await streamOf(s, `TextNumber-${digits}`))).toEqual(['NumberOptedOut']);
    const refused = await office.post<{ message: string }>('/api/v4/messages/send', { customerId: pat.customerId, body: 'Are you there?' });
    expect(refused).toMatchObject({ status: 409, body: { message: TEXT_MESSAGES.optedOut } });
    const textsBefore = provider.received.length;
    await textedAppointment(pat, 5); // the board's Send mails, and texts nothing
    expect(provider.received.length).toBe(textsBefore);
    // HELP while opted out: recorded, no answer texted.
    expect((await provider.sendInbound({ from: pat.number, body: 'HELP' })).headers.get('x-pawroute-outcome')).toBe('help');
    expect(provider.received.length).toBe(textsBefore);

    expect((await provider.sendInbound({ from: pat.number, body: 'start' })).headers.get('x-pawroute-outcome')).toBe('optedIn');
    expect(typesOf(await streamOf(s, `TextNumber-${digits}`))).toEqual(['NumberOptedOut', 'NumberOptedIn']);
    ok('send', await office.post('/api/v4/messages/send', { customerId: pat.customerId, body: 'Welcome back 🐾' }));
    expect(provider.received.at(-1)).toMatchObject({ to: pat.number, body: 'Welcome back 🐾' });
  });
});

describe('the staff writes', () => {
  it('send: a reply from the thread goes out once per Idempotency-Key, recorded with its status from the callback', async () => {
    const pat = await textingCustomer();
    const headers = { 'Idempotency-Key': `reply-${pat.customerId}` };
    const first = ok('send', await office.post<{ messageId: string }>('/api/v4/messages/send', { customerId: pat.customerId, body: 'On our way!' }, { headers }));
    const again = ok('send', await office.post<{ messageId: string }>('/api/v4/messages/send', { customerId: pat.customerId, body: 'On our way!' }, { headers }));
    expect(again.messageId).toBe(first.messageId);
    const out = provider.received.filter((t) => t.to === pat.number && t.body === 'On our way!');
    expect(out).toHaveLength(1);
    expect(out[0]!.statusCallback).toBe(`${PUBLIC_URL}/api/v4/sms/status`);
    const outbox = (await readSmsOutbox(s.services.db)).find((t) => t.dedupeKey === first.messageId);
    expect(outbox?.providerId).toBe(out[0]!.sid);

    // Delivery statuses, signed the same way; a late 'sent' after 'delivered' changes nothing; forged: 401.
    expect((await provider.sendStatus(out[0]!.sid!, 'sent')).status).toBe(200);
    expect((await provider.sendStatus(out[0]!.sid!, 'delivered')).status).toBe(200);
    expect(await provider.retryLast()).toMatchObject({ status: 200 });
    expect((await provider.sendStatus(out[0]!.sid!, 'sent')).status).toBe(200);
    expect((await provider.sendStatus(out[0]!.sid!, 'failed', { signature: 'nope' })).status).toBe(401);
    expect((await conversation(pat.customerId)).filter((e) => e.type === 'TextDeliveryUpdated').map((e) => (e.data as { status: string }).status)).toEqual(['sent', 'delivered']);

    expect(await office.post('/api/v4/messages/send', { customerId: pat.customerId, body: '   ' })).toMatchObject({ status: 400, body: { message: TEXT_MESSAGES.bodyRequired } });
    expect(await office.post('/api/v4/messages/send', { customerId: pat.customerId, body: 'x'.repeat(1601) })).toMatchObject({ status: 400, body: { message: TEXT_MESSAGES.bodyTooLong } });
    expect((await office.post('/api/v4/messages/send', { customerId: 987_654, body: 'Hi' })).status).toBe(404);
  });

  it('wrong roles: a stylist and a customer are refused (a customer never reaches any thread); signed out is 401', async () => {
    const pat = await textingCustomer();
    const before = await eventCount(s);
    for (const who of [stylist, customer]) {
      expect((await who.post('/api/v4/messages/send', { customerId: pat.customerId, body: 'Hi' })).status).toBe(403);
      expect((await who.post('/api/v4/messages/markRead', { customerId: pat.customerId })).status).toBe(403);
    }
    expect((await s.client().post('/api/v4/messages/send', { customerId: pat.customerId, body: 'Hi' })).status).toBe(401);
    expect(await eventCount(s)).toBe(before);
  });

  it('markRead: the unread texts of a thread are read once', async () => {
    const pat = await textingCustomer();
    await provider.sendInbound({ from: pat.number, body: 'Gate code is 1234' });
    expect(ok('read', await office.post<{ marked: boolean }>('/api/v4/messages/markRead', { customerId: pat.customerId })).marked).toBe(true);
    expect(ok('read', await office.post<{ marked: boolean }>('/api/v4/messages/markRead', { customerId: pat.customerId })).marked).toBe(false);
  });
});

describe('the Messages reads', () => {
  it('one thread per customer, newest first, with unread counts; the thread both ways with statuses; pushed live to staff', async () => {
    const pat = await textingCustomer();
    const live = await office.live();
    try {
      await live.next((m) => m.type === 'hello');
      await provider.sendInbound({ from: pat.number, body: 'Is 9 still good? 🐕' });
      await live.next((m) => m.type === 'changed' && (m.keys as { scope: string }[]).some((k) => k.scope === 'messages'));
    } finally {
      live.close();
    }
    const reply = ok('send', await office.post<{ messageId: string }>('/api/v4/messages/send', { customerId: pat.customerId, body: 'Yes, see you at 9' }));
    const sid = provider.received.find((t) => t.body === 'Yes, see you at 9')!.sid!;
    await provider.sendStatus(sid, 'delivered');
    await s.settle();
    const list = ok('threads', await office.get<ThreadListAnswer>('/api/v4/messages/threads'));
    expect(list.threads[0]).toMatchObject({ customerId: pat.customerId, number: pat.number, name: `Pat texter${phoneSeq}`, lastBody: 'Yes, see you at 9', lastDirection: 'out', unread: 1, optedOut: false });
    expect(list.unreadTotal).toBeGreaterThanOrEqual(1);
    expect(list.threads.some((t) => t.customerId === null && t.number === '+19725550999')).toBe(true); // the unknown sender
    const thread = ok('thread', await office.get<ThreadAnswer>('/api/v4/messages/thread', { query: { customerId: pat.customerId } }));
    expect(thread).toMatchObject({ customerId: pat.customerId, number: pat.number, optedOut: false });
    expect(thread.messages.map((m) => [m.direction, m.body, m.status])).toEqual([
      ['in', 'Is 9 still good? 🐕', 'received'],
      ['out', 'Yes, see you at 9', 'delivered'],
    ]);
    expect(thread.messages[1]!.id).toBe(`out:${reply.messageId}`);
    ok('read', await office.post('/api/v4/messages/markRead', { customerId: pat.customerId }));
    await s.settle();
    expect(ok('threads', await office.get<ThreadListAnswer>('/api/v4/messages/threads')).threads[0]!.unread).toBe(0);

    for (const who of [stylist, customer]) {
      expect((await who.get('/api/v4/messages/threads')).status).toBe(403);
      expect((await who.get('/api/v4/messages/thread', { query: { customerId: pat.customerId } })).status).toBe(403);
    }
    expect((await office.get('/api/v4/messages/thread', { query: { customerId: 987_654 } })).status).toBe(404);
    expect((await office.get('/api/v4/messages/thread', { query: { customerId: 'x' } })).status).toBe(400);
  });
});
