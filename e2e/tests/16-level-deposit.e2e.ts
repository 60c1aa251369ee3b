import type { Page } from '@playwright/test';
import { atBothWidths, failing } from '../harness/failures.ts';
import { deposit, finalize, joinLevel, memberWithOwnLevel } from '../harness/money.ts';
import { openDashboard, pathIs, useToken } from '../harness/page.ts';
import { viewports } from '../harness/screens.ts';
import { expect, test } from '../harness/test.ts';

/** A level's card, found by its name. */
function levelCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('short of funds on /vip-selection: a deposit for the level in place, then an offer to join', async ({
  page,
  checkScreen,
  members,
  api,
  admin,
  server,
}) => {
  const { member, name } = await memberWithOwnLevel({ api, admin, members }, 'Dora Deposit', {
    prefix: 'Short',
    amount: '100',
    dailyEarning: '4',
  });
  await deposit(api, server, member, '40');
  await useToken(page, member.token);
  await page.goto('/vip-selection');

  const card = levelCard(page, name);
  await expect(card.getByRole('term').filter({ hasText: /^Deposited$/ })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^\$40\.00$/ })).toBeVisible();
  await expect(card.getByText('Need $60.00 more')).toBeVisible();
  await expect(page.getByTestId('vip-progress')).toHaveText(/^V0 · /);

  await card.getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit USDT' });
  await expect(
    dialog.getByText(`${name} needs $60.00 more in deposited funds (deposited balance $40.00).`),
  ).toBeVisible();
  await expect(dialog.getByTestId('amount-to-send')).toHaveText('60.00 USDT');
  await expect(dialog.getByText('Raised from', { exact: false })).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: /QR code of the address/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await dialog.getByText('POL-USDT').click();
  await expect(dialog.getByTestId('amount-to-send')).toHaveText('60.00 USDT');
  await dialog.getByText('BEP20-USDT').click();
  await expect(dialog.getByLabel('Transaction hash')).toBeVisible();
  await checkScreen('vip-level-deposit');

  // The demo's transfer sends the amount to send to the member's own address; the chain watcher
  // credits it once final, and the live event tells the open dialog.
  await dialog.getByRole('button', { name: 'Send a test transfer' }).click();
  await expect(dialog.getByLabel('Transaction hash')).toHaveValue(/^0x[0-9a-f]{64}$/);
  await finalize(server, 'BEP20');
  await expect(dialog.getByText(`Your deposit is credited: you can now join ${name}.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByTestId('amount-to-send')).toHaveCount(0);
  await expect(page).toHaveURL(pathIs('/vip-selection'));
  await checkScreen('vip-level-deposit-credited');

  await dialog.getByRole('button', { name: `Join ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm VIP Purchase' });
  await confirm.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard'));
  const status = (await api.request('GET', '/vip/status', undefined, member.token)) as {
    userVip: { vipLevel: { name: string } } | null;
  };
  expect(status.userVip?.vipLevel.name).toBe(name);
});

