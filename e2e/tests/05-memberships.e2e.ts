import assert from 'node:assert/strict';
import { toMicros } from '@nova/contracts';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { memberAccountKey, systemAccountKey } from '../../apps/server/src/modules/ledger/ledger.accounts.ts';
import { createMember } from '../../apps/server/test/fixtures.ts';
import { setReferrer } from '../../apps/server/test/membership-fixtures.ts';
import type { TestContext } from '../harness/context.ts';
import { expectFocused, expectPath, expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';
import { fixtureApp } from '../harness/server-fixtures.ts';

test('the transparency page is linked from the footer and shows the ledger figures', async (t) => {
  const { page } = t;
  await t.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' }).click();
  await expectPath(page, '/transparency');
  await expectVisible(page.getByRole('heading', { name: 'Transparency', level: 1 }));
  await expectVisible(page.getByText('Days the pool covers'));
  await expectVisible(page.getByText(/^Read at /));
  await t.screen('transparency');
});

test('the administrator creates a VIP level and funds the rewards pool', async (t) => {
  const { page } = t;
  await t.signInAsAdmin();
  await t.goto('/admin?tab=vips');
  await page.getByRole('button', { name: 'New level' }).click();
  await page.getByLabel('Name').fill('Starter');
  await page.getByLabel('Amount (USD)', { exact: true }).fill('10');
  await page.getByLabel('Daily earning (USD)').fill('1');
  await page.getByLabel('Bicycle model').fill('City Cruiser 3');
  await page.getByLabel('Bicycle features').fill('Steel frame\n3-speed hub');
  await page.getByRole('button', { name: 'Create level' }).click();
  await expectToast(page, 'VIP level created');
  await expectVisible(page.getByRole('cell', { name: 'Starter' }));

  await page.getByLabel('Funding amount (USD)').fill('500');
  await page.getByLabel('Note').fill('Opening balance');
  await page.getByRole('button', { name: 'Fund pool' }).click();
  await expectToast(page, 'Rewards pool funded');
  await expectVisible(page.getByText('$500.00').first());
  await t.screen('admin-vips');
});

test('a member without deposits is asked to deposit, and told earnings cannot pay', async (t) => {
  const { page } = t;
  await t.signInAsMember();
  await t.goto('/vip-selection');
  await expectVisible(page.getByRole('heading', { name: 'Choose Your VIP Level' }));
  await expectVisible(page.getByText('V0 - No VIP Joined'));
  await t.screen('vip-selection');
  await page.getByRole('button', { name: 'Deposit' }).first().click();
  const dialog = page.getByRole('dialog');
  await expectVisible(
    dialog.getByText('Daily earnings and referral bonuses cannot be used for VIP purchases.', {
      exact: false,
    }),
  );
  await t.screen('vip-purchase-deposit-needed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Skip for Now' }).click();
  await expectPath(page, '/dashboard');
});

test('a level chosen on the dashboard opens its dialog, and closing it returns to the button', async (t) => {
  const { page } = t;
  await t.signInAsMember();
  await t.openDashboard();
  const levels = page.getByRole('region', { name: 'VIP levels' });
  const choose = levels.getByRole('button', { name: 'Deposit' }).first();
  await choose.click();
  await expectVisible(page.getByRole('dialog'));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await expectFocused(choose);
});

test('the dashboard and Tasks show a member without a level the way to one', async (t) => {
  const { page } = t;
  await t.signInAsMember();
  await t.openDashboard();
  await expectVisible(page.getByText('No VIP Membership'));
  await expectVisible(page.getByRole('link', { name: 'View All VIP Levels' }));
  await t.screen('dashboard-vip');
  await t.goto('/tasks');
  await expectVisible(page.getByText('Daily earning session').first());
  // The live clock shows the member's local time (the UTC day boundary is explained beside it).
  await expectVisible(page.getByText(/\d\d:\d\d:\d\d/).first());
  await t.screen('tasks');
  await page.getByRole('main').getByRole('link', { name: 'Choose VIP Level' }).click();
  await expectPath(page, '/vip-selection');
  const levels = (await t.api.request('GET', '/vip/public/levels')) as { levels: { name: string }[] };
  assert.ok(levels.levels.some((level) => level.name === 'Starter'));
});

/** Credits a member's deposit account as a confirmed deposit would (deposits are not under test here). */
async function creditDeposit(t: TestContext, userId: string, amount: string): Promise<void> {
  const result = await t.env.server.app.services.ledger.transfer({
    key: `e2e:deposit:${newId()}`,
    debitAccountKey: systemAccountKey('custody', 'BEP20'),
    creditAccountKey: memberAccountKey(userId, 'deposit'),
    amountMicros: toMicros(amount),
    type: 'DEPOSIT',
    description: 'Deposit',
  });
  if (!result.ok) throw new Error(`e2e deposit refused: ${result.status}`);
}

test('a member buys a level with a deposit, runs a session and is paid; the referrer sees the bonus', async (t) => {
  const { page } = t;
  const adminToken = await t.adminToken();
  await t.api.request(
    'PUT',
    '/admin/settings',
    {
      earningPolicy: { sessionHours: 1, creditAt: 'end', weekendRestricted: false },
      referralBonusLevel1Rate: 0.1,
    },
    adminToken,
  );
  await t.api.request(
    'POST',
    '/admin/vip-levels',
    { name: 'Silver', amount: 100, dailyEarning: 10 },
    adminToken,
  );
  // Made in the database, not through registration: the suite's registrations are rate limited.
  const referrer = await createMember(fixtureApp(t), { fullName: 'Rita Referrer' });
  const buyer = await createMember(fixtureApp(t), { fullName: 'Bob Buyer' });
  await setReferrer(fixtureApp(t), buyer.userId, referrer.userId);
  await creditDeposit(t, buyer.userId, '150');

  await t.useToken(buyer.token);
  await t.goto('/vip-selection');
  const silver = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Silver' }) });
  await silver.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm VIP Purchase' });
  await expectVisible(dialog.getByText('will be taken from your deposited balance', { exact: false }));
  await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
  await expectToast(page, 'Successfully joined Silver');
  await expectPath(page, '/dashboard');

  await t.goto('/tasks');
  await page.getByRole('button', { name: 'Start Earning' }).click();
  await expectToast(page, 'Earning session started! You will earn in 1 hour.');
  await expectVisible(page.getByText(/Active · /));
  await t.screen('tasks-active');

  t.env.server.clock.advance(2 * 3_600_000);
  await t.env.server.app.services.earningSessions.settleDue();
  await t.goto('/dashboard');
  const earnings = page.getByRole('listitem').filter({ hasText: 'Total earnings' });
  await expectVisible(earnings.getByText('$10.00'));
  const transactions = (await t.api.request('GET', '/wallet/transactions', undefined, buyer.token)) as {
    data: { type: string; amount: string }[];
  };
  assert.deepEqual(
    transactions.data.map((row) => [row.type, row.amount]),
    [
      ['VIP_EARNINGS', '10.00'],
      ['VIP_PAYMENT', '-100.00'],
      ['DEPOSIT', '150.00'],
    ],
  );

  await t.useToken(referrer.token);
  await t.goto('/dashboard');
  const bonus = page.getByRole('listitem').filter({ hasText: 'Referral bonus' });
  await expectVisible(bonus.getByText('$10.00'));
});
