import type { Page, Route } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/modules/auth/auth.tables.ts';
import { memberWithTeam } from '../harness/money.ts';
import { openDashboard, useToken } from '../harness/page.ts';
import { viewports } from '../harness/screens.ts';
import { expect, test } from '../harness/test.ts';

/** Answers every request to `pattern` with a server error carrying `message`, until undone. */
async function failing(page: Page, pattern: string, message: string): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.fulfill({ status: 503, json: { message, code: 'SERVICE_UNAVAILABLE', errors: [] } });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

async function atBothWidths(page: Page, check: () => Promise<void>): Promise<void> {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await check();
  }
}

test('a profile that fails to load says so with Retry, and the session is kept', async ({
  memberPage: page,
  checkScreen,
}) => {
  const recover = await failing(page, '**/api/auth/profile', 'Profile store unavailable');
  await atBothWidths(page, async () => {
    await page.goto('/dashboard');
    await expect(page.getByText('Failed to load user').first()).toBeVisible();
    await expect(page.getByText('Profile store unavailable').first()).toBeVisible();
  });
  await checkScreen('15-profile-load-failed');
  await recover();
  await page.getByRole('button', { name: 'Retry' }).click();
  // The same session, without signing in again.
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
});

test("/deposit's addresses and side cards show their failure with Retry instead of a skeleton or '…'", async ({
  memberPage: page,
  checkScreen,
}) => {
  const recoverHistory = await failing(page, '**/api/deposit/history?*', 'History is resting');
  const recoverCount = await failing(page, '**/api/deposit/pending-count', 'Count is resting');
  const recoverAddresses = await failing(page, '**/api/deposit/usdt/addresses', 'Addresses are resting');
  await atBothWidths(page, async () => {
    await page.goto('/deposit');
    await expect(page.getByText('Error loading deposit history').first()).toBeVisible();
    await expect(page.getByText('History is resting').first()).toBeVisible();
    await expect(page.getByText('Failed to load deposits').first()).toBeVisible();
    await expect(page.getByText('Count is resting').first()).toBeVisible();
    await expect(page.getByText('Error loading wallet addresses. Please try again.').first()).toBeVisible();
    await expect(page.getByText('Addresses are resting').first()).toBeVisible();
  });
  await checkScreen('15-deposit-side-cards-failed');
  await recoverHistory();
  await recoverCount();
  await recoverAddresses();
  // Each part retries on its own; a part that recovered has no Retry any more.
  const retry = page.getByRole('button', { name: 'Retry' });
  for (let left = 3; left > 0; left -= 1) {
    await expect(retry).toHaveCount(left);
    await retry.first().click();
  }
  await expect(retry).toHaveCount(0);
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toBeVisible();
  await expect(page.getByText('No deposits found').first()).toBeVisible();
});

test('on /profile the withdraw dialog states the 24-hour lock and offers no confirm step', async ({
  page,
  checkScreen,
  members,
  server,
}) => {
  const member = await members.signIn(page, { fullName: 'Locked Lena' });
  // In process: the lock that a password or email change starts, set directly so that the session
  // the page uses stays as it is.
  const until = new Date(server.clock.now().getTime() + 20 * 3600 * 1000);
  const { db } = server.app.deps.database;
  await db.update(users).set({ withdrawalsLockedUntil: until }).where(eq(users.email, member.email));
  const dialog = page.getByRole('dialog', { name: 'Withdraw Funds' });
  await atBothWidths(page, async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click();
    await expect(dialog.getByTestId('withdrawal-lock')).toHaveText(
      /^Withdrawals are locked until .+ after a password or email change\.$/,
    );
    await expect(dialog.getByRole('button', { name: /Review|Confirm withdrawal/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click();
  await expect(page.getByTestId('withdrawal-lock')).toBeVisible();
  await checkScreen('15-profile-withdraw-locked');
});

test('/tasks lists the earning sessions, and says so when they fail to load', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const { owner, levelName } = await memberWithTeam({ api, admin, server, members });
  await useToken(page, owner.token);
  await api.request('POST', '/vip/start-earning', undefined, owner.token);
  await atBothWidths(page, async () => {
    await page.goto('/tasks');
    const history = page.getByTestId('earning-history');
    await expect(history.getByText(levelName).first()).toBeVisible();
    await expect(history.getByText(/^(Credited|Not funded|Pending)$/).first()).toBeVisible();
  });
  await checkScreen('15-tasks-earning-history');
  const recover = await failing(page, '**/api/tasks/earning-history?*', 'History is resting');
  await page.goto('/tasks');
  await expect(page.getByText('Failed to load your earning history').first()).toBeVisible();
  await expect(page.getByText('History is resting').first()).toBeVisible();
  await recover();
});

test('the dashboard projects 7, 30 and 90 days of the active level, saying the pool decides', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const { owner, levelName } = await memberWithTeam({ api, admin, server, members });
  await useToken(page, owner.token);
  await atBothWidths(page, async () => {
    await openDashboard(page);
    const projection = page.getByTestId('projected-earnings');
    // The level earns $5.00 a day.
    const expected: [string, string][] = [
      ['7 days', '$35.00'],
      ['30 days', '$150.00'],
      ['90 days', '$450.00'],
    ];
    for (const [days, amount] of expected) {
      await expect(projection.getByText(days, { exact: true }).first()).toBeVisible();
      await expect(projection.getByText(amount, { exact: true }).first()).toBeVisible();
    }
    await expect(
      page.getByText(`With ${levelName}, one earning session a day.`, { exact: false }).first(),
    ).toBeVisible();
  });
  await checkScreen('15-dashboard-projected-earnings');
  const recover = await failing(page, '**/api/wallet/projected-earnings?*', 'Projection is resting');
  await openDashboard(page);
  await expect(page.getByText('Failed to load projected earnings').first()).toBeVisible();
  await expect(page.getByText('Projection is resting').first()).toBeVisible();
  await recover();
});
