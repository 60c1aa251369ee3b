import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

test('the theme choice persists across a reload, and System follows the operating system again', async (t) => {
  const { page } = t;
  await t.signInAsMember();
  await t.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Dashboard' }));
  assert.equal(await isDark(page), false);

  await chooseTheme(page, 'Dark');
  assert.equal(await isDark(page), true);
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Dashboard' }));
  assert.equal(await isDark(page), true);
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');

  await chooseTheme(page, 'System');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);
  assert.equal(await isDark(page), false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await page.reload();
  assert.equal(await isDark(page), true);
});

test('the theme menu and the sign-in form work from the keyboard alone', async (t) => {
  const { page } = t;
  const member = await t.sharedMember();
  await t.goto('/login');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('id'));
  // The sign-in screen is its own chunk: once it has mounted, the first field holds the focus.
  await page.waitForFunction(() => document.activeElement?.id === 'identifier');
  assert.equal(await focused(), 'identifier');
  await page.keyboard.type(member.email);
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'password');
  await page.keyboard.type(member.password);

  await page.getByRole('button', { name: 'Theme' }).focus();
  await page.keyboard.press('Enter');
  await expectVisible(page.getByRole('menuitemradio', { name: 'Light' }));
  // The menu moves focus into itself on the next frame; wait for it before steering with the arrows.
  const focusedItem = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitemradio');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Dark');
  assert.equal(await focusedItem(), 'Dark');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  assert.equal(await isDark(page), true);

  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expectPath(page, '/dashboard');
});
