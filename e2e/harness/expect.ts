import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** Waits until the page is at `pathname` (and fails with where it is instead). */
export async function expectPath(page: Page, pathname: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname);
  } catch {
    assert.fail(`expected to be at ${pathname}, but the page is at ${new URL(page.url()).pathname}`);
  }
}

export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/** A toast (sonner) with this text appears. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expectVisible(page.locator('[data-sonner-toast]').filter({ hasText: text }));
}

/** Waits until the element has the keyboard focus (a dialog gives it back after it unmounts). */
export async function expectFocused(locator: Locator): Promise<void> {
  const handle = await locator.elementHandle();
  try {
    await locator.page().waitForFunction((element) => document.activeElement === element, handle, {
      timeout: 5000,
    });
  } catch {
    const focused = await locator.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    assert.fail(`expected the element to have the focus, but it is on ${focused}`);
  }
}
