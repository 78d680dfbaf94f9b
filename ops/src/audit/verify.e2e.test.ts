import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEventChain } from '@pawroute/platform';
import { startTestServer, type TestServer } from '../testing';

/**
 * "A tamper-evident log": the seeded system's events are changed directly in the database,
 * the way someone with database access would, and the real command `pawroute audit verify` (a child
 * process, like an auditor runs it) must exit non-zero and name the event: one edit of an event's data,
 * one deletion, one swap of two events. Each test undoes its change, so the next starts from an intact log.
 */
const ROOT = new URL('../../..', import.meta.url).pathname;
const KEY = 'pawroute-test-audit-key';
let t: TestServer;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function auditVerify(): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'ops', 'src', 'cli.ts'), 'audit', 'verify'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.database.url, PAWROUTE_AUDIT_KEY: KEY, PAWROUTE_DATA_DIR: mkdtempSync(join(tmpdir(), 'pawroute-audit-')), EVENTSTORE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface EventRow {
  tx_id: string;
  position: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
}
const COLUMNS = `tx_id::text AS tx_id, position::text AS position, stream, revision::text AS revision, id::text AS id, type`;
const query = async <R>(sql: string, params: unknown[] = []) => (await t.database.database.query<R>(sql, params)).rows;

beforeAll(async () => {
  // Checkpoints every 20 events, so the seed's history is sealed too.
  t = await startTestServer({ config: { auditCheckpointEvery: 20 } });
  // The store seals in the background after appends: wait for the condition (a checkpoint exists).
  const checkpoints = async () => Number((await query<{ n: number }>('SELECT count(*)::int AS n FROM public.event_chain_checkpoints'))[0]!.n);
  for (const deadline = Date.now() + 30_000; (await checkpoints()) === 0; await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > deadline) throw new Error('no checkpoint was sealed after the seed');
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('pawroute audit verify', () => {
  it('exits 0 on the untouched log', async () => {
    const run = await auditVerify();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/The event log is intact: \d+ events in \d+ streams, [1-9]\d* signed checkpoints/);
  }, 60_000);

  it('names an event whose data was edited in the database', async () => {
    const [target] = await query<EventRow & { data: string }>(`SELECT ${COLUMNS}, data::text AS data FROM public.events WHERE type = 'UserCreated' ORDER BY position LIMIT 1`);
    await query(`UPDATE public.events SET data = jsonb_set(data, '{lastName}', '"Mallory"') WHERE id = $1`, [target!.id]);
    try {
      const run = await auditVerify();
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`edited: event ${target!.id} (UserCreated, ${target!.stream} revision ${target!.revision}`);
    } finally {
      await query(`UPDATE public.events SET data = $2::jsonb WHERE id = $1`, [target!.id, target!.data]);
    }
    // Undone: intact again (checked in process; the child process above is the command under test).
    expect((await verifyEventChain(t.database.database, { key: KEY })).problems).toEqual([]);
  }, 60_000);

  it('names an event deleted from the database', async () => {
    const [stream] = await query<{ stream: string }>(`SELECT stream FROM public.streams WHERE revision >= 2 ORDER BY stream LIMIT 1`);
    const [target] = await query<EventRow>(`SELECT ${COLUMNS} FROM public.events WHERE stream = $1 AND revision = 1`, [stream!.stream]);
    const [saved] = await query<Record<string, unknown>>(`SELECT tx_id::text AS tx_id, position, stream, revision, id, type, data::text AS data, metadata::text AS metadata, created_at::text AS created_at FROM public.events WHERE id = $1`, [target!.id]);
    await query(`DELETE FROM public.events WHERE id = $1`, [target!.id]);
    try {
      const run = await auditVerify();
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`removed: ${target!.stream} revision 1 is missing`);
    } finally {
      // Written back exactly as it was, to the microsecond (the trigger links it again to the same hash).
      await query(
        `INSERT INTO public.events (tx_id, position, stream, revision, id, type, data, metadata, created_at)
         VALUES ($1::text::xid8, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::timestamptz)`,
        [saved!.tx_id, saved!.position, saved!.stream, saved!.revision, saved!.id, saved!.type, saved!.data, saved!.metadata, saved!.created_at],
      );
    }
    // Undone: intact again (checked in process; the child process above is the command under test).
    expect((await verifyEventChain(t.database.database, { key: KEY })).problems).toEqual([]);
  }, 60_000);

  it('names two events whose places in the log were swapped', async () => {
    const [a, b] = await query<EventRow>(`SELECT ${COLUMNS} FROM public.events WHERE type = 'PetAdded' ORDER BY tx_id, position LIMIT 2`);
    const swap = async (x: EventRow, y: EventRow) => {
      await query(`UPDATE public.events SET position = -1 WHERE id = $1`, [x.id]);
      await query(`UPDATE public.events SET tx_id = $2::text::xid8, position = $3 WHERE id = $1`, [y.id, x.tx_id, x.position]);
      await query(`UPDATE public.events SET tx_id = $2::text::xid8, position = $3 WHERE id = $1`, [x.id, y.tx_id, y.position]);
    };
    await swap(a!, b!);
    try {
      const run = await auditVerify();
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`reordered: event ${a!.id} (PetAdded, ${a!.stream} revision ${a!.revision}, position ${b!.tx_id}/${b!.position}) was written at position ${a!.tx_id}/${a!.position} (swapped with event ${b!.id})`);
      expect(run.stderr).toContain(`reordered: event ${b!.id}`);
    } finally {
      // a now sits at b's old place and b at a's: swapping the current rows back restores both.
      await swap({ ...a!, tx_id: b!.tx_id, position: b!.position }, { ...b!, tx_id: a!.tx_id, position: a!.position });
    }
    // Undone: intact again (checked in process; the child process above is the command under test).
    expect((await verifyEventChain(t.database.database, { key: KEY })).problems).toEqual([]);
  }, 60_000);
});
