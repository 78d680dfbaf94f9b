import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/openDatabase';
import type { Database } from '../../db/database';
import { verifyEventChain } from './chain';
import { sealIfDayOld } from './dailyCheckpoint';
import { createPostgresEventStore } from './postgresEventStore';

/** The daily seal: a small business never reaches the every-N-events seal, yet its log is sealed each day. */
let db: Database | undefined;
afterAll(async () => db?.close());

const KEY = 'daily-checkpoint-key';
const event = (n: number) => ({
  id: randomUUID(),
  type: 'Happened',
  data: { n },
  metadata: { actorUserId: 1, correlationId: `c${n}`, causationId: null, commandName: 'Test', idempotencyKey: null, occurredAt: '2026-12-01T15:00:00.000Z', schemaVersion: 1 },
});

it('seals when none exists or the newest is a day old and events came since; not more often; verify then says since when and the newest seal', async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  const store = await createPostgresEventStore(db, { checkpoints: { key: KEY, every: 0 } });
  const now = Date.now();
  expect(await sealIfDayOld(db, KEY, new Date(now))).toBeNull(); // no events: nothing to seal
  await store.appendToStream('A-1', [event(1)], { expected: 'no_stream' });
  const first = await sealIfDayOld(db, KEY, new Date(now));
  expect(first).toMatchObject({ id: 1, eventCount: 1 });
  await store.appendToStream('A-1', [event(2)], { expected: 0 });
  expect(await sealIfDayOld(db, KEY, new Date(now + 3_600_000))).toBeNull(); // an hour later: not due
  const second = await sealIfDayOld(db, KEY, new Date(Date.parse(first!.createdAt) + 25 * 3_600_000));
  expect(second).toMatchObject({ id: 2, eventCount: 2 });
  expect(await sealIfDayOld(db, KEY, new Date(Date.parse(second!.createdAt) + 25 * 3_600_000))).toBeNull(); // due, but nothing new
  const verified = await verifyEventChain(db, { key: KEY });
  expect(verified).toMatchObject({ ok: true, events: 2, checkpoints: 2, lastCheckpointAt: second!.createdAt });
  expect(Date.parse(verified.firstEventAt!)).toBeLessThanOrEqual(Date.now());
});
