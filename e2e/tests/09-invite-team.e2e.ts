import { memberWithTeam } from '../harness/money.ts';
import { pathIs, useToken } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

test('/invite shows the link, QR code, stats and the masked team; the link pre-fills registration', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const { owner } = await memberWithTeam({ api, admin, server, members });
  const profile = (await api.request('GET', '/auth/profile', undefined, owner.token)) as {
    user: { referralCode: string };
  };
  const code = profile.user.referralCode;
  await useToken(page, owner.token);
  await page.goto('/invite');
  await expect(page.getByRole('heading', { name: 'Invite Friends', level: 1 })).toBeVisible();
  await expect(page.getByTestId('referral-code').getByText(code).first()).toBeVisible();
  const link = `${server.baseUrl}/register?ref=${code}`;
  await expect(page.getByTestId('referral-link')).toHaveText(link);
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Referral stats' });
  await expect(stats.getByText('Direct referrals').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Earning system' }).getByText('10%').first()).toBeVisible();
  const team = page.getByRole('list', { name: 'Direct referrals' });
  await expect(team.getByText('Bob B.').first()).toBeVisible();
  await expect(team.getByText('Level 1').first()).toBeVisible();
  await expect(team.getByText('$10.00').first()).toBeVisible();
  await expect(team.getByText('Bob Buyer'), 'the full name is never shown').toHaveCount(0);
  await checkScreen('invite');

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(link);
  await expect(page).toHaveURL(pathIs('/register'));
  // The code is filled in once the app has taken the prerendered form over; it is then checked.
  await expect(page.getByText("Referral code valid! You'll get bonus from Rita R.").first()).toBeVisible();
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(code);
});

test('/invite for a member without referrals says so', async ({ memberPage: page, checkScreen }) => {
  await page.goto('/invite');
  await expect(page.getByText('No Friends Invited Yet').first()).toBeVisible();
  await checkScreen('invite-empty');
});
