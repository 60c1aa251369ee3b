import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { headline } from '../../apps/server/test/summary-reporter.ts';

/** The items a failed list comparison received, as ` received: a | b` (or nothing). */
function receivedItems(message: string): string {
  const items = stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => /^\s*\+\s+"/.test(line))
    .map((line) => line.replace(/^\s*\+\s+/, '').replace(/,$/, ''));
  return items.length === 0 ? '' : ` received: ${items.join(' | ').slice(0, 1500)}`;
}

/**
 * Ends the run as the unit tests do: one `failed:` line per failing test with the first line of its
 * error, then the suite's wall time and the plain `N passed, N failed` line CI reads. A test counts
 * once, by its last result; an error outside any test (a worker's server that did not start)
 * counts as one failure. The line names the test by its whole title and, for a list compared with
 * what was expected, the items received: CI keeps only this line, and a check that fails on data
 * left by another file's tests cannot be told from it otherwise.
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
        const title = test.titlePath().slice(3).join(' › ');
        const message = result.error?.message ?? result.status;
        failures.push(`${file} › ${title}: ${headline(message)}${receivedItems(message)}`);
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
