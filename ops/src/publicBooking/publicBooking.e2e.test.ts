import {
  ANIMAL_TYPE_IDS,
  CODES_PER_ADDRESS_PER_HOUR,
  CODE_MAX_TRIES,
  ONLINE_BOOKING_MESSAGES as B,
  PUBLIC_BOOKING_MESSAGES as M,
  SEED_BREEDS,
  SERVICE_AREA_MESSAGES as A,
  type OutboxAnswer,
} from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS as TOO_MANY } from '@pawroute/platform';
import { expectRefused, futureDate, ok, streamOf } from '../appointments/commandsTestKit';
import { startFakeGeocoder, startFakeOsrm, startTestServer, type FakeGeocoder, type FakeOsrm, type TestClient, type TestServer } from '../testing';

/**
 * The service area (docs/RULES.md "Service area": SA-KIND, SA-ONE) and the public /book with its
 * one-time code (OTP-CODE), through HTTP against a real Postgres, a fake OSRM and a fake geocoder.
 */
let server: TestServer;
let osrm: FakeOsrm;
let geocoder: FakeGeocoder;
let admin: TestClient;
let office: TestClient;
let customer: TestClient;
let samId: number;
/** The one clock the server runs at: the real one, moved by the expiry test. */
let shift = 0;

const BASE = { lat: 32.7767, lng: -96.797 };
const dog = SEED_BREEDS.find((b) => b.animalTypeId === ANIMAL_TYPE_IDS.dog)!;
type Slot = { employeeId: number; startTime: string };

beforeAll(async () => {
  osrm = await startFakeOsrm();
  geocoder = await startFakeGeocoder();
  // ~5.5 km from the base (about 9 minutes at the fake's 36 km/h) and ~55 km (about 90 minutes).
  geocoder.place('1 near st', BASE.lat + 0.05, BASE.lng);
  geocoder.place('9 far rd', BASE.lat + 0.5, BASE.lng);
  server = await startTestServer({ clock: () => new Date(Date.now() + shift), config: { osrmUrl: osrm.url, geocoderUrl: geocoder.url } });
  [admin, office, customer] = await Promise.all([server.loginAs('admin'), server.loginAs('office'), server.loginAs('customer')]);
  samId = ok('options', await office.get<{ stylists: { ID: number }[] }>('/api/v4/getOptions')).stylists[0]!.ID;
  ok('booking settings', await admin.post('/api/v4/booking/updateSettings', {
    enabled: true, acceptMode: 'automatic', packages: ['b&b'], employeeIds: [samId], horizonDays: 60, noticeHours: 24, cutoffHours: 24,
  }));
}, 180_000);
afterAll(async () => {
  await server?.close();
  await osrm?.close();
  await geocoder?.close();
});

const setArea = (body: Record<string, unknown>) => admin.post('/api/v4/serviceArea/update', body);
const ADDRESS = { address: '1 Near St', city: 'Dallas', state: 'Texas', zipcode: '75201' };
const officeEstimate = (address: Record<string, unknown>) =>
  office.post<{ data: { estimateId: number }; message: string }>('/api/v4/estimate/save', {
    estimate: { address, tripFee: 3900, pets: [{ petId: biscuitId, estimatePackage: 'b&b', addonIds: [] }] },
    user: { ID: caseyUserId },
  });
let biscuitId = 0;
let caseyUserId = 0;
const checkAddress = (client: TestClient, address: Record<string, unknown>) => client.post<{ inside: boolean; message: string }>('/api/v4/booking/public/checkAddress', address);

