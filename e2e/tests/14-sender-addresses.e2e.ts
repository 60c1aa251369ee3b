import assert from 'node:assert/strict';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expectToast, expectVisible } from '../harness/expect.ts';
import { test } from '../harness/registry.ts';

/**
 * Decision 017: a member proves a sender address on /profile by signing the message Nova issues.
 * The browser here has no wallet, so the signature is made with a key in the test and pasted, as
 * a member signing on another device would.
 */
test('/profile: add a sender address by pasting a signature, then remove it', async (t) => {
  const { page } = t;
  const member = await t.createMember({ fullName: 'Ada Lovelace' });
  await t.useToken(member.token);
  const account = privateKeyToAccount(generatePrivateKey());

  await t.goto('/deposit');
  await expectVisible(page.getByText('The address below is yours alone: no claim needed.'));

  await t.goto('/profile');
  const card = page.getByTestId('sender-addresses-card');
  await expectVisible(card.getByText('No sender address yet.'));
  await card.getByRole('button', { name: 'Add a sender address' }).click();
  await card.getByLabel('Address you send from').fill(account.address.toLowerCase());
  await card.getByRole('button', { name: 'Get the message to sign' }).click();
  const message = card.getByTestId('sender-message');
  await expectVisible(message);
  const text = (await message.textContent()) ?? '';
  assert.match(text, new RegExp(`Member: ${member.email}`));
  assert.match(text, new RegExp(`Address: ${account.address}`));
  // No browser wallet: only the paste field is offered.
  assert.equal(await card.getByRole('button', { name: 'Sign with my browser wallet' }).count(), 0);

  await card.getByLabel('Signature').fill(await account.signMessage({ message: `${text} ` }));
  await card.getByLabel('Current password').fill(member.password);
  await card.getByRole('button', { name: 'Add sender address' }).click();
  await expectVisible(card.locator('#sender-signature-error', { hasText: 'does not match' }));

  await card.getByLabel('Signature').fill(await account.signMessage({ message: text }));
  await t.screen('profile-sender-address-sign');
  await card.getByRole('button', { name: 'Add sender address' }).click();
  await expectToast(page, `${account.address} is now a proved sender address.`);
  await expectVisible(card.getByText(account.address));
  await t.screen('profile-sender-addresses');

  await card.getByRole('button', { name: 'Remove' }).click();
  await card.getByLabel('Current password').fill(member.password);
  await card.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Sender address removed.');
  await expectVisible(card.getByText('No sender address yet.'));
});
