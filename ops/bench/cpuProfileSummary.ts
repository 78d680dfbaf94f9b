/**
 * Where a process's CPU went, from a V8 CPU profile (`node --cpu-prof`; the bench servers write one when
 * PAWROUTE_BENCH_CPU_PROF_DIR is set): self time by package (a dependency, a workspace package, Node's own
 * internals, the garbage collector, idle) and by function. `tsx ops/bench/cpuProfileSummary.ts <file.cpuprofile> [top]`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  seconds: number;
  /** CPU busy (not idle) over the profile's wall time. */
  busyShare: number;
  byPackage: Array<{ name: string; ms: number; share: number }>;
  byFunction: Array<{ name: string; where: string; ms: number; share: number }>;
  /**
   * The longest stretches with no idle sample (a request arriving then waits for all of it: the tail
   * latencies), each with the functions of ours (the first named frame of a package of this workspace or
   * the server bundle, from the top of the stack) that took most of it.
   */
  busyStreaks: Array<{ atSeconds: number; ms: number; mostly: string }>;
}

/** The package a script belongs to: `pg`, `fastify`, `@pawroute/query-api`, `node:internal`, or a V8 pseudo-frame. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  if (url.startsWith('node:')) return 'node:internal';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  const workspace = /\/(domain|platform|command-api|projections|query-api|web|ops)\/src\//.exec(url);
  return workspace ? `@pawroute/${workspace[1]}` : url.replace(/^file:\/\//, '');
}

export function summariseProfile(profile: CpuProfile, top = 40): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const packages = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; us: number }>();
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') idleUs += us;
    const pkg = packageOf(url, functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const where = url ? `${url.replace(/^.*\/(node_modules|work\/[^/]+)\//, '')}:${lineNumber + 1}` : '';
    const key = `${functionName}@${where}`;
    const entry = functions.get(key) ?? { name: functionName || '(anonymous)', where, us: 0 };
    entry.us += us;
    functions.set(key, entry);
  }
  const totalUs = profile.endTime - profile.startTime;
  const busyStreaks = streaksOf(profile, byId, top);
  const busyUs = totalUs - idleUs;
  const ms = (us: number) => Math.round(us / 100) / 10;
  const share = (us: number) => Math.round((us / busyUs) * 1000) / 1000;
  return {
    seconds: Math.round(totalUs / 1e4) / 100,
    busyShare: Math.round((busyUs / totalUs) * 1000) / 1000,
    byPackage: [...packages].filter(([name]) => name !== '((idle))').sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, ms: ms(us), share: share(us) })),
    byFunction: [...functions.values()].filter((f) => f.name !== '(idle)').sort((a, b) => b.us - a.us).slice(0, top).map((f) => ({ name: f.name, where: f.where, ms: ms(f.us), share: share(f.us) })),
    busyStreaks,
  };
}

const OURS = /\/(domain|platform|command-api|projections|query-api|ops)\/(src|bench)\/|\.build\/[^/]+\.mjs/;

function streaksOf(profile: CpuProfile, byId: Map<number, ProfileNode>, top: number): ProfileSummary['busyStreaks'] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const oursOf = (id: number): string => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const { functionName, url } = byId.get(cur)!.callFrame;
      if (functionName && OURS.test(url)) return functionName;
    }
    return byId.get(id)!.callFrame.functionName || '(anonymous)';
  };
  const streaks: ProfileSummary['busyStreaks'] = [];
  let at = profile.startTime;
  let start = -1;
  let parts = new Map<string, number>();
  const close = () => {
    const ms = (at - start) / 1000;
    const mostly = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, us]) => `${name} ${Math.round(us / 1000)}`).join(', ');
    streaks.push({ atSeconds: Math.round((start - profile.startTime) / 1e5) / 10, ms: Math.round(ms), mostly });
    start = -1;
  };
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      if (start >= 0) close();
      return;
    }
    if (start < 0) {
      start = at;
      parts = new Map();
    }
    const name = oursOf(id);
    parts.set(name, (parts.get(name) ?? 0) + delta);
  });
  if (start >= 0) close();
  return streaks.sort((a, b) => b.ms - a.ms).slice(0, top);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpuProfileSummary.ts <file.cpuprofile> [top]');
  const summary = summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, top ? Number(top) : 40);
  console.log(`${summary.seconds} s profiled, busy ${Math.round(summary.busyShare * 100)}%`);
  console.log('\nSelf time by package:');
  for (const p of summary.byPackage.slice(0, 25)) console.log(`  ${(p.share * 100).toFixed(1).padStart(5)}%  ${String(p.ms).padStart(9)} ms  ${p.name}`);
  console.log('\nSelf time by function:');
  for (const f of summary.byFunction) console.log(`  ${(f.share * 100).toFixed(1).padStart(5)}%  ${String(f.ms).padStart(9)} ms  ${f.name}  ${f.where}`);
  console.log('\nLongest busy stretches (ms of ours in each):');
  for (const s of summary.busyStreaks.slice(0, 15)) console.log(`  at ${String(s.atSeconds).padStart(6)} s  ${String(s.ms).padStart(5)} ms  ${s.mostly}`);
}
