import { defineConfig } from 'vitest/config';

// One runner for the whole tree. Browser tests (web/e2e) run in their own pass (see ops/scripts/test.mjs)
// so that they do not compete for the two cores with the database suites.
const e2eBrowser = process.env.PAWROUTE_TEST_PASS === 'browser';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: e2eBrowser ? ['web/e2e/**/*.test.ts'] : ['*/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    maxWorkers: e2eBrowser ? 1 : 2,
    minWorkers: 1,
    testTimeout: e2eBrowser ? 120_000 : 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
