import type { Page } from '@playwright/test';
import { atBothWidths, failing } from '../harness/failures.ts';
import {
  claimCompanyTransfer,
  createLevel,
  creditEarnings,
  deposit,
  openMoney,
  payoutAddress,
} from '../harness/money.ts';
import { openDashboard, toast, useToken } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

/**
 * A member's fallback messages, each shown where its own call fails: every request to that one call
 * is answered 500 with no error body (so the screen's fallback shows), or with the server's
 * message where the screen prefers it, or not at all (the connection drops). One member with a
 * deposit, earnings and a claim waiting serves the tests that need money, made once per worker.
 */
const otherHash = `0x${'ab'.repeat(32)}`;

interface MoneyMember {
  token: string;
  levelName: string;
}

let moneyMember: Promise<MoneyMember> | undefined;

test.beforeAll(async ({ members, api, admin, server }) => {
  moneyMember ??= (async () => {
    await openMoney(api, admin);
    const member = await members.create({ fullName: 'Fiona Fallback' });
    const levelName = `Fallback ${member.userId.slice(-6)}`;
    await createLevel(api, admin, { name: levelName, amount: '40', dailyEarning: '2' });
    await deposit(api, server, member, '60');
    await creditEarnings(server, member.userId, '80');
    // A claim of a transfer to the shared address: PENDING, its hash can be corrected.
    await claimCompanyTransfer(api, member, '35');
    return { token: member.token, levelName };
  })();
  await moneyMember;
});

async function signInMoneyMember(page: Page): Promise<MoneyMember> {
  const member = await (moneyMember as Promise<MoneyMember>);
  await useToken(page, member.token);
  return member;
}

test("signing in, registering and checking a referral code that fail say 'Login failed', 'Registration failed' and 'Invalid referral code'", async ({
  page,
  checkScreen,
}) => {
  const recoverLogin = await failing(page, '**/api/auth/login');
  const recoverRegister = await failing(page, '**/api/auth/register');
  const recoverReferral = await failing(page, '**/api/referral/validate/*');
  await atBothWidths(page, async () => {
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse7');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Login failed$/ })).toBeVisible();
    await expect(toast(page, /^Login failed$/)).toBeVisible();

    await page.goto('/register');
    await page.getByLabel('Email', { exact: true }).fill('someone-new@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse7');
    await page.getByLabel('Confirm password').fill('Correct-Horse7');
    await page.getByLabel('Referral code (optional)').fill('NOSUCHCODE');
    await expect(page.getByText('Invalid referral code', { exact: true })).toBeVisible();
    await page.getByLabel('Referral code (optional)').fill('');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Registration failed$/ })).toBeVisible();
    await expect(toast(page, /^Registration failed$/)).toBeVisible();
  });
  await recoverLogin();
  // The server's message is preferred to the fallback.
  const refused = await failing(page, '**/api/auth/login', { message: 'Sign-in is resting' });
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Correct-Horse7');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Sign-in is resting$/ })).toBeVisible();
  await checkScreen('18-login-failed');
  await refused();
  await recoverRegister();
  await recoverReferral();
});

test("verifying the email and resending the code that fail say 'Email verification failed' and 'Failed to send verification email'", async ({
  page,
  members,
}) => {
  await members.signIn(page, { verified: false, fullName: 'Vera Unverified' });
  const recoverVerify = await failing(page, '**/api/auth/verify-email');
  const recoverResend = await failing(page, '**/api/auth/resend-verification');
  await atBothWidths(page, async () => {
    await page.goto('/verify-email');
    // Six digits submit on their own.
    await page.getByLabel('Verification code').fill('123456');
    await expect(page.getByRole('alert').filter({ hasText: /^Email verification failed$/ })).toBeVisible();
    await expect(toast(page, /^Email verification failed$/)).toBeVisible();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /^Failed to send verification email$/ }),
    ).toBeVisible();
    await expect(toast(page, /^Failed to send verification email$/)).toBeVisible();
  });
  await recoverVerify();
  await recoverResend();
});

test("levels that fail to load say 'Failed to load VIP levels' and 'Error Loading VIP Levels' with Retry; a failed join says 'Failed to join VIP level'", async ({
  page,
}) => {
  const { levelName } = await signInMoneyMember(page);
  const recoverLevels = await failing(page, '**/api/vip/levels');
  await atBothWidths(page, async () => {
    await page.goto('/vip-selection');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load VIP levels' });
    await expect(failure.getByText('Please try again.')).toBeVisible();
    await openDashboard(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading VIP Levels' })).toBeVisible();
  });
  await recoverLevels();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Error Loading VIP Levels' })
    .getByRole('button', {
      name: 'Retry',
    })
    .click();
  await expect(
    page.getByRole('region', { name: 'VIP levels' }).getByRole('heading', { name: levelName }),
  ).toBeVisible();

  const level = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: levelName }) });
  const recoverJoin = await failing(page, '**/api/vip/join');
  await atBothWidths(page, async () => {
    await page.goto('/vip-selection');
    await level.getByRole('button', { name: 'Join' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm VIP Purchase' });
    await confirm.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(toast(page, /^Failed to join VIP level$/)).toBeVisible();
    await expect(confirm, 'the member may try again').toBeVisible();
  });
  await recoverJoin();
  // No answer at all: an exception, which asks to try again.
  const dropped = await failing(page, '**/api/vip/join', 'abort');
  await page
    .getByRole('dialog', { name: 'Confirm VIP Purchase' })
    .getByRole('button', { name: 'Confirm purchase' })
    .click();
  await expect(toast(page, 'Failed to join VIP level. Please try again.')).toBeVisible();
  await dropped();
});

