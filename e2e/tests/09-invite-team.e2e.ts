import { atBothWidths, failing } from '../harness/failures.ts';
import { memberWithTeam } from '../harness/money.ts';
import { pathIs, useToken } from '../harness/page.ts';
import { viewports } from '../harness/screens.ts';
import { expect, test } from '../harness/test.ts';

test('/invite shows the link, QR code, stats and the masked team; the link pre-fills registration', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const { owner, levelName } = await memberWithTeam({ api, admin, server, members });
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
  // Each friend's figures from /referral/stats, at both widths: joined, the VIP level with its
  // daily earning, total deposits, and the bonus it earned the member.
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    const bob = team.getByRole('listitem').filter({ hasText: 'Bob B.' });
    await expect(bob.getByRole('term').filter({ hasText: 'Joined' })).toBeVisible();
    await expect(bob.getByRole('definition').first(), 'the day joined').toHaveText(/\d{4}$/);
    await expect(bob.getByRole('definition').filter({ hasText: levelName })).toBeVisible();
    await expect(bob.getByRole('definition').filter({ hasText: '$5.00 a day' })).toBeVisible();
    await expect(bob.getByRole('definition').filter({ hasText: '$150.00' })).toBeVisible();
    await expect(bob.getByRole('definition').filter({ hasText: '$10.00' })).toBeVisible();
  }

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(link);
  await expect(page).toHaveURL(pathIs('/register'));
  // The code is filled in once the app has taken the prerendered form over; it is then checked.
  await expect(page.getByText("Referral code valid! You'll get bonus from Rita R.").first()).toBeVisible();
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(code);
});

test("/invite says when the team's figures fail to load, with Retry, preferring the server's words", async ({
  page,
  checkScreen,
  members,
}) => {
  const owner = await members.create({ fullName: 'Ingrid Inviter' });
  await members.create({ fullName: 'Felix Friend', referralCode: owner.referralCode });
  await useToken(page, owner.token);
  const recover = await failing(page, '**/api/referral/stats');
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to load referral stats' });
  await atBothWidths(page, async () => {
    await page.goto('/invite');
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The link to share does not depend on them.
    await expect(page.getByTestId('referral-link')).toBeVisible();
  });
  await checkScreen('invite-failed');
  await recover();
  await failure.getByRole('button', { name: 'Retry' }).click();
  const felix = page
    .getByRole('list', { name: 'Direct referrals' })
    .getByRole('listitem')
    .filter({ hasText: 'Felix F.' });
  await expect(felix.getByText('Level 1')).toBeVisible();
  await expect(felix.getByRole('definition').filter({ hasText: 'No VIP' })).toBeVisible();

  const resting = await failing(page, '**/api/referral/stats', { message: 'Team figures are resting' });
  await page.goto('/invite');
  await expect(page.getByRole('alert').filter({ hasText: 'Team figures are resting' })).toBeVisible();
  await resting();
});

test('/invite for a member without referrals says so', async ({ memberPage: page, checkScreen }) => {
  await page.goto('/invite');
  await expect(page.getByText('No Friends Invited Yet').first()).toBeVisible();
  await checkScreen('invite-empty');
});
