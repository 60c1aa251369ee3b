import { REFERRAL_RATES_SUM_MESSAGE } from '@nova/contracts';
import { pathIs, toast } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

test('the administrator reaches the Admin Panel from the menu', async ({ adminPage: page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menu').getByText('Administrator', { exact: true }).first()).toBeVisible();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(pathIs('/admin'));
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  // Plain /admin opens the Dashboard tab.
  await expect(page.getByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
});

test('the administrator changes settings in the Settings tab and members see them', async ({
  adminPage: page,
  checkScreen,
  api,
}) => {
  await page.goto('/admin?tab=settings');
  const minDeposit = page.getByLabel('Minimum deposit');
  await expect(minDeposit).toBeVisible();
  await checkScreen('admin-settings');

  await page.getByLabel('Level 1 (direct)').fill('95');
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(page.getByText(REFERRAL_RATES_SUM_MESSAGE).first()).toBeVisible();

  await page.getByLabel('Level 1 (direct)').fill('12.5');
  await minDeposit.fill('45');
  await page.getByRole('switch', { name: 'Enable deposits' }).click();
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();

  await page.reload();
  await expect(minDeposit).toBeVisible();
  await expect(minDeposit).toHaveValue('45.00');
  await expect(page.getByLabel('Level 1 (direct)')).toHaveValue('12.5');
  await expect(page.getByRole('switch', { name: 'Enable deposits' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  const publicSettings = (await api.request('GET', '/settings/public')) as Record<string, unknown>;
  expect(publicSettings.minDepositAmount).toBe('45.00');
  expect(publicSettings.referralBonusLevel1Rate).toBe(0.125);
  expect(publicSettings.isDepositEnabled).toBe(false);
});
