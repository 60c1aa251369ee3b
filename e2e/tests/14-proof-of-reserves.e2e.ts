import { toMicros } from '@nova/contracts';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { memberAccountKey, systemAccountKey } from '../../apps/server/src/modules/ledger/ledger.accounts.ts';
import { expectVisible } from '../harness/expect.ts';
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
