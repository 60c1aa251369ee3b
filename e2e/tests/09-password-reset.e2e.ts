import { uniqueEmail } from '../harness/members.ts';
import { pathIs, toast, useToken } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

test('forgot password end to end: code over SMTP, wrong code refused beside the field, new password works', async ({
  page,
  checkScreen,
  members,
  api,
  mailbox,
}) => {
  const member = await members.create({ fullName: 'Ada Forgetful' });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(pathIs('/forgot-password'));
  await checkScreen('forgot-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(pathIs('/reset-password'));
  await expect(toast(page, 'If an account uses this email, we sent it a 6-digit code.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(member.email);
  await expect(page.getByRole('button', { name: /Send a new code in \d:\d\d/ })).toBeVisible();
  await checkScreen('reset-password');

  // The first message was the verification code at registration.
  const code = await mailbox.waitForCode(member.email, { skip: 1 });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code from the email').fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('Remembered-now9');
  await page.getByLabel('Confirm new password').fill('Remembered-now9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.locator('#code-error', {
      hasText: 'Invalid or expired code. Please check it or request a new code.',
    }),
  ).toBeVisible();
  await checkScreen('reset-password-code-refused');

  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(pathIs('/login'));
  await expect(
    toast(page, 'Your password has been reset. Please sign in with your new password.'),
  ).toBeVisible();
  await expect(api.request('GET', '/auth/profile', undefined, member.token)).rejects.toThrow(/401/);

  await page.getByLabel('Email or phone number').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Remembered-now9');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard'));
});

test('an unknown address gets the same answer and no mail', async ({ page, mailbox }) => {
  const nobody = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(pathIs('/reset-password'));
  await expect(toast(page, 'If an account uses this email, we sent it a 6-digit code.')).toBeVisible();
  expect(mailbox.countTo(nobody)).toBe(0);
});

test('sign-in and verification errors show beside the form as well as in a toast', async ({
  page,
  checkScreen,
  members,
  mailbox,
}) => {
  const member = await members.create({ verified: false, fullName: 'Vera Unverified' });
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByTestId('form-error').getByText('Invalid email/phone or password').first(),
  ).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  await checkScreen('login-error');

  await useToken(page, member.token);
  await page.goto('/verify-email');
  const code = await mailbox.waitForCode(member.email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Verification code').fill(wrong);
  await expect(page.locator('#otp-error', { hasText: 'Invalid verification code' })).toBeVisible();
});
