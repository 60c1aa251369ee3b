import { readFileSync } from 'node:fs';
import { decodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem';
import { creditEarnings, memberWithMoneyOpen, payOnChain } from '../harness/money.ts';
import { openDashboard, toast, useToken } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

// The member follows the payout to the explorer: the local chains answer with mainnet's explorers.
test.use({ mainnetExplorers: true });

const first = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const second = getAddress('0x2546bcd3c84621e976d8185a91a922ae77ecec30');

test('an administrator batches approved withdrawals, downloads the files and records one hash', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const member = await memberWithMoneyOpen({ api, admin, members }, 'Bea Batch');
  await creditEarnings(server, member.userId, '200');
  for (const [walletAddress, amount] of [
    [first, '40'],
    [second, '60'],
  ] as const) {
    const body = { amount, currency: 'USDT', network: 'BEP20', walletAddress };
    const { withdrawal } = (await api.request('POST', '/withdrawal/request', body, member.token)) as {
      withdrawal: { id: string };
    };
    await api.request(
      'PATCH',
      `/admin/withdrawals/${withdrawal.id}/process`,
      { action: 'APPROVE' },
      await admin.token(),
    );
  }

  await admin.signIn(page);
  await page.goto('/admin?tab=withdrawals');
  const rows = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.getByLabel('Select for a batch').check();
  await page.getByRole('button', { name: 'Create batch (USDT on BEP20)' }).click();
  await expect(toast(page, 'Batch of 2 created; open it in the Batches tab')).toBeVisible();
  await expect(rows.getByText('In a batch')).toHaveCount(2);
  await checkScreen('admin-withdrawals-batched');

  await page.goto('/admin?tab=payout-batches');
  const batchRow = page.getByRole('table', { name: 'Withdrawal batches' }).getByRole('row').nth(1);
  await expect(batchRow).toContainText('$100.00');
  await checkScreen('admin-batches');
  await batchRow.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal batch' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Safe file' }).click(),
  ]);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as { transactions: { data: Hex }[] };
  const recipients = file.transactions.map(
    (transaction) => decodeFunctionData({ abi: erc20Abi, data: transaction.data }).args[0],
  );
  expect(recipients).toEqual([first, second]);

  const hash = await payOnChain(server, 'BEP20', first, '40');
  await dialog.getByLabel('Transaction hash of the payout').fill(hash);
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog.getByText('1 completed with this transaction')).toBeVisible();
  await expect(dialog.getByText(`No transfer of 60.00 USDT to ${second} in this transaction`)).toBeVisible();
  await checkScreen('admin-batch-recorded');

  await useToken(page, member.token);
  await openDashboard(page);
  await page
    .getByRole('region', { name: 'Withdrawable balance' })
    .getByRole('button', { name: 'History' })
    .click();
  const history = page.getByRole('dialog', { name: 'Withdrawal History' });
  const paid = history.getByRole('listitem').filter({ hasText: 'COMPLETED' });
  await expect(paid).toHaveCount(1);
  const payout = paid.getByRole('link', { name: `${hash} (opens in a new tab)` });
  await expect(payout).toHaveAttribute('href', `https://bscscan.com/tx/${hash}`);
  await expect(payout).toHaveAttribute('target', '_blank');
  await expect(payout).toHaveAttribute('rel', 'noopener noreferrer');
  await checkScreen('withdrawal-history-payout-link');
});
