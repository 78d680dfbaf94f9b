import { describe, expect, it } from 'vitest';
import { solveCpuPerKind } from '../../bench/capacity';

const run = (readsPerSecond: number, writesPerSecond: number, serverCores: number, postgresCores: number) => ({ readsPerSecond, writesPerSecond, serverCores, postgresCores, generatorCores: 0.1 });

describe('the capacity bench: what a read and a write cost in CPU, from a reads run and a writes run', () => {
  it.each([
    {
      given: 'reads at 2 ms of the server and 1.5 of PostgreSQL, writes at 18 and 11',
      runs: [run(200, 1, 200 * 0.002 + 0.018, 200 * 0.0015 + 0.011), run(5, 15, 5 * 0.002 + 15 * 0.018, 5 * 0.0015 + 15 * 0.011)],
      then: { read: { serverMs: 2, postgresMs: 1.5 }, write: { serverMs: 18, postgresMs: 11 } },
    },
    { given: 'reads alone in both runs (nothing tells a write apart)', runs: [run(200, 0, 0.4, 0.3), run(100, 0, 0.2, 0.15)], then: null },
    { given: 'one run only', runs: [run(200, 1, 0.4, 0.3)], then: null },
  ])('given $given, then the solve gives each its own cost', ({ runs, then }) => {
    expect(solveCpuPerKind(runs)).toEqual(then);
  });
});
