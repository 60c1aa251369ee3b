import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

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
  await element.waitFor();
  await page.waitForFunction(
    (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
    await element.elementHandle(),
  );
  return element.evaluate((node) => ({
    prerendered: (node as unknown as { novaPrerendered?: boolean }).novaPrerendered === true,
  }));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`prerendered public pages hydrate without a mismatch, ${colorScheme}, in a de-DE browser`, async (t) => {
    const context = await t.env.browser.newContext({ locale: 'de-DE', colorScheme });
    try {
      await markPrerendered(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      for (const path of prerendered) {
        await page.goto(t.url(path));
        const main = await takenOver(page, '#main');
        assert.ok(main.prerendered, `${path}: the prerendered <main> was replaced`);
        if (withHeadline.has(path)) {
          const headline = await takenOver(page, 'h1');
          assert.ok(headline.prerendered, `${path}: the prerendered <h1> was replaced`);
        }
        // What only the browser knows follows hydration: the theme icon shows the theme in use.
        await expectVisible(page.getByRole('button', { name: 'Theme' }));
        await page
          .getByRole('button', { name: 'Theme' })
          .locator(colorScheme === 'dark' ? 'svg.lucide-moon' : 'svg.lucide-sun')
          .waitFor();
        // React does not compare attributes when it hydrates: the ids it generates must be the
        // prerender's, or the theme menu would name a button that does not exist.
        const theme = page.getByRole('button', { name: 'Theme' });
        await theme.click();
        assert.equal(
          await page.getByRole('menu').getAttribute('aria-labelledby'),
          await theme.getAttribute('id'),
        );
        await page.keyboard.press('Escape');
        assert.deepEqual(problems, [], `${path}: the console reported problems`);
      }
    } finally {
      await context.close();
    }
  });
}

test('a deep link to a landing section lands there and stays once the app has started', async (t) => {
  const { page } = t;
  await page.setViewportSize({ width: 390, height: 844 });
  await t.goto('/#earnings');
  await takenOver(page, 'h1');
  // The figures and operator content loaded, nothing shows as loading: the page has its final height.
  await page.waitForFunction(() => document.querySelectorAll('#root .animate-pulse').length === 0);
  await page.waitForFunction(() => {
    const top = document.getElementById('earnings')?.getBoundingClientRect().top ?? 999;
    return Math.abs(top - 64) < 40;
  });
  assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the page is not at its top');
});

test('the spec placeholder paths lead to the screens that exist; unknown ones are a 404', async (t) => {
  const { page } = t;
  await t.signInAsMember();
  await t.goto('/referral');
  await expectPath(page, '/invite');
  await t.goto('/transactions');
  await expectPath(page, '/profile');
  assert.equal(new URL(page.url()).hash, '#transactions');
  await expectVisible(page.getByRole('heading', { name: 'Recent transactions' }));
  await t.goto('/withdraw');
  await expectVisible(page.getByRole('dialog', { name: 'Withdraw Funds' }));
  await page.keyboard.press('Escape');
  await expectPath(page, '/dashboard');
  await t.goto('/no-such-page');
  await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
  assert.equal(await page.title(), 'Page not found · Nova');

  await t.signInAsAdmin();
  await t.goto('/admin/withdrawals');
  await expectPath(page, '/admin');
  assert.equal(new URL(page.url()).searchParams.get('tab'), 'withdrawals');
  await expectVisible(page.getByRole('tab', { name: 'Withdrawals', selected: true }));
  await t.goto('/admin/no-such-tab');
  await expectVisible(page.getByRole('tab', { name: 'Dashboard', selected: true }));
});
