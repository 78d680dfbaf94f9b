import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestServer, type TestServer } from '../testing';

// the limiter reserves a guess before the password is verified, per account whatever the
// address, so parallel guessing with a rotating X-Forwarded-For gets at most 5 verifications.
const LOGIN = '/api/v4/entrance/login';

async function guessInParallel(t: TestServer, email: string, n: number): Promise<number[]> {
  const client = t.client();
  await client.get('/csrfToken');
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const forwardedFor = `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const response = await client.put(LOGIN, { emailAddress: email, password: `guess-${i}` }, { headers: { 'X-Forwarded-For': forwardedFor } });
      return response.status;
    }),
  );
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('300 parallel wrong guesses at one account, rotating X-Forwarded-For', () => {
  describe('behind a trusted proxy (the header names the client)', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer({ config: { trustProxy: ['127.0.0.1', '::1'] } });
    }, 120_000);
    afterAll(async () => t?.close());

    it('at most 5 are checked (401); the rest are refused unchecked (429), the right password too', async () => {
      const statuses = await guessInParallel(t, DEMO_EMAILS.stylist, 300);
      expect(count(statuses, 401)).toBeGreaterThan(0);
      expect(count(statuses, 401)).toBeLessThanOrEqual(5);
      expect(count(statuses, 429)).toBe(300 - count(statuses, 401));
      const right = await t.client().put(LOGIN, { emailAddress: DEMO_EMAILS.stylist, password: DEMO_PASSWORD });
      expect(right.status).toBe(429);
      // Other accounts are not locked out by it.
      expect((await t.client().put(LOGIN, { emailAddress: DEMO_EMAILS.office, password: DEMO_PASSWORD })).status).toBe(200);
    });
  });

  describe('with no trusted proxy (the default)', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer();
    }, 120_000);
    afterAll(async () => t?.close());

    it('the header is ignored and still at most 5 are checked', async () => {
      const statuses = await guessInParallel(t, DEMO_EMAILS.stylist, 300);
      expect(count(statuses, 401)).toBeGreaterThan(0);
      expect(count(statuses, 401)).toBeLessThanOrEqual(5);
      expect(count(statuses, 429)).toBe(300 - count(statuses, 401));
      const { rows } = await t.database.database.query<{ bucket: string }>(`SELECT bucket FROM login_attempts WHERE bucket LIKE 'address:203.%'`);
      expect(rows).toEqual([]);
    });
  });
});

// a login refused by the address limit never counts against the account it named.
describe('one address over its limit does not lock out the accounts tried from it', () => {
  let t: TestServer;
  let now = new Date();
  const GUESSER = '198.51.100.7';
  const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
  beforeAll(async () => {
    t = await startTestServer({ config: { trustProxy: ['127.0.0.1', '::1'] }, clock: () => now });
  }, 120_000);
  afterAll(async () => t?.close());

  it('after 100 failures from one address the office signs in from another, and from it after the window', async () => {
    const guesser = t.client();
    for (let i = 0; i < 100; i += 1) {
      const response = await guesser.put(LOGIN, { emailAddress: `nobody-${i}@pawroute.test`, password: 'wrong' }, from(GUESSER));
      expect(response.status).toBe(401);
    }
    // The office behind the same address: refused by the address limit, never checked, many times over.
    const office = t.client();
    for (let i = 0; i < 11; i += 1) {
      const refused = await office.put(LOGIN, { emailAddress: DEMO_EMAILS.office, password: DEMO_PASSWORD }, from(GUESSER));
      expect(refused.status).toBe(429);
    }
    const { rows } = await t.database.database.query(`SELECT attempts FROM login_attempts WHERE bucket = $1`, [`account:${DEMO_EMAILS.office}`]);
    expect(rows).toEqual([]);

    const elsewhere = await t.client().put(LOGIN, { emailAddress: DEMO_EMAILS.office, password: DEMO_PASSWORD }, from('192.0.2.44'));
    expect(elsewhere.status).toBe(200);

    // The window (15 minutes) passes on the server's clock: the same address signs in again.
    now = new Date(now.getTime() + 16 * 60_000);
    const later = await t.client().put(LOGIN, { emailAddress: DEMO_EMAILS.office, password: DEMO_PASSWORD }, from(GUESSER));
    expect(later.status).toBe(200);
  }, 120_000);
});

// OWASP's device cookie (docs/SECURITY.md V2): guesses from elsewhere lock the account, not the browser
// its owner signed in from; that browser's own failures count on its cookie, which has its own limit.
describe('device cookies: an attacker cannot lock the owner out', () => {
  let t: TestServer;
  let now = new Date();
  const DEVICE = 'pawroute.device';
  beforeAll(async () => {
    t = await startTestServer({ clock: () => now });
  }, 120_000);
  afterAll(async () => t?.close());

  const login = (client: ReturnType<TestServer['client']>, password: string, emailAddress: string = DEMO_EMAILS.stylist) =>
    client.put(LOGIN, { emailAddress, password }).then((r) => r.status);
  /** A browser holding only this device cookie (e.g. the owner's, copied). */
  const withCookie = (value: string) => {
    const client = t.client();
    client.cookies.set(DEVICE, value);
    return client;
  };

  it("the owner's browser signs in through 5+ guesses from an attacker; a browser without the cookie stays limited", async () => {
    const owner = t.client();
    expect(await login(owner, DEMO_PASSWORD)).toBe(200);
    const cookie = owner.cookies.get(DEVICE);
    expect(cookie).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);

    const attacker = t.client();
    for (let i = 0; i < 5; i += 1) expect(await login(attacker, `wrong-guess-${i}`)).toBe(401);
    expect(await login(attacker, 'wrong-guess-5')).toBe(429);
    expect(await login(t.client(), DEMO_PASSWORD)).toBe(429);

    // The owner's browser passes the account's lockout with the right password.
    expect(await login(owner, DEMO_PASSWORD)).toBe(200);
    expect(await owner.get('/api/v4/entrance/check-session-user')).toMatchObject({ status: 200, body: { user: { emailAddress: DEMO_EMAILS.stylist } } });
    // The account stays locked for everyone else: the owner's success did not clear the attacker's guesses.
    expect(await login(t.client(), DEMO_PASSWORD)).toBe(429);
    // A forged or altered cookie, or another user's, is no device cookie for this account.
    const [userId, nonce] = owner.cookies.get(DEVICE)!.split('.');
    expect(await login(withCookie(`${userId}.${nonce}.${'A'.repeat(43)}`), DEMO_PASSWORD)).toBe(429);
    const office = t.client();
    expect(await login(office, DEMO_PASSWORD, DEMO_EMAILS.office)).toBe(200);
    expect(await login(office, DEMO_PASSWORD)).toBe(429);
  });

  it("failures with the device cookie count on the cookie, not the account; past its own limit the cookie is not trusted", async () => {
    now = new Date(now.getTime() + 16 * 60_000); // every window passes on the server's clock
    const owner = t.client();
    expect(await login(owner, DEMO_PASSWORD)).toBe(200);
    const stolen = withCookie(owner.cookies.get(DEVICE)!);
    for (let i = 0; i < 5; i += 1) expect(await login(stolen, `cookie-guess-${i}`)).toBe(401);
    // None of them counted against the account: a browser without the cookie still has its 5 guesses.
    const attacker = t.client();
    for (let i = 0; i < 5; i += 1) expect(await login(attacker, `wrong-guess-${i}`)).toBe(401);
    expect(await login(attacker, 'wrong-guess-5')).toBe(429);
    // The cookie spent its own limit: no longer trusted, so the account's lockout holds it, right password or not.
    expect(await login(stolen, DEMO_PASSWORD)).toBe(429);
    expect(await login(owner, DEMO_PASSWORD)).toBe(429);

    // After the window the cookie is trusted again and the owner signs in.
    now = new Date(now.getTime() + 16 * 60_000);
    expect(await login(owner, DEMO_PASSWORD)).toBe(200);
  });
});
