import { Secret, TOTP } from 'otpauth';
import { pathIs } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

/**
 * Rule 15: two-factor authentication turned on from the profile, then asked for at sign-in.
 * Codes are made at the server's time: earlier tests move its clock forward.
 */
function currentCode(secret: string, now: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now.getTime() });
}

test('a member turns on two-factor authentication and signs in with a recovery code', async ({
  page,
  checkScreen,
  members,
  server,
}) => {
  const member = await members.signIn(page, { fullName: 'Radia Perlman' });
  await page.goto('/profile');
  const card = page.getByTestId('two-factor-card');
  await expect(card.getByText('Off', { exact: true }).first()).toBeVisible();
  await checkScreen('profile-two-factor-off');

  await card.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkScreen('profile-two-factor-setup');
  // Turning it on takes the current password as well as the app's first code (decision 002).
  await card.getByLabel('Current password').fill('Not-my-password1');
  await card.getByLabel('Authentication code').fill(currentCode(secret, server.clock.now()));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(card.getByText('Current password is incorrect').first()).toBeVisible();
  await card.getByLabel('Current password').fill(member.password);
  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(card.getByText('Invalid code').first()).toBeVisible();
  await card.getByLabel('Authentication code').fill(currentCode(secret, server.clock.now()));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();

  await expect(card.getByTestId('recovery-codes')).toBeVisible();
  const codes = (await card.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts()).map((code) =>
    code.trim(),
  );
  expect(codes.length).toBe(10);
  await checkScreen('profile-two-factor-recovery-codes');
  await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(card.getByText('On', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('10 of 10 recovery codes left.').first()).toBeVisible();

  // Signed out, the password alone is not enough any more.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await page.getByLabel('Email or phone number').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await checkScreen('login-two-factor');
  await page.getByLabel('Authentication code').fill('123456');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Invalid code').first()).toBeVisible();
  await page.getByLabel('Authentication code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(pathIs('/dashboard'));
  await page.goto('/profile');
  await expect(page.getByText('9 of 10 recovery codes left.').first()).toBeVisible();
});
