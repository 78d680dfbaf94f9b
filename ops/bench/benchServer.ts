/**
 * The server the HTTP benches measure, in its own process (the load generator and the browsers must not
 * share its event loop): `tsx ops/bench/benchServer.ts <databaseUrl> [webDistDir]` prints `READY <url>`
 * once listening and stops on SIGTERM. `startBenchServer` spawns it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ensureBundle } from '../scripts/serverBundle.mjs';
import { countStatements, takeStatementCounts, type StatementCounts } from './statementCounter';

export interface BenchServer {
  url: string;
  /** The server's process (for its CPU, processCpu.ts); the bundled server is this very child. */
  pid: number | null;
  stop(): Promise<void>;
  /** The statements the server sent PostgreSQL since the last call (statementCounter.ts); null where it cannot say. */
  takeStatementCounts(): Promise<StatementCounts | null>;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const tsx = join(here, '..', '..', 'node_modules', '.bin', 'tsx');

export async function startBenchServer(databaseUrl: string, webDistDir?: string): Promise<BenchServer> {
  return startBenchProcess('benchServer.ts', [databaseUrl, ...(webDistDir ? [webDistDir] : [])]);
}

/**
 * A server script of this folder in its own process, which prints `READY <url>` once listening. It runs
 * bundled into one file by plain node, as `npm start` runs the server (tsx's on-the-fly compiling and its
 * loader thread are not what an owner runs, and showed in the profiles); through tsx if it cannot be bundled.
 */
export async function startBenchProcess(script: string, args: string[]): Promise<BenchServer> {
  // PAWROUTE_BENCH_CPU_PROF_DIR: the server writes a V8 CPU profile there when it stops (summarised by
  // cpuProfileSummary.ts). Node refuses --cpu-prof in NODE_OPTIONS; it goes on the command line.
  const profileDir = process.env.PAWROUTE_BENCH_CPU_PROF_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const bundle = await ensureBundle(join(here, script), join(here, '..', '.build', script.replace(/\.ts$/, '.mjs')));
  const [command, commandArgs] = bundle ? [process.execPath, [...profile, '--enable-source-maps', bundle]] : [tsx, [...profile, join(here, script)]];
  const child: ChildProcess = spawn(command, [...commandArgs, ...args], {
    // The IPC channel carries the statement counts (a bundled server is this very child; through tsx it is not, and counts are not asked).
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'error' },
    // Its own process group: tsx runs the server in a child of its own, and a kill must reach both.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const ready = /READY (\S+)/.exec(seen);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was ready: ${seen}`)));
  });
  const takeCounts = (): Promise<StatementCounts | null> =>
    bundle === null || !child.connected
      ? Promise.resolve(null)
      : new Promise((resolve) => {
          const answered = (message: unknown) => {
            const m = message as { statementCounts?: StatementCounts };
            if (!m.statementCounts) return;
            child.off('message', answered);
            resolve(m.statementCounts);
          };
          child.on('message', answered);
          child.send({ takeStatementCounts: true });
        });
  return {
    url,
    // Through tsx the server is a grandchild: its CPU is not this child's.
    pid: bundle === null ? null : (child.pid ?? null),
    takeStatementCounts: takeCounts,
    async stop() {
      child.kill('SIGTERM');
      // A server still working through a backlog of requests is not waited for.
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  countStatements();
  process.on('message', (message: { takeStatementCounts?: boolean }) => {
    if (message.takeStatementCounts) process.send?.({ statementCounts: takeStatementCounts() });
  });
  const { startServer } = await import('../src/server');
  const [databaseUrl, webDistDir] = process.argv.slice(2);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    eventStoreUrl: '',
    serveWeb: webDistDir !== undefined,
    logLevel: 'error',
    // No settlement sweep: it would write while the reads are timed.
    config: { settlementSweepS: 0, verifyDaily: false, ...(webDistDir ? { webDistDir } : {}) },
  });
  process.stdout.write(`READY ${server.url}\n`);
  await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
  await server.close();
  process.exit(0);
}
