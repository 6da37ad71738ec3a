/**
 * A Vitest reporter that names the five slowest test files after each run, so a file that starts to take
 * long (a process, a build, a large fixture) is seen the day it does.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const slowest = modules
      .map((m) => ({ file: m.relativeModuleId, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    if (slowest.length === 0) return;
    console.log(`\n Slowest files: ${slowest.map(({ file, ms }) => `${file} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  }
}
