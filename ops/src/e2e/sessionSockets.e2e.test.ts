import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, setPasswordHash } from '@pawroute/platform';
import { startTestServer, type TestServer } from '../testing';

// a push socket never outlives its session, and a page of another site cannot open one.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 120_000);
afterAll(async () => t?.close());

describe('push sockets and sessions', () => {
  it('logout closes that session’s socket (and only that one)', async () => {
    const office = await t.loginAs('office');
    const otherTab = await t.loginAs('office');
    const live = await office.live();
    const otherLive = await otherTab.live();
    await live.next((m) => m.type === 'hello');
    await otherLive.next((m) => m.type === 'hello');
    expect((await office.get('/api/v4/account/logout', { headers: { 'X-CSRF-Token': await office.csrf() } })).status).toBe(200);
    expect(await live.closed).toMatchObject({ code: 4401 });
    // The other session's socket is still there: it still gets pushes.
    const admin = await t.loginAs('admin');
    const created = await admin.post<{ position: string }>('/api/v4/user/create', { firstName: 'Still', lastName: 'Open', emailAddress: 'still.open@example.com' });
    expect(created.status).toBe(200);
    await otherLive.next((m) => m.type === 'changed');
    otherLive.close();
  });

  it('deleting a user ends all their sessions and closes their sockets', async () => {
    const admin = await t.loginAs('admin');
    const made = await admin.post<{ userId: number }>('/api/v4/user/create', {
      firstName: 'Gone',
      lastName: 'Soon',
      emailAddress: 'gone.soon@example.com',
      UserTypeID: 3,
      isAccount: true,
    });
    expect(made.status).toBe(200);
    const userId = made.body.userId;
    // Give the new staff user a password the way the sign-in feature stores it, then sign in twice.
    await t.settle();
    await setPasswordHash(t.services.db, userId, await hashPassword('gone-soon-password'));
    const first = t.client();
    const second = t.client();
    await first.login('gone.soon@example.com', 'gone-soon-password');
    await second.login('gone.soon@example.com', 'gone-soon-password');
    const liveA = await first.live();
    const liveB = await second.live();
    await liveA.next((m) => m.type === 'hello');
    await liveB.next((m) => m.type === 'hello');

    expect((await admin.request('DELETE', `/api/v4/user/delete?userId=${userId}`)).status).toBe(200);
    expect(await liveA.closed).toMatchObject({ code: 4401 });
    expect(await liveB.closed).toMatchObject({ code: 4401 });
    const { rows } = await t.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
    expect(rows[0]!.n).toBe(0);
    expect((await first.get('/api/v4/entrance/check-session-user')).body).toEqual({ user: null });
  });

  it('a socket from a page of another origin is refused; the app’s own origin is fine', async () => {
    const office = await t.loginAs('office');
    const foreign = await office.live({ origin: 'https://evil.example' });
    expect(await foreign.closed).toMatchObject({ code: 4403 });
    expect(foreign.messages).toEqual([]);
    const own = await office.live({ origin: t.url });
    await own.next((m) => m.type === 'hello');
    own.close();
  });
});
