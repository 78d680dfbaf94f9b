import { hashPassword, setPasswordHash } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, startTestServer, type TestServer } from '../testing';

// Sign-in over real HTTP against the whole system (part 2 §5.1, §7.1; docs/API.md).
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 120_000);
afterAll(async () => t?.close());

const LOGIN = '/api/v4/entrance/login';
const CHECK = '/api/v4/entrance/check-session-user';

describe('PUT /api/v4/entrance/login', () => {
  it('needs both email and password: 400', async () => {
    const c = t.client();
    for (const body of [{}, { emailAddress: DEMO_EMAILS.office }, { password: DEMO_PASSWORD }, { emailAddress: ' ', password: 'x' }]) {
      const response = await c.put(LOGIN, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Must enter email and password.' });
    }
  });

  it('a wrong password or an unknown email: 401 with the same message', async () => {
    const c = t.client();
    for (const body of [
      { emailAddress: DEMO_EMAILS.office, password: 'not-the-password' },
      { emailAddress: 'nobody@pawroute.test', password: DEMO_PASSWORD },
    ]) {
      const response = await c.put(LOGIN, body);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, message: 'Invalid email or password.' });
    }
    expect((await c.get(CHECK)).body).toEqual({ user: null });
  });

  it('needs the CSRF token like every write', async () => {
    const response = await t.client().put(LOGIN, { emailAddress: DEMO_EMAILS.office, password: DEMO_PASSWORD }, { csrf: false });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: 'Invalid CSRF token.' });
  });

  it('signs in: the session user with its permissions, email matched case-insensitively', async () => {
    const c = t.client();
    const response = await c.put(LOGIN, { emailAddress: 'Office@PawRoute.test', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user: {
        ID: expect.any(Number),
        firstName: expect.any(String),
        lastName: expect.any(String),
        emailAddress: DEMO_EMAILS.office,
        userTypeId: 3,
        UserType: 'Office',
        isAccount: true,
        customerId: null,
        profilePictureUrl: null,
        permissions: expect.objectContaining({ ViewCustomers: true, EditPermissions: false }),
      },
    });
  });

  it('sets an httpOnly SameSite=Lax cookie under a NEW id, keeping the CSRF token', async () => {
    const c = t.client();
    const csrf = await c.csrf();
    const before = c.cookies.get('pawroute.sid');
    const response = await c.login(DEMO_EMAILS.stylist, DEMO_PASSWORD);
    const line = response.setCookies.find((l) => l.startsWith('pawroute.sid='))!;
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).not.toMatch(/; Secure/i);
    const after = c.cookies.get('pawroute.sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await c.csrf()).toBe(csrf);

    // Session fixation: the cookie from before the login signs nobody in.
    const planted = t.client();
    planted.cookies.set('pawroute.sid', before!);
    expect((await planted.get(CHECK)).body).toEqual({ user: null });
  });

  it('refuses a user who has no password, and a deleted user', async () => {
    const admin = await t.loginAs('admin');
    const created = await admin.post<{ userId: number }>('/api/v4/user/create', {
      firstName: 'Nora',
      lastName: 'Nopass',
      emailAddress: 'nora.nopass@example.com',
      isAccount: true,
    });
    expect(created.status).toBe(200);
    await t.settle(admin.lastPosition);
    const c = t.client();
    expect((await c.put(LOGIN, { emailAddress: 'nora.nopass@example.com', password: 'anything-at-all' })).status).toBe(401);

    // Give her a password in the read model (as a password reset would), then mark her deleted.
    const { db } = t.services;
    await setPasswordHash(db, created.body.userId, await hashPassword('nora-secret-1'));
    await c.login('nora.nopass@example.com', 'nora-secret-1');
    expect((await c.get(CHECK)).status).toBe(200);
    await db.query('UPDATE users SET is_deleted = true WHERE id = $1', [created.body.userId]);
    expect((await c.get(CHECK)).body).toEqual({ user: null });
    const again = await t.client().put(LOGIN, { emailAddress: 'nora.nopass@example.com', password: 'nora-secret-1' });
    expect(again.status).toBe(401);
  });

  it('429 after 5 failures for one email from one IP, even with the right password', async () => {
    const c = t.client();
    const email = DEMO_EMAILS.customer;
    for (let i = 0; i < 5; i += 1) {
      expect((await c.put(LOGIN, { emailAddress: email, password: `wrong-${i}` })).status).toBe(401);
    }
    for (const password of ['wrong-again', DEMO_PASSWORD]) {
      const response = await c.put(LOGIN, { emailAddress: email.toUpperCase(), password });
      expect(response.status).toBe(429);
      expect(response.body).toMatchObject({
        statusCode: 429,
        message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
      });
    }
    // Another account from the same IP is not affected.
    expect((await c.put(LOGIN, { emailAddress: DEMO_EMAILS.office, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('a successful login clears the failure count', async () => {
    const c = t.client();
    const email = DEMO_EMAILS.admin;
    for (let i = 0; i < 4; i += 1) await c.put(LOGIN, { emailAddress: email, password: 'wrong' });
    await c.login(email, DEMO_PASSWORD);
    // Counted from a browser without c's device cookie (c's own guesses would count on its cookie: docs/SECURITY.md V2).
    const other = t.client();
    for (let i = 0; i < 5; i += 1) {
      expect((await other.put(LOGIN, { emailAddress: email, password: 'wrong' })).status).toBe(401);
    }
    expect((await other.put(LOGIN, { emailAddress: email, password: 'wrong' })).status).toBe(429);
  });
});

describe('check-session-user and logout', () => {
  // nobody signed in is an answer, not an error (no 401 in the sign-in page's console).
  it('user null before login, the user after, null after logout', async () => {
    const c = t.client();
    const before = await c.get(CHECK);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ user: null });

    await c.login(DEMO_EMAILS.stylist, DEMO_PASSWORD);
    const during = await c.get<{ user: { emailAddress: string; UserType: string } }>(CHECK);
    expect(during.status).toBe(200);
    expect(during.body.user).toMatchObject({ emailAddress: DEMO_EMAILS.stylist, UserType: 'Stylist' });
    const sid = c.cookies.get('pawroute.sid')!;

    const logout = await c.get('/api/v4/account/logout', { headers: { 'X-CSRF-Token': await c.csrf() } });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });
    expect(c.cookies.has('pawroute.sid')).toBe(false);
    expect((await c.get(CHECK)).body).toEqual({ user: null });

    // The session is gone on the server too, not just the cookie in this client.
    const replay = t.client();
    replay.cookies.set('pawroute.sid', sid);
    expect((await replay.get(CHECK)).body).toEqual({ user: null });
  });
});

// an <img src="/api/v4/account/logout">, a link or a prefetch signed the user out.
describe('logout needs the CSRF header, like a write', () => {
  it('a bare GET (or a wrong token) answers 403 and the session goes on; the app\'s call signs out', async () => {
    const c = t.client();
    await c.login(DEMO_EMAILS.office, DEMO_PASSWORD);
    for (const headers of [{}, { 'X-CSRF-Token': 'not-the-token' }] as Record<string, string>[]) {
      const bare = await c.get('/api/v4/account/logout', { headers });
      expect(bare.status).toBe(403);
      expect(bare.body).toMatchObject({ message: 'Invalid CSRF token.' });
      expect((await c.get<{ user: { emailAddress: string } | null }>(CHECK)).body.user).toMatchObject({ emailAddress: DEMO_EMAILS.office });
    }
    const real = await c.get('/api/v4/account/logout', { headers: { 'X-CSRF-Token': await c.csrf() } });
    expect(real.status).toBe(200);
    expect((await c.get(CHECK)).body).toEqual({ user: null });
  });
});
