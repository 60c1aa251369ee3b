import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, `N passed, N failed`, which CI reads. A test file that fails
 * to load and an error outside any test each count as one failure.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      const states = tests.map((test) => test.result().state);
      passed += states.filter((state) => state === 'passed').length;
      skipped += states.filter((state) => state === 'skipped').length;
      const failedTests = states.filter((state) => state === 'failed').length;
      failed += failedTests === 0 && module.state() === 'failed' ? 1 : failedTests;
    }
    const skippedNote = skipped > 0 ? ` (${skipped} skipped)` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${skippedNote}\n`);
  }
}
