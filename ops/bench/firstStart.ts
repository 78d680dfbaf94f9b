/**
 * `firstStart` bench: what a person waits for the first time they run the README's start
 * command. A fresh `git clone` of this repository's HEAD into a temporary directory, with empty package
 * caches of its own (npx's, pnpm's store and metadata: nothing shared with this machine's), then
 * `npm start` on the embedded database: seconds to listening, to the first page (the app, or the one
 * that says it is getting ready while the web build runs), to the app's page, to a signed-in demo login, the phases `npm start` printed (install, web build), and the slowest request made once it
 * listened (none may wait on the seed). Then the same clone started again (the warm restart).
 * Marks: a page < 45 s and signed in < 45 s cold, warm restart < 5 s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../src/seed/demoUsersData';
import { TestClient } from '../src/testing/httpClient';

export const FIRST_START_MARKS = { pageS: 45, signedInS: 45, warmRestartS: 5 } as const;
const DEMO_LOGIN = 'stylist@pawroute.test';

export interface StartTimes {
  listeningS: number;
  /** The first HTML page: the app, or the one that says Pawroute is getting ready (web build still running). */
  firstPageS: number;
  /** The app's own page (web/dist/index.html). */
  appPageS: number;
  signedInS: number;
  /** The longest any request took once the server listened (a request held by the seed would show here). */
  slowestRequestMs: number;
  /** When `npm start` printed each of its steps (ops/scripts/lib.mjs), seconds from the start. */
  phases: Record<string, number>;
}

export interface FirstStartResult {
  cold: StartTimes & { meetsMark: boolean };
  warm: StartTimes & { meetsMark: boolean };
  marks: typeof FIRST_START_MARKS;
  packageCaches: string;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One timed request; a failure to connect counts as not answered yet. */
async function timed(url: string): Promise<{ ms: number; response: Response | null; body: string }> {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    const body = await response.text();
    return { ms: performance.now() - t0, response, body };
  } catch {
    return { ms: performance.now() - t0, response: null, body: '' };
  }
}

/** A demo login as the browser does it (the CSRF token, then the PUT), each request timed. */
async function signIn(base: string): Promise<{ ok: boolean; slowestMs: number }> {
  const client = new TestClient(base);
  let slowestMs = 0;
  const time = async <T>(fn: () => Promise<T>): Promise<T | null> => {
    const t0 = performance.now();
    try {
      return await fn();
    } catch {
      return null;
    } finally {
      slowestMs = Math.max(slowestMs, performance.now() - t0);
    }
  };
  if ((await time(() => client.csrf())) === null) return { ok: false, slowestMs };
  const login = await time(() => client.put('/api/v4/entrance/login', { emailAddress: DEMO_LOGIN, password: DEMO_PASSWORD }));
  return { ok: login?.status === 200, slowestMs };
}

async function startOnce(clone: string, env: NodeJS.ProcessEnv, port: number, log: (line: string) => void): Promise<{ times: StartTimes; child: ChildProcess }> {
  const t0 = performance.now();
  const child = spawn('npm', ['start'], { cwd: clone, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const phases: Record<string, number> = {};
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const step of output.matchAll(/▶ ([^\n]+)/g)) phases[step[1]!.trim()] ??= seconds(performance.now() - t0);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let dead = false;
  void exited.then(() => (dead = true));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  const check = () => {
    if (dead) throw new Error(`npm start exited before it served: ${output.slice(-2_000)}`);
    if (Date.now() > deadline) throw new Error(`npm start did not serve within 15 minutes: ${output.slice(-2_000)}`);
  };
  while (!(await canConnect(port))) {
    check();
    await pause(50);
  }
  const listeningS = seconds(performance.now() - t0);
  log(`    listening at ${listeningS} s`);
  let slowest = 0;
  let firstPageS: number | null = null;
  for (;;) {
    check();
    const page = await timed(`${base}/login`);
    slowest = Math.max(slowest, page.ms);
    if ((page.response?.headers.get('content-type') ?? '').includes('text/html')) {
      firstPageS ??= seconds(performance.now() - t0);
      if (page.response!.ok && page.body.includes('id="root"')) break;
    }
    await pause(50);
  }
  const appPageS = seconds(performance.now() - t0);
  log(`    first page at ${firstPageS} s, the app's at ${appPageS} s`);
  for (;;) {
    check();
    const attempt = await signIn(base);
    slowest = Math.max(slowest, attempt.slowestMs);
    if (attempt.ok) break;
    await pause(100);
  }
  const signedInS = seconds(performance.now() - t0);
  log(`    signed in at ${signedInS} s`);
  return { times: { listeningS, firstPageS: firstPageS!, appPageS, signedInS, slowestRequestMs: Math.round(slowest), phases }, child };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  const killer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  }, 10_000);
  await exited;
  clearTimeout(killer);
  // The server's own process (tsx's child) may outlive npm by a moment: wait for the port to close.
  await pause(500);
}

export async function benchFirstStart(root: string, options: { log?: (line: string) => void } = {}): Promise<FirstStartResult> {
  const log = options.log ?? (() => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'pawroute-first-start-'));
  const clone = join(dir, 'pawroute');
  try {
    const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'inherit' });
    if (cloned.status !== 0) throw new Error('git clone failed');
    // Empty caches of its own: npx's (pnpm itself is downloaded), pnpm's store and its metadata cache.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      npm_config_cache: join(dir, 'npm-cache'),
      npm_config_store_dir: join(dir, 'pnpm-store'),
      npm_config_cache_dir: join(dir, 'pnpm-cache'),
      XDG_CACHE_HOME: join(dir, 'xdg-cache'),
      PAWROUTE_DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      LOG_LEVEL: 'warn',
      PAWROUTE_SETTLEMENT_SWEEP_S: '0',
    };
    const port = await freePort();
    log('  cold (fresh clone, empty caches):');
    const cold = await startOnce(clone, env, port, log);
    await stop(cold.child);
    log('  warm restart:');
    const warm = await startOnce(clone, env, port, log);
    await stop(warm.child);
    return {
      cold: { ...cold.times, meetsMark: cold.times.firstPageS < FIRST_START_MARKS.pageS && cold.times.signedInS < FIRST_START_MARKS.signedInS },
      warm: { ...warm.times, meetsMark: warm.times.appPageS < FIRST_START_MARKS.warmRestartS },
      marks: FIRST_START_MARKS,
      packageCaches: 'empty: npm_config_cache, npm_config_store_dir, npm_config_cache_dir under the temporary directory',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
