import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** The first line of an error's message, short enough for CI's summary. */
export function headline(message: string): string {
  return (message.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

/**
 * Ends every run with one plain line, `N passed, N failed`, which CI reads, after one `failed:` line
 * per failing test with the first line of its error (CI repeats those in its summary, so a flaky
 * failure is named, and why, where it is seen).
 * A test file that fails to load and an error outside any test each count as one failure.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      const states = tests.map((test) => test.result().state);
      passed += states.filter((state) => state === 'passed').length;
      skipped += states.filter((state) => state === 'skipped').length;
      const failedTests = tests.filter((test) => test.result().state === 'failed');
      const file = relative(process.cwd(), module.moduleId);
      for (const test of failedTests)
        failures.push(`${file} > ${test.fullName}: ${headline(test.result().errors?.[0]?.message ?? '')}`);
      if (failedTests.length === 0 && module.state() === 'failed') failures.push(file);
      failed += failedTests.length === 0 && module.state() === 'failed' ? 1 : failedTests.length;
    }
    const skippedNote = skipped > 0 ? ` (${skipped} skipped)` : '';
    const named = failures.map((name) => `failed: ${name}\n`).join('');
    process.stdout.write(`\n${named}${passed} passed, ${failed} failed${skippedNote}\n`);
  }
}
