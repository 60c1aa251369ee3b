import { uniqueEmail } from '../harness/members.ts';
import { pathIs, toast } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

test('register with email, verify with the code sent over SMTP, log out, log in back to the page asked for', async ({
  page,
  checkScreen,
  mailbox,
}) => {
  const email = uniqueEmail('ada');
  const password = 'Analytical-Engine1';

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen('landing');
  await page.getByRole('link', { name: 'Start Earning' }).click();
  await expect(page).toHaveURL(pathIs('/register'));
  await checkScreen('register');

  await page.getByLabel('Full name (optional)').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(pathIs('/verify-email'));
  await expect(toast(page, 'Welcome to Nova, Ada Lovelace!')).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await checkScreen('verify-email');

  // Six digits submit on their own: no button press.
  const code = await mailbox.waitForCode(email);
  await page.getByLabel('Verification code').fill(code);
  await expect(page).toHaveURL(pathIs('/dashboard'));
  await expect(toast(page, 'Email verified successfully!')).toBeVisible();
  // A new member's first visit: the welcome, until dismissed.
  await page
    .getByRole('dialog', { name: 'Welcome to Nova' })
    .getByRole('button', { name: 'Get started' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total deposits').first()).toBeVisible();
  await expect(page.getByText('$0.00').first()).toBeVisible();
  await expect(page.getByText('Your email address is not verified yet')).toHaveCount(0);
  await checkScreen('dashboard');

  await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).click();
  await expect(page.getByRole('menu').getByText('User', { exact: true }).first()).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(pathIs('/login'));
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(null);

  await page.goto('/profile');
  await expect(page).toHaveURL(pathIs('/login'));
  await checkScreen('login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(pathIs('/profile'));
  await expect(toast(page, /Good (morning|afternoon|evening), Ada Lovelace/)).toBeVisible();
  await expect(toast(page, "You're successfully logged in.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('a wrong password is refused with the server message and no session', async ({ page, members }) => {
  const member = await members.shared();
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/login'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(null);
});
