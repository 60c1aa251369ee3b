import assert from 'node:assert/strict';
import type { TestContext } from '../harness/context.ts';
import { expectPath, expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

/** One of the profile's money cards, by the label it opens with. */
const card = (t: TestContext, label: RegExp) =>
  t.page.getByRole('list', { name: 'Balances' }).getByRole('listitem').filter({ hasText: label });

import { memberWithTeam } from '../harness/server-fixtures.ts';

test('/profile for a new member: empty history, edit name and members board, change password', async (t) => {
  const { page } = t;
  const member = await t.createMember({ fullName: 'Grace Hopper' });
  const otherSession = (await t.api.login(member.email, member.password)).token;
  await t.useToken(member.token);
  await t.goto('/profile');
  await expectVisible(page.getByRole('heading', { name: 'Profile', level: 1 }));
  const balance = page
    .getByRole('list', { name: 'Balances' })
    .getByRole('listitem')
    .filter({ hasText: /^Account Balance/ });
  await expectVisible(balance.getByText('$0.00'));
  await expectVisible(page.getByText('No transactions yet'));
  await expectVisible(page.getByText('No withdrawal history yet'));
  await expectVisible(page.getByText(member.referralCode));
  await expectVisible(page.getByRole('link', { name: 'Start Task' }));
  assert.equal(await page.getByRole('link', { name: 'Admin Panel' }).count(), 0);
  await t.screen('profile-new-member');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await edit.getByLabel('Full name').fill('Grace Brewster Hopper');
  const boardSwitch = edit.getByRole('switch', { name: 'Show me on the members board' });
  assert.equal(await boardSwitch.getAttribute('aria-checked'), 'false');
  await boardSwitch.click();
  await t.screen('profile-edit');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile updated');
  await expectVisible(page.getByText('Grace Brewster Hopper').first());
  await expectVisible(page.getByText('Shown (masked name)'));
  const saved = (await t.api.request('GET', '/auth/profile', undefined, member.token)) as {
    user: { fullName: string; showOnLeaderboard: boolean; withdrawalsLockedUntil: string | null };
  };
  assert.equal(saved.user.fullName, 'Grace Brewster Hopper');
  assert.equal(saved.user.showOnLeaderboard, true);
  assert.equal(saved.user.withdrawalsLockedUntil, null);

  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current password').fill('Not-my-password1');
  await change.getByLabel('New password', { exact: true }).fill('Brand-new-pass9');
  await change.getByLabel('Confirm new password').fill('Brand-new-pass9');
  await change.getByRole('button', { name: 'Change Password' }).click();
  // The server's field error sits under its field, not only in a toast.
  await expectVisible(change.locator('#currentPassword-error', { hasText: 'Current password is incorrect' }));
  await t.screen('profile-change-password-error');
  await change.getByLabel('Current password').fill(member.password);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed successfully');
  await expectVisible(page.getByText(/Locked until .* after a security change/));

  // Every other session has ended; this one stays.
  await assert.rejects(t.api.request('GET', '/auth/profile', undefined, otherSession), /401/);
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Profile', level: 1 }));
  await t.api.login(member.email, 'Brand-new-pass9');
});

test('/profile for a member with deposits, a level and a referral opens the shared dialogs', async (t) => {
  const { page } = t;
  const { owner } = await memberWithTeam(t);
  await t.useToken(owner.token);
  await t.goto('/profile');
  await expectVisible(card(t, /^Account Balance/).getByText('$150.00'));
  await expectVisible(card(t, /^Total Deposits/).getByText('$250.00'));
  await expectVisible(card(t, /^Referral Bonus/).getByText('$10.00'));
  const transactions = page.getByRole('list', { name: 'Transactions' });
  await expectVisible(transactions.getByText('VIP payment'));
  await expectVisible(transactions.getByText('Referral bonus'));
  await expectVisible(transactions.getByText('−$100.00'));
  await t.screen('profile');

  await card(t, /^Total Deposits/)
    .getByRole('button')
    .click();
  const deposits = page.getByRole('dialog', { name: 'Deposit history' });
  await expectVisible(deposits.getByLabel('Status'));
  await deposits.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Withdrawal History' }).click();
  const withdrawals = page.getByRole('dialog', { name: 'Withdrawal History' });
  await expectVisible(withdrawals.getByText('No withdrawals found'));
  await withdrawals.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('listitem')
    .filter({ hasText: 'Account Balance' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expectVisible(page.getByRole('dialog', { name: 'Withdraw Funds' }).getByText('Unspent deposits'));
  await page.getByRole('dialog', { name: 'Withdraw Funds' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Invite friends' }).click();
  await expectPath(page, '/invite');
});

test('a phone-only member adds an email on the profile, verifies it and reaches /deposit', async (t) => {
  const { page } = t;
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  const { token } = await t.env.server.app.services.auth.register({
    fullName: 'Phoebe Phone',
    email: null,
    phone,
    password: 'Phone-only-pass1',
    referralCode: null,
  });
  await t.useToken(token);
  await t.goto('/deposit');
  const notice = page.getByTestId('email-required');
  await expectVisible(notice.getByText('you must verify your email', { exact: false }));
  await t.screen('deposit-email-required');
  await t.goto('/vip-selection');
  await expectVisible(page.getByTestId('email-required'));

  await page.getByRole('link', { name: 'Add an email on your profile' }).click();
  await expectPath(page, '/profile');
  await expectVisible(page.getByTestId('email-required'));
  await t.screen('profile-phone-only');
  await page.getByTestId('email-required').getByRole('button', { name: 'Add an email' }).click();
  const email = t.uniqueEmail('phoebe');
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await edit.getByLabel('Email').fill(email);
  // Adding an email takes the password (decision 002): the field appears once the email differs.
  await edit.getByLabel('Current password').fill('Phone-only-pass1');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectPath(page, '/verify-email');
  await expectVisible(page.getByText(email));
  await page.getByLabel('Verification code').fill(await t.mailbox.waitForCode(email));
  await expectToast(page, 'Email verified successfully!');
  await expectPath(page, '/dashboard');

  await t.goto('/deposit');
  await expectVisible(page.getByRole('heading', { name: 'New deposit' }));
  assert.equal(await page.getByTestId('email-required').count(), 0);
  const profile = (await t.api.request('GET', '/auth/profile', undefined, token)) as {
    user: { email: string; phone: string; isEmailVerified: boolean; withdrawalsLockedUntil: string | null };
  };
  assert.equal(profile.user.email, email);
  assert.equal(profile.user.phone, phone);
  assert.equal(profile.user.isEmailVerified, true);
  assert.ok(profile.user.withdrawalsLockedUntil, 'adding an email starts the withdrawal lock');
});

test('an email change takes the password, and the old address undoes it from its link', async (t) => {
  const { page } = t;
  const member = await t.signInAsMember({ fullName: 'Ada Lovelace' });
  const noticesBefore = t.mailbox.countTo(member.email);
  await t.goto('/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  const taken = t.uniqueEmail('taker');
  await edit.getByLabel('Email').fill(taken);
  await edit.getByLabel('Current password').fill('Not-my-password1');
  await t.screen('profile-edit-email-change');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectVisible(
    edit.locator('#profile-currentPassword-error', { hasText: 'Current password is incorrect' }),
  );
  await edit.getByLabel('Current password').fill(member.password);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectPath(page, '/verify-email');

  const notice = await t.mailbox.waitForText(member.email, { skip: noticesBefore });
  assert.match(notice, new RegExp(`changed to ${taken.replace(/[.+]/g, '\\$&')}`));
  const link = /(https?:\/\/\S+\/undo-email-change\?token=[\w-]+)/.exec(notice)?.[1];
  assert.ok(link, 'the notice carries an undo link');
  await t.goto(new URL(link).pathname + new URL(link).search);
  await expectVisible(page.getByRole('heading', { name: 'Undo the email change' }));
  await t.screen('undo-email-change');
  await page.getByRole('button', { name: 'Undo the email change' }).click();
  await expectVisible(page.getByText('The email change was undone.', { exact: false }));
  await t.screen('undo-email-change-done');
  await assert.rejects(t.api.request('GET', '/auth/profile', undefined, member.token), /401/);
  const back = await t.api.login(member.email, member.password);
  assert.ok(back.token, 'the old address signs in again');

  // The link works once.
  await t.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Undo the email change' }).click();
  await expectVisible(page.getByText('This link is invalid, already used or older than 7 days.'));
});
