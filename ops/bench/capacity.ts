/**
 * Capacity of one process under the mixed load (mixedLoad.ts), stepped up until it misses a mark; grace at
 * twice that; and the anchor, a bare fastify + pg server answering the same five reads (anchorServer.ts),
 * stepped up the same way. What it reports:
 *
 * - capacity: the highest step of the mix (reads/s + writes/s at 20:1) whose read p99, write p99 and push
 *   p99 meet MIXED_LOAD_MARKS with no error and no refusal;
 * - grace, at twice the capacity: the answered requests' p99 against twice the marks, the refusals (503
 *   with Retry-After) and how fast they came, the share of the capacity still answered, and the keyed
 *   writes refused and retried later (each written once, none lost);
 * - anchor: the bare server's capacity for the reads, and ours ÷ its (goal ≥ 0.5).
 */
import { Agent, request } from 'node:http';
import { openDatabase } from '@pawroute/platform';
import { startBenchProcess } from './benchServer';
import { fixedRate, type RateTiming } from './fixedRate';
import type { MixedHistory } from './mixedHistory';
import { benchMixedLoad, mixedReadPaths, MIXED_LOAD_MARKS, peopleOf, type MixedLoadResult } from './mixedLoad';

export interface CapacityOptions {
  history: MixedHistory;
  /** Seconds per step (default 30). */
  stepSeconds?: number;
  /** The first step's reads/s and each step's increase (default 200 and 100); writes are a twentieth. */
  startReads?: number;
  stepReads?: number;
  /** No step beyond this many reads/s (default 3,000). */
  maxReads?: number;
  log?: (line: string) => void;
}

export interface CapacityStep {
  readsPerSecond: number;
  writesPerSecond: number;
  readP99Ms: number;
  writeP99Ms: number;
  pushP99Ms: number;
  errors: number;
  refused: number;
  met: boolean;
  /** CPU per answered request, ms: the server's and PostgreSQL's (mixedLoad's `cpu`). */
  serverMsPerRequest: number | null;
  postgresMsPerRequest: number | null;
}

/**
 * What one read and one write of the mix cost in CPU, ms of a core: the server's and PostgreSQL's, from two
 * runs, the reads nearly alone and the writes nearly alone (each group's cores = reads/s × a read's cost +
 * writes/s × a write's, solved for the two; the idle server's own timers are shared between them).
 */
export interface CpuPerKind {
  read: { serverMs: number; postgresMs: number };
  write: { serverMs: number; postgresMs: number };
  runs: Array<{ readsPerSecond: number; writesPerSecond: number; serverCores: number; postgresCores: number; generatorCores: number }>;
}

export interface GraceResult {
  readsPerSecond: number;
  writesPerSecond: number;
  answered: MixedLoadResult['answered'];
  refused: MixedLoadResult['refused'];
  /** Answered requests per second ÷ the capacity's requests per second (goal ≥ 0.9). */
  shareOfCapacity: number;
  keyedWrites: MixedLoadResult['keyedWrites'];
  errors: number;
  marks: { answeredReadP99Ms: number; answeredWriteP99Ms: number; refusalP99Ms: number; shareOfCapacity: number };
  met: { answeredReadP99: boolean; answeredWriteP99: boolean; refusalsFast: boolean; share: boolean; keyedWritesOnce: boolean };
}

export interface AnchorResult {
  what: string;
  steps: Array<{ readsPerSecond: number; p99Ms: number; errors: number; met: boolean }>;
  /** The highest read rate meeting the read mark with no error. */
  capacityReadsPerSecond: number | null;
}

export interface CapacityResult {
  marks: typeof MIXED_LOAD_MARKS;
  steps: CapacityStep[];
  capacity: { readsPerSecond: number; writesPerSecond: number } | null;
  grace: GraceResult | null;
  anchor: AnchorResult;
  /** What a read and a write cost in CPU (null where it cannot be read). */
  cpuPerKind: CpuPerKind | null;
  /** Our capacity's reads/s ÷ the anchor's (goal ≥ 0.5). */
  ratioToAnchor: number | null;
  goals: { capacityReadsPerSecond: number; ratioToAnchor: number };
}

const WRITES_PER_READ = 1 / 20;
const round2 = (n: number) => Number(n.toFixed(2));