describe('the service area (SA-KIND): each kind decides the estimate and online booking (SA-ONE)', () => {
  beforeAll(async () => {
    const session = ok('session', await customer.get<{ user: { ID: number; customerId: number } }>('/api/v4/entrance/check-session-user')).user;
    caseyUserId = session.ID;
    biscuitId = ok('pets', await customer.get<{ pets: { ID: number }[] }>('/api/v4/pets/findByCustomer', { query: { customerId: session.customerId } })).pets[0]!.ID;
  });

  it('mapsco, the default: an estimate needs a valid Mapsco; /book asks for it', async () => {
    const anon = server.client();
    expect(ok('getOptions', await anon.get<{ askMapsco: boolean }>('/api/v4/booking/public/getOptions')).askMapsco).toBe(true);
    await expectRefused(server, () => officeEstimate({ ...ADDRESS, mapsco: '' }), 400, A.mapsco);
    ok('estimate with a Mapsco', await officeEstimate({ ...ADDRESS, mapsco: '334D-H' }));
    expect(ok('check', await checkAddress(anon, { ...ADDRESS, mapsco: '334D-H' })).inside).toBe(true);
    expect(ok('check', await checkAddress(anon, ADDRESS))).toMatchObject({ inside: false, message: M.outside });
  });

  it('only Management sets it; a bad setting is a 400 with its message and writes nothing', async () => {
    await expectRefused(server, () => customer.post('/api/v4/serviceArea/update', { kind: 'zip', zipcodes: '75201' }), 403);
    await expectRefused(server, () => setArea({ kind: 'zip', zipcodes: '' }), 400, A.zipcodes);
    await expectRefused(server, () => setArea({ kind: 'zip', zipcodes: '75201, 7520' }), 400, A.zipcodeInvalid('7520'));
    await expectRefused(server, () => setArea({ kind: 'driveTime', baseAddress: '1 Main St', maxMinutes: 30 }), 400, A.basePin);
    await expectRefused(server, () => setArea({ kind: 'county' }), 400, A.kind);
  });

  it('zip: no Mapsco asked; a listed ZIP is inside, another is refused for the estimate and the portal Book', async () => {
    ok('set zip', await setArea({ kind: 'zip', zipcodes: '75201, 75204' }));
    expect(ok('get', await admin.get<{ serviceArea: { kind: string; zipcodes: string[] } }>('/api/v4/serviceArea/get')).serviceArea).toMatchObject({ kind: 'zip', zipcodes: ['75201', '75204'] });
    expect(ok('getOptions', await server.client().get<{ askMapsco: boolean }>('/api/v4/booking/public/getOptions')).askMapsco).toBe(false);
    ok('estimate in 75201 without a Mapsco', await officeEstimate({ ...ADDRESS, mapsco: '' }));
    await expectRefused(server, () => officeEstimate({ ...ADDRESS, zipcode: '75001', mapsco: '334D-H' }), 400, A.zipOutside);
    // Casey lives in 75205: outside, so the portal cannot price (and so never gets a time).
    await expectRefused(server, () => customer.post('/api/v4/booking/saveEstimate', { pets: [{ petId: biscuitId, estimatePackage: 'b&b', addonIds: [] }] }), 400, A.zipOutside);
    expect(ok('check', await checkAddress(server.client(), ADDRESS)).inside).toBe(true);
    expect(ok('check', await checkAddress(server.client(), { ...ADDRESS, zipcode: '75205' })).inside).toBe(false);
    ok('set zip with 75205', await setArea({ kind: 'zip', zipcodes: '75201, 75204, 75205' }));
    ok('portal prices inside', await customer.post('/api/v4/booking/saveEstimate', { pets: [{ petId: biscuitId, estimatePackage: 'b&b', addonIds: [] }] }));
  });

  it('driveTime: through the geocoder and the routing port; an address the map cannot place is not inside', async () => {
    ok('set drive time', await setArea({ kind: 'driveTime', baseAddress: '100 Base Rd, Dallas', baseLat: BASE.lat, baseLng: BASE.lng, maxMinutes: 30 }));
    const before = osrm.requests.length;
    ok('estimate near, no Mapsco', await officeEstimate({ ...ADDRESS, mapsco: '' }));
    expect(osrm.requests.length).toBeGreaterThan(before);
    await expectRefused(server, () => officeEstimate({ ...ADDRESS, address: '9 Far Rd', mapsco: '' }), 400, A.driveOutside(30));
    await expectRefused(server, () => officeEstimate({ ...ADDRESS, address: '5 Nowhere Ln', mapsco: '' }), 400, A.unlocated);
    expect(ok('near', await checkAddress(server.client(), ADDRESS)).inside).toBe(true);
    expect(ok('far', await checkAddress(server.client(), { ...ADDRESS, address: '9 Far Rd' })).inside).toBe(false);
  });
});

