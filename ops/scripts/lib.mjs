// Set-up shared by `npm start`, `npm test` and `npm run bench`: plain Node, no dependencies, so it runs
// on a fresh clone before anything is installed.
import { spawnSync, execSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';

export const root = new URL('../..', import.meta.url).pathname;

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
    process.exit(r.status ?? 1);
  }
}

export function step(title) {
  console.log(`\n▶ ${title}`);
}

/** Installs the workspace with pnpm (through npx: corepack is unreliable) when node_modules is stale. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  step('Installing dependencies (pnpm)');
  run('npx', ['-y', 'pnpm@10', 'install', '--frozen-lockfile', '--prefer-offline']);
}

export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Whether web/dist is missing or older than its sources (domain included). */
export function webBuildNeeded() {
  const index = join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(newestMtime(join(root, 'web', 'src')), newestMtime(join(root, 'domain', 'src')));
  return !existsSync(index) || statSync(index).mtimeMs < sources;
}

/** Builds the web app when web/dist is missing or older than its sources (domain included). */
export function ensureWebBuild({ force = false } = {}) {
  if (!force && !webBuildNeeded()) return;
  step('Building the web app (vite)');
  run(join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: join(root, 'web') });
}

export function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => { socket.end(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1500, () => { socket.destroy(); resolve(false); });
  });
}

/** Tests need a real PostgreSQL: use the machine's cluster, starting it when it is installed but stopped. */
export async function ensurePostgres() {
  if (process.env.PAWROUTE_TEST_PG_URL) return;
  if (await canConnect(5432)) return;
  if (existsSync('/etc/postgresql')) {
    step('Starting the local PostgreSQL cluster');
    const version = readdirSync('/etc/postgresql')[0];
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    for (let i = 0; i < 30 && !(await canConnect(5432)); i++) await new Promise((r) => setTimeout(r, 500));
    if (await canConnect(5432)) return;
  }
  if (isRoot() && hasApt()) {
    step('Installing PostgreSQL from Debian packages');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'postgresql']);
    const version = readdirSync('/etc/postgresql')[0];
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    // Trust local TCP connections for the throwaway test databases (this is a build machine).
    execSync(`sed -i 's/^host\\s\\+all\\s\\+all\\s\\+127.0.0.1\\/32\\s\\+\\S\\+/host all all 127.0.0.1\\/32 trust/' /etc/postgresql/${version}/main/pg_hba.conf`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'reload'], { stdio: 'inherit' });
    for (let i = 0; i < 30 && !(await canConnect(5432)); i++) await new Promise((r) => setTimeout(r, 500));
    if (await canConnect(5432)) return;
  }
  console.error('✗ No PostgreSQL reachable at 127.0.0.1:5432 and none could be started. Set PAWROUTE_TEST_PG_URL.');
  process.exit(1);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = () => existsSync('/usr/bin/apt-get');

/**
 * Browser tests drive Debian's Chromium (playwright cannot download its own browser here): its old headless
 * shell, which costs the pass far less CPU than the full browser's headless mode (web/e2e/support/browser.ts),
 * and the full browser for the benches and a person's own look.
 */
export function ensureChromium() {
  const wanted = ['chromium', 'chromium-headless-shell'].filter((name) => !existsSync(`/usr/bin/${name}`));
  if (process.env.PAWROUTE_CHROMIUM || wanted.length === 0) return;
  if (!isRoot() || !hasApt()) {
    if (existsSync('/usr/bin/chromium')) return; // the browser tests fall back to the full browser
    console.error('✗ /usr/bin/chromium is missing; install Debian\'s chromium (apt-get install -y chromium chromium-headless-shell).');
    process.exit(1);
  }
  step(`Installing ${wanted.join(' and ')} (Debian packages)`);
  run('apt-get', ['update', '-qq']);
  if (wanted.includes('chromium')) run('apt-get', ['install', '-y', '-qq', 'chromium']);
  // The headless shell only makes the pass lighter: without it the tests run in the full browser.
  if (wanted.includes('chromium-headless-shell')) {
    const shell = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', cwd: root });
    if (shell.status !== 0) console.warn('! chromium-headless-shell could not be installed; the browser tests use the full Chromium.');
  }
}