function stepOf(r: MixedLoadResult): CapacityStep {
  return {
    readsPerSecond: r.readsPerSecond,
    writesPerSecond: r.writesPerSecond,
    readP99Ms: r.reads.p99Ms,
    writeP99Ms: r.writes.p99Ms,
    pushP99Ms: r.pushes.p99Ms,
    errors: r.errors,
    refused: r.refused.reads + r.refused.writes,
    met: Object.values(r.met).every(Boolean),
    serverMsPerRequest: r.cpu?.serverMsPerRequest ?? null,
    postgresMsPerRequest: r.cpu?.postgresMsPerRequest ?? null,
  };
}

/** Two short runs (reads nearly alone, then writes nearly alone) and the 2×2 solve of CpuPerKind. */
async function benchCpuPerKind(url: string, history: MixedHistory, seconds: number, log: (line: string) => void): Promise<CpuPerKind | null> {
  const runs: CpuPerKind['runs'] = [];
  for (const [reads, writes] of [[200, 1], [5, 15]] as const) {
    log(`CPU per request: ${reads} reads/s + ${writes} writes/s for ${seconds} s ...`);
    const r = await benchMixedLoad(url, { layout: 'single', history, seconds, readsPerSecond: reads, writesPerSecond: writes, log });
    if (!r.cpu) return null;
    runs.push({ readsPerSecond: r.answered.reads.perSecond, writesPerSecond: r.answered.writes.perSecond, serverCores: r.cpu.serverCores, postgresCores: r.cpu.postgresCores, generatorCores: r.cpu.generatorCores });
  }
  const costs = solveCpuPerKind(runs);
  if (costs) log(`  CPU per read: server ${costs.read.serverMs} ms, PostgreSQL ${costs.read.postgresMs} ms; per write: server ${costs.write.serverMs} ms, PostgreSQL ${costs.write.postgresMs} ms`);
  return costs && { ...costs, runs };
}

/** Each group's cores × 1000 = reads/s × a read's ms + writes/s × a write's ms, over two runs, solved (Cramer's rule); null when the runs cannot tell them apart. */
export function solveCpuPerKind(runs: CpuPerKind['runs']): Omit<CpuPerKind, 'runs'> | null {
  const [a, b] = runs;
  if (!a || !b) return null;
  const det = a.readsPerSecond * b.writesPerSecond - a.writesPerSecond * b.readsPerSecond;
  if (det === 0) return null;
  const solve = (ya: number, yb: number) => ({
    read: round2(((ya * b.writesPerSecond - a.writesPerSecond * yb) * 1000) / det),
    write: round2(((a.readsPerSecond * yb - ya * b.readsPerSecond) * 1000) / det),
  });
  const server = solve(a.serverCores, b.serverCores);
  const postgres = solve(a.postgresCores, b.postgresCores);
  return { read: { serverMs: server.read, postgresMs: postgres.read }, write: { serverMs: server.write, postgresMs: postgres.write } };
}

