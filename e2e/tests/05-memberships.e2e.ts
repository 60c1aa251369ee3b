import { deposit, openMoney } from '../harness/money.ts';
import { openDashboard, pathIs, toast, useToken } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

// Later tests choose the level the administrator creates here.
test.describe.configure({ mode: 'serial' });

test('the transparency page is linked from the footer and shows the ledger figures', async ({
  page,
  checkScreen,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' }).click();
  await expect(page).toHaveURL(pathIs('/transparency'));
  await expect(page.getByRole('heading', { name: 'Transparency', level: 1 })).toBeVisible();
  await expect(page.getByText('Days the pool covers').first()).toBeVisible();
  await expect(page.getByText(/^Read at /).first()).toBeVisible();
  await checkScreen('transparency');
});

test('the administrator creates a VIP level and funds the rewards pool', async ({
  adminPage: page,
  checkScreen,
}) => {
  await page.goto('/admin?tab=vips');
  await page.getByRole('button', { name: 'New level' }).click();
  await page.getByLabel('Name').fill('Starter');
  await page.getByLabel('Amount (USD)', { exact: true }).fill('10');
  await page.getByLabel('Daily earning (USD)').fill('1');
  await page.getByLabel('Bicycle model').fill('City Cruiser 3');
  await page.getByLabel('Bicycle features').fill('Steel frame\n3-speed hub');
  await page.getByRole('button', { name: 'Create level' }).click();
  await expect(toast(page, 'VIP level created')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Starter', exact: true })).toBeVisible();

  await page.getByLabel('Funding amount (USD)').fill('500');
  await page.getByLabel('Note').fill('Opening balance');
  await page.getByRole('button', { name: 'Fund pool' }).click();
  await expect(toast(page, 'Rewards pool funded')).toBeVisible();
  await expect(page.getByText('$500.00').first()).toBeVisible();
  await checkScreen('admin-vips');
});

test('a member without deposits is asked to deposit, and told earnings cannot pay', async ({
  memberPage: page,
  checkScreen,
}) => {
  await page.goto('/vip-selection');
  await expect(page.getByRole('heading', { name: 'Choose Your VIP Level' })).toBeVisible();
  await expect(page.getByText('V0 - No VIP Joined').first()).toBeVisible();
  await checkScreen('vip-selection');
  await page.getByRole('button', { name: 'Deposit' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog
      .getByText('Daily earnings and referral bonuses cannot be used for VIP purchases.', {
        exact: false,
      })
      .first(),
  ).toBeVisible();
  await checkScreen('vip-purchase-deposit-needed');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('link', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard'));
});

test('a level chosen on the dashboard opens its dialog, and closing it returns to the button', async ({
  memberPage: page,
}) => {
  await openDashboard(page);
  const levels = page.getByRole('region', { name: 'VIP levels' });
  const choose = levels.getByRole('button', { name: 'Deposit' }).first();
  await choose.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(choose).toBeFocused();
});

test('the dashboard and Tasks show a member without a level the way to one', async ({
  memberPage: page,
  checkScreen,
  api,
}) => {
  await openDashboard(page);
  await expect(page.getByText('No VIP Membership').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All VIP Levels' })).toBeVisible();
  await checkScreen('dashboard-vip');
  await page.goto('/tasks');
  await expect(page.getByText('Daily earning session').first()).toBeVisible();
  // The live clock shows the member's local time (the UTC day boundary is explained beside it).
  await expect(page.getByText(/\d\d:\d\d:\d\d/).first()).toBeVisible();
  await checkScreen('tasks');
  await page.getByRole('main').getByRole('link', { name: 'Choose VIP Level' }).click();
  await expect(page).toHaveURL(pathIs('/vip-selection'));
  const levels = (await api.request('GET', '/vip/public/levels')) as { levels: { name: string }[] };
  expect(levels.levels.some((level) => level.name === 'Starter')).toBeTruthy();
});

test('a member buys a level with a deposit, runs a session and is paid; the referrer sees the bonus', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const adminToken = await admin.token();
  await api.request(
    'PUT',
    '/admin/settings',
    {
      earningPolicy: { sessionHours: 1, creditAt: 'end', weekendRestricted: false },
      referralBonusLevel1Rate: 0.1,
    },
    adminToken,
  );
  await api.request(
    'POST',
    '/admin/vip-levels',
    { name: 'Silver', amount: 100, dailyEarning: 10 },
    adminToken,
  );
  const referrer = await members.create({ fullName: 'Rita Referrer' });
  const buyer = await members.create({ fullName: 'Bob Buyer', referralCode: referrer.referralCode });
  await openMoney(api, admin);
  await deposit(api, server, buyer, '150');

  await useToken(page, buyer.token);
  await page.goto('/vip-selection');
  const silver = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Silver' }) });
  await silver.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm VIP Purchase' });
  await expect(
    dialog.getByText('will be taken from your deposited balance', { exact: false }).first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(toast(page, 'Successfully joined Silver')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/dashboard'));

  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Start Earning' }).click();
  await expect(toast(page, 'Earning session started! You will earn in 1 hour.')).toBeVisible();
  await expect(page.getByText(/Active · /).first()).toBeVisible();
  await checkScreen('tasks-active');

  // The session ends two hours later on the server's clock, and the settlement job pays it: no
  // endpoint moves time or runs a job, so the test does both in the server's process.
  server.clock.advance(2 * 3_600_000);
  await server.app.services.earningSessions.settleDue();
  await page.goto('/dashboard');
  const earnings = page.getByRole('listitem').filter({ hasText: 'Total earnings' });
  await expect(earnings.getByText('$10.00').first()).toBeVisible();
  const transactions = (await api.request('GET', '/wallet/transactions', undefined, buyer.token)) as {
    data: { type: string; amount: string }[];
  };
  expect(transactions.data.map((row) => [row.type, row.amount])).toEqual([
    ['VIP_EARNINGS', '10.00'],
    ['VIP_PAYMENT', '-100.00'],
    ['DEPOSIT', '150.00'],
  ]);

  await useToken(page, referrer.token);
  await page.goto('/dashboard');
  const bonus = page.getByRole('listitem').filter({ hasText: 'Referral bonus' });
  await expect(bonus.getByText('$10.00').first()).toBeVisible();
});
