import { defineConfig } from 'vitest/config';

// One runner for the whole tree, in two passes run side by side (ops/scripts/test.mjs): the unit and API
// tests, and the browser tests (web/e2e), each one file at a time.
const e2eBrowser = process.env.PAWROUTE_TEST_PASS === 'browser';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: e2eBrowser ? ['web/e2e/**/*.test.ts'] : ['*/src/**/*.test.{ts,tsx}'],
    // A failed browser test prints what its pages showed and keeps their screenshots.
    setupFiles: e2eBrowser ? ['web/e2e/support/failureSnapshot.ts'] : [],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    // One file at a time in both passes: with two, each file's server, projection runner and Postgres
    // share two cores with another's, and three reads-right-after-a-write failures showed up in two CI
    // runs (the open flake in the closing note); alone they pass. About 4 minutes longer.
    maxWorkers: 1,
    minWorkers: 1,
    // The files share one worker's module cache: importing the server's modules again for every file took
    // 2 s of each file (collect), about 6 minutes a run. Every test server still has its own database (a
    // copy of the seeded template: ops/src/testing/seededTemplate.ts) and port, so no state is shared.
    isolate: false,
    testTimeout: e2eBrowser ? 120_000 : 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for a condition; its own default gives up after 1 s, which a loaded CI machine (a
    // projector catching up, a page rendering 4x slower) can outlast while nothing is wrong.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: ['default', './ops/scripts/slowestFilesReporter.ts'],
  },
});
