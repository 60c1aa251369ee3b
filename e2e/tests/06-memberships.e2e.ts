import assert from 'node:assert/strict';
import { expectPath, expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

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

test('the dashboard and Tasks show a member without a level the way to one', async (t) => {
  const { page } = t;
  await t.signInAsMember();
  await t.goto('/dashboard');
  await expectVisible(page.getByText('No VIP Membership'));
  await expectVisible(page.getByRole('link', { name: 'View All VIP Levels' }));
  await t.screen('dashboard-vip');
  await t.goto('/tasks');
  await expectVisible(page.getByText('Daily earning session').first());
  await expectVisible(page.getByText(/\d\d:\d\d:\d\d UTC/));
  await t.screen('tasks');
  await page.getByRole('main').getByRole('link', { name: 'Choose VIP Level' }).click();
  await expectPath(page, '/vip-selection');
  const levels = (await t.api.request('GET', '/vip/public/levels')) as { levels: { name: string }[] };
  assert.ok(levels.levels.some((level) => level.name === 'Starter'));
});
