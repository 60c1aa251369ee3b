import assert from 'node:assert/strict';
import { REFERRAL_RATES_SUM_MESSAGE } from '@nova/contracts';
import { expectPath, expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

test('the administrator reaches the Admin Panel from the menu', async (t) => {
  await t.signInAsAdmin();
  await t.goto('/dashboard');
  await t.page.getByRole('button', { name: /Account menu for/ }).click();
  await expectVisible(t.page.getByRole('menu').getByText('Administrator', { exact: true }));
  await t.page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expectPath(t.page, '/admin');
  await expectVisible(t.page.getByRole('heading', { name: 'Admin Panel' }));
  // Plain /admin opens the Dashboard tab.
  await expectVisible(t.page.getByRole('tab', { name: 'Dashboard', selected: true }));
});

test('the administrator changes settings in the Settings tab and members see them', async (t) => {
  const { page } = t;
  await t.signInAsAdmin();
  await t.goto('/admin?tab=settings');
  const minDeposit = page.getByLabel('Minimum deposit');
  await expectVisible(minDeposit);
  await t.screen('admin-settings');

  await page.getByLabel('Level 1 (direct)').fill('95');
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expectVisible(page.getByText(REFERRAL_RATES_SUM_MESSAGE));

  await page.getByLabel('Level 1 (direct)').fill('12.5');
  await minDeposit.fill('45');
  await page.getByRole('switch', { name: 'Enable deposits' }).click();
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expectToast(page, 'Settings updated successfully!');

  await page.reload();
  await expectVisible(minDeposit);
  assert.equal(await minDeposit.inputValue(), '45.00');
  assert.equal(await page.getByLabel('Level 1 (direct)').inputValue(), '12.5');
  assert.equal(
    await page.getByRole('switch', { name: 'Enable deposits' }).getAttribute('aria-checked'),
    'false',
  );

  const publicSettings = (await t.api.request('GET', '/settings/public')) as Record<string, unknown>;
  assert.equal(publicSettings.minDepositAmount, '45.00');
  assert.equal(publicSettings.referralBonusLevel1Rate, 0.125);
  assert.equal(publicSettings.isDepositEnabled, false);
});
