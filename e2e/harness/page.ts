import { expect, type Locator, type Page } from '@playwright/test';

/** For `expect(page).toHaveURL(...)`: the page is at this path, whatever its query or hash. */
export function pathIs(pathname: string): (url: URL) => boolean {
  return (url) => url.pathname === pathname;
}

/** A toast (sonner) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

/** The browser's note that the member dismissed the first-visit welcome. */
export const WELCOME_DISMISSED_KEY = 'nova.welcomeDismissed';

/**
 * Stores a session token in the browser, as the app does after signing in, in a browser where the
 * first-visit welcome was already dismissed (the welcome's own tests remove that note).
 */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([value, welcomeKey]) => {
      localStorage.setItem('token', value);
      localStorage.setItem(welcomeKey, 'before this test');
    },
    [token, WELCOME_DISMISSED_KEY] as const,
  );
}

/**
 * Scrolls down to the end of the page, as a reader does, until every part the screen renders
 * only when it comes near the view (`data-render-near`) is there; then back where it was.
 */
export async function readToEnd(page: Page): Promise<void> {
  if ((await page.locator('[data-render-near]').count()) === 0) return;
  const { scrollY } = await page.evaluate(() => ({ scrollY: window.scrollY }));
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('[data-render-near]') === null;
    },
    undefined,
    { polling: 100 },
  );
  await page.evaluate((top) => window.scrollTo(0, top), scrollY);
}

/** The member's dashboard, read to its end: every part of it is there, however far down. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  await readToEnd(page);
}
