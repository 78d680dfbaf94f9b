import type { GetTodosResponse } from '@pawroute/domain';
import { publishLiveEvent } from '@pawroute/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/** The todo list (part 1 §2, §4, §5, §7, §8): create, complete, getAll, permissions and live events. */
let server: TestServer;
let office: TestClient;
let stylist: TestClient;
let customer: TestClient;
let customerId: number;

beforeAll(async () => {
  server = await startTestServer();
  [office, stylist, customer] = await Promise.all([server.loginAs('office'), server.loginAs('stylist'), server.loginAs('customer')]);
  const session = await customer.get<{ user: { customerId: number } }>('/api/v4/entrance/check-session-user');
  customerId = session.body.user.customerId;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const list = async (client: TestClient) => (await client.get<GetTodosResponse>('/api/v4/todo/getAll')).body.todoItems;
const valid = () => ({ note: 'Call about the deluxe package', date: '03-05-2026', repeatInDays: 14, customerId, todoCategoryId: 1 });

describe('todo list', () => {
  it('refuses a bad body with the spec messages and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ ...valid(), note: '' }, 'Todo is a required field'],
      [{ ...valid(), note: undefined }, 'Todo is a required field'],
      [{ ...valid(), note: 'x'.repeat(251) }, 'Todo can be at most 250 characters.'],
      [{ ...valid(), repeatInDays: -1 }, 'Repeat In Days must be a whole number of 0 or more.'],
      [{ ...valid(), repeatInDays: 1.5 }, 'Repeat In Days must be a whole number of 0 or more.'],
      [{ ...valid(), repeatInDays: 2 ** 31 }, 'Repeat In Days must be a whole number of 0 or more.'],
      [{ ...valid(), date: '02-30-2026' }, 'Please enter a valid date.'],
    ];
    for (const [body, message] of cases) {
      expect(await office.post('/api/v4/todo/create', body), message).toMatchObject({ status: 400, body: { message } });
    }
    expect((await office.post('/api/v4/todo/create', { ...valid(), customerId: 999_999 })).status).toBe(404);
    expect((await office.post('/api/v4/todo/create', { ...valid(), customerId: 'abc' })).status).toBe(400);
    expect(await list(office)).toEqual([]);
  });

  it('permissions: ViewTodoItems to read, EditTodoItems to write; signed out is 401', async () => {
    expect((await stylist.get('/api/v4/todo/getAll')).status).toBe(403);
    expect((await stylist.post('/api/v4/todo/create', valid())).status).toBe(403);
    expect((await stylist.post('/api/v4/todo/complete', { todoItemId: 1 })).status).toBe(403);
    expect((await customer.get('/api/v4/todo/getAll')).status).toBe(403);
    expect((await customer.post('/api/v4/todo/create', valid())).status).toBe(403);
    expect((await server.client().get('/api/v4/todo/getAll')).status).toBe(401);
  });

  it('creates (250 characters is fine), lists, pushes createdTodo, and a retried create with its Idempotency-Key writes once', async () => {
    const otherBrowser = await server.loginAs('admin');
    const live = await otherBrowser.live();
    const stylistLive = await stylist.live();
    try {
      await live.next((m) => m.type === 'hello');
      await stylistLive.next((m) => m.type === 'hello');
      const key = { headers: { 'Idempotency-Key': 'todo-create-1' } };
      const created = await office.post<{ todoItemId: number }>('/api/v4/todo/create', { ...valid(), note: 'x'.repeat(250) }, key);
      expect(created.status).toBe(200);
      const again = await office.post<{ todoItemId: number }>('/api/v4/todo/create', { ...valid(), note: 'x'.repeat(250) }, key);
      expect(again.body.todoItemId).toBe(created.body.todoItemId);
      const pushed = await live.next((m) => m.type === 'event' && m.name === 'createdTodo');
      expect(pushed.data).toMatchObject({ todoItemId: created.body.todoItemId, date: '2026-03-05' });
      const items = await list(office);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        ID: created.body.todoItemId, note: 'x'.repeat(250), date: '2026-03-05', repeatInDays: 14, todoCategoryId: 1, customerId,
        Customer: { ID: customerId, User: { firstName: expect.stringMatching(/.+/) } },
      });
      // The completion: ViewTodoItems holders hear of it; the stylist (without) hears neither.
      const done = await office.post('/api/v4/todo/complete', { todoItemId: created.body.todoItemId });
      expect(done).toMatchObject({ status: 200, body: { todoItemId: created.body.todoItemId } });
      expect((await live.next((m) => m.type === 'event' && m.name === 'completedTodo')).data).toEqual({ todoItemId: created.body.todoItemId });
      expect(await list(office)).toEqual([]);
      // A marker to everyone, sent after both: the stylist's socket has had its chance at them.
      await publishLiveEvent(server.services.db, 'todo-marker', null, 'all');
      await stylistLive.next((m) => m.type === 'event' && m.name === 'todo-marker');
      expect(stylistLive.messages.filter((m) => m.type === 'event' && /Todo$/.test(String(m.name)))).toEqual([]);
    } finally {
      live.close();
      stylistLive.close();
    }
  });

  it('completing twice is a 409, an unknown item a 404, a bad id a 400', async () => {
    const created = await office.post<{ todoItemId: number }>('/api/v4/todo/create', { note: 'No customer', date: '2026-03-06' });
    expect(created.status).toBe(200);
    expect((await office.post('/api/v4/todo/complete', { todoItemId: created.body.todoItemId })).status).toBe(200);
    expect(await office.post('/api/v4/todo/complete', { todoItemId: created.body.todoItemId })).toMatchObject({
      status: 409, body: { message: 'This todo item is already completed.' },
    });
    expect(await office.post('/api/v4/todo/complete', { todoItemId: 424_242 })).toMatchObject({ status: 404, body: { message: 'Todo item not found.' } });
    expect((await office.post('/api/v4/todo/complete', { todoItemId: 'abc' })).status).toBe(400);
  });
});
