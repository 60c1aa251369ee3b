import assert from 'node:assert/strict';
import { expectPath, expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

test('forgot password end to end: code over SMTP, wrong code refused beside the field, new password works', async (t) => {
  const { page } = t;
  const member = await t.createMember({ fullName: 'Ada Forgetful' });
  await t.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/forgot-password');
  await t.screen('forgot-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectPath(page, '/reset-password');
  await expectToast(page, 'If an account uses this email, we sent it a 6-digit code.');
  assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), member.email);
  await expectVisible(page.getByRole('button', { name: /Send a new code in \d:\d\d/ }));
  await t.screen('reset-password');

  // The first message was the verification code at registration.
  const code = await t.mailbox.waitForCode(member.email, { skip: 1 });
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code from the email').fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('Remembered-now9');
  await page.getByLabel('Confirm new password').fill('Remembered-now9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectVisible(
    page.locator('#code-error', {
      hasText: 'Invalid or expired code. Please check it or request a new code.',
    }),
  );
  await t.screen('reset-password-code-refused');

  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectPath(page, '/login');
  await expectToast(page, 'Your password has been reset. Please sign in with your new password.');
  await assert.rejects(t.api.request('GET', '/auth/profile', undefined, member.token), /401/);

  await page.getByLabel('Email or phone number').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Remembered-now9');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, '/dashboard');
});

test('an unknown address gets the same answer and no mail', async (t) => {
  const { page } = t;
  const nobody = t.uniqueEmail('nobody');
  await t.goto('/forgot-password');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectPath(page, '/reset-password');
  await expectToast(page, 'If an account uses this email, we sent it a 6-digit code.');
  assert.equal(t.mailbox.countTo(nobody), 0);
});

test('sign-in and verification errors show beside the form as well as in a toast', async (t) => {
  const { page } = t;
  const member = await t.createMember({ verified: false, fullName: 'Vera Unverified' });
  await t.goto('/login');
  await page.getByLabel('Email or phone number').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectVisible(page.getByTestId('form-error').getByText('Invalid email/phone or password'));
  await expectVisible(page.locator('[data-sonner-toast][data-type="error"]'));
  await t.screen('login-error');

  await t.useToken(member.token);
  await t.goto('/verify-email');
  const code = await t.mailbox.waitForCode(member.email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Verification code').fill(wrong);
  await expectVisible(page.locator('#otp-error', { hasText: 'Invalid verification code' }));
});