test('at phone width, the dashboard grid raises a small shortfall to the minimum deposit', async ({
  page,
  checkScreen,
  members,
  api,
  admin,
}) => {
  // The cheapest level of all, so that it is among the dashboard's first six.
  const { member, name } = await memberWithOwnLevel({ api, admin, members }, 'Mini Mum', {
    prefix: 'Tiny',
    amount: '1.5',
    dailyEarning: '0.05',
  });
  await api.request('PUT', '/admin/settings', { minDepositAmount: '30' }, await admin.token());
  await useToken(page, member.token);
  await page.setViewportSize(viewports.mobile);
  await openDashboard(page);

  const grid = page.getByRole('region', { name: 'VIP levels' });
  const card = levelCard(page, name);
  await expect(grid.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(card.getByText('Need $1.50 more')).toBeVisible();
  await expect(page.getByTestId('vip-progress')).toHaveText(/^V0 · \$[\d.,]+ more to V1$/);
  await card.getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit USDT' });
  await expect(dialog.getByTestId('amount-to-send')).toHaveText(/^30(\.00)? USDT$/);
  await expect(
    dialog.getByText('Raised from the $1.50 still needed to the minimum deposit of $30.00.'),
  ).toBeVisible();
  await expect(page).toHaveURL(pathIs('/dashboard'));
  await checkScreen('dashboard-level-deposit');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('when their calls fail, the level cards and the deposit dialog say so, and Retry goes on', async ({
  page,
  checkScreen,
  members,
  api,
  admin,
}) => {
  const { member, name } = await memberWithOwnLevel({ api, admin, members }, 'Fay Failing', {
    prefix: 'Failing',
    amount: '100',
    dailyEarning: '4',
  });
  await useToken(page, member.token);
  const card = levelCard(page, name);
  const choice = page.getByRole('dialog', { name: 'Confirm VIP Purchase' });

  // Without the member's upgrade options no level can say whether to join or deposit.
  const recoverOptions = await failing(page, '**/api/vip/upgrade-options');
  await atBothWidths(page, async () => {
    await page.goto('/vip-selection');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load the upgrade options' });
    await expect(failure.getByText('Please try again.')).toBeVisible();
    await card.getByRole('button', { name: 'Deposit' }).click();
    await expect(choice.getByRole('alert').getByText('Failed to load the upgrade options')).toBeVisible();
    await choice.getByRole('button', { name: 'Cancel' }).click();
    await expect(choice).toBeHidden();
  });
  await recoverOptions();
  await card.getByRole('button', { name: 'Deposit' }).click();
  await choice.getByRole('button', { name: 'Retry' }).click();
  const short = page.getByRole('dialog', { name: 'Deposit needed' });
  await expect(short.getByText(`You need $100.00 more in deposited funds to join ${name}.`)).toBeVisible();

  // The deposit dialog for the level: its notice stays while the addresses fail.
  const recoverAddresses = await failing(page, '**/api/deposit/usdt/addresses', {
    message: 'Addresses are resting',
  });
  await short.getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit USDT' });
  await expect(
    dialog.getByText(`${name} needs $100.00 more in deposited funds (deposited balance $0.00).`),
  ).toBeVisible();
  const failure = dialog
    .getByRole('alert')
    .filter({ hasText: 'Error loading wallet addresses. Please try again.' });
  await expect(failure.getByText('Addresses are resting')).toBeVisible();
  await checkScreen('vip-level-deposit-failed');
  await recoverAddresses();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByTestId('amount-to-send')).toHaveText('100.00 USDT');
  await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await expect(page).toHaveURL(pathIs('/vip-selection'));
});

test("the membership card counts down today's session and reads 'Completed' once past", async ({
  page,
  checkScreen,
  members,
  api,
  admin,
  server,
}) => {
  const { member, levelId } = await memberWithOwnLevel({ api, admin, members }, 'Sam Session', {
    prefix: 'Session',
    amount: '30',
    dailyEarning: '1',
  });
  await deposit(api, server, member, '30');
  await joinLevel(api, member, levelId);
  await api.request('POST', '/vip/start-earning', undefined, member.token);
  await useToken(page, member.token);
  const session = page.getByRole('region', { name: 'Daily Earning Session', exact: true });

  // A status that fails to load says so: never 'No VIP Joined' to a member holding a level.
  const recoverStatus = await failing(page, '**/api/vip/status');
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load your membership' });
  await atBothWidths(page, async () => {
    await openDashboard(page);
    await expect(failure.getByText('Please try again.')).toBeVisible();
    await expect(page.getByText('V0 - No VIP Joined')).toHaveCount(0);
  });
  await recoverStatus();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(session.getByTestId('session-countdown')).toHaveText(/^\d+h \d\dm \d\ds$/);

  await page.clock.install();
  await openDashboard(page);
  await expect(session.getByTestId('session-countdown')).toHaveText(/^\d+h \d\dm \d\ds$/);
  await expect(page.getByTestId('vip-progress')).toHaveText(/^V\d+ · /);
  await checkScreen('dashboard-membership-session');
  // A day later on this device: the session has ended.
  await page.clock.fastForward('25:00:00');
  await expect(session.getByTestId('session-countdown')).toHaveText('Completed');
});
