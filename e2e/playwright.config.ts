import { defineConfig } from '@playwright/test';
import { viewports } from './harness/screens.ts';

/**
 * The browser suite: Debian's Chromium against the real API, the built web app and a real SMTP
 * mailbox, one of each per worker (harness/test.ts), so files run side by side and the tests of a
 * file in order. Two workers: the machines that run it have two cores, and each worker's server
 * already keeps one busy during a screen's scans. `npm run test:e2e` builds the web app first;
 * `npx playwright test -c e2e <filter>` runs only the files whose name matches the filter.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: '*.e2e.ts',
  outputDir: './output/results',
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A whole flow with its screens (four screenshots and scans each) on a busy machine.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: './output/report', open: 'never' }],
    ['./harness/summary-reporter.ts'],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: viewports.desktop,
    colorScheme: 'light',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
