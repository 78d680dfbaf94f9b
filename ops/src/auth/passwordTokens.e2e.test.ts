import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryMailsSettled } from '@pawroute/command-api';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/**
 * a login given by the office works. The person gets a link (never shown to the office),
 * chooses a password on it and is signed in; links work once (24 hours for a first password, 1 hour for recovery); recovery answers the same
 * whether or not the address has a login (part 2 §5.1, §7.1, §8.1).
 */
const RECOVERY = '/api/v4/entrance/send-password-recovery-email';
const RESET = '/api/v4/entrance/update-password-and-login';
const SENT = 'If the email address matched a login, and email has been sent to that address.';
const LINK_INVALID = 'This link is invalid. Please request a new one.';
const LINK_EXPIRED = 'This link has expired. Please request a new one.';
const LINK_USED = 'This link was already used. Please request a new one.';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  dedupeKey: string;
}

let server: TestServer;
let office: TestClient;
/** The dev outbox's reader (an administrator: the outbox holds everyone's links). */
let admin: TestClient;
const email = `pat.reset.${Date.now()}@example.com`;
let userId: number;

beforeAll(async () => {
  server = await startTestServer();
  [office, admin] = await Promise.all([server.loginAs('office'), server.loginAs('admin')]);
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const outbox = async (to: string): Promise<OutboxMessage[]> => {
  const response = await admin.get<{ messages: OutboxMessage[] }>('/api/v4/dev/outbox', { query: { limit: 500 } });
  expect(response.status).toBe(200);
  return response.body.messages.filter((m) => m.to === to);
};
const tokenIn = (message: OutboxMessage): string => {
  const match = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match) throw new Error(`no link in: ${message.text}`);
  return match[1]!;
};
/** Asks for a recovery mail and answers the token of the new one. */
const recover = async (address = email, to = email): Promise<string> => {
  const before = (await outbox(to)).length;
  const response = await server.client().post(RECOVERY, { emailAddress: address });
  expect(response).toMatchObject({ status: 200, body: { message: SENT } });
  // The mail is made after the answer (the same timing for every address): wait for that work.
  await recoveryMailsSettled();
  const messages = await outbox(to);
  expect(messages).toHaveLength(before + 1);
  expect(messages[0]!.subject).toBe('Reset your Pawroute password');
  return tokenIn(messages[0]!);
};
const canLogin = async (password: string) => (await server.client().put('/api/v4/entrance/login', { emailAddress: email, password })).status === 200;

describe('password links', () => {
  let firstToken: string;

  it('the office gives a customer a login: the person is mailed a link, the office never sees it', async () => {
    const created = await office.post<{ userId: number }>('/api/v4/user/create', { firstName: 'Pat', lastName: 'Reset', emailAddress: email });
    expect(created.status).toBe(200);
    userId = created.body.userId;
    const login = await office.post('/api/v4/user/createLoginAccount', { userId, loginEmail: email });
    expect(login.status).toBe(200);
    const [mail, ...more] = await outbox(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your customer portal login');
    expect(mail!.text).toContain(`${server.url}/password/reset?token=`); // the port served, not localhost:3000
    firstToken = tokenIn(mail!);
    expect(JSON.stringify(login.body)).not.toContain(firstToken);
    // Only the hash is stored.
    const { rows } = await server.database.database.query<{ token_hash: string; user_id: number; purpose: string }>(
      'SELECT token_hash, user_id, purpose FROM password_tokens WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(firstToken).digest('hex'), user_id: userId, purpose: 'setPassword' }]);
    await server.settle();
  });

  it('refuses with the spec messages, and sets nothing', async () => {
    const anonymous = server.client();
    const cases: [object, string][] = [
      [{ emailAddress: email, password: 'a-long-enough-password' }, 'Failed to reset password.'],
      [{ token: '', emailAddress: email, password: 'a-long-enough-password' }, 'Failed to reset password.'],
      [{ token: firstToken, password: 'a-long-enough-password' }, 'Username is required'],
      [{ token: firstToken, emailAddress: email, password: 'short' }, 'Password must be at least 10 characters long.'],
      [{ token: firstToken, emailAddress: 'someone.else@example.com', password: 'a-long-enough-password' }, LINK_INVALID],
      [{ token: 'A'.repeat(43), emailAddress: email, password: 'a-long-enough-password' }, LINK_INVALID],
      [{ token: 'not a token', emailAddress: email, password: 'a-long-enough-password' }, LINK_INVALID],
    ];
    for (const [body, message] of cases) {
      expect(await anonymous.post(RESET, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await anonymous.get('/api/v4/entrance/check-session-user')).toMatchObject({ status: 200, body: { user: null } });
    expect(await canLogin('a-long-enough-password')).toBe(false);
    // Without the CSRF token: refused too.
    expect((await anonymous.post(RESET, { token: firstToken, emailAddress: email, password: 'a-long-enough-password' }, { csrf: false })).status).toBe(403);
  });

  it('the link sets the password and signs in, answering the user as login does; it works once', async () => {
    const browser = server.client();
    const done = await browser.post<{ user: { ID: number; emailAddress: string } }>(RESET, {
      token: firstToken,
      emailAddress: email.toUpperCase(),
      password: 'my-first-password',
    });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ ID: userId, emailAddress: email });
    expect(await browser.get('/api/v4/entrance/check-session-user')).toMatchObject({ status: 200, body: { user: { ID: userId } } });
    expect(await canLogin('my-first-password')).toBe(true);

    const again = await server.client().post(RESET, { token: firstToken, emailAddress: email, password: 'another-password-1' });
    expect(again).toMatchObject({ status: 400, body: { message: LINK_USED } });
    expect(await canLogin('my-first-password')).toBe(true);
  });

  it('recovery: another link resets the password and ends the other sessions', async () => {
    const signedIn = server.client();
    await signedIn.login(email, 'my-first-password');
    const token = await recover(email.toUpperCase());
    const other = server.client();
    expect((await other.post(RESET, { token, emailAddress: email, password: 'my-second-password' })).status).toBe(200);
    expect(await signedIn.get('/api/v4/entrance/check-session-user')).toMatchObject({ status: 200, body: { user: null } });
    expect(await other.get('/api/v4/entrance/check-session-user')).toMatchObject({ status: 200, body: { user: { ID: userId } } });
    expect(await canLogin('my-first-password')).toBe(false);
    expect(await canLogin('my-second-password')).toBe(true);
  });

  it('an expired link is refused', async () => {
    const token = await recover();
    await server.database.database.query(`UPDATE password_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(await server.client().post(RESET, { token, emailAddress: email, password: 'my-third-password' })).toMatchObject({
      status: 400,
      body: { message: LINK_EXPIRED },
    });
    expect(await canLogin('my-second-password')).toBe(true);
  });

  it('two links: mailing the newer spends the older (docs/SECURITY.md V2); the newer works', async () => {
    const a = await recover();
    const b = await recover();
    expect(await server.client().post(RESET, { token: a, emailAddress: email, password: 'my-fifth-password' })).toMatchObject({
      status: 400,
      body: { message: LINK_USED },
    });
    expect(await canLogin('my-fifth-password')).toBe(false);
    expect((await server.client().post(RESET, { token: b, emailAddress: email, password: 'my-fourth-password' })).status).toBe(200);
    expect(await canLogin('my-fourth-password')).toBe(true);
  });

  it("the office's set-password link is spent by a recovery link mailed after it", async () => {
    const other = `sam.reset.${Date.now()}@example.com`;
    const created = await office.post<{ userId: number }>('/api/v4/user/create', { firstName: 'Sam', lastName: 'Reset', emailAddress: other });
    expect(created.status).toBe(200);
    expect((await office.post('/api/v4/user/createLoginAccount', { userId: created.body.userId, loginEmail: other })).status).toBe(200);
    // Recovery finds the login in the users read model (docs/ARCHITECTURE.md, "Indexes from a name to a
    // stream"): the person asks once it holds the new login, as they would minutes later.
    await server.settle();
    const [setPasswordMail] = await outbox(other);
    expect(setPasswordMail!.subject).toBe('Your customer portal login');
    const older = tokenIn(setPasswordMail!);
    const newer = await recover(other, other);
    // The older link, still within its 24 hours, no longer sets the password.
    expect(await server.client().post(RESET, { token: older, emailAddress: other, password: 'set-by-the-old-link' })).toMatchObject({
      status: 400,
      body: { message: LINK_USED },
    });
    expect((await server.client().put('/api/v4/entrance/login', { emailAddress: other, password: 'set-by-the-old-link' })).status).toBe(401);
    expect((await server.client().post(RESET, { token: newer, emailAddress: other, password: 'set-by-the-new-link' })).status).toBe(200);
  });

  it('recovery answers the same for an unknown address and mails nothing; at most 5 mails an hour per login', async () => {
    const unknown = `nobody.${Date.now()}@example.com`;
    const before = (await admin.get<{ messages: OutboxMessage[] }>('/api/v4/dev/outbox', { query: { limit: 500 } })).body.messages.length;
    expect(await server.client().post(RECOVERY, { emailAddress: unknown })).toMatchObject({ status: 200, body: { message: SENT } });
    await recoveryMailsSettled();
    const after = (await admin.get<{ messages: OutboxMessage[] }>('/api/v4/dev/outbox', { query: { limit: 500 } })).body.messages.length;
    expect(after).toBe(before);

    expect(await server.client().post(RECOVERY, {})).toMatchObject({ status: 400, body: { message: 'Please insert an email.' } });
    expect(await server.client().post(RECOVERY, { emailAddress: '   ' })).toMatchObject({ status: 400, body: { message: 'Please insert an email.' } });

    // Four recovery mails so far this hour: one more goes out, then they stop (the answer does not change).
    await recover();
    const mails = (await outbox(email)).length;
    expect(await server.client().post(RECOVERY, { emailAddress: email })).toMatchObject({ status: 200, body: { message: SENT } });
    await recoveryMailsSettled();
    expect((await outbox(email)).length).toBe(mails);
  });
});
