import type { Page } from '@playwright/test';
import { creditEarnings, payOnChain, payoutAddress } from '../harness/money.ts';
import { openDashboard, toast, useToken } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

// The last test reads the history the first two leave.
test.describe.configure({ mode: 'serial' });

async function expectWithdrawable(page: Page, expected: string): Promise<void> {
  await expect(page.getByTestId('withdrawable-balance')).toContainText(expected);
}

test('a member requests a withdrawal, sees it held, and COMPLETED once the admin pays it on chain', async ({
  page,
  checkScreen,
  members,
  admin,
  server,
}) => {
  const member = await members.create({ fullName: 'Wanda Withdraw' });
  await creditEarnings(server, member.userId, '120');
  await useToken(page, member.token);
  await openDashboard(page);
  await expectWithdrawable(page, '$120.0000');
  await checkScreen('dashboard-withdrawable');

  const card = page.getByRole('region', { name: 'Withdrawable balance' });
  const submit = card.getByRole('button', { name: 'Request withdrawal' });
  await expect(submit, 'submit is disabled with an empty form').toBeDisabled();
  await card.getByLabel('Amount (USD)').fill('5');
  await card.getByLabel('Wallet address').fill(payoutAddress);
  await expect(submit, 'submit is disabled below the minimum').toBeDisabled();
  await card.getByLabel('Amount (USD)').fill('50');
  await expect(card.getByTestId('withdrawal-net').filter({ hasText: '$50.0000' })).toBeVisible();
  await submit.click();
  // The review step shows what will be sent before anything is.
  const review = card.getByRole('region', { name: 'Review your withdrawal' });
  await expect(review.getByTestId('review-net').filter({ hasText: '$50.0000' })).toBeVisible();
  await expect(review.getByText(payoutAddress).first()).toBeVisible();
  await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(toast(page, 'Withdrawal request submitted successfully')).toBeVisible();
  await expectWithdrawable(page, '$70.0000');

  await card.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Withdrawal History' });
  await expect(history.getByRole('list', { name: 'Withdrawals' }).getByText('PENDING').first()).toBeVisible();
  await checkScreen('withdrawal-history');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Withdraw Funds' }).getByText('On hold').first(),
  ).toBeVisible();
  await checkScreen('withdraw-dialog');
  await page.keyboard.press('Escape');

  await admin.signIn(page);
  await page.goto('/admin?tab=withdrawals');
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(row).toBeVisible();
  await checkScreen('admin-pending-withdrawals');
  await row.getByRole('button', { name: 'Process' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process withdrawal' });
  const hash = await payOnChain(server, 'BEP20', payoutAddress, '50');
  await dialog.getByLabel('Transaction hash').fill(hash);
  await checkScreen('admin-process-withdrawal');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Withdrawal processed successfully!')).toBeVisible();

  await useToken(page, member.token);
  await openDashboard(page);
  await expectWithdrawable(page, '$70.0000');
  await expect(page.getByText('$50.00', { exact: true }).first()).toBeVisible();
  await page
    .getByRole('region', { name: 'Withdrawable balance' })
    .getByRole('button', { name: 'History' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Withdrawal History' }).getByRole('list').getByText('COMPLETED').first(),
  ).toBeVisible();
  await expectWithdrawable(page, '$70.0000');
});

test('a rejected request returns the funds to the member', async ({ page, members, admin, api, server }) => {
  const member = await members.create({ fullName: 'Rita Reject' });
  await creditEarnings(server, member.userId, '30');
  await api.request(
    'POST',
    '/withdrawal/request',
    { amount: '25', currency: 'USDC', network: 'POLYGON', walletAddress: payoutAddress },
    member.token,
  );
  await admin.signIn(page);
  await page.goto('/admin?tab=withdrawals');
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await row.getByRole('button', { name: 'Process' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process withdrawal' });
  await dialog.getByLabel('Admin notes').fill('Address not whitelisted');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Withdrawal processed successfully!')).toBeVisible();

  await useToken(page, member.token);
  await openDashboard(page);
  await expectWithdrawable(page, '$30.0000');
  await page
    .getByRole('region', { name: 'Withdrawable balance' })
    .getByRole('button', { name: 'History' })
    .click();
  const history = page.getByRole('dialog', { name: 'Withdrawal History' });
  await expect(
    history.getByRole('list', { name: 'Withdrawals' }).getByText('REJECTED').first(),
  ).toBeVisible();
  await expect(history.getByText('Note: Address not whitelisted').first()).toBeVisible();
});

test('the administrator manages fee tiers and sees the dashboard and history', async ({
  adminPage: page,
  checkScreen,
}) => {
  await page.goto('/admin?tab=fee-tiers');
  await expect(page.getByText('Tiers look good').first()).toBeVisible();
  await page.getByLabel('Min amount').fill('10');
  await page.getByLabel('Max amount').fill('100');
  await page.getByLabel('Percent').fill('2.5');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await expect(toast(page, 'Fee tier created')).toBeVisible();
  await expect(page.getByRole('cell', { name: '2.5%' })).toBeVisible();
  await expect(page.getByText('1 gap: no fee is charged there').first()).toBeVisible();
  await checkScreen('admin-fee-tiers');
  await page.getByRole('button', { name: /^Delete tier/ }).click();
  await expect(toast(page, 'Fee tier deleted')).toBeVisible();
  await expect(page.getByText('Tiers look good').first()).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByText('System balance').first()).toBeVisible();
  await checkScreen('admin-dashboard');
  await page.goto('/admin?tab=withdrawal-history');
  await expect(
    page.getByRole('list', { name: 'Withdrawal history' }).getByText('COMPLETED').first(),
  ).toBeVisible();
  await page.getByLabel('Search').fill('Rita');
  await expect(
    page.getByRole('list', { name: 'Withdrawal history' }).getByText('REJECTED').first(),
  ).toBeVisible();
  await checkScreen('admin-withdrawal-history');
});
