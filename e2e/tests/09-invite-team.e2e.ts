import assert from 'node:assert/strict';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';
import { memberWithTeam } from '../harness/server-fixtures.ts';

test('/invite shows the link, QR code, stats and the masked team; the link pre-fills registration', async (t) => {
  const { page } = t;
  const { owner } = await memberWithTeam(t);
  const profile = (await t.api.request('GET', '/auth/profile', undefined, owner.token)) as {
    user: { referralCode: string };
  };
  const code = profile.user.referralCode;
  await t.useToken(owner.token);
  await t.goto('/invite');
  await expectVisible(page.getByRole('heading', { name: 'Invite Friends', level: 1 }));
  await expectVisible(page.getByTestId('referral-code').getByText(code));
  const link = `${t.env.baseUrl}/register?ref=${code}`;
  assert.equal(await page.getByTestId('referral-link').textContent(), link);
  await expectVisible(page.getByRole('img', { name: 'QR code of your referral link' }));
  const stats = page.getByRole('region', { name: 'Referral stats' });
  await expectVisible(stats.getByText('Direct referrals'));
  await expectVisible(page.getByRole('list', { name: 'Earning system' }).getByText('10%'));
  const team = page.getByRole('list', { name: 'Direct referrals' });
  await expectVisible(team.getByText('Bob B.'));
  await expectVisible(team.getByText('Level 1'));
  await expectVisible(team.getByText('$10.00'));
  assert.equal(await team.getByText('Bob Buyer').count(), 0, 'the full name is never shown');
  await t.screen('invite');

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(link);
  await expectPath(page, '/register');
  // The code is filled in once the app has taken the prerendered form over; it is then checked.
  await expectVisible(page.getByText("Referral code valid! You'll get bonus from Rita R."));
  assert.equal(await page.getByLabel('Referral code (optional)').inputValue(), code);
});

test('/invite for a member without referrals says so', async (t) => {
  const { page } = t;
  await t.signInAsMember();
  await t.goto('/invite');
  await expectVisible(page.getByText('No Friends Invited Yet'));
  await t.screen('invite-empty');
});
