import type { Page, Route } from '@playwright/test';
import { viewports } from './screens.ts';

/**
 * How a call is made to fail: a 500 with no error body (the screen's own fallback shows), a 500
 * with the server's message (screens prefer it), or no answer at all (the connection drops).
 */
export type Failure = 'bare' | 'abort' | { message: string };

/** Answers every request to `pattern` (one API call) with `failure`, until the returned undo. */
export async function failing(
  page: Page,
  pattern: string,
  failure: Failure = 'bare',
): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    failure === 'abort'
      ? route.abort('connectionreset')
      : failure === 'bare'
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
        : route.fulfill({ status: 500, json: { message: failure.message, code: 'INTERNAL', errors: [] } });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Runs `check` at desktop width, then at phone width; leaves the page at desktop width. */
export async function atBothWidths(page: Page, check: () => Promise<void>): Promise<void> {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await check();
  }
  await page.setViewportSize(viewports.desktop);
}
