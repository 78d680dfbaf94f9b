// `npm test`: every test against real components, on a fresh machine.
import { join } from 'node:path';
import { root, run, step, ensureDependencies, ensurePostgres, ensureChromium, ensureWebBuild } from './lib.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);

ensureDependencies();
await ensurePostgres();
ensureChromium();

step('Typecheck (whole tree)');
run(bin('tsc'), ['-p', 'tsconfig.json']);

ensureWebBuild();

step('Unit, integration and API tests (vitest)');
run(bin('vitest'), ['run', ...process.argv.slice(2)]);

step('Browser tests (Chromium)');
run(bin('vitest'), ['run'], { env: { ...process.env, PAWROUTE_TEST_PASS: 'browser' } });

console.log('\n✓ All tests passed');
