/**
 * Where the machine's CPU went during a measured run, by process: the server, PostgreSQL (every
 * `postgres` process: the backends serving the server and the checkpointer, WAL writer and the rest), and
 * the load generator (this process). Unlike a latency, CPU per request hardly moves with what else the
 * machine is doing, so it says what a read and a write cost. Read from /proc (Linux); null elsewhere.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface CpuShares {
  /** Cores busy on average over the window (1 = one core all the time). */
  serverCores: number;
  postgresCores: number;
  generatorCores: number;
  /** The server's CPU in user code and in the kernel (system calls: sockets, mostly), cores. */
  serverUserCores: number;
  serverSystemCores: number;
  seconds: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime and stime of a process, in ticks; null when it is gone. */
function ticksOf(pid: number | string): { user: number; system: number; comm: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    return { user: Number(fields[11]), system: Number(fields[12]), comm };
  } catch {
    return null;
  }
}

function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const t = ticksOf(pid);
    if (t?.comm === 'postgres') ticks.set(pid, t.user + t.system);
  }
  return ticks;
}

/** Starts measuring; the returned function ends the window and gives the shares (null off Linux or without the server's pid). */
export function measureCpu(serverPid: number | null): () => CpuShares | null {
  if (serverPid === null || !existsSync(`/proc/${serverPid}/stat`)) return () => null;
  const started = process.hrtime.bigint();
  const server = ticksOf(serverPid);
  const postgres = postgresTicks();
  const generator = process.cpuUsage();
  return () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const serverNow = ticksOf(serverPid);
    if (!server || !serverNow) return null;
    let postgresDelta = 0;
    // A backend that started in the window counts from zero; one that ended in it is lost (the pool keeps its connections).
    for (const [pid, now] of postgresTicks()) postgresDelta += now - (postgres.get(pid) ?? 0);
    const used = process.cpuUsage(generator);
    const cores = (ticks: number) => Number((ticks / TICKS_PER_SECOND / seconds).toFixed(3));
    return {
      serverCores: cores(serverNow.user + serverNow.system - server.user - server.system),
      serverUserCores: cores(serverNow.user - server.user),
      serverSystemCores: cores(serverNow.system - server.system),
      postgresCores: cores(postgresDelta),
      generatorCores: Number(((used.user + used.system) / 1e6 / seconds).toFixed(3)),
      seconds: Number(seconds.toFixed(1)),
    };
  };
}
