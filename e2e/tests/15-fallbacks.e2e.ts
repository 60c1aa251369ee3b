import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { users } from '../../apps/server/src/modules/auth/auth.tables.ts';
import type { TestContext } from '../harness/context.ts';
import { expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';
import { memberWithTeam } from '../harness/server-fixtures.ts';

/** Answers every request to `pattern` with a server error carrying `message`, until undone. */
async function failing(page: Page, pattern: string, message: string): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.fulfill({ status: 503, json: { message, code: 'SERVICE_UNAVAILABLE', errors: [] } });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

async function atBothWidths(t: TestContext, check: () => Promise<void>): Promise<void> {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await t.page.setViewportSize(viewport);
    await check();
  }
}

test('a profile that fails to load says so with Retry, and the session is kept', async (t) => {
  const { page } = t;
  await t.signInAsMember();
  const recover = await failing(page, '**/api/auth/profile', 'Profile store unavailable');
  await atBothWidths(t, async () => {
    await t.goto('/dashboard');
    await expectVisible(page.getByText('Failed to load user'));
    await expectVisible(page.getByText('Profile store unavailable'));
  });
  await t.screen('15-profile-load-failed');
  await recover();
  await page.getByRole('button', { name: 'Retry' }).click();
  // The same session, without signing in again.
  await expectVisible(page.getByRole('heading', { name: 'Your wallet' }));
});

test("/deposit's addresses and side cards show their failure with Retry instead of a skeleton or '…'", async (t) => {
  const { page } = t;
  await t.signInAsMember();
  const recoverHistory = await failing(page, '**/api/deposit/history?*', 'History is resting');
  const recoverCount = await failing(page, '**/api/deposit/pending-count', 'Count is resting');
  const recoverAddresses = await failing(page, '**/api/deposit/usdt/addresses', 'Addresses are resting');
  await atBothWidths(t, async () => {
    await t.goto('/deposit');
    await expectVisible(page.getByText('Error loading deposit history'));
    await expectVisible(page.getByText('History is resting'));
    await expectVisible(page.getByText('Failed to load deposits'));
    await expectVisible(page.getByText('Count is resting'));
    await expectVisible(page.getByText('Error loading wallet addresses. Please try again.'));
    await expectVisible(page.getByText('Addresses are resting'));
  });
  await t.screen('15-deposit-side-cards-failed');
  await recoverHistory();
  await recoverCount();
  await recoverAddresses();
  // Each part retries on its own; a part that recovered has no Retry any more.
  for (let left = 3; left > 0; left -= 1) await page.getByRole('button', { name: 'Retry' }).first().click();
  await expectVisible(page.getByTestId('deposit-address'));
  await expectVisible(page.getByTestId('pending-count'));
  await expectVisible(page.getByText('No deposits found').first());
});

test('on /profile the withdraw dialog states the 24-hour lock and offers no confirm step', async (t) => {
  const { page } = t;
  const member = await t.signInAsMember({ fullName: 'Locked Lena' });
  const until = new Date(t.env.server.clock.now().getTime() + 20 * 3600 * 1000);
  const { db } = t.env.server.app.deps.database;
  await db.update(users).set({ withdrawalsLockedUntil: until }).where(eq(users.email, member.email));
  await atBothWidths(t, async () => {
    await t.goto('/profile');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw Funds' });
    await expectVisible(dialog.getByTestId('withdrawal-lock'));
    assert.match(
      (await dialog.getByTestId('withdrawal-lock').textContent()) ?? '',
      /^Withdrawals are locked until .+ after a password or email change\.$/,
    );
    assert.equal(await dialog.getByRole('button', { name: /Review|Confirm withdrawal/ }).count(), 0);
    await page.keyboard.press('Escape');
  });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click();
  await expectVisible(page.getByTestId('withdrawal-lock'));
  await t.screen('15-profile-withdraw-locked');
});

test('/tasks lists the earning sessions, and says so when they fail to load', async (t) => {
  const { page } = t;
  const { owner, level } = await memberWithTeam(t);
  await t.useToken(owner.token);
  await t.api.request('POST', '/vip/start-earning', undefined, owner.token);
  await atBothWidths(t, async () => {
    await t.goto('/tasks');
    const history = page.getByTestId('earning-history');
    await expectVisible(history.getByText(level.name));
    await expectVisible(history.getByText(/^(Credited|Not funded|Pending)$/));
  });
  await t.screen('15-tasks-earning-history');
  const recover = await failing(page, '**/api/tasks/earning-history?*', 'History is resting');
  await t.goto('/tasks');
  await expectVisible(page.getByText('Failed to load your earning history'));
  await expectVisible(page.getByText('History is resting'));
  await recover();
});

test('the dashboard projects 7, 30 and 90 days of the active level, saying the pool decides', async (t) => {
  const { page } = t;
  const { owner, level } = await memberWithTeam(t);
  await t.useToken(owner.token);
  await atBothWidths(t, async () => {
    await t.openDashboard();
    const projection = page.getByTestId('projected-earnings');
    // The level earns $5.00 a day.
    const expected: [string, string][] = [
      ['7 days', '$35.00'],
      ['30 days', '$150.00'],
      ['90 days', '$450.00'],
    ];
    for (const [days, amount] of expected) {
      await expectVisible(projection.getByText(days, { exact: true }));
      await expectVisible(projection.getByText(amount, { exact: true }));
    }
    await expectVisible(page.getByText(`With ${level.name}, one earning session a day.`, { exact: false }));
  });
  await t.screen('15-dashboard-projected-earnings');
  const recover = await failing(page, '**/api/wallet/projected-earnings?*', 'Projection is resting');
  await t.openDashboard();
  await expectVisible(page.getByText('Failed to load projected earnings'));
  await expectVisible(page.getByText('Projection is resting'));
  await recover();
});
