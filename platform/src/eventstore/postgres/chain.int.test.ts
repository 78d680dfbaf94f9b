import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@pawroute/domain';
import type { Database } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import { createTestDatabase, type TestDatabase } from '../../testing';
import type { EventStore } from '../port';
import { canonicalContent, linkOf, sealCheckpoint, verifyEventChain } from './chain';
import { canonicalContentV1, pgTextArray } from './chainLink';
import { createPostgresEventStore } from './postgresEventStore';
import { HORIZON_CTE, VISIBLE_BELOW_CTE } from './horizon';

/**
 * A seal covers the events below the store's horizon. On a shared Postgres (CI runs many test databases
 * at once) a transaction elsewhere can hold the horizon back for a moment, and a seal would miss the
 * newest event: wait for the condition "every event is below the horizon" first.
 */
async function untilHorizonCoversAll(db: Database): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await db.query<{ below: number; total: number }>(
      `WITH ${VISIBLE_BELOW_CTE}, ${HORIZON_CTE}
       SELECT (SELECT count(*)::int FROM public.events e, horizon h WHERE (e.tx_id, e.position) <= (h.tx_id, h.position)) AS below,
              (SELECT count(*)::int FROM public.events) AS total`,
    );
    if (rows[0]!.below === rows[0]!.total) return;
    if (Date.now() > deadline) throw new Error(`the horizon stayed at ${rows[0]!.below} of ${rows[0]!.total} events`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const KEY = 'chain-test-key';
const metadata = (n: number): EventMetadata => ({
  actorUserId: 7,
  correlationId: `corr-${n}`,
  causationId: null,
  commandName: 'Test',
  idempotencyKey: null,
  occurredAt: '2026-01-02T03:04:05.000Z',
  schemaVersion: 1,
});

/** Three streams, interleaved: A-1 (4 events), B-1 (3), C-1 (1). */
async function writeHistory(store: EventStore): Promise<void> {
  let n = 0;
  const append = (stream: string, expected: number | 'no_stream') =>
    store.appendToStream(stream, [{ id: randomUUID(), type: 'Happened', data: { n: ++n, text: 'é ✓ "q"', nested: { b: 1, a: [1, 2] } }, metadata: metadata(n) }], { expected });
  await append('A-1', 'no_stream');
  await append('B-1', 'no_stream');
  await append('A-1', 0);
  await append('C-1', 'no_stream');
  await append('B-1', 0);
  await append('A-1', 1);
  // Two events in one append: the statement links the second to the first.
  await store.appendToStream(
    'A-1',
    [
      { id: randomUUID(), type: 'Happened', data: { n: ++n }, metadata: metadata(n) },
      { id: randomUUID(), type: 'Happened', data: { n: ++n }, metadata: metadata(n) },
    ],
    { expected: 2 },
  );
  await append('B-1', 1);
}

interface Row {
  tx_id: string;
  position: string;
  stream: string;
  revision: string;
  id: string;
}
async function rows(db: Database): Promise<Row[]> {
  const { rows: r } = await db.query<Row>(
    `SELECT tx_id::text AS tx_id, position::text AS position, stream, revision::text AS revision, id::text AS id FROM public.events ORDER BY tx_id, position`,
  );
  return r;
}

describe('the event chain (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let store: EventStore;
  afterEach(async () => {
    await store?.close();
    await testDb?.drop();
  });

  const setUp = async () => {
    testDb = await createTestDatabase();
    store = await createPostgresEventStore(testDb.database);
    await writeHistory(store);
    await untilHorizonCoversAll(testDb.database);
    return testDb.database;
  };

  it('links every event in its append, and an untouched log verifies', async () => {
    const db = await setUp();
    const { rows: linked } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.events WHERE hash IS NOT NULL`);
    expect(Number(linked[0]!.n)).toBe(9);
    const checkpoint = await sealCheckpoint(db, KEY);
    expect(checkpoint.added).toBe(9);
    const progress: number[] = [];
    const result = await verifyEventChain(db, { key: KEY, batchSize: 3, onProgress: (done) => progress.push(done) });
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ ok: true, events: 9, streams: 3, checkpoints: 1 });
    expect(progress.at(-1)).toBe(9);
  });

  it('the JS computation of a link is the append statement\'s, byte for byte', async () => {
    const db = await setUp();
    const { rows: r } = await db.query<Record<string, string>>(
      `SELECT tx_id::text AS tx_id, position::text AS seq, stream, revision::text AS revision, id::text AS id, type, data::text AS data,
              metadata::text AS metadata, ((extract(epoch FROM created_at) * 1000000)::bigint)::text AS created_us, encode(hash, 'hex') AS hash
         FROM public.events WHERE stream = 'C-1'`,
    );
    const row = r[0]!;
    expect(linkOf(null, canonicalContent(row as never))).toBe(row.hash);
  });

  it('prints a text array as PostgreSQL does (version 2 content), for every value array_out quotes', async () => {
    const db = await setUp();
    const values = ['plain', '', 'NULL', 'null', 'a b', 'tab\there', 'line\nbreak', 'cr\rvt\vff\f', '{brace}', 'com,ma', 'quo"te', 'back\\slash', 'é ✓ 日本', '\u00a0nbsp', '{"k": [1, "x"]}'];
    const { rows } = await db.query<{ printed: string }>(`SELECT $1::text[]::text AS printed`, [values]);
    expect(pgTextArray(values)).toBe(rows[0]!.printed);
  });

  it('an event linked under version 1 (before version 2) still verifies, and an edit of it is still found', async () => {
    const db = await setUp();
    // Relink stream C-1's only event the version-1 way, as a store written before version 2 has it.
    const { rows: r } = await db.query<Record<string, string>>(
      `SELECT tx_id::text AS tx_id, position::text AS seq, stream, revision::text AS revision, id::text AS id, type, data::text AS data,
              metadata::text AS metadata, ((extract(epoch FROM created_at) * 1000000)::bigint)::text AS created_us
         FROM public.events WHERE stream = 'C-1'`,
    );
    const v1 = linkOf(null, canonicalContentV1(r[0] as never));
    await db.query(`UPDATE public.events SET hash = decode($1, 'hex') WHERE stream = 'C-1'`, [v1]);
    expect((await verifyEventChain(db, { key: KEY })).problems).toEqual([]);
    await db.query(`UPDATE public.events SET data = '{"n": 99}' WHERE stream = 'C-1'`);
    const edited = await verifyEventChain(db, { key: KEY });
    expect(edited.problems.map((p) => [p.kind, p.stream])).toEqual([['edited', 'C-1']]);
  });

  it('concurrent writers to the same streams leave one valid chain per stream (no forks)', async () => {
    testDb = await createTestDatabase({ poolSize: 16 });
    store = await createPostgresEventStore(testDb.database);
    const streams = ['Race-1', 'Race-2', 'Race-3'];
    let n = 0;
    // 16 writers, 'any' (retried claims) and batches of one to three events, all on three streams.
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        for (let i = 0; i < 12; i++) {
          const events = Array.from({ length: 1 + ((w + i) % 3) }, () => ({ id: randomUUID(), type: 'Raced', data: { w, i }, metadata: metadata(++n) }));
          await store.appendToStream(streams[(w + i) % streams.length]!, events, { expected: 'any' });
        }
      }),
    );
    await untilHorizonCoversAll(testDb.database);
    const { rows: heads } = await testDb.database.query<{ n: number }>('SELECT (sum(revision) + count(*))::int AS n FROM public.streams');
    const result = await verifyEventChain(testDb.database, { key: KEY });
    expect(result.problems).toEqual([]);
    expect(result.events).toBe(Number(heads[0]!.n));
    // Each link covers the one before it in its stream, and no two events share a predecessor.
    const { rows: links } = await testDb.database.query<{ n: number; distinct_links: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct_links FROM public.events WHERE hash IS NOT NULL',
    );
    expect(links[0]).toEqual({ n: result.events, distinct_links: result.events });
  });

  it('links rows inserted outside the append (bulk writers) too', async () => {
    const db = await setUp();
    // As the bench's history writers do: straight into the table, after appended events of the same stream.
    await db.query(
      `INSERT INTO public.events (stream, revision, id, type, data, metadata)
       SELECT 'A-1', 4 + g, gen_random_uuid(), 'Bulk', jsonb_build_object('g', g), '{}'::jsonb FROM generate_series(1, 3) AS g ORDER BY g`,
    );
    await db.query(`UPDATE public.streams SET revision = 7 WHERE stream = 'A-1'`);
    await store.appendToStream('A-1', [{ id: randomUUID(), type: 'Happened', data: { after: 'bulk' }, metadata: metadata(99) }], { expected: 7 });
    await untilHorizonCoversAll(db);
    const result = await verifyEventChain(db, { key: KEY });
    expect(result.problems).toEqual([]);
    expect(result.events).toBe(13);
  });

  it('names an event whose data was edited in the database', async () => {
    const db = await setUp();
    const target = (await rows(db)).find((r) => r.stream === 'A-1' && r.revision === '1')!;
    await db.query(`UPDATE public.events SET data = jsonb_set(data, '{n}', '999') WHERE id = $1`, [target.id]);
    const result = await verifyEventChain(db, { key: KEY });
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ kind: 'edited', eventId: target.id, stream: 'A-1', revision: 1 });
  });

  it('names an event removed from the middle of a stream, and one removed from its end', async () => {
    const db = await setUp();
    const all = await rows(db);
    const middle = all.find((r) => r.stream === 'B-1' && r.revision === '1')!;
    const last = all.find((r) => r.stream === 'A-1' && r.revision === '4')!;
    await db.query(`DELETE FROM public.events WHERE id = ANY($1::uuid[])`, [[middle.id, last.id]]);
    const result = await verifyEventChain(db, { key: KEY });
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => [p.kind, p.stream, p.revision])).toEqual(
      expect.arrayContaining([
        ['removed', 'B-1', 1],
        ['removed', 'A-1', 4],
      ]),
    );
    expect(result.problems).toHaveLength(2);
  });

  it('names two events whose places were swapped', async () => {
    const db = await setUp();
    const all = await rows(db);
    const a = all.find((r) => r.stream === 'B-1' && r.revision === '0')!;
    const c = all.find((r) => r.stream === 'C-1')!;
    // Exchange their positions in the global order (the primary key, so through a free value).
    await db.query(`UPDATE public.events SET position = -1 WHERE id = $1`, [a.id]);
    await db.query(`UPDATE public.events SET tx_id = $2::text::xid8, position = $3 WHERE id = $1`, [c.id, a.tx_id, a.position]);
    await db.query(`UPDATE public.events SET tx_id = $2::text::xid8, position = $3 WHERE id = $1`, [a.id, c.tx_id, c.position]);
    const result = await verifyEventChain(db, { key: KEY });
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => [p.kind, p.eventId]).sort()).toEqual([
      ['reordered', a.id],
      ['reordered', c.id],
    ].sort());
  });

  it('a checkpoint catches an edit whose links were recomputed, and a forged checkpoint', async () => {
    const db = await setUp();
    await sealCheckpoint(db, KEY);
    // Someone who knows the scheme: edit C-1's data and recompute its link (it is the only event of its stream).
    await db.query(
      `UPDATE public.events SET data = '{"n": 4, "forged": true}'::jsonb WHERE stream = 'C-1'`,
    );
    await db.query(
      `UPDATE public.events SET hash = public.pawroute_event_link(NULL, stream, revision, id, type, data, metadata, tx_id, position, created_at) WHERE stream = 'C-1'`,
    );
    const result = await verifyEventChain(db, { key: KEY });
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ kind: 'checkpoint' });
    // Re-sealing over the edit needs the key: a checkpoint signed with another is named.
    await db.query(`UPDATE public.event_chain_checkpoints SET chain_hash = decode(repeat('00', 32), 'hex')`);
    const again = await verifyEventChain(db, { key: KEY });
    expect(again.problems.some((p) => p.kind === 'checkpoint' && /invalid signature/.test(p.message))).toBe(true);
  });

  it('seals checkpoints by itself every N appends, folding on from the last', async () => {
    testDb = await createTestDatabase();
    store = await createPostgresEventStore(testDb.database, { checkpoints: { key: KEY, every: 4 } });
    await writeHistory(store);
    // Sealing runs in the background after the appends; wait for the condition, not a time.
    await expect.poll(async () => (await testDb.database.query<{ n: number }>('SELECT count(*)::int AS n FROM public.event_chain_checkpoints')).rows[0]!.n, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const result = await verifyEventChain(testDb.database, { key: KEY });
    expect(result.problems).toEqual([]);
    expect(result.checkpoints).toBeGreaterThanOrEqual(2);
  });

  it('recorded times follow an injected clock, and a store made before the chain is linked at migration', async () => {
    testDb = await createTestDatabase();
    const at = new Date('2026-03-04T12:00:00.000Z');
    store = await createPostgresEventStore(testDb.database, { clock: () => at });
    await writeHistory(store);
    const [event] = await store.readStream('C-1');
    expect(event!.createdAt.toISOString()).toBe(at.toISOString());
    // As if written by the version before the chain: no links, no trigger; the migration links them.
    await testDb.database.query('DROP TRIGGER pawroute_events_chain ON public.events');
    await testDb.database.query('ALTER TABLE public.events DROP COLUMN hash');
    await store.close();
    store = await createPostgresEventStore(testDb.database);
    const result = await verifyEventChain(testDb.database, { key: KEY });
    expect(result.problems).toEqual([]);
    expect(result.events).toBe(9);
  });
});

describe('the event chain (PGlite)', () => {
  it('links and verifies the same way', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    const store = await createPostgresEventStore(db);
    try {
      await writeHistory(store);
      await sealCheckpoint(db, KEY);
      expect((await verifyEventChain(db, { key: KEY })).problems).toEqual([]);
      await db.query(`UPDATE public.events SET metadata = jsonb_set(metadata, '{actorUserId}', '1') WHERE stream = 'B-1' AND revision = 2`);
      const result = await verifyEventChain(db, { key: KEY });
      expect(result.problems.map((p) => [p.kind, p.stream, p.revision])).toEqual([['edited', 'B-1', 2]]);
    } finally {
      await store.close();
      await db.close();
    }
  });
});
