// The server `npm start` runs, prebuilt into one file: ops/.build/serve.mjs from
// ops/src/serveMain.ts with every workspace package inlined and every third-party import left to
// node_modules by its resolved path (pnpm keeps each package's dependencies beside it, so a bare
// import from ops/.build would not find platform's). Rebuilt when any server source or the lockfile
// is newer than the bundle; about a second.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, newestMtime } from './lib.mjs';

export const serverBundle = join(root, 'ops', '.build', 'serve.mjs');
const SOURCES = [...['domain', 'platform', 'command-api', 'projections', 'query-api', 'ops'].map((p) => join(root, p, 'src')), join(root, 'ops', 'bench')];

function bundleNeeded(outfile) {
  if (!existsSync(outfile)) return true;
  const built = statSync(outfile).mtimeMs;
  const newest = Math.max(statSync(join(root, 'pnpm-lock.yaml')).mtimeMs, ...SOURCES.filter(existsSync).map(newestMtime));
  return newest > built;
}

/** Third-party imports stay outside the bundle, named by the file they resolve to. */
const dependenciesByPath = {
  name: 'dependencies-by-path',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@pawroute/') || args.path.startsWith('node:') || args.pluginData === 'resolving') return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
      if (found.errors.length > 0) return { errors: found.errors };
      if (!found.path.includes(`${'/'}node_modules${'/'}`)) return undefined; // a Node built-in or a workspace file
      return { path: found.path, external: true };
    });
  },
};

/** Builds the bundle when it is missing or stale; returns its path, or null when it cannot be built (then tsx serves). */
export async function ensureServerBundle() {
  return ensureBundle(join(root, 'ops', 'src', 'serveMain.ts'), serverBundle);
}

/**
 * Any server entry of ops bundled the same way (the benches' servers run as `npm start` does, not
 * through tsx: what they measure is what an owner runs). Null when it cannot be built.
 */
export async function ensureBundle(entry, outfile) {
  if (!bundleNeeded(outfile)) return outfile;
  try {
    const { build } = await import('esbuild');
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [dependenciesByPath],
    });
    return outfile;
  } catch (error) {
    console.error(`\n! The server bundle could not be built (${error instanceof Error ? error.message : error}); serving through tsx.`);
    return null;
  }
}
