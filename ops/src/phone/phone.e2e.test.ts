import { randomUUID } from 'node:crypto';
import { PHONE_MESSAGES, type CreateUserResponse, type SmsInfoResponse, type SubscribeToPhoneResponse } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server';
import { startFakeAmiServer, startTestServer, TestClient, type FakeAmiServer, type LiveSocket, type TestServer } from '../testing';

/**
 * The phone system through real HTTP (part 2 §7.8, part 1 §7 SMSInfo): calls placed through an AMI
 * server in process, incoming calls pushed to the sockets of the browsers listening on the extension,
 * UsePhoneSystem checked on the server, and the same routes on a server without PHONE_AMI_URL.
 */
let fake: FakeAmiServer;
let server: TestServer;
let offServer: RunningServer;
let office: TestClient;
let admin: TestClient;
let stylist: TestClient;
let customer: TestClient;
let customerUserId: number;
const lastName = `Caller${randomUUID().slice(0, 6)}`;

type ErrorBody = { statusCode: number; message: string };

beforeAll(async () => {
  fake = await startFakeAmiServer();
  server = await startTestServer({ config: { phoneAmiUrl: fake.url } });
  // A second process on the same database without PHONE_AMI_URL: sessions are shared, the phone is off.
  offServer = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: server.database.url, eventStoreUrl: '', serveWeb: false, runProjections: false, logLevel: 'error', config: { phoneAmiUrl: undefined, devMode: true, readYourWritesTimeoutMs: 60_000 } });
  [office, admin, stylist, customer] = await Promise.all([server.loginAs('office'), server.loginAs('admin'), server.loginAs('stylist'), server.loginAs('customer')]);
  const created = await office.post<CreateUserResponse>('/api/v4/user/create', {
    firstName: 'Jane', lastName, emailAddress: `jane.${randomUUID().slice(0, 8)}@example.com`, phoneNumber: '(214) 555-0142',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  customerUserId = created.body.userId;
  const phone = await office.post('/api/v4/phoneNumbers/create', { userId: customerUserId, phoneNumber: '469-555-0177', label: 'Cell' });
  expect(phone.status, JSON.stringify(phone.body)).toBe(200);
  await server.settle();
  await fake.loggedIn();
});

afterAll(async () => {
  await offServer?.close();
  await server?.close();
  await fake?.close();
});

