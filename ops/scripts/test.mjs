// `npm test`: every test against real components, on a fresh machine.
import { join } from 'node:path';
import { root, run, step, ensureDependencies, ensurePostgres, ensureChromium, ensureWebBuild } from './lib.mjs';
import { runLabelled } from './passes.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);

ensureDependencies();
await ensurePostgres();
ensureChromium();

step('Typecheck (whole tree)');
run(bin('tsc'), ['-p', 'tsconfig.json']);

ensureWebBuild();

step('Unit, integration and API tests beside the browser tests (vitest, Chromium)');
const passes = [
  { label: 'api', args: ['run', ...process.argv.slice(2)], env: process.env },
  { label: 'browser', args: ['run'], env: { ...process.env, PAWROUTE_TEST_PASS: 'browser' } },
];
const codes = await Promise.all(passes.map(({ label, args, env }) => runLabelled(label, bin('vitest'), args, env)));
const failed = passes.filter((_, i) => codes[i] !== 0).map(({ label }) => label);
if (failed.length > 0) {
  console.error(`\n✗ Failed: the ${failed.join(' and the ')} pass${failed.length > 1 ? 'es' : ''} (their lines are labelled above)`);
  process.exit(1);
}

console.log('\n✓ All tests passed');
