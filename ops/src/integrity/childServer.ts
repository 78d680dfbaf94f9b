import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * `pawroute serve` in a child process of its own (a real `kill -9` takes nothing of the test with it):
 * `node --import tsx ops/src/cli.ts serve`, one process, so the signal reaches the server itself.
 */
export interface ChildServer {
  url: string;
  /** SIGKILL, then resolves when the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (a clean stop), then resolves when the process is gone. */
  stop(): Promise<void>;
  /** What the server printed (for a failing test's message). */
  output(): string;
}

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `pawroute <args>` run to its end on `databaseUrl`: its exit code and what it printed. */
export async function runCli(databaseUrl: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, output };
}

/** Starts the server on `databaseUrl` and waits until it answers (seeding the demo data once). */
export async function startChildServer(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--port', String(port)], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      EVENTSTORE_URL: '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      PAWROUTE_DEV_MODE: '1',
      PAWROUTE_SETTLEMENT_SWEEP_S: '0',
      PAWROUTE_READ_YOUR_WRITES_MS: '60000',
      PAWROUTE_AUDIT_KEY: 'pawroute-test-audit-key',
      PAWROUTE_SECRET_KEY: 'pawroute-test-secret-key',
      PAWROUTE_VERIFY_DAILY: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  // Ready when it says so (after the seed) and answers.
  for (;;) {
    if (gone) throw new Error(`the server exited while starting:\n${output}`);
    if (output.includes('is running at')) {
      const answer = await fetch(`${url}/csrfToken`).catch(() => null);
      if (answer?.ok) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (!gone) child.kill(name);
    await exited;
  };
  return { url, kill9: () => signal('SIGKILL'), stop: () => signal('SIGTERM'), output: () => output };
}