/** The same signed-in session against the server without a phone system. */
function onOffServer(client: TestClient): TestClient {
  const other = new TestClient(offServer.url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  other.csrfToken = client.csrfToken;
  return other;
}

describe('POST /api/v4/phone/callPhoneNumber', () => {
  it('rings the extension and dials the number through AMI Originate', async () => {
    const response = await office.post('/api/v4/phone/callPhoneNumber', { phoneNumber: '(214) 555-0142', extensionNumber: '101' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ phoneNumber: '2145550142', extensionNumber: '101' });
    expect(fake.actions.at(-1)).toMatchObject({ Action: 'Originate', Channel: 'PJSIP/101', Exten: '2145550142', Context: 'from-internal', Async: 'true' });
  });

  it('a double click (same Idempotency-Key) rings once', async () => {
    const before = fake.actions.filter((a) => a.Action === 'Originate').length;
    const key = { headers: { 'Idempotency-Key': randomUUID() } };
    const [a, b] = await Promise.all([
      office.post('/api/v4/phone/callPhoneNumber', { phoneNumber: '4695550177', extensionNumber: '101' }, key),
      office.post('/api/v4/phone/callPhoneNumber', { phoneNumber: '4695550177', extensionNumber: '101' }, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(fake.actions.filter((x) => x.Action === 'Originate').length).toBe(before + 1);
  });

  it.each([
    [{ phoneNumber: '2145550142', extensionNumber: '12345' }, PHONE_MESSAGES.extension],
    [{ phoneNumber: '2145550142', extensionNumber: '' }, PHONE_MESSAGES.extension],
    [{ phoneNumber: '2145550142', extensionNumber: '1\r\nAction: Originate' }, PHONE_MESSAGES.extension],
    [{ phoneNumber: '2145550142', extensionNumber: 'P/1&' }, PHONE_MESSAGES.extension],
    [{ phoneNumber: 'call me', extensionNumber: '101' }, PHONE_MESSAGES.phoneNumber],
    [{ phoneNumber: '555', extensionNumber: '101' }, PHONE_MESSAGES.phoneNumber],
    [{ extensionNumber: '101' }, PHONE_MESSAGES.phoneNumber],
  ])('refuses %j with 400 and sends nothing to the PBX', async (body, message) => {
    const before = fake.actions.length;
    const response = await office.post<ErrorBody>('/api/v4/phone/callPhoneNumber', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(fake.actions.length).toBe(before);
  });

  it('needs UsePhoneSystem: a stylist and a customer are refused (403), a visitor 401', async () => {
    const body = { phoneNumber: '2145550142', extensionNumber: '101' };
    expect((await stylist.post('/api/v4/phone/callPhoneNumber', body)).status).toBe(403);
    expect((await customer.post('/api/v4/phone/callPhoneNumber', body)).status).toBe(403);
    expect((await server.client().post('/api/v4/phone/callPhoneNumber', body)).status).toBe(401);
  });

  it("passes on the PBX's refusal as a 502 with its message", async () => {
    fake.failNextOriginate('Extension does not exist.');
    const response = await office.post<ErrorBody>('/api/v4/phone/callPhoneNumber', { phoneNumber: '2145550142', extensionNumber: '999' });
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('Extension does not exist.');
  });

  it('without PHONE_AMI_URL answers 503 and says the phone system is not set up', async () => {
    const response = await onOffServer(office).post<ErrorBody>('/api/v4/phone/callPhoneNumber', { phoneNumber: '2145550142', extensionNumber: '101' });
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(PHONE_MESSAGES.off);
  });
});

describe('GET /api/v4/phoneNumbers/SMSInfo', () => {
  it("answers the number and the conversation's address for one of the user's numbers", async () => {
    const created = (await server.services.db.query<{ customer_id: number }>('SELECT customer_id FROM users WHERE id = $1', [customerUserId])).rows[0]!;
    const customerId = Number(created.customer_id);
    for (const typed of ['(214) 555-0142', '+1 469-555-0177']) {
      const response = await office.get<SmsInfoResponse>('/api/v4/phoneNumbers/SMSInfo', { query: { userId: customerUserId, phoneNumber: typed } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const e164 = `+1${typed.replace(/\D/g, '').slice(-10)}`;
      // A customer's conversation opens at their thread on the Messages screen.
      expect(response.body).toEqual({ phoneNumber: e164, PVConversationURL: `/dashboard/messages/${customerId}`, error: null });
    }
  });

  it('says which number or user is not there (404 with a message)', async () => {
    const notTheirs = await office.get<ErrorBody>('/api/v4/phoneNumbers/SMSInfo', { query: { userId: customerUserId, phoneNumber: '2145559999' } });
    expect([notTheirs.status, notTheirs.body.message]).toEqual([404, PHONE_MESSAGES.notUsersNumber]);
    const noUser = await office.get<ErrorBody>('/api/v4/phoneNumbers/SMSInfo', { query: { userId: 2_000_000_000, phoneNumber: '2145550142' } });
    expect([noUser.status, noUser.body.message]).toEqual([404, PHONE_MESSAGES.userNotFound]);
    const bad = await office.get<ErrorBody>('/api/v4/phoneNumbers/SMSInfo', { query: { userId: 'x', phoneNumber: '2145550142' } });
    expect(bad.status).toBe(400);
  });

  it('needs UsePhoneSystem (403 for a stylist, and for the customer asking about their own number)', async () => {
    const query = { query: { userId: customerUserId, phoneNumber: '2145550142' } };
    expect((await stylist.get('/api/v4/phoneNumbers/SMSInfo', query)).status).toBe(403);
    expect((await customer.get('/api/v4/phoneNumbers/SMSInfo', query)).status).toBe(403);
  });
});

describe('incoming calls (GET /api/v4/phone/subscribeToPhone and the phoneCall push)', () => {
  it('reach the browsers listening on the rung extension, naming the customer the number belongs to', async () => {
    const officeLive = await office.live();
    const adminLive = await admin.live();
    try {
      const sub101 = await office.get<SubscribeToPhoneResponse>('/api/v4/phone/subscribeToPhone', { query: { extensionNumber: '101' } });
      expect(sub101.body).toEqual({ extensionNumber: '101', phoneSystem: 'ami', message: null });
      expect((await admin.get('/api/v4/phone/subscribeToPhone', { query: { extensionNumber: '102' } })).status).toBe(200);

      await fake.ring({ extension: '101', callerNumber: '+12145550142', callerName: 'WIRELESS CALLER' });
      const pushed = await officeLive.next((m) => m.type === 'event' && m.name === 'phoneCall');
      expect(pushed.data).toMatchObject({
        extensionNumber: '101', phoneNumber: '+12145550142', callerName: 'WIRELESS CALLER',
        customer: { userId: customerUserId, name: `Jane ${lastName}` },
      });

      // The admin (extension 102) heard nothing of it: its first phoneCall is the next call, to 102, from a number nobody has.
      await fake.ring({ extension: '102', callerNumber: '9405550000' });
      const adminCall = await adminLive.next((m) => m.type === 'event' && m.name === 'phoneCall');
      expect(adminCall.data).toMatchObject({ extensionNumber: '102', phoneNumber: '9405550000', customer: null });
      expect(officeLive.messages.filter((m) => m.name === 'phoneCall')).toHaveLength(1);
    } finally {
      officeLive.close();
      adminLive.close();
    }
  });

  it('an empty extension stops listening; subscribing needs UsePhoneSystem', async () => {
    expect((await office.get<SubscribeToPhoneResponse>('/api/v4/phone/subscribeToPhone', { query: { extensionNumber: '' } })).body.extensionNumber).toBe('');
    expect((await office.get<ErrorBody>('/api/v4/phone/subscribeToPhone', { query: { extensionNumber: '10001' } })).status).toBe(400);
    expect((await stylist.get('/api/v4/phone/subscribeToPhone', { query: { extensionNumber: '103' } })).status).toBe(403);
    expect((await customer.get('/api/v4/phone/subscribeToPhone', { query: { extensionNumber: '103' } })).status).toBe(403);
  });

  it('without PHONE_AMI_URL the subscription says the phone system is off', async () => {
    const response = await onOffServer(office).get<SubscribeToPhoneResponse>('/api/v4/phone/subscribeToPhone', { query: { extensionNumber: '101' } });
    expect(response.body).toEqual({ extensionNumber: '', phoneSystem: 'off', message: PHONE_MESSAGES.off });
  });
});
