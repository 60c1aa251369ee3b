import type { Page } from '@playwright/test';
import { atBothWidths, failing } from '../harness/failures.ts';
import { createLevel } from '../harness/money.ts';
import { pathIs, readToEnd, toast, useToken, WELCOME_DISMISSED_KEY } from '../harness/page.ts';
import { viewports } from '../harness/screens.ts';
import { expect, test } from '../harness/test.ts';

/** "$10 to $200,000": the whole dollars of the cheapest and the dearest active level. */
function rangeOf(levels: { amount: string; isActive: boolean }[]): string {
  const wholes = levels
    .filter((level) => level.isActive)
    .map((level) => BigInt(level.amount.split('.')[0] ?? '0'));
  const sorted = wholes.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const dollars = (value: bigint | undefined) => `$${(value ?? 0n).toLocaleString('en-US')}`;
  const [low, high] = [sorted[0], sorted.at(-1)];
  return low === high ? dollars(low) : `${dollars(low)} to ${dollars(high)}`;
}

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard'));
}

const greetingToast = (page: Page) => toast(page, /^Good (morning|afternoon|evening)/);

test('the welcome states the package range and stays through a sign-in until dismissed', async ({
  page,
  checkScreen,
  members,
  api,
  admin,
}) => {
  const member = await members.create({ fullName: 'Greta Greeting' });
  await createLevel(api, admin, {
    name: `Welcome ${member.userId.slice(-6)}`,
    amount: '20',
    dailyEarning: '1',
  });
  const { levels } = (await api.request('GET', '/vip/levels', undefined, member.token)) as {
    levels: { amount: string; isActive: boolean }[];
  };
  await useToken(page, member.token);
  await page.evaluate((key) => localStorage.removeItem(key), WELCOME_DISMISSED_KEY);
  await page.goto('/dashboard');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Nova' });
  await expect(welcome.getByText(`VIP packages from ${rangeOf(levels)}.`)).toBeVisible();
  await expect(page.getByText('Welcome back', { exact: false })).toHaveCount(0);
  await checkScreen('dashboard-welcome');

  // Never dismissed (closing it would be): after the session ends and the member signs in again
  // the welcome is still there, and it is the only greeting (no sign-in popup, no greeting toast).
  await page.evaluate(() => {
    localStorage.removeItem('token');
    sessionStorage.clear();
  });
  await signInThroughForm(page, member.email, member.password);
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Good / })).toHaveCount(0);
  await expect(greetingToast(page)).toHaveCount(0);
  await page.setViewportSize(viewports.mobile);
  await welcome.getByRole('button', { name: 'Get started' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(welcome).toHaveCount(0);

  // A later visit, long after the sign-in: Welcome back, and no welcome.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.setItem('lastLoginAt', '2026-01-01T00:00:00.000Z');
  });
  await page.reload();
  await expect(page.getByText('Welcome back, Greta Greeting.').first()).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test('with the levels failing, the welcome still opens, leaving the range out, and the grid says so', async ({
  page,
  members,
}) => {
  const member = await members.create({ fullName: 'Lena Levels' });
  await useToken(page, member.token);
  const recoverLevels = await failing(page, '**/api/vip/levels');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Nova' });
  await atBothWidths(page, async () => {
    await page.evaluate((key) => localStorage.removeItem(key), WELCOME_DISMISSED_KEY);
    await page.goto('/dashboard');
    await expect(welcome.getByText(/^Deposit USDT or USDC, choose a VIP level/)).toBeVisible();
    await expect(welcome.getByText(/VIP packages from/)).toHaveCount(0);
  });
  await welcome.getByRole('button', { name: 'Get started' }).click();
  await expect(welcome).toBeHidden();
  await readToEnd(page);
  const failure = page.getByRole('alert').filter({ hasText: 'Error Loading VIP Levels' });
  await expect(failure.getByText('Please try again.')).toBeVisible();
  await recoverLevels();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(welcome, 'dismissed once, for good').toHaveCount(0);
});

test.describe('in Tokyo at 07:00 UTC', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a fresh sign-in is greeted once by a popup, by the time of day there, with no toast', async ({
    page,
    checkScreen,
    members,
  }) => {
    const member = await members.create({ fullName: 'Paula Popup' });
    await page.clock.install({ time: new Date('2026-11-28T07:00:00Z') });
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      // Signed out, in a browser where the welcome was dismissed before.
      await page.goto('/favicon.svg');
      await page.evaluate((key) => {
        localStorage.clear();
        localStorage.setItem(key, 'earlier');
        sessionStorage.clear();
      }, WELCOME_DISMISSED_KEY);
      await signInThroughForm(page, member.email, member.password);
      // 16:00 in Tokyo.
      const popup = page.getByRole('dialog', { name: 'Good afternoon, Paula Popup' });
      await expect(popup).toBeVisible();
      await expect(popup.getByText("You're successfully logged in.")).toBeVisible();
      await expect(popup.getByText('Time of day in Asia/Tokyo')).toBeVisible();
      await expect(greetingToast(page)).toHaveCount(0);
      if (viewport === viewports.desktop) await checkScreen('dashboard-sign-in-welcome');
      await popup.getByRole('button', { name: 'Close the greeting' }).click();
      await expect(popup).toBeHidden();
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Good / }), 'once a visit').toHaveCount(0);
  });
});
