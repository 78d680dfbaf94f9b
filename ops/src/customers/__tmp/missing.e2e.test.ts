import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

it('all seeded users are projected', async () => {
  const db = server.database.database;
  const head = await server.services.store.headPosition();
  const count = async () => {
    const ev = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'UserCreated'`);
    const us = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`);
    return [ev.rows[0]!.n, us.rows[0]!.n];
  };
  const first = await count();
  if (first[0] !== first[1]) {
    const cps = await db.query(`SELECT name, checkpoint, scanned_through, status FROM projection_checkpoints`);
    const last = await db.query(`SELECT max(position) AS p FROM events`);
    await new Promise((r) => setTimeout(r, 3000));
    const later = await count();
    const cps2 = await db.query(`SELECT name, checkpoint, scanned_through, status FROM projection_checkpoints`);
    console.log(JSON.stringify({ head, first, later, last: last.rows, cps: cps.rows, cps2: cps2.rows }));
  }
  expect(first[1]).toBe(first[0]);
});
