import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { deposit, openMoney, payOnChain, watcherHasRead } from '../harness/money.ts';
import { toast } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

test('a member verifies their balance against the published root, in the browser', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const member = await members.signIn(page, { fullName: 'Ada Proof' });
  await openMoney(api, admin);
  // A snapshot reads at the block the deposit watcher has read: each waits for it to read the transfer.
  await watcherHasRead(server, 'BEP20', await deposit(api, server, member, '25'));
  await api.request('POST', '/admin/proofs', undefined, await admin.token());

  // Tokens sent straight to a company address, not through a deposit: on chain, credited to nobody.
  const company = server.chains.chains.POLYGON.companyAddress;
  await watcherHasRead(server, 'POLYGON', await payOnChain(server, 'POLYGON', company, '5'));
  await api.request('POST', '/admin/proofs', undefined, await admin.token());
  const list = (await api.request('GET', '/public/proofs?limit=2')) as {
    snapshots: { rootHash: string; totalReserves: string }[];
  };
  const [latest, previous] = list.snapshots;
  const ledger = (await api.request('GET', '/public/transparency')) as { totalAssets: string };
  // The difference shown is the chain's reserves less the ledger's custody, 5 more than before.
  expect(Number(latest?.totalReserves) - Number(previous?.totalReserves)).toBeCloseTo(5, 2);
  const shown = Number(latest?.totalReserves) - Number(ledger.totalAssets);
  const usd = `${shown < 0 ? '−' : ''}$${Math.abs(shown).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  await page.goto('/transparency');
  const section = page.getByTestId('proof-of-reserves');
  const differenceRow = section.locator('dt', { hasText: 'Difference (chain − ledger)' });
  await expect(differenceRow.locator('xpath=following-sibling::dd')).toHaveText(usd);
  await section.getByText(/^Addresses read/).click();
  await section.getByLabel('Search an address').fill(company);
  await expect(section.getByText(/company · USDT on Polygon/)).toBeVisible();

  const history = page.getByTestId('proof-history').getByRole('listitem');
  await expect(history.first()).toContainText(latest?.rootHash ?? 'missing');
  await expect(history.nth(1)).toContainText(previous?.rootHash ?? 'missing');

  await expect(section.getByText('Total owed (root sum)')).toBeVisible();
  await checkScreen('14-proof-of-reserves');

  await page.goto('/transparency/verify');
  await page.getByRole('button', { name: 'Verify my balance' }).click();
  await expect(
    page.getByText(/Verified in your browser: your balance of \$25\.00 is included/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the proof as JSON' })).toBeVisible();
  await checkScreen('14-transparency-verify');
});

test('an administrator declares a cold wallet with its signature and takes a snapshot', async ({
  adminPage: page,
  checkScreen,
  api,
  server,
}) => {
  const wallet = privateKeyToAccount(generatePrivateKey());
  // The day on the server's clock, which a file run before this one on the worker may have moved.
  const day = server.clock.now().toISOString().slice(0, 10);
  const message = `Nova proof of reserves: I control ${wallet.address} (${server.app.deps.config.SITE_NAME}, ${day})`;
  await page.goto('/admin?tab=transparency');
  await page.getByLabel('Address').fill(wallet.address);
  await page.getByLabel('Signed message').fill(message);
  const stranger = privateKeyToAccount(generatePrivateKey());
  await page.getByLabel('Signature').fill(await stranger.signMessage({ message }));
  await page.getByRole('button', { name: 'Declare the wallet' }).click();
  await expect(page.getByText('The signature does not match the address and message')).toBeVisible();
  await page.getByLabel('Signature').fill(await wallet.signMessage({ message }));
  await page.getByRole('button', { name: 'Declare the wallet' }).click();
  await expect(toast(page, 'Cold wallet declared; it counts from the next snapshot')).toBeVisible();
  await checkScreen('14-admin-transparency');
  await page.getByRole('button', { name: 'Take a snapshot now' }).click();
  await expect(toast(page, 'Snapshot taken and published')).toBeVisible();
  const list = (await api.request('GET', '/public/proofs?limit=1')) as { snapshots: { id: string }[] };
  const latest = (await api.request('GET', `/public/proofs/${list.snapshots[0]?.id}`)) as {
    coldWallets: { address: string }[];
  };
  expect(latest.coldWallets.map((cold) => cold.address)).toEqual([wallet.address]);
});