/** The newest code mailed to `email` (or texted to `phone`), from the developer outbox. */
async function lastCode(to: { email?: string; phone?: string }): Promise<string> {
  const outbox = ok('outbox', await admin.get<OutboxAnswer>('/api/v4/dev/outbox', { query: { limit: 500 } }));
  const text = to.email ? outbox.messages.find((m) => m.to === to.email)?.text : outbox.texts.find((t) => t.to === to.phone)?.text;
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${JSON.stringify(to)}`);
  return code;
}

const contact = (email: string, over: Record<string, unknown> = {}) => ({
  ...ADDRESS, firstName: 'Nina', lastName: 'Newclient', emailAddress: email, phone: '214-555-0177', channel: 'email', acceptedPolicies: true, ...over,
});
const sendCode = (client: TestClient, body: Record<string, unknown>) => client.post<{ sentTo: string; message: string }>('/api/v4/booking/public/sendCode', body);
const verify = (client: TestClient, emailAddress: string, code: string) =>
  client.post<{ userId: number; customerId: number; inside: boolean; message: string }>('/api/v4/booking/public/verifyCode', { emailAddress, code });
async function usersWithEmail(email: string): Promise<number> {
  const { rows } = await server.database.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'UserCreated' AND data->>'emailAddress' = $1`, [email]);
  return rows[0]!.n;
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('/book: the one-time code (OTP-CODE)', () => {
  beforeAll(async () => {
    ok('set zip', await setArea({ kind: 'zip', zipcodes: '75201, 75204, 75205' }));
  });

  it('bad input is a 4xx with its message and writes nothing', async () => {
    const anon = server.client();
    await expectRefused(server, () => checkAddress(anon, { ...ADDRESS, zipcode: '' }), 400, M.addressRequired);
    await expectRefused(server, () => checkAddress(anon, { ...ADDRESS, zipcode: '7520' }), 400);
    await expectRefused(server, () => sendCode(anon, contact('bad.input@example.com', { acceptedPolicies: false })), 400, M.policies);
    await expectRefused(server, () => sendCode(anon, contact('not-an-email')), 400);
    await expectRefused(server, () => sendCode(anon, contact('bad.input@example.com', { channel: 'pigeon' })), 400, M.channel);
    await expectRefused(server, () => verify(anon, 'bad.input@example.com', '12ab'), 400, M.codeShape);
    await expectRefused(server, () => verify(anon, 'never.asked@example.com', '123456'), 400, M.codeNone);
    // Public writes still need CSRF.
    expect((await anon.post('/api/v4/booking/public/sendCode', contact('csrf@example.com'), { csrf: false })).status).toBe(403);
    // Signed-in routes of /book are not public.
    await expectRefused(server, () => anon.post('/api/v4/booking/public/addPet', { name: 'Rex', breedId: dog.id, weight: 20, coat: 'short' }), 401);
  });

  it('a code asked twice is one pending sign-up: the first code no longer works, the second makes one account; a replay is refused', async () => {
    const email = 'twice.asked@example.com';
    const anon = server.client();
    ok('send 1', await sendCode(anon, contact(email)));
    const first = await lastCode({ email });
    ok('send 2', await sendCode(anon, contact(email)));
    const second = await lastCode({ email });
    expect(usersWithEmail(email)).resolves.toBe(0);
    if (first !== second) await expectRefused(server, () => verify(anon, email, first), 400, M.codeWrong(CODE_MAX_TRIES - 1));
    const made = ok('verify', await verify(anon, email, second));
    expect(made.inside).toBe(true);
    expect(await usersWithEmail(email)).toBe(1);
    // Signed in as the new customer.
    expect(ok('session', await anon.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user')).user.ID).toBe(made.userId);
    await expectRefused(server, () => verify(server.client(), email, second), 409, M.codeUsed);
    expect(await usersWithEmail(email)).toBe(1);
  });

  it('an expired code is refused', async () => {
    const email = 'late.code@example.com';
    const anon = server.client();
    ok('send', await sendCode(anon, contact(email)));
    const code = await lastCode({ email });
    shift = 11 * 60_000;
    try {
      await expectRefused(server, () => verify(anon, email, code), 400, M.codeExpired);
    } finally {
      shift = 0;
    }
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('too many wrong tries spend the code: even the right one is refused after', async () => {
    const email = 'many.tries@example.com';
    const anon = server.client();
    ok('send', await sendCode(anon, contact(email)));
    const code = await lastCode({ email });
    for (let i = 1; i < CODE_MAX_TRIES; i += 1) await expectRefused(server, () => verify(anon, email, wrongOf(code)), 400, M.codeWrong(CODE_MAX_TRIES - i));
    await expectRefused(server, () => verify(anon, email, wrongOf(code)), 429, M.codeTooManyTries);
    await expectRefused(server, () => verify(anon, email, code), 429, M.codeTooManyTries);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('rate limited: a sixth code for one address within the hour is refused and nothing is sent', async () => {
    const email = 'many.codes@example.com';
    const anon = server.client();
    for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i += 1) ok(`send ${i + 1}`, await sendCode(anon, contact(email)));
    const outbox = async () => ok('outbox', await admin.get<OutboxAnswer>('/api/v4/dev/outbox', { query: { limit: 500 } })).messages.filter((m) => m.to === email).length;
    const before = await outbox();
    await expectRefused(server, () => sendCode(anon, contact(email)), 429, TOO_MANY);
    expect(await outbox()).toBe(before);
  });

  it('by text: the code goes to the phone', async () => {
    const email = 'by.text@example.com';
    const anon = server.client();
    const sent = ok('send', await sendCode(anon, contact(email, { channel: 'text', phone: '214-555-0166' })));
    expect(sent.sentTo).toBe('(***) ***-0166');
    const code = await lastCode({ phone: '2145550166' });
    // At rest neither the pending sign-up nor the kept text holds the code in clear.
    const db = server.database.database;
    const { rows: pending } = await db.query<{ row: string }>(`SELECT row_to_json(b)::text AS row FROM booking_codes b WHERE email_address = $1`, [email]);
    const { rows: texts } = await db.query<{ text_body: string }>(`SELECT text_body FROM sms_outbox WHERE to_number = '2145550166'`);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.row).not.toContain(code);
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t.text_body).not.toContain(code);
    ok('verify', await verify(anon, email, code));
    expect(await usersWithEmail(email)).toBe(1);
  });
});

describe('/book: inside the area a time is booked; outside only a request, never a time (SA-ONE)', () => {
  async function newClient(email: string, address: Record<string, unknown>): Promise<TestClient> {
    const client = server.client();
    ok('send', await sendCode(client, contact(email, address)));
    const made = ok('verify', await verify(client, email, await lastCode({ email })));
    // Signed in at once: the answer came once the new account was readable.
    expect(ok('session', await client.get<{ user: { ID: number } | null }>('/api/v4/entrance/check-session-user')).user?.ID).toBe(made.userId);
    return client;
  }

  it('inside: address, code, pet, price, time, booked', async () => {
    const client = await newClient('inside.client@example.com', ADDRESS);
    const pet = ok('addPet', await client.post<{ petId: number }>('/api/v4/booking/public/addPet', { name: 'Pepper', breedId: dog.id, weight: 22, coat: 'curly' }));
    await expectRefused(server, () => client.post('/api/v4/booking/public/addPet', { name: '', breedId: dog.id, weight: 22, coat: 'curly' }), 400, M.petName);
    await expectRefused(server, () => client.post('/api/v4/booking/public/addPet', { name: 'Pepper', breedId: dog.id, weight: 0, coat: 'curly' }), 400, M.petWeight);
    const { estimateId, total } = ok('price', await client.post<{ estimateId: number; total: number }>('/api/v4/booking/saveEstimate', { pets: [{ petId: pet.petId, estimatePackage: 'b&b', addonIds: [] }] }));
    expect(total).toBeGreaterThan(0);
    const day = futureDate(0, 1);
    const slot = ok('open', await client.get<{ slots: Slot[] }>('/api/v4/booking/getOpenTimes', { query: { estimateId, date: day.spec } })).slots[0]!;
    // Inside the area a request without a time is refused: the client books the time.
    await expectRefused(server, () => client.post('/api/v4/booking/public/request', { estimateId, wanted: null }), 400, M.insideUseTime);
    const booked = ok('book', await client.post<{ appointmentId: number }>('/api/v4/booking/book', { estimateId, employeeId: slot.employeeId, appointmentDate: day.spec, startTime: slot.startTime }));
    expect(booked.appointmentId).toBeGreaterThan(0);
  });

  it('outside: told at once, then a request marked outsideArea with no time; pricing for a time is refused', async () => {
    const far = { ...ADDRESS, zipcode: '75001' };
    expect(ok('check', await checkAddress(server.client(), far))).toMatchObject({ inside: false, message: M.outside });
    const client = await newClient('outside.client@example.com', far);
    const pet = ok('addPet', await client.post<{ petId: number }>('/api/v4/booking/public/addPet', { name: 'Rusty', breedId: dog.id, weight: 40, coat: 'double' }));
    const pets = [{ petId: pet.petId, estimatePackage: 'b&b', addonIds: [] }];
    // No time: the portal's pricing (the way to open times) refuses the address.
    await expectRefused(server, () => client.post('/api/v4/booking/saveEstimate', { pets }), 400, A.zipOutside);
    const day = futureDate(0, 2);
    await expectRefused(server, () => client.post('/api/v4/booking/public/request', { pets, wanted: { employeeId: samId, appointmentDate: day.iso, startTime: '09:30' } }), 400, M.outsideNoTime);
    await expectRefused(server, () => client.post('/api/v4/booking/public/request', { pets: [] }), 400, B.petsRequired);
    const asked = ok('request', await client.post<{ requestId: number }>('/api/v4/booking/public/request', { pets, note: 'Gate code 42' }));
    const requested = (await streamOf(server, `BookingRequest-${asked.requestId}`)).find((e) => e.type === 'BookingRequested')!;
    expect(requested.data).toMatchObject({ outsideArea: true, newClient: true, wanted: null, note: 'Gate code 42' });
  });
});
