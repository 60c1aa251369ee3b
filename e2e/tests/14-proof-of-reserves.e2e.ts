import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { deposit, openMoney } from '../harness/money.ts';
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
  await deposit(api, server, member, '25');
  await api.request('POST', '/admin/proofs', undefined, await admin.token());

  await page.goto('/transparency');
  const section = page.getByTestId('proof-of-reserves');
  await expect(section.getByText('Total owed (root sum)')).toBeVisible();
  await section.getByRole('button', { name: 'Verify my balance' }).click();
  await expect(
    section.getByText(/Verified in your browser: your balance of \$25\.00 is included/),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'Download the proof as JSON' })).toBeVisible();
  await checkScreen('14-proof-of-reserves');
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
