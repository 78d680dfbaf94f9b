/**
 * `pawroute audit <verify|as-of|export|checkpoint>`. Uses DATABASE_URL, else the embedded
 * PGlite under PAWROUTE_DATA_DIR (stop the server first: PGlite serves one process).
 * - verify: checks the whole event chain with a progress bar; exits 1 naming every edited, removed or
 *   reordered event (and any checkpoint that does not match), 0 when the log is intact.
 * - as-of <ISO instant> [--customer=<id>] [--json]: balances (and with --json transactions) then and now.
 * - export [--from=YYYY-MM-DD] [--to=YYYY-MM-DD] [--out=file.csv]: the ledger as CSV (stdout by default).
 * - checkpoint: seals a signed checkpoint of the chain now (the server also seals every N events).
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import {
  auditKeyFor,
  checkedEventStore,
  createPostgresEventStore,
  loadConfig,
  openDatabase,
  sealCheckpoint,
  verifyEventChain,
  type Config,
  type Database,
  type EventStore,
} from '@pawroute/platform';
import { ensureProjectionTables } from '@pawroute/projections';
import { ledgerCsv, readAsOf } from '@pawroute/query-api';
import { flag } from './args';

export interface AuditIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Show a progress bar (a terminal); tests pass false. */
  progress: boolean;
}

const usage = `usage: pawroute audit verify
       pawroute audit as-of <ISO instant> [--customer=<id>] [--json]
       pawroute audit export [--from=YYYY-MM-DD] [--to=YYYY-MM-DD] [--out=<file.csv>]
       pawroute audit checkpoint`;

export async function run(args: string[]): Promise<void> {
  const code = await runAudit(args, {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    progress: Boolean(process.stderr.isTTY),
  });
  if (code !== 0) process.exitCode = code;
}

async function open(config: Config): Promise<{ db: Database; store: EventStore; close(): Promise<void> }> {
  if (config.eventStoreUrl) throw new Error('audit reads the PostgreSQL event store; unset EVENTSTORE_URL (docs/DECISIONS.md "Audit")');
  const db = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  const store = checkedEventStore(await createPostgresEventStore(db));
  return {
    db,
    store,
    async close() {
      await store.close();
      await db.close();
    },
  };
}

/** The command itself, answering its exit code (tests call it in process). */
export async function runAudit(args: string[], io: AuditIo, configOverrides: Partial<Config> = {}): Promise<number> {
  const [sub, ...rest] = args;
  const config: Config = { ...loadConfig(), ...configOverrides };
  if (sub === 'verify') return verify(config, io);
  if (sub === 'as-of') return asOf(config, rest, io);
  if (sub === 'export') return exportCsv(config, rest, io);
  if (sub === 'checkpoint') {
    const { db, close } = await open(config);
    try {
      const { checkpoint, added } = await sealCheckpoint(db, auditKeyFor(config));
      io.out(checkpoint ? `Sealed checkpoint ${checkpoint.id}: ${checkpoint.eventCount} events (${added} new), up to position ${checkpoint.uptoTxId}/${checkpoint.uptoPosition}.\n` : 'Nothing new to seal.\n');
      return 0;
    } finally {
      await close();
    }
  }
  io.err(`${usage}\n`);
  return 2;
}

async function verify(config: Config, io: AuditIo): Promise<number> {
  const { db, close } = await open(config);
  const bar = io.progress
    ? new cliProgress.SingleBar(
        { format: 'audit verify |{bar}| {percentage}% | {value}/{total} events | {rate} events/s', hideCursor: true, stream: process.stderr },
        cliProgress.Presets.shades_classic,
      )
    : null;
  try {
    const started = Date.now();
    bar?.start(1, 0, { rate: 0 });
    const result = await verifyEventChain(db, {
      key: auditKeyFor(config),
      onProgress(done, total) {
        bar?.setTotal(total);
        bar?.update(done, { rate: Math.round(done / Math.max((Date.now() - started) / 1000, 0.001)) });
      },
    });
    bar?.stop();
    const rate = Math.round(result.events / Math.max(result.seconds, 0.001));
    if (result.ok) {
      io.out(`The event log is intact: ${result.events} events in ${result.streams} streams, ${result.checkpoints} signed checkpoints (${result.seconds.toFixed(1)} s, ${rate} events/s).\n`);
      return 0;
    }
    io.err(`The event log was changed after it was written: ${result.problems.length} problem(s) in ${result.events} events.\n`);
    for (const problem of result.problems) io.err(`  ${problem.message}\n`);
    return 1;
  } finally {
    bar?.stop();
    await close();
  }
}

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

