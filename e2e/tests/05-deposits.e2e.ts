import assert from 'node:assert/strict';
import type { Network } from '@nova/contracts';
import { mineBlocks } from '../../apps/server/src/dev-chains/dev-chain-actions.ts';
import type { TestContext } from '../harness/context.ts';
import { expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

/** A deposit reaches its balance once the watcher (every 5 s) sees it final: wait up to this long. */
const CREDIT_WAIT_MS = 40_000;

/** Deposits open: an earlier test may have switched them off in settings. */
async function openDeposits(t: TestContext): Promise<void> {
  const body = { isDepositEnabled: true, isWithdrawalEnabled: true };
  await t.api.request('PUT', '/admin/settings', body, await t.adminToken());
}

/** Enough blocks on top that every transfer so far is final (3 on the BSC-like chain, 5 on the other). */
async function finalize(t: TestContext, network: Network): Promise<void> {
  await mineBlocks(t.env.chains.chains[network], 6);
}

async function balance(t: TestContext, token: string): Promise<string> {
  const stats = (await t.api.request('GET', '/wallet/stats', undefined, token)) as { balance: string };
  return stats.balance;
}

test('a member sends a demo transfer, submits its hash on /deposit and sees the balance rise', async (t) => {
  const { page } = t;
  await openDeposits(t);
  const member = await t.signInAsMember({ fullName: 'Ada Lovelace' });
  await t.goto('/deposit');
  await expectVisible(page.getByRole('heading', { name: 'Make a Deposit' }));
  await expectVisible(page.getByTestId('deposit-address'));
  await t.screen('deposit');

  await page.getByRole('button', { name: '50 USDT', exact: true }).click();
  // The minimum deposit comes from settings: quick amounts below it are disabled.
  assert.equal(await page.getByRole('button', { name: '10 USDT', exact: true }).isDisabled(), true);
  await page.getByRole('button', { name: 'Send a test transfer' }).click();
  await expectToast(page, /Test transfer sent: 50\.00 USDT/);
  const hash = await page.getByLabel('Transaction hash').inputValue();
  assert.match(hash, /^0x[0-9a-f]{64}$/);
  await expectVisible(page.getByText(/Found on BEP20: 50\.00 USDT to our address/));

  await page.getByRole('button', { name: 'Submit Deposit' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Deposit: $50.00 USDT on BEP20' });
  await expectVisible(banner.getByText('Pending', { exact: true }));
  await t.screen('deposit-pending');

  await finalize(t, 'BEP20');
  await page
    .getByTestId('deposit-row')
    .filter({ hasText: 'Credited to your balance' })
    .first()
    .waitFor({ timeout: CREDIT_WAIT_MS });
  // The banner follows the same deposit to the end: it never disagrees with the list beside it.
  await banner.getByText('Confirmed: credited to your balance').waitFor({ timeout: CREDIT_WAIT_MS });
  await expectVisible(banner.getByText('Confirmed', { exact: true }));
  assert.equal(await balance(t, member.token), '50.00');
  await t.goto('/dashboard');
  await expectVisible(page.getByText('$50.00'));
});

test('the dashboard deposit modal confirms a final transfer at once and closes', async (t) => {
  const { page } = t;
  await openDeposits(t);
  const member = await t.signInAsMember({ fullName: 'Alan Turing' });
  await t.goto('/dashboard');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit USDT' });
  await expectVisible(dialog.getByTestId('deposit-address'));
  await dialog.getByText('POL-USDC').click();
  await t.screen('deposit-modal');

  // Submit checks in their fixed order: nothing found yet.
  await dialog.getByRole('button', { name: 'Submit Deposit' }).click();
  await expectToast(page, 'Please paste a valid transaction hash first');

  await dialog.getByRole('button', { name: 'Send a test transfer' }).click();
  await expectVisible(dialog.getByText(/Found on POLYGON: 50\.00 USDC/));
  await finalize(t, 'POLYGON');
  await dialog.getByRole('button', { name: 'Submit Deposit' }).click();
  await expectVisible(dialog.getByText('Deposit confirmed and credited to your balance.'));
  await dialog.waitFor({ state: 'detached', timeout: 5_000 });
  assert.equal(await balance(t, member.token), '50.00');

  // The confirmation's toast leaves first: caught on its way out under the history's overlay, its
  // fading title reads as text without contrast.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Deposit history' }).click();
  const history = page.getByRole('dialog', { name: 'Deposit history' });
  await expectVisible(history.getByTestId('deposit-row').filter({ hasText: 'Credited to your balance' }));
  await t.screen('deposit-history');
});

test('an administrator approves a pending deposit sent to the shared address', async (t) => {
  const { page } = t;
  await openDeposits(t);
  const member = await t.createMember({ fullName: 'Katherine Johnson' });
  const sent = (await t.api.request(
    'POST',
    '/deposit/test-transfer',
    { network: 'BEP20', currency: 'USDT', amount: '75', target: 'company' },
    member.token,
  )) as { transactionHash: string };
  const claim = (await t.api.request(
    'POST',
    '/deposit/usdt/create',
    { amount: '75', network: 'BEP20', transactionHash: sent.transactionHash },
    member.token,
  )) as { deposit: { status: string; reviewRequired: boolean } };
  assert.deepEqual([claim.deposit.status, claim.deposit.reviewRequired], ['PENDING', true]);
  // A claim reserves nothing (decision 017): another member may claim the same transfer.
  const rival = await t.createMember({ fullName: 'Dorothy Vaughan' });
  const rivalClaim = (await t.api.request(
    'POST',
    '/deposit/usdt/create',
    { amount: '75', network: 'BEP20', transactionHash: sent.transactionHash },
    rival.token,
  )) as { deposit: { id: string; status: string } };
  assert.equal(rivalClaim.deposit.status, 'PENDING');

  await t.signInAsAdmin();
  const search = async () => {
    await t.goto('/admin?tab=deposits');
    await page.getByLabel('Search by user, email, phone or transaction hash').fill(member.email);
  };
  await search();
  const row = page.getByTestId('admin-deposit-row').filter({ hasText: member.email });
  await expectVisible(row.getByText('PENDING'));
  const dialog = page.getByRole('dialog', { name: 'Process deposit' });
  // Before the transfer is final, the dialog says so and the server refuses the approval.
  await row.getByRole('button', { name: 'Process' }).click();
  await expectVisible(dialog.getByTestId('not-final').getByText(/Not final yet: \d+ of \d+ confirmations/));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, /The transaction is not final yet \(\d+ of \d+ confirmations\)/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await finalize(t, 'BEP20');
  await search();
  await expectVisible(row.getByText('PENDING'));
  await t.screen('admin-deposits');
  await row.getByRole('button', { name: 'Process' }).click();
  const claimants = dialog.getByTestId('deposit-claimants');
  await expectVisible(claimants.getByText('Katherine Johnson').first());
  await expectVisible(claimants.getByText('Dorothy Vaughan').first());
  await dialog.getByLabel('Admin notes').fill('Sender confirmed with the member');
  await t.screen('admin-deposit-process');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Deposit approved successfully!');
  await expectVisible(row.getByText('CONFIRMED'));
  assert.equal(await balance(t, member.token), '75.00');
  const closed = (await t.api.request(
    'GET',
    `/deposit/${rivalClaim.deposit.id}`,
    undefined,
    rival.token,
  )) as {
    deposit: { status: string; adminNotes: string | null };
  };
  assert.deepEqual(closed.deposit, {
    ...closed.deposit,
    status: 'FAILED',
    adminNotes: "Credited to another member's claim.",
  });

  await page.getByRole('button', { name: 'Check Transaction' }).click();
  const check = page.getByRole('dialog', { name: 'Check Transaction' });
  await check.getByLabel('Transaction hash').fill(sent.transactionHash);
  await check.getByRole('button', { name: 'Check' }).click();
  await expectVisible(check.getByText('Found, sent to us'));
  await t.screen('admin-check-transaction');
});
