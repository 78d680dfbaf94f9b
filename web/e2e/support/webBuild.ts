import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));
const ROOT = join(WEB_DIR, '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The server serves web/dist, so the browser tests need a build of the current sources. `npm test`
 * builds first (ops/scripts/lib.mjs ensureWebBuild); this covers running one e2e file directly.
 */
export function ensureWebBuild(): void {
  // PAWROUTE_WEB_DIST (the server reads it too) gives a developer running tests beside another build a dist of their own.
  const dist = process.env.PAWROUTE_WEB_DIST || join(WEB_DIR, 'dist');
  const index = join(dist, 'index.html');
  const sources = Math.max(
    newestMtime(join(WEB_DIR, 'src')),
    newestMtime(join(ROOT, 'domain', 'src')),
    statSync(join(WEB_DIR, 'index.html')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', dist], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}
