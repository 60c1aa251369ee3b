import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { creditEarnings } from '../../apps/server/test/withdrawal-fixtures.ts';
import { expectToast, expectVisible } from '../harness/expect.ts';
import { payOnChain } from '../harness/money.ts';
import { test } from '../harness/registry.ts';
import { fixtureApp } from '../harness/server-fixtures.ts';

const payoutAddress = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

async function userIdOf(t: Parameters<Parameters<typeof test>[1]>[0], token: string): Promise<string> {
  const profile = (await t.api.request('GET', '/auth/profile', undefined, token)) as { user: { id: string } };
  return profile.user.id;
}

async function withdrawableText(page: Page): Promise<string> {
  return (await page.getByTestId('withdrawable-balance').textContent()) ?? '';
}

async function waitForWithdrawable(page: Page, expected: string): Promise<void> {
  await page.getByTestId('withdrawable-balance').filter({ hasText: expected }).waitFor();
}

test('a member requests a withdrawal, sees it held, and COMPLETED once the admin pays it on chain', async (t) => {
  const { page } = t;
  const member = await t.createMember({ fullName: 'Wanda Withdraw' });
  await creditEarnings(fixtureApp(t), await userIdOf(t, member.token), '120');
  await t.useToken(member.token);
  await t.openDashboard();
  await waitForWithdrawable(page, '$120.0000');
  await t.screen('dashboard-withdrawable');

  const card = page.getByRole('region', { name: 'Withdrawable balance' });
  const submit = card.getByRole('button', { name: 'Request withdrawal' });
  assert.equal(await submit.isDisabled(), true, 'submit is disabled with an empty form');
  await card.getByLabel('Amount (USD)').fill('5');
  await card.getByLabel('Wallet address').fill(payoutAddress);
  assert.equal(await submit.isDisabled(), true, 'submit is disabled below the minimum');
  await card.getByLabel('Amount (USD)').fill('50');
  await expectVisible(card.getByTestId('withdrawal-net').filter({ hasText: '$50.0000' }));
  await submit.click();
  // The review step shows what will be sent before anything is.
  const review = card.getByRole('region', { name: 'Review your withdrawal' });
  await expectVisible(review.getByTestId('review-net').filter({ hasText: '$50.0000' }));
  await expectVisible(review.getByText(payoutAddress));
  await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expectToast(page, 'Withdrawal request submitted successfully');
  await waitForWithdrawable(page, '$70.0000');

  await card.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Withdrawal History' });
  await expectVisible(history.getByRole('list', { name: 'Withdrawals' }).getByText('PENDING'));
  await t.screen('withdrawal-history');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectVisible(page.getByRole('dialog', { name: 'Withdraw Funds' }).getByText('On hold'));
  await t.screen('withdraw-dialog');
  await page.keyboard.press('Escape');

  await t.signInAsAdmin();
  await t.goto('/admin?tab=withdrawals');
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await expectVisible(row);
  await t.screen('admin-pending-withdrawals');
  await row.getByRole('button', { name: 'Process' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process withdrawal' });
  const hash = await payOnChain(t.env.server, 'BEP20', payoutAddress, '50');
  await dialog.getByLabel('Transaction hash').fill(hash);
  await t.screen('admin-process-withdrawal');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Withdrawal processed successfully!');

  await t.useToken(member.token);
  await t.openDashboard();
  await waitForWithdrawable(page, '$70.0000');
  await expectVisible(page.getByText('$50.00', { exact: true }));
  await page
    .getByRole('region', { name: 'Withdrawable balance' })
    .getByRole('button', { name: 'History' })
    .click();
  await expectVisible(
    page.getByRole('dialog', { name: 'Withdrawal History' }).getByRole('list').getByText('COMPLETED'),
  );
  assert.match(await withdrawableText(page), /\$70\.0000/);
});

test('a rejected request returns the funds to the member', async (t) => {
  const { page } = t;
  const member = await t.createMember({ fullName: 'Rita Reject' });
  await creditEarnings(fixtureApp(t), await userIdOf(t, member.token), '30');
  await t.api.request(
    'POST',
    '/withdrawal/request',
    { amount: '25', currency: 'USDC', network: 'POLYGON', walletAddress: payoutAddress },
    member.token,
  );
  await t.signInAsAdmin();
  await t.goto('/admin?tab=withdrawals');
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await row.getByRole('button', { name: 'Process' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process withdrawal' });
  await dialog.getByLabel('Admin notes').fill('Address not whitelisted');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Withdrawal processed successfully!');

  await t.useToken(member.token);
  await t.openDashboard();
  await waitForWithdrawable(page, '$30.0000');
  await page
    .getByRole('region', { name: 'Withdrawable balance' })
    .getByRole('button', { name: 'History' })
    .click();
  const history = page.getByRole('dialog', { name: 'Withdrawal History' });
  await expectVisible(history.getByRole('list', { name: 'Withdrawals' }).getByText('REJECTED'));
  await expectVisible(history.getByText('Note: Address not whitelisted'));
});

test('the administrator manages fee tiers and sees the dashboard and history', async (t) => {
  const { page } = t;
  await t.signInAsAdmin();
  await t.goto('/admin?tab=fee-tiers');
  await expectVisible(page.getByText('Tiers look good'));
  await page.getByLabel('Min amount').fill('10');
  await page.getByLabel('Max amount').fill('100');
  await page.getByLabel('Percent').fill('2.5');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await expectToast(page, 'Fee tier created');
  await expectVisible(page.getByRole('cell', { name: '2.5%' }));
  await expectVisible(page.getByText('1 gap: no fee is charged there'));
  await t.screen('admin-fee-tiers');
  await page.getByRole('button', { name: /^Delete tier/ }).click();
  await expectToast(page, 'Fee tier deleted');
  await expectVisible(page.getByText('Tiers look good'));

  await t.goto('/admin');
  await expectVisible(page.getByText('System balance'));
  await t.screen('admin-dashboard');
  await t.goto('/admin?tab=withdrawal-history');
  await expectVisible(page.getByRole('list', { name: 'Withdrawal history' }).getByText('COMPLETED'));
  await page.getByLabel('Search').fill('Rita');
  await expectVisible(page.getByRole('list', { name: 'Withdrawal history' }).getByText('REJECTED'));
  await t.screen('admin-withdrawal-history');
});
