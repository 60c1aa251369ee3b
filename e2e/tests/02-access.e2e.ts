import assert from 'node:assert/strict';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

test('a signed-out visit to /dashboard goes to /login', async (t) => {
  await t.goto('/dashboard');
  await expectPath(t.page, '/login');
  await expectVisible(t.page.getByRole('heading', { name: 'Welcome back' }));
});

test('a signed-in visit to /login goes to /dashboard', async (t) => {
  await t.signInAsMember();
  await t.goto('/login');
  await expectPath(t.page, '/dashboard');
  await t.goto('/register');
  await expectPath(t.page, '/dashboard');
});

test('a member on /admin sees Access Denied and can log out', async (t) => {
  // A member of its own: logging out ends the session for good.
  await t.signInAsMember({ fullName: 'Margaret Hamilton' });
  await t.goto('/admin');
  await expectVisible(t.page.getByRole('heading', { name: 'Access Denied' }));
  await expectVisible(t.page.getByText("You don't have admin privileges."));
  assert.equal(await t.page.getByText('Admin Panel').count(), 0);
  await t.screen('access-denied');
  await t.page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(t.page, '/login');
});

test('an unknown path shows Page not found with a link to the dashboard', async (t) => {
  await t.goto('/no-such-page');
  await expectVisible(t.page.getByRole('heading', { name: 'Page not found' }));
  const link = t.page.getByRole('link', { name: 'Go to dashboard' });
  assert.equal(await link.getAttribute('href'), '/dashboard');
  await t.screen('not-found');
});

test('the spec placeholder paths are for members only', async (t) => {
  for (const path of ['/withdraw', '/transactions', '/referral', '/admin/users']) {
    await t.goto(path);
    await expectPath(t.page, '/login');
  }
});

test('an unverified member sees the banner and the wallet message with a link to verify', async (t) => {
  await t.signInAsMember({ verified: false, fullName: 'Alan Turing' });
  await t.goto('/dashboard');
  await expectVisible(t.page.getByText('Your email address is not verified yet'));
  await expectVisible(t.page.getByText('you must verify your email before accessing your wallet'));
  await t.screen('dashboard-unverified');
  await t.page.getByRole('link', { name: 'Verify email' }).first().click();
  await expectPath(t.page, '/verify-email');
});

test('/verify-email asks a signed-out visitor to log in', async (t) => {
  await t.goto('/verify-email');
  await expectVisible(t.page.getByText('Please log in to verify your email address.'));
  await t.page.getByRole('link', { name: 'Log in' }).click();
  await expectPath(t.page, '/login');
});

test('register prefills ?ref= and confirms the referrer live', async (t) => {
  const referrer = await t.sharedMember();
  await t.goto(`/register?ref=${referrer.referralCode}`);
  // The code is read from the address once the app has taken the prerendered form over, then
  // checked. Anyone can check a code, so the referrer is named masked (rule 5).
  await expectVisible(t.page.getByText("Referral code valid! You'll get bonus from Grace H."));
  assert.equal(await t.page.getByLabel('Referral code (optional)').inputValue(), referrer.referralCode);
  await t.screen('register-referral');
  await t.page.getByLabel('Referral code (optional)').fill('NOSUCHCODE');
  await expectVisible(t.page.getByText('Invalid referral code'));
});

test('the mobile menu names the member and their role', async (t) => {
  await t.page.setViewportSize({ width: 390, height: 844 });
  await t.signInAsMember();
  await t.goto('/dashboard');
  await expectVisible(t.page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Tasks' }));
  await t.page.getByRole('button', { name: 'Open menu' }).click();
  const menu = t.page.getByRole('dialog', { name: 'Menu' });
  await expectVisible(menu.getByText('Grace Hopper'));
  await expectVisible(menu.getByText('User', { exact: true }));
  await t.screen('mobile-menu');
});

test('help, terms and privacy show the operator texts', async (t) => {
  for (const page of ['help', 'terms', 'privacy']) {
    await t.goto(`/${page}`);
    await expectVisible(t.page.getByRole('heading', { level: 1 }));
    await expectVisible(t.page.locator('article p'));
  }
  await t.goto('/help');
  await t.screen('help');
});

test('a session ended elsewhere sends the member to /login, and back after signing in', async (t) => {
  const member = await t.sharedMember();
  // A session of its own, so ending it leaves the shared one working.
  const { token } = await t.api.login(member.email, member.password);
  await t.useToken(token);
  await t.goto('/dashboard');
  await expectVisible(t.page.getByText('Total deposits'));

  await t.api.request('POST', '/auth/logout', undefined, token);
  // The live stream, ended with the session, may send the member on first; otherwise the next
  // request does (the Refresh button may already be gone, so its click is allowed to miss).
  await t.page
    .getByRole('button', { name: 'Refresh' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expectPath(t.page, '/login');
  assert.equal(await t.page.evaluate(() => localStorage.getItem('token')), null);

  await t.page.getByLabel('Email or phone number').fill(member.email);
  await t.page.getByLabel('Password', { exact: true }).fill(member.password);
  await t.page.getByRole('button', { name: 'Sign In' }).click();
  await expectPath(t.page, '/dashboard');
});