export async function benchCapacity(url: string, options: CapacityOptions): Promise<CapacityResult> {
  const { history, stepSeconds = 30, startReads = 200, stepReads = 100, maxReads = 3_000, log = () => undefined } = options;
  const steps: CapacityStep[] = [];
  let capacity = null as CapacityResult['capacity'];
  const tryRate = async (reads: number) => {
    const writes = Math.max(1, Math.round(reads * WRITES_PER_READ));
    log(`Capacity step: ${reads} reads/s + ${writes} writes/s for ${stepSeconds} s ...`);
    const step = stepOf(await benchMixedLoad(url, { layout: 'single', history, seconds: stepSeconds, readsPerSecond: reads, writesPerSecond: writes, log }));
    steps.push(step);
    if (step.met) capacity = { readsPerSecond: reads, writesPerSecond: writes };
    return step.met;
  };
  for (let reads = startReads; reads <= maxReads; reads += stepReads) {
    if (!(await tryRate(reads))) break;
  }
  // Below the first step: halve until a rate meets the marks (or 20 reads/s does not), so a slow machine still has a figure.
  for (let reads = Math.floor(startReads / 2); capacity === null && reads >= 20; reads = Math.floor(reads / 2)) await tryRate(reads);
  log(capacity ? `  capacity: ${capacity.readsPerSecond} + ${capacity.writesPerSecond}/s` : '  capacity: below the first step');

  let grace: GraceResult | null = null;
  if (capacity) {
    const reads = capacity.readsPerSecond * 2;
    const writes = capacity.writesPerSecond * 2;
    log(`Grace: twice the capacity, ${reads} reads/s + ${writes} writes/s for ${stepSeconds} s ...`);
    const r = await benchMixedLoad(url, { layout: 'single', history, seconds: stepSeconds, readsPerSecond: reads, writesPerSecond: writes, log });
    const marks = { answeredReadP99Ms: MIXED_LOAD_MARKS.readP99Ms * 2, answeredWriteP99Ms: MIXED_LOAD_MARKS.writeP99Ms * 2, refusalP99Ms: 50, shareOfCapacity: 0.9 };
    const shareOfCapacity = round2((r.answered.reads.perSecond + r.answered.writes.perSecond) / (capacity.readsPerSecond + capacity.writesPerSecond));
    grace = {
      readsPerSecond: reads,
      writesPerSecond: writes,
      answered: r.answered,
      refused: r.refused,
      shareOfCapacity,
      keyedWrites: r.keyedWrites,
      errors: r.errors,
      marks,
      met: {
        answeredReadP99: r.answered.reads.p99Ms < marks.answeredReadP99Ms,
        answeredWriteP99: r.answered.writes.p99Ms < marks.answeredWriteP99Ms,
        refusalsFast: r.refused.reads + r.refused.writes === 0 || (r.refused.p99Ms < marks.refusalP99Ms && r.refused.withoutRetryAfter === 0),
        share: shareOfCapacity >= marks.shareOfCapacity,
        keyedWritesOnce: r.keyedWrites.lost === 0 && r.keyedWrites.doubled === 0,
      },
    };
  }

  const anchor = await benchAnchor(url, { history, stepSeconds, startReads, stepReads, maxReads, log });
  const ratioToAnchor = capacity && anchor.capacityReadsPerSecond ? round2(capacity.readsPerSecond / anchor.capacityReadsPerSecond) : null;
  log(`  anchor capacity: ${anchor.capacityReadsPerSecond ?? 'below the first step'} reads/s; ours ÷ anchor: ${ratioToAnchor ?? 'n/a'}`);
  const cpuPerKind = await benchCpuPerKind(url, history, Math.min(stepSeconds, 20), log);
  return { marks: MIXED_LOAD_MARKS, steps, capacity, grace, anchor, cpuPerKind, ratioToAnchor, goals: { capacityReadsPerSecond: 400, ratioToAnchor: 0.5 } };
}

/** The bare server's reads alone, stepped up like the mix, until the read mark is missed. */
async function benchAnchor(url: string, options: Required<Omit<CapacityOptions, 'log'>> & { log: (line: string) => void }): Promise<AnchorResult> {
  const { history, stepSeconds, startReads, stepReads, maxReads, log } = options;
  const db = await openDatabase({ url });
  const people = await peopleOf(db);
  await db.close();
  let seed = 32;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const paths = mixedReadPaths(history, people, pick);
  const server = await startBenchProcess('anchorServer.ts', [url]);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const steps: AnchorResult['steps'] = [];
  let capacityReadsPerSecond = null as number | null;
  try {
    const get = (path: string) =>
      new Promise<boolean>((resolve) => {
        const req = request(new URL(path, server.url), { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
          res.on('error', () => resolve(false));
        });
        req.setTimeout(10_000, () => req.destroy());
        req.on('error', () => resolve(false));
        req.end();
      });
    const send = (i: number) => get(paths[i % paths.length]![1]());
    await fixedRate(send, startReads / 10, 3); // warm-up
    const tryRate = async (reads: number) => {
      log(`Anchor step: ${reads} reads/s for ${stepSeconds} s ...`);
      await fixedRate(send, reads, 5); // warmed at the step's rate, as each of ours is (mixedLoad.ts WARM_FULL_SECONDS)
      const timing: RateTiming = await fixedRate(send, reads, stepSeconds);
      const met = timing.p99Ms < MIXED_LOAD_MARKS.readP99Ms && timing.errors === 0;
      steps.push({ readsPerSecond: reads, p99Ms: timing.p99Ms, errors: timing.errors, met });
      log(`  anchor: p99 ${timing.p99Ms} ms, ${timing.errors} errors`);
      if (met) capacityReadsPerSecond = reads;
      return met;
    };
    for (let reads = startReads; reads <= maxReads; reads += stepReads) {
      if (!(await tryRate(reads))) break;
    }
    for (let reads = Math.floor(startReads / 2); capacityReadsPerSecond === null && reads >= 20; reads = Math.floor(reads / 2)) await tryRate(reads);
  } finally {
    agent.destroy();
    await server.stop();
  }
  return {
    what: 'a bare fastify + pg server (ops/bench/anchorServer.ts): the five reads by their own read code and SQL, the same pool size, no session, permission check, read-your-writes wait, cache or compression',
    steps,
    capacityReadsPerSecond,
  };
}
