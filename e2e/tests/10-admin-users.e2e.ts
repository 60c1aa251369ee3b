import { creditEarnings } from '../harness/money.ts';
import { toast } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

// The Audit tab's test reads the suspension the test before it made.
test.describe.configure({ mode: 'serial' });

// Every admin tab, in the order the panel shows them.
const tabs = [
  ['dashboard', 'Dashboard'],
  ['deposits', 'Deposits'],
  ['withdrawals', 'Withdrawals'],
  ['payout-batches', 'Batches'],
  ['withdrawal-history', 'History'],
  ['users', 'Users'],
  ['fee-tiers', 'Fee Tiers'],
  ['settings', 'Settings'],
  ['vips', 'VIPs'],
  ['news', 'News'],
  ['site', 'Site'],
  ['transparency', 'Transparency'],
  ['vip-members', 'VIP Members'],
  ['audit', 'Audit'],
] as const;

test('every admin tab opens from its URL; an unknown one shows the dashboard; Back returns', async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText(
    tabs.map(([, label]) => label),
  );
  for (const [key, label] of tabs) {
    await page.goto(`/admin?tab=${key}`);
    await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
  }
  await page.goto('/admin?tab=nonsense');
  await expect(page.getByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'dashboard');

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
  await page.getByRole('tab', { name: 'Audit' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'audit');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
});

test('an administrator finds a member, opens each dialog, sees the chart, suspends and reactivates them', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const member = await members.create({ fullName: 'Ada Lovelace' });
  await creditEarnings(server, member.userId, '2.5');
  await admin.signIn(page);
  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users').fill(member.email);
  // Other files on this worker have their Ada Lovelace too: the card is this member's, by email,
  // whether the search has narrowed the list yet or not.
  const card = page.getByRole('region', { name: 'Ada Lovelace' }).filter({ hasText: member.email });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active', { exact: true }).first()).toBeVisible();

  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card.getByText('Verification Complete').first()).toBeVisible();
  await checkScreen('admin-users');

  await card.getByRole('button', { name: 'Deposits' }).click();
  await expect(page.getByRole('dialog').getByText('No deposits found').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Withdrawals' }).click();
  await expect(page.getByRole('dialog').getByText('No withdrawals found').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Referrals' }).click();
  await expect(page.getByRole('dialog').getByText('ROOT').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Earnings' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Total earnings').first()).toBeVisible();
  await expect(dialog.getByRole('figure', { name: 'Earnings of the last 14 days' })).toBeVisible();
  await expect(dialog.getByRole('figure').locator('canvas')).toBeVisible();
  // The figures, for screen readers, as a table beside the drawing.
  await expect(dialog.getByRole('table', { name: 'Earnings of the last 14 days' })).toBeAttached();
  await expect(dialog.getByText('+$2.50').first()).toBeVisible();
  await checkScreen('admin-user-earnings');
  await dialog.getByRole('button', { name: 'Hide chart' }).click();
  await expect(dialog.getByRole('figure')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, 'User status updated successfully!')).toBeVisible();
  await expect(card.getByText('Suspended', { exact: true }).first()).toBeVisible();
  // The member's session ended at once.
  await expect(api.request('GET', '/wallet/stats', undefined, member.token)).rejects.toThrow();
  await card.getByRole('button', { name: 'Activate' }).click();
  await expect(card.getByText('Active', { exact: true }).first()).toBeVisible();
});

test('VIP Members filters by level and opens the referral tree; the Audit tab shows before and after', async ({
  adminPage: page,
  checkScreen,
}) => {
  await page.goto('/admin?tab=vip-members');
  await page.getByLabel('Search VIP members').fill('no such level');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No VIP members found').first()).toBeVisible();
  await checkScreen('admin-vip-members');

  await page.goto('/admin?tab=audit');
  await page.getByLabel('Action').fill('users');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('users.suspend').first()).toBeVisible();
  await expect(page.getByText('Before').first()).toBeVisible();
  await checkScreen('admin-audit');
});