test("/deposit's calls that fail say 'Failed to create deposit', 'Failed to get transaction details', 'Failed to check transaction across networks' and 'Failed to copy address'", async ({
  page,
}) => {
  await signInMoneyMember(page);
  const recoverCreate = await failing(page, '**/api/deposit/usdt/create');
  const recoverAutoFill = await failing(page, '**/api/deposit/auto-fill-transaction');
  const recoverCheckAll = await failing(page, '**/api/deposit/check-transaction-all-networks');
  await atBothWidths(page, async () => {
    await page.goto('/deposit');
    await page.getByRole('button', { name: '50 USDT', exact: true }).click();
    await page.getByRole('button', { name: 'Send a test transfer' }).click();
    await expect(page.getByText(/Found on BEP20: 50\.00 USDT/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await expect(toast(page, /^Failed to create deposit$/)).toBeVisible();

    await page.getByRole('button', { name: 'Auto-fill' }).click();
    await expect(toast(page, /^Failed to get transaction details$/)).toBeVisible();

    await page.getByRole('button', { name: 'Enhanced Detection' }).click();
    const detection = page.getByRole('dialog', { name: 'Enhanced Transaction Detection' });
    await detection.getByRole('button', { name: 'Check All' }).click();
    await expect(
      detection.getByRole('alert').filter({ hasText: /^Failed to check transaction across networks$/ }),
    ).toBeVisible();
    await detection.getByRole('button', { name: 'Close' }).first().click();
  });
  await recoverCreate();
  await recoverAutoFill();
  await recoverCheckAll();

  // The browser refuses the clipboard.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  await page.getByRole('button', { name: 'Copy address' }).first().click();
  await expect(toast(page, /^Failed to copy address$/)).toBeVisible();
});

test("a pending claim's hash edit and check that fail say 'Failed to update transaction hash' and 'Failed to verify deposit'", async ({
  page,
}) => {
  await signInMoneyMember(page);
  const recoverUpdate = await failing(page, '**/api/deposit/*/transaction-hash');
  const recoverVerify = await failing(page, '**/api/deposit/*/verify');
  // The claim of 35 to the shared address, PENDING (the member's other deposits are credited).
  const claim = page
    .getByRole('dialog', { name: 'Deposit history' })
    .getByTestId('deposit-row')
    .filter({ hasText: '$35.00' });
  await atBothWidths(page, async () => {
    await page.goto('/deposit');
    await page.getByRole('button', { name: 'Deposit history' }).click();
    await claim.getByRole('button', { name: 'Check now' }).click();
    await expect(toast(page, /^Failed to verify deposit$/)).toBeVisible();
    await claim.getByRole('button', { name: 'Edit hash' }).click();
    await claim.getByLabel('New transaction hash').fill(otherHash);
    await claim.getByRole('button', { name: 'Save' }).click();
    await expect(claim.getByText('Failed to update transaction hash', { exact: true })).toBeVisible();
  });
  await recoverUpdate();
  await recoverVerify();
});

test("withdrawing and the withdrawal history that fail say 'Failed to submit withdrawal request' and 'Failed to load withdrawal history' with Retry", async ({
  page,
  checkScreen,
}) => {
  await signInMoneyMember(page);
  const card = page.getByRole('region', { name: 'Withdrawable balance' });
  const recoverRequest = await failing(page, '**/api/withdrawal/request');
  const recoverHistory = await failing(page, '**/api/withdrawal/history?*');
  await atBothWidths(page, async () => {
    await openDashboard(page);
    await card.getByLabel('Amount (USD)').fill('20');
    await card.getByLabel('Wallet address').fill(payoutAddress);
    await card.getByRole('button', { name: 'Request withdrawal' }).click();
    await card
      .getByRole('region', { name: 'Review your withdrawal' })
      .getByRole('button', { name: 'Confirm withdrawal' })
      .click();
    await expect(toast(page, /^Failed to submit withdrawal request$/)).toBeVisible();

    await card.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Withdrawal History' });
    await expect(history.getByRole('alert').getByText('Failed to load withdrawal history')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    const recent = page.getByRole('region', { name: 'Recent withdrawals' });
    await expect(recent.getByRole('alert').getByText('Failed to load withdrawal history')).toBeVisible();
  });
  await checkScreen('18-profile-withdrawals-failed');
  await recoverHistory();
  const recent = page.getByRole('region', { name: 'Recent withdrawals' });
  await recent.getByRole('button', { name: 'Retry' }).click();
  await expect(recent.getByText('No withdrawal history yet')).toBeVisible();
  await recoverRequest();
});

test("changing the password that fails says 'Failed to change password'", async ({ page, members }) => {
  const member = await members.create({ fullName: 'Paul Password' });
  await useToken(page, member.token);
  const recover = await failing(page, '**/api/auth/change-password');
  await atBothWidths(page, async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.getByLabel('Current password').fill(member.password);
    await change.getByLabel('New password', { exact: true }).fill('Brand-new-pass9');
    await change.getByLabel('Confirm new password').fill('Brand-new-pass9');
    await change.getByRole('button', { name: 'Change Password' }).click();
    await expect(change.getByRole('alert').filter({ hasText: /^Failed to change password$/ })).toBeVisible();
    await expect(toast(page, /^Failed to change password$/)).toBeVisible();
  });
  await recover();
});
