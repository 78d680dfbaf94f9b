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

const passes = [
  { label: 'api', title: 'Unit, integration and API tests (vitest)', args: ['run', ...process.argv.slice(2)], env: process.env },
  { label: 'browser', title: 'Browser tests (Chromium)', args: ['run'], env: { ...process.env, PAWROUTE_TEST_PASS: 'browser' } },
];

// The two passes run at once (ops/scripts/passes.mjs): alone, the API pass keeps under half of two cores busy
// (servers waiting on each other, the crash tests' real seconds), so side by side the whole run takes about as
// long as the browser pass alone (12 minutes on a fresh clone). PAWROUTE_TEST_SIDE_BY_SIDE=0 runs them one after
// the other (easier to read).
if (process.env.PAWROUTE_TEST_SIDE_BY_SIDE !== '0') {
  step('Unit, integration and API tests beside the browser tests (vitest, Chromium)');
  const codes = await Promise.all(passes.map(({ label, args, env }) => runLabelled(label, bin('vitest'), args, env)));
  const failed = passes.filter((_, i) => codes[i] !== 0).map(({ label }) => label);
  if (failed.length > 0) {
    console.error(`\n✗ Failed: the ${failed.join(' and the ')} pass${failed.length > 1 ? 'es' : ''} (their lines are labelled above)`);
    process.exit(1);
  }
} else {
  for (const { title, args, env } of passes) {
    step(title);
    run(bin('vitest'), args, { env });
  }
}

console.log('\n✓ All tests passed');
