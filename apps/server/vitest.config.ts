import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './test/summary-reporter.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    // The default output for people, then the one summary line CI reads.
    reporters: ['default', new SummaryReporter()],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
