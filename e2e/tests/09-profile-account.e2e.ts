import { authResponseSchema } from '@nova/contracts';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../harness/members.ts';
import { memberWithTeam } from '../harness/money.ts';
import { pathIs, toast, useToken } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

/** One of the profile's money cards, by the label it opens with. */
const card = (page: Page, label: RegExp) =>
  page.getByRole('list', { name: 'Balances' }).getByRole('listitem').filter({ hasText: label });

test('/profile for a new member: empty history, edit name and members board, change password', async ({
  page,
  checkScreen,
  members,
  api,
}) => {
  const member = await members.create({ fullName: 'Grace Hopper' });
  const otherSession = (await api.login(member.email, member.password)).token;
  await useToken(page, member.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const balance = page
    .getByRole('list', { name: 'Balances' })
    .getByRole('listitem')
    .filter({ hasText: /^Account Balance/ });
  await expect(balance.getByText('$0.00').first()).toBeVisible();
  await expect(page.getByText('No transactions yet').first()).toBeVisible();
  await expect(page.getByText('No withdrawal history yet').first()).toBeVisible();
  await expect(page.getByText(member.referralCode).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Task' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await checkScreen('profile-new-member');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await edit.getByLabel('Full name').fill('Grace Brewster Hopper');
  const boardSwitch = edit.getByRole('switch', { name: 'Show me on the members board' });
  await expect(boardSwitch).toHaveAttribute('aria-checked', 'false');
  await boardSwitch.click();
  await checkScreen('profile-edit');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(page.getByText('Grace Brewster Hopper').first()).toBeVisible();
  await expect(page.getByText('Shown (masked name)').first()).toBeVisible();
  const saved = (await api.request('GET', '/auth/profile', undefined, member.token)) as {
    user: { fullName: string; showOnLeaderboard: boolean; withdrawalsLockedUntil: string | null };
  };
  expect(saved.user.fullName).toBe('Grace Brewster Hopper');
  expect(saved.user.showOnLeaderboard).toBe(true);
  expect(saved.user.withdrawalsLockedUntil).toBe(null);

  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current password').fill('Not-my-password1');
  await change.getByLabel('New password', { exact: true }).fill('Brand-new-pass9');
  await change.getByLabel('Confirm new password').fill('Brand-new-pass9');
  await change.getByRole('button', { name: 'Change Password' }).click();
  // The server's field error sits under its field, not only in a toast.
  await expect(
    change.locator('#currentPassword-error', { hasText: 'Current password is incorrect' }),
  ).toBeVisible();
  await checkScreen('profile-change-password-error');
  await change.getByLabel('Current password').fill(member.password);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  await expect(page.getByText(/Locked until .* after a security change/).first()).toBeVisible();

  // Every other session has ended; this one stays.
  await expect(api.request('GET', '/auth/profile', undefined, otherSession)).rejects.toThrow(/401/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await api.login(member.email, 'Brand-new-pass9');
});

test('/profile for a member with deposits, a level and a referral opens the shared dialogs', async ({
  page,
  checkScreen,
  members,
  admin,
  api,
  server,
}) => {
  const { owner } = await memberWithTeam({ api, admin, server, members });
  await useToken(page, owner.token);
  await page.goto('/profile');
  await expect(
    card(page, /^Account Balance/)
      .getByText('$150.00')
      .first(),
  ).toBeVisible();
  await expect(
    card(page, /^Total Deposits/)
      .getByText('$250.00')
      .first(),
  ).toBeVisible();
  await expect(
    card(page, /^Referral Bonus/)
      .getByText('$10.00')
      .first(),
  ).toBeVisible();
  const transactions = page.getByRole('list', { name: 'Transactions' });
  await expect(transactions.getByText('VIP payment').first()).toBeVisible();
  await expect(transactions.getByText('Referral bonus').first()).toBeVisible();
  await expect(transactions.getByText('−$100.00').first()).toBeVisible();
  await checkScreen('profile');

  await card(page, /^Total Deposits/)
    .getByRole('button')
    .click();
  const deposits = page.getByRole('dialog', { name: 'Deposit history' });
  await expect(deposits.getByLabel('Status')).toBeVisible();
  await deposits.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Withdrawal History' }).click();
  const withdrawals = page.getByRole('dialog', { name: 'Withdrawal History' });
  await expect(withdrawals.getByText('No withdrawals found').first()).toBeVisible();
  await withdrawals.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('listitem')
    .filter({ hasText: 'Account Balance' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Withdraw Funds' }).getByText('Unspent deposits').first(),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'Withdraw Funds' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(pathIs('/invite'));
});

test('a phone-only member adds an email on the profile, verifies it and reaches /deposit', async ({
  page,
  checkScreen,
  api,
  mailbox,
}) => {
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  const { token } = authResponseSchema.parse(
    await api.request('POST', '/auth/register', {
      fullName: 'Phoebe Phone',
      email: null,
      phone,
      password: 'Phone-only-pass1',
      referralCode: null,
    }),
  );
  await useToken(page, token);
  await page.goto('/deposit');
  const notice = page.getByTestId('email-required');
  await expect(notice.getByText('you must verify your email', { exact: false }).first()).toBeVisible();
  await checkScreen('deposit-email-required');
  await page.goto('/vip-selection');
  await expect(page.getByTestId('email-required')).toBeVisible();

  await page.getByRole('link', { name: 'Add an email on your profile' }).click();
  await expect(page).toHaveURL(pathIs('/profile'));
  await expect(page.getByTestId('email-required')).toBeVisible();
  await checkScreen('profile-phone-only');
  await page.getByTestId('email-required').getByRole('button', { name: 'Add an email' }).click();
  const email = uniqueEmail('phoebe');
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await edit.getByLabel('Email').fill(email);
  // Adding an email takes the password (decision 002): the field appears once the email differs.
  await edit.getByLabel('Current password').fill('Phone-only-pass1');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(pathIs('/verify-email'));
  await expect(page.getByText(email).first()).toBeVisible();
  await page.getByLabel('Verification code').fill(await mailbox.waitForCode(email));
  await expect(toast(page, 'Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/dashboard'));

  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'New deposit' })).toBeVisible();
  await expect(page.getByTestId('email-required')).toHaveCount(0);
  const profile = (await api.request('GET', '/auth/profile', undefined, token)) as {
    user: { email: string; phone: string; isEmailVerified: boolean; withdrawalsLockedUntil: string | null };
  };
  expect(profile.user.email).toBe(email);
  expect(profile.user.phone).toBe(phone);
  expect(profile.user.isEmailVerified).toBe(true);
  expect(profile.user.withdrawalsLockedUntil, 'adding an email starts the withdrawal lock').toBeTruthy();
});

test('an email change takes the password, and the old address undoes it from its link', async ({
  page,
  checkScreen,
  members,
  api,
  mailbox,
}) => {
  const member = await members.signIn(page, { fullName: 'Ada Lovelace' });
  const noticesBefore = mailbox.countTo(member.email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  const taken = uniqueEmail('taker');
  await edit.getByLabel('Email').fill(taken);
  await edit.getByLabel('Current password').fill('Not-my-password1');
  await checkScreen('profile-edit-email-change');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    edit.locator('#profile-currentPassword-error', { hasText: 'Current password is incorrect' }),
  ).toBeVisible();
  await edit.getByLabel('Current password').fill(member.password);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(pathIs('/verify-email'));

  const notice = await mailbox.waitForText(member.email, { skip: noticesBefore });
  expect(notice).toContain(`changed to ${taken}`);
  const link = /(https?:\/\/\S+\/undo-email-change\?token=[\w-]+)/.exec(notice)?.[1];
  expect(link, 'the notice carries an undo link').toBeTruthy();
  const undo = new URL(link ?? '');
  await page.goto(undo.pathname + undo.search);
  await expect(page.getByRole('heading', { name: 'Undo the email change' })).toBeVisible();
  await checkScreen('undo-email-change');
  await page.getByRole('button', { name: 'Undo the email change' }).click();
  await expect(page.getByText('The email change was undone.', { exact: false })).toBeVisible();
  await checkScreen('undo-email-change-done');
  await expect(api.request('GET', '/auth/profile', undefined, member.token)).rejects.toThrow(/401/);
  const back = await api.login(member.email, member.password);
  expect(back.token, 'the old address signs in again').toBeTruthy();

  // The link works once.
  await page.goto(undo.pathname + undo.search);
  await page.getByRole('button', { name: 'Undo the email change' }).click();
  await expect(page.getByText('This link is invalid, already used or older than 7 days.')).toBeVisible();
});
