import type { Page, Route } from '@playwright/test';
import {
  claimCompanyTransfer,
  finalize,
  memberWithMoneyOpen,
  memberWithTeam,
  openMoney,
} from '../harness/money.ts';
import { openDashboard, toast, useToken } from '../harness/page.ts';
import { viewports } from '../harness/screens.ts';
import { expect, test } from '../harness/test.ts';

/**
 * Answers every request to `pattern` with a failure: the server's `message` when one is given,
 * else a bare 502 with no error body (so the screen's own fallback shows). Returns the undo.
 */
async function failing(page: Page, pattern: string, message?: string): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    message
      ? route.fulfill({ status: 503, json: { message, code: 'SERVICE_UNAVAILABLE', errors: [] } })
      : route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

async function atBothWidths(page: Page, check: () => Promise<void>): Promise<void> {
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    await check();
  }
}

test("the admin's Verify and Check show the chain's answer, and their fallbacks when they fail", async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const member = await memberWithMoneyOpen({ api, admin, members }, 'Grace Hopper');
  await claimCompanyTransfer(api, member, '75');
  await finalize(server, 'BEP20');

  await admin.signIn(page);
  await page.goto('/admin?tab=deposits');
  await page.getByLabel('Search by user, email, phone or transaction hash').fill(member.email);
  const row = page.getByTestId('admin-deposit-row').filter({ hasText: member.email });
  const dialog = page.getByRole('dialog', { name: 'Verify transaction' });
  await row.getByRole('button', { name: 'Verify', exact: true }).click();
  const verdict = dialog.getByTestId('verify-verdict');
  await expect(verdict.getByText('Valid', { exact: true })).toBeVisible();
  await expect(verdict.getByText('BEP20', { exact: true })).toBeVisible();
  await expect(verdict.getByText('75.00 USDT')).toBeVisible();
  await expect(verdict.getByText(/^final \(\d+ confirmations\)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check on chain' }).click();
  await expect(dialog.getByTestId('check-verdict').getByText('Found on chain')).toBeVisible();
  await checkScreen('16-admin-verify-check');

  // Every network (with Auto-Confirm) is one step further.
  await dialog.getByRole('button', { name: 'Every network' }).click();
  await expect(page.getByRole('dialog', { name: 'Transaction on every network' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).first().click();

  const recoverVerify = await failing(page, '**/api/admin/verify-transaction');
  const recoverCheck = await failing(
    page,
    '**/api/admin/check-transaction-blockchain',
    'Chain node is resting',
  );
  await atBothWidths(page, async () => {
    await row.getByRole('button', { name: 'Check', exact: true }).click();
    // The server's message is preferred to the fallback.
    await expect(dialog.getByRole('alert').getByText('Chain node is resting')).toBeVisible();
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(dialog.getByRole('alert').getByText('Failed to verify transaction')).toBeVisible();
    await expect(toast(page, 'Failed to verify transaction')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });
  await recoverCheck();
  const bareCheck = await failing(page, '**/api/admin/check-transaction-blockchain');
  await row.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    dialog.getByRole('alert').getByText('Failed to check transaction on blockchain'),
  ).toBeVisible();
  await checkScreen('16-admin-verify-failed');
  await bareCheck();
  await recoverVerify();
});

test("starting a session that fails says 'Failed to start task' on /tasks and 'Failed to start earning session' on the dashboard", async ({
  page,
  members,
  admin,
  api,
  server,
}) => {
  const { owner } = await memberWithTeam({ api, admin, server, members });
  await useToken(page, owner.token);
  const recoverTask = await failing(page, '**/api/tasks/start/*');
  const recoverEarning = await failing(page, '**/api/vip/start-earning');
  await atBothWidths(page, async () => {
    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Start Earning' }).click();
    await expect(toast(page, 'Failed to start task')).toBeVisible();
    await openDashboard(page);
    await page.getByRole('button', { name: 'Start Earning' }).click();
    await expect(toast(page, 'Failed to start earning session')).toBeVisible();
  });
  await recoverTask();
  // The server's message is preferred to the fallback.
  const resting = await failing(page, '**/api/tasks/start/*', 'The rewards desk is resting');
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Start Earning' }).click();
  await expect(toast(page, 'The rewards desk is resting')).toBeVisible();
  await resting();
  await recoverEarning();
});

test("a failed pre-verification says 'Transaction verification failed', and the history asks for a sign-in without a token", async ({
  page,
  checkScreen,
  members,
  admin,
  api,
}) => {
  await openMoney(api, admin);
  await members.signIn(page, { fullName: 'Katherine Goble' });
  await page.goto('/deposit');
  await page.getByRole('button', { name: '50 USDT', exact: true }).click();
  await page.getByRole('button', { name: 'Send a test transfer' }).click();
  await expect(page.getByText(/Found on BEP20: 50\.00 USDT to our address/).first()).toBeVisible();
  const recover = await failing(page, '**/api/deposit/pre-verify');
  await atBothWidths(page, async () => {
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await expect(toast(page, 'Transaction verification failed')).toBeVisible();
  });
  await recover();
  const refused = await failing(
    page,
    '**/api/deposit/pre-verify',
    'Amount does not match (Expected: 50.00, Received: 40.00)',
  );
  await page.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(toast(page, 'Amount does not match (Expected: 50.00, Received: 40.00)')).toBeVisible();
  await refused();
  await expect(page.getByTestId('pending-count')).toHaveText('0');

  // The token is gone (another tab signed out) while this page is still open.
  await page.evaluate(() => localStorage.removeItem('token'));
  await atBothWidths(page, async () => {
    await page.getByRole('button', { name: 'Deposit history' }).click();
    const history = page.getByRole('dialog', { name: 'Deposit history' });
    await expect(history.getByText('Please log in to view your deposit history')).toBeVisible();
    await history.getByRole('button', { name: 'Close' }).click();
  });
  await page.getByRole('button', { name: 'Deposit history' }).click();
  await checkScreen('16-deposit-history-signed-out');
});
