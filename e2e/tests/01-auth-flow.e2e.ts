import assert from 'node:assert/strict';
import { expectPath, expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

test('register with email, verify with the code sent over SMTP, log out, log in back to the page asked for', async (t) => {
  const { page } = t;
  const email = t.uniqueEmail('ada');
  const password = 'Analytical-Engine1';

  await t.goto('/');
  await expectVisible(page.getByRole('heading', { level: 1 }));
  await t.screen('landing');
  await page.getByRole('link', { name: 'Start Earning' }).click();
  await expectPath(page, '/register');
  await t.screen('register');

  await page.getByLabel('Full name (optional)').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expectPath(page, '/verify-email');
  await expectToast(page, 'Welcome to Nova, Ada Lovelace!');
  await expectVisible(page.getByText(email));
  await t.screen('verify-email');

  // Six digits submit on their own: no button press.
  const code = await t.mailbox.waitForCode(email);
  await page.getByLabel('Verification code').fill(code);
  await expectPath(page, '/dashboard');
  await expectToast(page, 'Email verified successfully!');
  await expectVisible(page.getByRole('heading', { name: 'Dashboard' }));
  await expectVisible(page.getByText('Total deposits'));
  await expectVisible(page.getByText('$0.00'));
  assert.equal(await page.getByText('Your email address is not verified yet').count(), 0);
  await t.screen('dashboard');

  await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).click();
  await expectVisible(page.getByRole('menu').getByText('User', { exact: true }));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await expectToast(page, 'Logged out successfully');
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

  await t.goto('/profile');
  await expectPath(page, '/login');
  await t.screen('login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(page, '/profile');
  await expectToast(page, /Good (morning|afternoon|evening), Ada Lovelace/);
  await expectToast(page, "You're successfully logged in.");
  await expectVisible(page.getByRole('heading', { name: 'Profile' }));
});

test('a wrong password is refused with the server message and no session', async (t) => {
  const member = await t.sharedMember();
  await t.goto('/login');
  await t.page.getByLabel('Email or phone number').fill(member.email);
  await t.page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
  await t.page.getByRole('button', { name: 'Sign In' }).click();
  await expectVisible(t.page.locator('[data-sonner-toast][data-type="error"]'));
  await expectPath(t.page, '/login');
  assert.equal(await t.page.evaluate(() => localStorage.getItem('token')), null);
});
