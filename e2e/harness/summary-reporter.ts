import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { headline } from '../../apps/server/test/summary-reporter.ts';

/**
 * Ends the run as the unit tests do: one `failed:` line per failing test with the first line of its
 * error, then the suite's wall time and the plain `N passed, N failed` line CI reads. A test counts
 * once, by its last result; an error outside any test (a worker's server that did not start)
 * counts as one failure.
 */
export default class SummaryReporter implements Reporter {
  private readonly last = new Map<TestCase, TestResult>();
  private readonly outside: string[] = [];
  private readonly started = Date.now();

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.last.set(test, result);
  }

  onError(error: { message?: string }): void {
    this.outside.push(headline(error.message ?? 'an error outside any test'));
  }

  onEnd(_result: FullResult): void {
    let passed = 0;
    let skipped = 0;
    const failures = [...this.outside];
    for (const [test, result] of this.last) {
      if (result.status === 'passed') passed += 1;
      else if (result.status === 'skipped') skipped += 1;
      else {
        const file = path.basename(test.location.file).replace(/\.e2e\.ts$/, '');
        failures.push(`${file} › ${test.title}: ${headline(result.error?.message ?? result.status)}`);
      }
    }
    const seconds = Math.round((Date.now() - this.started) / 1000);
    const skippedNote = skipped > 0 ? ` (${skipped} skipped)` : '';
    const named = failures.map((failure) => `failed: ${failure}\n`).join('');
    process.stdout.write(
      `\n${named}browser suite wall time: ${seconds} s\n${passed} passed, ${failures.length} failed${skippedNote}\n`,
    );
  }
}
