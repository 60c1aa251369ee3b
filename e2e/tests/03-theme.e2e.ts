import type { Page } from '@playwright/test';
import { pathIs } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

test('the theme choice persists across a reload, and System follows the operating system again', async ({
  memberPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await isDark(page)).toBe(false);

  await chooseTheme(page, 'Dark');
  expect(await isDark(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await chooseTheme(page, 'System');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(null);
  expect(await isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await page.reload();
  expect(await isDark(page)).toBe(true);
});

test('the theme menu and the sign-in form work from the keyboard alone', async ({ page, members }) => {
  const member = await members.shared();
  await page.goto('/login');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('id'));
  // The sign-in screen is its own chunk: once it has mounted, the first field holds the focus.
  await page.waitForFunction(() => document.activeElement?.id === 'identifier');
  expect(await focused()).toBe('identifier');
  await page.keyboard.type(member.email);
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('password');
  await page.keyboard.type(member.password);

  await page.getByRole('button', { name: 'Theme' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeVisible();
  // The menu moves focus into itself on the next frame; wait for it before steering with the arrows.
  const focusedItem = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitemradio');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Dark');
  expect(await focusedItem()).toBe('Dark');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  expect(await isDark(page)).toBe(true);

  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pathIs('/dashboard'));
});