async function asOf(config: Config, args: string[], io: AuditIo): Promise<number> {
  const text = args.find((a) => !a.startsWith('--'));
  const instant = text ? new Date(text) : null;
  if (!text || !instant || Number.isNaN(instant.getTime()) || !/T/.test(text)) {
    io.err(`${usage}\nGive an ISO instant, e.g. 2026-11-25T18:00:00Z.\n`);
    return 2;
  }
  const customer = flag(args, 'customer');
  const customerId = typeof customer === 'string' ? Number(customer) : undefined;
  if (customerId !== undefined && !Number.isInteger(customerId)) {
    io.err('--customer takes a customer id\n');
    return 2;
  }
  const { db, store, close } = await open(config);
  try {
    await ensureProjectionTables(db);
    const answer = await readAsOf(db, store, instant, customerId, config.timeZone);
    if (args.includes('--json')) {
      io.out(`${JSON.stringify(answer, null, 2)}\n`);
      return 0;
    }
    io.out(`Balances as of ${answer.instant} (replayed from ${answer.eventsReplayed} events) and now:\n`);
    io.out(`${'customer'.padEnd(40)} ${'then'.padStart(12)} ${'now'.padStart(12)}\n`);
    for (const b of answer.balances) {
      io.out(`${`${b.customerName} (#${b.customerId})`.slice(0, 40).padEnd(40)} ${dollars(b.balanceThen).padStart(12)} ${dollars(b.balanceNow).padStart(12)}${b.balanceThen !== b.balanceNow ? '  *' : ''}\n`);
    }
    io.out(`${'total'.padEnd(40)} ${dollars(answer.totals.balanceThen).padStart(12)} ${dollars(answer.totals.balanceNow).padStart(12)}\n`);
    const r = answer.reports;
    io.out(`Reports ${r.startDate} to ${r.endDate}, then and now: taxable ${dollars(r.then.salesTax.taxable)} / ${dollars(r.now.salesTax.taxable)}, exempt ${dollars(r.then.salesTax.exempt)} / ${dollars(r.now.salesTax.exempt)}, tax ${dollars(r.then.salesTax.tax)} / ${dollars(r.now.salesTax.tax)}, commission ${dollars(r.then.payroll.reduce((s, p) => s + p.commission, 0))} / ${dollars(r.now.payroll.reduce((s, p) => s + p.commission, 0))}, tips ${dollars(r.then.tips)} / ${dollars(r.now.tips)}.\n`);
    io.out(`${answer.transactions.length} transactions; --json lists each then and now.\n`);
    return 0;
  } finally {
    await close();
  }
}

async function exportCsv(config: Config, args: string[], io: AuditIo): Promise<number> {
  const date = (name: string) => {
    const value = flag(args, name);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`--${name} takes a date YYYY-MM-DD`);
    return value;
  };
  const startDate = date('from');
  const endDate = date('to');
  const outFile = flag(args, 'out');
  const { db, store, close } = await open(config);
  const file = typeof outFile === 'string' ? createWriteStream(outFile) : null;
  try {
    let lines = 0;
    for await (const { line } of ledgerCsv(db, store, { timeZone: config.timeZone, startDate, endDate })) {
      if (file) {
        if (!file.write(line)) await new Promise<void>((resolve) => file.once('drain', () => resolve()));
      } else io.out(line);
      lines += 1;
    }
    if (file) {
      await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
      io.err(`Wrote ${lines - 1} ledger rows to ${String(outFile)}.\n`);
    }
    return 0;
  } finally {
    await close();
  }
}
