import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import { expectPath, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

/**
 * Rule 15: two-factor authentication turned on from the profile, then asked for at sign-in.
 * Codes are made at the server's time: earlier tests move its clock forward.
 */
function currentCode(secret: string, now: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now.getTime() });
}

test('a member turns on two-factor authentication and signs in with a recovery code', async (t) => {
  const member = await t.signInAsMember({ fullName: 'Radia Perlman' });
  await t.goto('/profile');
  const card = t.page.getByTestId('two-factor-card');
  await expectVisible(card.getByText('Off', { exact: true }));
  await t.screen('profile-two-factor-off');

  await card.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expectVisible(card.getByRole('img', { name: 'QR code for your authenticator app' }));
  const secret = (await card.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  assert.match(secret, /^[A-Z2-7]{32}$/);
  await t.screen('profile-two-factor-setup');
  // Turning it on takes the current password as well as the app's first code (decision 002).
  await card.getByLabel('Current password').fill('Not-my-password1');
  await card.getByLabel('Authentication code').fill(currentCode(secret, t.env.server.clock.now()));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expectVisible(card.getByText('Current password is incorrect'));
  await card.getByLabel('Current password').fill(member.password);
  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expectVisible(card.getByText('Invalid code'));
  await card.getByLabel('Authentication code').fill(currentCode(secret, t.env.server.clock.now()));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();

  await expectVisible(card.getByTestId('recovery-codes'));
  const codes = (await card.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts()).map((code) =>
    code.trim(),
  );
  assert.equal(codes.length, 10);
  await t.screen('profile-two-factor-recovery-codes');
  await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expectVisible(card.getByText('On', { exact: true }));
  await expectVisible(card.getByText('10 of 10 recovery codes left.'));

  // Signed out, the password alone is not enough any more.
  await t.page.evaluate(() => localStorage.removeItem('token'));
  await t.goto('/login');
  await t.page.getByLabel('Email or phone number').fill(member.email);
  await t.page.getByLabel('Password', { exact: true }).fill(member.password);
  await t.page.getByRole('button', { name: 'Sign In' }).click();
  await expectVisible(t.page.getByLabel('Authentication code'));
  await t.screen('login-two-factor');
  await t.page.getByLabel('Authentication code').fill('123456');
  await t.page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectVisible(t.page.getByText('Invalid code'));
  await t.page.getByLabel('Authentication code').fill(codes[0] ?? '');
  await t.page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expectPath(t.page, '/dashboard');
  await t.goto('/profile');
  await expectVisible(t.page.getByText('9 of 10 recovery codes left.'));
});
