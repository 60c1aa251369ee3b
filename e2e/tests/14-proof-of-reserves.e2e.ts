import assert from 'node:assert/strict';
import { toMicros } from '@nova/contracts';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { memberAccountKey, systemAccountKey } from '../../apps/server/src/modules/ledger/ledger.accounts.ts';
import { expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

test('a member verifies their balance against the published root, in the browser', async (t) => {
  const { page } = t;
  const member = await t.signInAsMember({ fullName: 'Ada Proof' });
  const profile = (await t.api.request('GET', '/auth/profile', undefined, member.token)) as {
    user: { id: string };
  };
  const { app } = t.env.server;
  const credited = await app.services.ledger.transfer({
    key: `e2e:deposit:${newId()}`,
    debitAccountKey: systemAccountKey('custody', 'BEP20'),
    creditAccountKey: memberAccountKey(profile.user.id, 'deposit'),
    amountMicros: toMicros('25'),
    type: 'DEPOSIT',
    description: 'Deposit',
  });
  if (!credited.ok) throw new Error(`e2e deposit refused: ${credited.status}`);
  await t.api.request('POST', '/admin/proofs', undefined, await t.adminToken());

  await t.goto('/transparency');
  const section = page.getByTestId('proof-of-reserves');
  await expectVisible(section.getByText('Total owed (root sum)'));
  await section.getByRole('button', { name: 'Verify my balance' }).click();
  await expectVisible(section.getByText(/Verified in your browser: your balance of \$25\.00 is included/));
  await expectVisible(section.getByRole('link', { name: 'Download the proof as JSON' }));
  await t.screen('14-proof-of-reserves');
});

test('an administrator declares a cold wallet with its signature and takes a snapshot', async (t) => {
  const { page } = t;
  const wallet = privateKeyToAccount(generatePrivateKey());
  const message = `Nova proof of reserves: I control ${wallet.address} (${t.env.server.app.deps.config.SITE_NAME}, ${new Date().toISOString().slice(0, 10)})`;
  await t.signInAsAdmin();
  await t.goto('/admin?tab=transparency');
  await page.getByLabel('Address').fill(wallet.address);
  await page.getByLabel('Signed message').fill(message);
  const stranger = privateKeyToAccount(generatePrivateKey());
  await page.getByLabel('Signature').fill(await stranger.signMessage({ message }));
  await page.getByRole('button', { name: 'Declare the wallet' }).click();
  await expectVisible(page.getByText('The signature does not match the address and message'));
  await page.getByLabel('Signature').fill(await wallet.signMessage({ message }));
  await page.getByRole('button', { name: 'Declare the wallet' }).click();
  await expectToast(page, 'Cold wallet declared; it counts from the next snapshot');
  await t.screen('14-admin-transparency');
  await page.getByRole('button', { name: 'Take a snapshot now' }).click();
  await expectToast(page, 'Snapshot taken and published');
  const list = (await t.api.request('GET', '/public/proofs?limit=1')) as { snapshots: { id: string }[] };
  const latest = (await t.api.request('GET', `/public/proofs/${list.snapshots[0]?.id}`)) as {
    coldWallets: { address: string }[];
  };
  assert.deepEqual(
    latest.coldWallets.map((cold) => cold.address),
    [wallet.address],
  );
});
