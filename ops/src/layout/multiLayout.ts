/**
 * The multi-process layout on loopback: `serve --role projections` once, `serve --role
 * command` and `serve --role query` each `commands`/`queries` times, and `pawroute proxy` in front, every
 * one a process of its own on one PostgreSQL (DATABASE_URL). Used by the layout's integration test and by
 * `npm run bench -- --only mixedLoad --layout multi`. docs/SCALING.md says how the same roles spread over
 * machines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LayoutProcess {
  role: 'command' | 'query' | 'projections' | 'proxy';
  url: string;
  pid: number;
  /** What it printed (for a failing test's message). */
  output(): string;
}

export interface MultiLayout {
  /** The proxy: the one address a browser uses. */
  url: string;
  commandUrls: string[];
  queryUrls: string[];
  processes: LayoutProcess[];
  stop(): Promise<void>;
}

export interface MultiLayoutOptions {
  commands?: number;
  queries?: number;
  /** Query processes serve this build of the web app (else none). */
  webDistDir?: string;
  /** More environment for the role processes (the defaults: no settlement sweep, no daily verification, errors only in the log). */
  env?: Record<string, string>;
}

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

interface Spawned extends LayoutProcess {
  child: ChildProcess;
  exited: Promise<void>;
}

/** `pawroute <args>` in a process of its own (node --import tsx: one process, so a signal reaches the server itself). */
function spawnCli(role: LayoutProcess['role'], args: string[], env: NodeJS.ProcessEnv): Promise<Spawned> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<Spawned>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /is running at (http:\/\/\S+)/.exec(output);
      if (ready) {
        child.stdout!.off('data', seen);
        child.stdout!.on('data', (more: Buffer) => (output += more.toString()));
        // Loopback by address: "localhost" may resolve to ::1, where nothing listens.
        const url = new URL(ready[1]!);
        if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
        resolve({ role, url: url.origin, pid: child.pid!, child, exited, output: () => output });
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`pawroute ${args.join(' ')} exited (${code}) before it was ready:\n${output}`)));
  });
}

async function stopProcess(p: Spawned): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  // A process still working through a backlog is not waited for long.
  const killer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await p.exited;
  clearTimeout(killer);
}

export async function startMultiLayout(databaseUrl: string, options: MultiLayoutOptions = {}): Promise<MultiLayout> {
  const { commands = 2, queries = 2 } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    EVENTSTORE_URL: '',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    PAWROUTE_SEED: '0',
    PAWROUTE_SETTLEMENT_SWEEP_S: '0',
    PAWROUTE_VERIFY_DAILY: '0',
    ...(options.webDistDir ? { PAWROUTE_WEB_DIST: options.webDistDir } : {}),
    ...options.env,
  };
  const started: Spawned[] = [];
  const stop = async () => {
    // The proxy first (no new requests), then the servers together.
    const proxy = started.filter((p) => p.role === 'proxy');
    await Promise.all(proxy.map(stopProcess));
    await Promise.all(started.filter((p) => p.role !== 'proxy').map(stopProcess));
  };
  try {
    const serve = async (role: 'command' | 'query' | 'projections') => {
      const p = await spawnCli(role, ['serve', '--role', role, '--port', '0', '--no-seed'], env);
      started.push(p);
      return p;
    };
    // The projections process first: it makes the read-model tables the others read.
    await serve('projections');
    const roles = [...Array<'command'>(commands).fill('command'), ...Array<'query'>(queries).fill('query')];
    // One after another: each role makes its own side tables as it starts (CREATE TABLE IF NOT EXISTS),
    // and two processes doing that at the same moment race in PostgreSQL's catalog (one exits with
    // "duplicate key value violates unique constraint pg_type_typname_nsp_index"). docs/SCALING.md says so.
    const servers: Spawned[] = [];
    for (const role of roles) servers.push(await serve(role));
    const commandUrls = servers.filter((p) => p.role === 'command').map((p) => p.url);
    const queryUrls = servers.filter((p) => p.role === 'query').map((p) => p.url);
    const proxy = await spawnCli('proxy', ['proxy', '--command', commandUrls.join(','), '--query', queryUrls.join(','), '--port', '0', '--host', '127.0.0.1'], env);
    started.push(proxy);
    const processes: LayoutProcess[] = started.map(({ role, url, pid, output }) => ({ role, url, pid, output }));
    return { url: proxy.url, commandUrls, queryUrls, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
