/**
 * Schedule read benchmark: a million events of history (10 stylists, two years of
 * appointments; scheduleHistory.ts) written into the PostgreSQL event store, the read models built by
 * `rebuildAll` over every projector, then the day schedule (all stylists, and one stylist's) on random
 * working days of the two years, open slots for a random estimate on random working days from today on,
 * and the waiting list's first page, each timed many times through the same read functions the query
 * API answers with.
 */
import { createPostgresEventStore, openDatabase } from '@pawroute/platform';
import { allProjectors, rebuildAll } from '@pawroute/projections';
import { generateScheduleHistory } from './scheduleHistory';
import { scheduleReads, type ScheduleReadContext } from './scheduleReads';

export interface ReadTiming {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  runs: number;
  warmups: number;
  /** Rows the read answered, on average (appointments, slots or waiting-list rows). */
  meanRows: number;
}

export interface ScheduleBenchResult {
  events: number;
  stylists: number;
  customers: number;
  appointments: number;
  waitingList: number;
  perStylistWorkDay: { past: number; fromToday: number };
  today: string;
  firstDate: string;
  lastDate: string;
  generateSeconds: number;
  projectSeconds: number;
  projectEventsPerSecond: number;
  projectors: string[];
  reads: Record<string, ReadTiming>;
}

export interface ScheduleBenchOptions {
  events?: number;
  runs?: number;
  warmups?: number;
  timeZone?: string;
  /** Progress lines (the generation and the rebuild take minutes at a million events). */
  log?: (line: string) => void;
}

const round2 = (n: number) => Number(n.toFixed(2));

/** Nearest-rank percentile of sorted samples. */
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
  return {
    p50Ms: round2(percentile(samples, 50)),
    p99Ms: round2(percentile(samples, 99)),
    maxMs: round2(samples[samples.length - 1]!),
    runs,
    warmups,
    meanRows: Math.round(rows / runs),
  };
}

export async function benchSchedule(url: string, options: ScheduleBenchOptions = {}): Promise<ScheduleBenchResult> {
  const { events = 1_000_000, runs = 200, warmups = 20, timeZone = 'America/Chicago', log = () => undefined } = options;
  const db = await openDatabase({ url });
  const store = await createPostgresEventStore(db);
  try {
    const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM public.events) AS any');
    if (rows[0]!.any) throw new Error('The schedule bench writes its own history: point it at an empty database.');
    const now = new Date().toISOString();
    const generating = Date.now();
    const history = await generateScheduleHistory(db, store, { events, timeZone, now });
    const generateSeconds = (Date.now() - generating) / 1000;
    const { past, fromToday } = history.perStylistWorkDay;
    log(`  ${history.events} events generated in ${generateSeconds.toFixed(1)} s (${history.appointments} appointments; a stylist's working day: ${past} in the past, ${fromToday} from today)`);
    await db.query('VACUUM ANALYZE public.events');

    const projecting = process.hrtime.bigint();
    const rebuilt = await rebuildAll({ db, store, projectors: allProjectors, batchSize: 5_000 });
    const projectSeconds = Number(process.hrtime.bigint() - projecting) / 1e9;
    log(`  read models built from ${rebuilt.events} events in ${projectSeconds.toFixed(1)} s`);
    await db.query('ANALYZE');

    // Random working days of the history (the same sequence every run).
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const context: ScheduleReadContext = { db, timeZone, now };
    const reads = scheduleReads(context);

    const results: Record<string, ReadTiming> = {};
    results.daySchedule = await time(() => reads.daySchedule(pick(history.workDates), null), runs, warmups);
    results.dayScheduleOneStylist = await time(() => reads.daySchedule(pick(history.workDates), pick(history.stylistIds)), runs, warmups);
    // Open slots are asked for today and later (an earlier date has none to offer).
    const bookableDates = history.workDates.filter((d) => d >= history.today);
    results.openSlots = await time(() => reads.openSlots(pick(bookableDates), pick(history.estimateIds)), runs, warmups);
    results.waitingListFirstPage = await time(() => reads.waitingList(1, 20), runs, warmups);
    for (const [name, t] of Object.entries(results)) log(`  ${name}: p50 ${t.p50Ms} ms, p99 ${t.p99Ms} ms (${t.meanRows} rows)`);

    return {
      events: history.events,
      stylists: history.stylistIds.length,
      customers: history.customers,
      appointments: history.appointments,
      waitingList: history.waitingList,
      perStylistWorkDay: history.perStylistWorkDay,
      today: history.today,
      firstDate: history.firstDate,
      lastDate: history.lastDate,
      generateSeconds: round2(generateSeconds),
      projectSeconds: round2(projectSeconds),
      projectEventsPerSecond: Math.round(rebuilt.events / projectSeconds),
      projectors: allProjectors.map((p) => p.name),
      reads: results,
    };
  } finally {
    await store.close();
    await db.close();
  }
}
