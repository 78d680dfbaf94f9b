import { publishLiveEvent } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LiveMessage, type TestServer } from '../testing';

// The push over a real WebSocket: keys changed by a projector's commit reach staff, and a customer only
// ever hears about their own records. "Did not receive" is shown without timers: a marker sent after the
// change arrives first.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 120_000);
afterAll(async () => t?.close());

const isMarker = (name: string) => (m: LiveMessage) => m.type === 'event' && m.name === name;

describe('/api/v4/live', () => {
  it('refuses a socket without a signed-in session (close code 4401)', async () => {
    const anonymous = t.client();
    await anonymous.csrf(); // a session, but nobody signed in
    const live = await anonymous.live();
    expect(await live.closed).toMatchObject({ code: 4401 });
    expect(live.messages).toEqual([]);
  });

  it('says hello with the user id', async () => {
    const office = await t.loginAs('office');
    const { body } = await office.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
    const live = await office.live();
    expect(await live.next()).toEqual({ type: 'hello', userId: body.user.ID });
    live.close();
  });

  it("staff receive a projector's changed keys; a customer does not receive another customer's", async () => {
    const admin = await t.loginAs('admin');
    const customer = await t.loginAs('customer');
    const staffLive = await admin.live();
    const customerLive = await customer.live();
    await staffLive.next((m) => m.type === 'hello');
    await customerLive.next((m) => m.type === 'hello');

    const created = await admin.post<{ userId: number }>('/api/v4/user/create', {
      firstName: 'Petra',
      lastName: 'Push',
      emailAddress: 'petra.push@example.com',
    });
    expect(created.status).toBe(200);
    // Each projector notifies on its own; wait for the customers projector's message about this user.
    const changed = await staffLive.next(
      (m) => m.type === 'changed' && JSON.stringify(m.keys).includes(`"scope":"user","id":${created.body.userId}`),
    );
    expect(changed.keys).toEqual(
      expect.arrayContaining([{ scope: 'user', id: created.body.userId, ownerUserId: created.body.userId }]),
    );

    // Sent after the change was delivered, so it reaches the customer's socket after anything the change sent it.
    await publishLiveEvent(t.services.db, 'marker-1', {}, 'all');
    const first = await customerLive.next();
    expect(first).toEqual({ type: 'event', name: 'marker-1', data: {} });
    staffLive.close();
    customerLive.close();
  });

  it('live events go to their audience only', async () => {
    const office = await t.loginAs('office');
    const customer = await t.loginAs('customer');
    const { body } = await customer.get<{ user: { ID: number } }>('/api/v4/entrance/check-session-user');
    const staffLive = await office.live();
    const customerLive = await customer.live();
    await staffLive.next((m) => m.type === 'hello');
    await customerLive.next((m) => m.type === 'hello');

    await publishLiveEvent(t.services.db, 'createdTodo', { id: 1 }, { permission: 'ViewTodoItems' });
    await publishLiveEvent(t.services.db, 'staffOnly', { id: 2 }, 'staff');
    await publishLiveEvent(t.services.db, String(body.user.ID), { appointment: 3 }, { userIds: [body.user.ID] });
    await publishLiveEvent(t.services.db, 'marker-2', null, 'all');

    expect(await staffLive.next()).toEqual({ type: 'event', name: 'createdTodo', data: { id: 1 } });
    expect(await staffLive.next()).toEqual({ type: 'event', name: 'staffOnly', data: { id: 2 } });
    expect(await staffLive.next()).toMatchObject({ name: 'marker-2' });
    expect(await customerLive.next()).toEqual({ type: 'event', name: String(body.user.ID), data: { appointment: 3 } });
    expect(await customerLive.next(isMarker('marker-2'))).toBeDefined();
    expect(customerLive.messages.filter((m) => m.type === 'event').map((m) => m.name)).toEqual([String(body.user.ID), 'marker-2']);
    staffLive.close();
    customerLive.close();
  });
});
