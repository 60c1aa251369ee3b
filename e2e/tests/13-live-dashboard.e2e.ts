import assert from 'node:assert/strict';
import { mineBlocks } from '../../apps/server/src/dev-chains/dev-chain-actions.ts';
import { expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

/**
 * Virtual time the page may live through while it waits for the credit: half the wallet's 10 s
 * polling interval. The page's clock is paused and moved on by hand, so no poll can fire in that
 * budget however long the chain and the watcher take in real time — the balance can only arrive
 * through the live stream.
 */
const VIRTUAL_BUDGET_MS = 5_000;
const STEP_MS = 25;

test('a deposit credited on chain appears on the open dashboard, pushed by the live stream', async (t) => {
  const { page } = t;
  await t.api.request('PUT', '/admin/settings', { isDepositEnabled: true }, await t.adminToken());
  const member = await t.signInAsMember({ fullName: 'Live Member' });
  await page.clock.install();
  const [stream] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events', {
      timeout: 30_000,
    }),
    t.goto('/dashboard'),
  ]);
  assert.equal(stream.status(), 200);
  await expectVisible(page.getByRole('heading', { name: 'Your wallet' }));
  await expectVisible(page.getByText('$0.00'));
  // From here on, page timers (polling among them) fire only when this test moves the clock.
  await page.clock.pauseAt(Date.now() + 1_000);

  const sent = (await t.api.request(
    'POST',
    '/deposit/test-transfer',
    { network: 'BEP20', currency: 'USDT', amount: '50' },
    member.token,
  )) as { transactionHash: string };
  assert.match(sent.transactionHash, /^0x[0-9a-f]{64}$/);
  await mineBlocks(t.env.chains.chains.BEP20, 6);

  const credited = page.getByText('$50.00').first();
  let virtualMs = 0;
  while (!(await credited.isVisible()) && virtualMs < VIRTUAL_BUDGET_MS) {
    await page.clock.runFor(STEP_MS);
    virtualMs += STEP_MS;
    await page.waitForTimeout(200);
  }
  assert.equal(await credited.isVisible(), true, 'the credited balance did not arrive through the stream');
  await page.clock.resume();
});
