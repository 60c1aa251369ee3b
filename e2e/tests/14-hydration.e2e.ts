import type { BrowserContext, Page } from '@playwright/test';
import { pathIs } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

/**
 * React takes each prerendered public page over (hydrates it): no hydration error or warning, and
 * the elements the server sent are the ones on screen once the app has started, not copies.
 */
const prerendered = ['/', '/transparency', '/help', '/terms', '/privacy', '/login', '/register'];
/** Pages whose prerendered body holds its headline (the legal pages' text is loaded). */
const withHeadline = new Set(['/', '/transparency', '/login', '/register']);

/**
 * Before any script of the page runs, every `h1` and `main` the HTML parser creates is marked with
 * a property; an element React made afresh would not carry it.
 */
async function markPrerendered(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && (node.tagName === 'H1' || node.id === 'main'))
            Object.assign(node, { novaPrerendered: true });
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The element React has taken over: it holds React's fiber once hydration has reached it. */
async function takenOver(page: Page, selector: string): Promise<{ prerendered: boolean }> {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  await page.waitForFunction(
    (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
    await element.elementHandle(),
  );
  return element.evaluate((node) => ({
    prerendered: (node as unknown as { novaPrerendered?: boolean }).novaPrerendered === true,
  }));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`prerendered public pages hydrate without a mismatch, ${colorScheme}, in a de-DE browser`, async ({
    server,
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE', colorScheme });
    try {
      await markPrerendered(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      for (const path of prerendered) {
        await page.goto(`${server.baseUrl}${path}`);
        const main = await takenOver(page, '#main');
        expect(main.prerendered, `${path}: the prerendered <main> was replaced`).toBeTruthy();
        if (withHeadline.has(path)) {
          const headline = await takenOver(page, 'h1');
          expect(headline.prerendered, `${path}: the prerendered <h1> was replaced`).toBeTruthy();
        }
        // What only the browser knows follows hydration: the theme icon shows the theme in use.
        await expect(page.getByRole('button', { name: 'Theme' })).toBeVisible();
        await expect(
          page
            .getByRole('button', { name: 'Theme' })
            .locator(colorScheme === 'dark' ? 'svg.lucide-moon' : 'svg.lucide-sun'),
        ).toBeVisible();
        // React does not compare attributes when it hydrates: the ids it generates must be the
        // prerender's, or the theme menu would name a button that does not exist.
        const theme = page.getByRole('button', { name: 'Theme' });
        await theme.click();
        const menu = page.getByRole('menu');
        await expect(menu).toHaveAttribute('aria-labelledby', (await theme.getAttribute('id')) ?? '');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        expect(problems, `${path}: the console reported problems`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}

test('a deep link to a landing section lands there and stays once the app has started', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#earnings');
  await takenOver(page, 'h1');
  // The figures and operator content loaded, nothing shows as loading: the page has its final height.
  // Waited for as long as a test's other steps may take: the other worker can hold the machine.
  const settled = { timeout: 30_000 };
  await page.waitForFunction(
    () => document.querySelectorAll('#root .animate-pulse').length === 0,
    undefined,
    settled,
  );
  await page.waitForFunction(
    () => {
      const top = document.getElementById('earnings')?.getBoundingClientRect().top ?? 999;
      return Math.abs(top - 64) < 40;
    },
    undefined,
    settled,
  );
  expect((await page.evaluate(() => window.scrollY)) > 0, 'the page is not at its top').toBeTruthy();
});

test('the spec placeholder paths lead to the screens that exist; unknown ones are a 404', async ({
  memberPage: page,
  admin,
}) => {
  await page.goto('/referral');
  await expect(page).toHaveURL(pathIs('/invite'));
  await page.goto('/transactions');
  await expect(page).toHaveURL(pathIs('/profile'));
  expect(new URL(page.url()).hash).toBe('#transactions');
  await expect(page.getByRole('heading', { name: 'Recent transactions' })).toBeVisible();
  await page.goto('/withdraw');
  await expect(page.getByRole('dialog', { name: 'Withdraw Funds' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(pathIs('/dashboard'));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await page.title()).toBe('Page not found · Nova');

  await admin.signIn(page);
  await page.goto('/admin/withdrawals');
  await expect(page).toHaveURL(pathIs('/admin'));
  expect(new URL(page.url()).searchParams.get('tab')).toBe('withdrawals');
  await expect(page.getByRole('tab', { name: 'Withdrawals', selected: true })).toBeVisible();
  await page.goto('/admin/no-such-tab');
  await expect(page.getByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
});
