import assert from 'node:assert/strict';
import { creditEarnings } from '../../apps/server/test/withdrawal-fixtures.ts';
import { expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';
import { fixtureApp } from '../harness/server-fixtures.ts';

const tabs = [
  ['dashboard', 'Dashboard'],
  ['deposits', 'Deposits'],
  ['withdrawals', 'Withdrawals'],
  ['withdrawal-history', 'History'],
  ['users', 'Users'],
  ['fee-tiers', 'Fee Tiers'],
  ['settings', 'Settings'],
  ['vips', 'VIPs'],
  ['vip-members', 'VIP Members'],
  ['audit', 'Audit'],
] as const;

test('every admin tab opens from its URL; an unknown one shows the dashboard; Back returns', async (t) => {
  const { page } = t;
  await t.signInAsAdmin();
  for (const [key, label] of tabs) {
    await t.goto(`/admin?tab=${key}`);
    await expectVisible(page.getByRole('tab', { name: label, selected: true }));
  }
  await t.goto('/admin?tab=nonsense');
  await expectVisible(page.getByRole('tab', { name: 'Dashboard', selected: true }));
  await page.waitForURL((url) => url.searchParams.get('tab') === 'dashboard');

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
  await page.getByRole('tab', { name: 'Audit' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'audit');
  await page.goBack();
  await expectVisible(page.getByRole('tab', { name: 'Users', selected: true }));
});

test('an administrator finds a member, opens each dialog, sees the chart, suspends and reactivates them', async (t) => {
  const { page } = t;
  const member = await t.createMember({ fullName: 'Ada Lovelace' });
  const { userId } = await t.env.server.app.services.auth.authenticate(member.token);
  await creditEarnings(fixtureApp(t), userId, '2.5');
  await t.signInAsAdmin();
  await t.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(member.email);
  const card = page.getByRole('region', { name: 'Ada Lovelace' });
  await expectVisible(card);
  await expectVisible(card.getByText('Active', { exact: true }));

  await card.getByRole('button', { name: 'Details' }).click();
  await expectVisible(card.getByText('Verification Complete'));
  await t.screen('admin-users');

  await card.getByRole('button', { name: 'Deposits' }).click();
  await expectVisible(page.getByRole('dialog').getByText('No deposits found'));
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Withdrawals' }).click();
  await expectVisible(page.getByRole('dialog').getByText('No withdrawals found'));
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Referrals' }).click();
  await expectVisible(page.getByRole('dialog').getByText('ROOT'));
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Earnings' }).click();
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText('Total earnings'));
  await expectVisible(dialog.getByRole('figure', { name: 'Earnings of the last 14 days' }));
  await expectVisible(dialog.getByRole('figure').locator('canvas'));
  // The figures, for screen readers, as a table beside the drawing.
  await dialog.getByRole('table', { name: 'Earnings of the last 14 days' }).waitFor({ state: 'attached' });
  await expectVisible(dialog.getByText('+$2.50'));
  await t.screen('admin-user-earnings');
  await dialog.getByRole('button', { name: 'Hide chart' }).click();
  assert.equal(await dialog.getByRole('figure').count(), 0);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Suspend' }).click();
  await expectToast(page, 'User status updated successfully!');
  await expectVisible(card.getByText('Suspended', { exact: true }));
  // The member's session ended at once.
  await assert.rejects(t.api.request('GET', '/wallet/stats', undefined, member.token));
  await card.getByRole('button', { name: 'Activate' }).click();
  await expectVisible(card.getByText('Active', { exact: true }));
});

test('VIP Members filters by level and opens the referral tree; the Audit tab shows before and after', async (t) => {
  const { page } = t;
  await t.signInAsAdmin();
  await t.goto('/admin?tab=vip-members');
  await page.getByLabel('Search VIP members').fill('no such level');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expectVisible(page.getByText('No VIP members found'));
  await t.screen('admin-vip-members');

  await t.goto('/admin?tab=audit');
  await page.getByLabel('Action').fill('users');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expectVisible(page.getByText('users.suspend').first());
  await expectVisible(page.getByText('Before').first());
  await t.screen('admin-audit');
});
