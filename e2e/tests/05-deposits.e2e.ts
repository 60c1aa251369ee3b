import type { Api } from '../harness/api.ts';
import { claimCompanyTransfer, finalize, memberWithMoneyOpen, openMoney } from '../harness/money.ts';
import { toast } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

/** A deposit reaches its balance once the watcher (every 5 s) sees it final: wait up to this long. */
const CREDIT_WAIT_MS = 40_000;

async function balance(api: Api, token: string): Promise<string> {
  const stats = (await api.request('GET', '/wallet/stats', undefined, token)) as { balance: string };
  return stats.balance;
}

test('a member sends a demo transfer, submits its hash on /deposit and sees the balance rise', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  await openMoney(api, admin);
  const member = await members.signIn(page, { fullName: 'Ada Lovelace' });
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'Make a Deposit' })).toBeVisible();
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  await checkScreen('deposit');

  await page.getByRole('button', { name: '50 USDT', exact: true }).click();
  // The minimum deposit comes from settings: quick amounts below it are disabled.
  await expect(page.getByRole('button', { name: '10 USDT', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Send a test transfer' }).click();
  await expect(toast(page, /Test transfer sent: 50\.00 USDT/)).toBeVisible();
  const hash = await page.getByLabel('Transaction hash').inputValue();
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  await expect(page.getByText(/Found on BEP20: 50\.00 USDT to our address/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Submit Deposit' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'Deposit: $50.00 USDT on BEP20' });
  await expect(banner.getByText('Pending', { exact: true }).first()).toBeVisible();
  await checkScreen('deposit-pending');

  await finalize(server, 'BEP20');
  await expect(
    page.getByTestId('deposit-row').filter({ hasText: 'Credited to your balance' }).first(),
  ).toBeVisible({ timeout: CREDIT_WAIT_MS });
  // The banner follows the same deposit to the end: it never disagrees with the list beside it.
  await expect(banner.getByText('Confirmed: credited to your balance').first()).toBeVisible({
    timeout: CREDIT_WAIT_MS,
  });
  await expect(banner.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  expect(await balance(api, member.token)).toBe('50.00');
  await page.goto('/dashboard');
  await expect(page.getByText('$50.00').first()).toBeVisible();
});

test('the dashboard deposit modal confirms a final transfer at once and closes', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  await openMoney(api, admin);
  const member = await members.signIn(page, { fullName: 'Alan Turing' });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit USDT' });
  await expect(dialog.getByTestId('deposit-address')).toBeVisible();
  await dialog.getByText('POL-USDC').click();
  await checkScreen('deposit-modal');

  // Submit checks in their fixed order: nothing found yet.
  await dialog.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(toast(page, 'Please paste a valid transaction hash first')).toBeVisible();

  await dialog.getByRole('button', { name: 'Send a test transfer' }).click();
  await expect(dialog.getByText(/Found on POLYGON: 50\.00 USDC/).first()).toBeVisible();
  await finalize(server, 'POLYGON');
  await dialog.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(dialog.getByText('Deposit confirmed and credited to your balance.').first()).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  expect(await balance(api, member.token)).toBe('50.00');

  // The confirmation's toast leaves first: caught on its way out under the history's overlay, its
  // fading title reads as text without contrast.
  await expect(page.locator('[data-sonner-toast]').first()).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Deposit history' }).click();
  const history = page.getByRole('dialog', { name: 'Deposit history' });
  await expect(
    history.getByTestId('deposit-row').filter({ hasText: 'Credited to your balance' }),
  ).toBeVisible();
  await checkScreen('deposit-history');
});

test('an administrator approves a pending deposit sent to the shared address', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const member = await memberWithMoneyOpen({ api, admin, members }, 'Katherine Johnson');
  const sent = await claimCompanyTransfer(api, member, '75');
  expect([sent.deposit.status, sent.deposit.reviewRequired]).toEqual(['PENDING', true]);
  // A claim reserves nothing (decision 017): another member may claim the same transfer.
  const rival = await members.create({ fullName: 'Dorothy Vaughan' });
  const rivalClaim = (await api.request(
    'POST',
    '/deposit/usdt/create',
    { amount: '75', network: 'BEP20', transactionHash: sent.transactionHash },
    rival.token,
  )) as { deposit: { id: string; status: string } };
  expect(rivalClaim.deposit.status).toBe('PENDING');

  await admin.signIn(page);
  const search = async () => {
    await page.goto('/admin?tab=deposits');
    await page.getByLabel('Search by user, email, phone or transaction hash').fill(member.email);
  };
  await search();
  const row = page.getByTestId('admin-deposit-row').filter({ hasText: member.email });
  await expect(row.getByText('PENDING').first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Process deposit' });
  // Before the transfer is final, the dialog says so and the server refuses the approval.
  await row.getByRole('button', { name: 'Process' }).click();
  await expect(
    dialog
      .getByTestId('not-final')
      .getByText(/Not final yet: \d+ of \d+ confirmations/)
      .first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, /The transaction is not final yet \(\d+ of \d+ confirmations\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await finalize(server, 'BEP20');
  await search();
  await expect(row.getByText('PENDING').first()).toBeVisible();
  await checkScreen('admin-deposits');
  await row.getByRole('button', { name: 'Process' }).click();
  const claimants = dialog.getByTestId('deposit-claimants');
  await expect(claimants.getByText('Katherine Johnson').first()).toBeVisible();
  await expect(claimants.getByText('Dorothy Vaughan').first()).toBeVisible();
  await dialog.getByLabel('Admin notes').fill('Sender confirmed with the member');
  await checkScreen('admin-deposit-process');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Deposit approved successfully!')).toBeVisible();
  await expect(row.getByText('CONFIRMED').first()).toBeVisible();
  expect(await balance(api, member.token)).toBe('75.00');
  const closed = (await api.request('GET', `/deposit/${rivalClaim.deposit.id}`, undefined, rival.token)) as {
    deposit: { status: string; adminNotes: string | null };
  };
  expect(closed.deposit).toMatchObject({
    status: 'FAILED',
    adminNotes: "Credited to another member's claim.",
  });

  await page.getByRole('button', { name: 'Check Transaction' }).click();
  const check = page.getByRole('dialog', { name: 'Check Transaction' });
  await check.getByLabel('Transaction hash').fill(sent.transactionHash);
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('Found, sent to us').first()).toBeVisible();
  await checkScreen('admin-check-transaction');
});
