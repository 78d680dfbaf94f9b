/**
 * Transactions read benchmark: a million events of ledger history written into the
 * PostgreSQL event store (the schedule bench's people: an office user, stylists and ~2,000 customers,
 * decided by the API's deciders; then two years of transactions by the Transaction decider, through
 * projections' ledgerHistory: card, cash and check payments, settlements, voids, partial refunds and
 * check-ins), the read models built by `rebuildAll` over every projector, then transactions/getAll (one
 * random day, and a 30-day range, first page of 25 with the totals strip) and user/getBalance (a random
 * customer) timed many times through the query API's own read functions.
 */
import type { CommandContext } from '@pawroute/domain';
import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { allProjectors, ledgerHistory, rebuildAll } from '@pawroute/projections';
import { readTransactionsPage, readUserBalance } from '@pawroute/query-api';
import { seedReferenceData } from '../src/seed/referenceData';
import type { ReadTiming } from './schedule';
import { generatePeople } from './scheduleHistoryPeople';
import { HistoryWriter } from './scheduleHistoryWriter';

export interface TransactionsBenchResult {
  events: number;
  customers: number;
  transactions: number;
  ledgerRows: number;
  firstDate: string;
  lastDate: string;
  generateSeconds: number;
  projectSeconds: number;
  projectEventsPerSecond: number;
  reads: Record<string, ReadTiming>;
}

export interface TransactionsBenchOptions {
  events?: number;
  runs?: number;
  warmups?: number;
  timeZone?: string;
  customers?: number;
  days?: number;
  log?: (line: string) => void;
}

const round2 = (n: number) => Number(n.toFixed(2));
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(read: () => Promise<number>, runs: number, warmups: number): Promise<ReadTiming> {
  for (let i = 0; i < warmups; i += 1) await read();
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    rows += await read();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: round2(percentile(samples, 50)), p99Ms: round2(percentile(samples, 99)), maxMs: round2(samples.at(-1)!), runs, warmups, meanRows: Math.round(rows / runs) };
}

const COMMAND_OF: Record<string, string> = {
  TransactionCreated: 'CreateTransaction',
  TransactionSettled: 'SettleTransaction',
  TransactionVoided: 'VoidTransaction',
  TransactionRefunded: 'RefundTransaction',
  TransactionCheckedIn: 'CheckInTransaction',
};

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export async function benchTransactions(url: string, options: TransactionsBenchOptions = {}): Promise<TransactionsBenchResult> {
  const { events = 1_000_000, runs = 200, warmups = 20, timeZone = 'America/Chicago', customers = 2_000, days = 730, log = () => undefined } = options;
  const db = await openDatabase({ url });
  const store = await createPostgresEventStore(db);
  try {
    const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM public.events) AS any');
    if (rows[0]!.any) throw new Error('The transactions bench writes its own history: point it at an empty database.');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const firstDate = addDays(today, -(days - 1));
    const generating = Date.now();
    await seedReferenceData({ store, db });
    // Counted before the writer queues anything: writer.count is every event it writes (people included).
    const { rows: counted } = await db.query<{ n: string }>('SELECT count(*) AS n FROM public.events');
    const before = Number(counted[0]!.n);
    const writer = new HistoryWriter(db);
    const states = new Map<string, unknown>();
    let seed = 5;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const people = generatePeople(writer, states, {
      stylists: 10, customers, timeZone, firstDate, lastDate: today, at: `${addDays(firstDate, -30)}T15:00:00.000Z`, random,
    });
    let transactions = 0;
    for (const group of ledgerHistory({ seed: 12, transactions: 5_000_000, customers: people.customers.length, days, lastDate: today, firstTransactionId: 1 })) {
      if (before + writer.count >= events) break;
      for (const { stream, event } of group) {
        const context: CommandContext = { now: (event.data as { createdAt?: string }).createdAt ?? new Date().toISOString(), actorUserId: people.officeUserId };
        writer.append(stream, [event], COMMAND_OF[event.type] ?? event.type, context);
      }
      transactions += 1;
      await writer.maybeFlush();
    }
    await writer.finish();
    const generateSeconds = (Date.now() - generating) / 1000;
    const total = before + writer.count;
    log(`  ${total} events generated in ${generateSeconds.toFixed(1)} s (${transactions} transactions of ${people.customers.length} customers over ${days} days)`);
    await db.query('VACUUM ANALYZE public.events');

    const projecting = process.hrtime.bigint();
    const rebuilt = await rebuildAll({ db, store, projectors: allProjectors, batchSize: 5_000, totalEvents: total });
    const projectSeconds = Number(process.hrtime.bigint() - projecting) / 1e9;
    log(`  read models built from ${rebuilt.events} events in ${projectSeconds.toFixed(1)} s`);
    await db.query('ANALYZE');
    const { rows: ledger } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions');

    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const dates = Array.from({ length: days }, (_, i) => addDays(firstDate, i));
    const userIds = people.customers.map((c) => c.userId);
    const page = (startDate: string, endDate: string) => readTransactionsPage(db, { startDate, endDate, page: 0, pageSize: 25, onlyUserId: null }).then((p) => p.rows.length);
    const results: Record<string, ReadTiming> = {};
    results.getAllOneDay = await time(() => {
      const d = pick(dates);
      return page(d, d);
    }, runs, warmups);
    results.getAll30Days = await time(() => {
      const d = pick(dates.slice(29));
      return page(addDays(d, -29), d);
    }, runs, warmups);
    results.getAllOneDaySortedFiltered = await time(() => {
      const d = pick(dates);
      return readTransactionsPage(db, { startDate: d, endDate: d, page: 0, pageSize: 25, onlyUserId: null, sorted: [{ id: 'paid', desc: true }], filtered: [{ id: 'customerName', value: 'a' }] }).then((p) => p.rows.length);
    }, runs, warmups);
    results.getBalance = await time(() => readUserBalance(db, pick(userIds)).then((b) => b.answer.recentPayments.length), runs, warmups);
    for (const [name, t] of Object.entries(results)) log(`  ${name}: p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms (${t.meanRows} rows)`);
    return {
      events: total,
      customers: people.customers.length,
      transactions,
      ledgerRows: Number(ledger[0]!.n),
      firstDate,
      lastDate: today,
      generateSeconds: round2(generateSeconds),
      projectSeconds: round2(projectSeconds),
      projectEventsPerSecond: Math.round(rebuilt.events / projectSeconds),
      reads: results,
    };
  } finally {
    await store.close();
    await db.close();
  }
}

