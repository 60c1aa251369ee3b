import type { ProjectedEarningsResponse } from '@nova/contracts';
import type { Page, Route } from '@playwright/test';
import type { Api } from '../harness/api.ts';
import type { Member } from '../harness/members.ts';
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

/** Runs `check` on the desktop and then the phone width; the page is left at the phone's. */
async function atBothWidths(page: Page, check: () => Promise<void>): Promise<void> {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await check();
  }
}

/** The name of the level the member holds, as the API reports it. */
async function activeLevelName(api: Api, member: Member): Promise<string> {
  const path = '/wallet/projected-earnings?timeRange=7d';
  const { vipLevel } = (await api.request('GET', path, undefined, member.token)) as ProjectedEarningsResponse;
  expect(vipLevel, 'the member holds a level').not.toBeNull();
  return vipLevel?.name ?? '';
}

test('a profile that fails to load says so with Retry, and the session is kept', async ({
  memberPage: page,
  checkScreen,
}) => {
  const recover = await failing(page, '**/api/auth/profile', 'Profile store unavailable');
  await atBothWidths(page, async () => {
    await page.goto('/dashboard');
    await expect(page.getByText('Failed to load user')).toBeVisible();
    await expect(page.getByText('Profile store unavailable')).toBeVisible();
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
    await expect(page.getByText('Error loading deposit history')).toBeVisible();
    await expect(page.getByText('History is resting')).toBeVisible();
    await expect(page.getByText('Failed to load deposits')).toBeVisible();
    await expect(page.getByText('Count is resting')).toBeVisible();
    await expect(page.getByText('Error loading wallet addresses. Please try again.')).toBeVisible();
    await expect(page.getByText('Addresses are resting')).toBeVisible();
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
  api,
}) => {
  const member = await members.create({ fullName: 'Locked Lena' });
  // A password change locks withdrawals for 24 hours.
  const newPassword = 'Battery-Staple9';
  const change = { currentPassword: member.password, newPassword, confirmPassword: newPassword };
  await api.request('POST', '/auth/change-password', change, member.token);
  await useToken(page, (await api.login(member.email, newPassword)).token);
  const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true }).first();
  await atBothWidths(page, async () => {
    await page.goto('/profile');
    await withdraw.click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Funds' });
    await expect(dialog.getByTestId('withdrawal-lock')).toHaveText(
      /^Withdrawals are locked until .+ after a password or email change\.$/,
    );
    await expect(dialog.getByRole('button', { name: /Review|Confirm withdrawal/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await withdraw.click();
  await expect(page.getByTestId('withdrawal-lock')).toBeVisible();
  await checkScreen('15-profile-withdraw-locked');
});

test('/tasks lists the earning sessions, and says so when they fail to load', async ({
  page,
  checkScreen,
  api,
  admin,
  server,
  members,
}) => {
  const { owner } = await memberWithTeam({ api, admin, server, members });
  const levelName = await activeLevelName(api, owner);
  await useToken(page, owner.token);
  await api.request('POST', '/vip/start-earning', undefined, owner.token);
  await atBothWidths(page, async () => {
    await page.goto('/tasks');
    const history = page.getByTestId('earning-history');
    await expect(history.getByText(levelName)).toBeVisible();
    await expect(history.getByText(/^(Credited|Not funded|Pending)$/)).toBeVisible();
  });
  await checkScreen('15-tasks-earning-history');
  const recover = await failing(page, '**/api/tasks/earning-history?*', 'History is resting');
  await page.goto('/tasks');
  await expect(page.getByText('Failed to load your earning history')).toBeVisible();
  await expect(page.getByText('History is resting')).toBeVisible();
  await recover();
});

test('the dashboard projects 7, 30 and 90 days of the active level, saying the pool decides', async ({
  page,
  checkScreen,
  api,
  admin,
  server,
  members,
}) => {
  const { owner } = await memberWithTeam({ api, admin, server, members });
  const levelName = await activeLevelName(api, owner);
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
      await expect(projection.getByText(days, { exact: true })).toBeVisible();
      await expect(projection.getByText(amount, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(`With ${levelName}, one earning session a day.`)).toBeVisible();
  });
  await checkScreen('15-dashboard-projected-earnings');
  const recover = await failing(page, '**/api/wallet/projected-earnings?*', 'Projection is resting');
  await openDashboard(page);
  await expect(page.getByText('Failed to load projected earnings')).toBeVisible();
  await expect(page.getByText('Projection is resting')).toBeVisible();
  await recover();
});
