import type { Reporter, TestModule } from 'vitest/node';

/**
 * After each run, the ten slowest test files (setup included): where the run's time goes, so a file that
 * grows slow is seen when it does (npm test's budget: 30 minutes).
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const timed = modules
      .map((m) => ({ file: m.moduleId.replace(`${process.cwd()}/`, ''), ms: m.diagnostic().collectDuration + m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (timed.length === 0) return;
    const total = modules.reduce((sum, m) => sum + m.diagnostic().collectDuration + m.diagnostic().duration, 0);
    console.log(`\nSlowest test files (of ${modules.length}, ${(total / 1000).toFixed(0)} s in files):`);
    for (const { file, ms } of timed) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
  }
}
