import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { toast } from '../harness/page.ts';
import { expect, test } from '../harness/test.ts';

/**
 * Decision 017: a member proves a sender address on /profile by signing the message Nova issues.
 * The browser here has no wallet, so the signature is made with a key in the test and pasted, as
 * a member signing on another device would.
 */
test('/profile: add a sender address by pasting a signature, then remove it', async ({
  page,
  checkScreen,
  members,
}) => {
  const member = await members.signIn(page, { fullName: 'Ada Lovelace' });
  const account = privateKeyToAccount(generatePrivateKey());

  await page.goto('/deposit');
  await expect(page.getByText('The address below is yours alone: no claim needed.')).toBeVisible();

  await page.goto('/profile');
  const card = page.getByTestId('sender-addresses-card');
  await expect(card.getByText('No sender address yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add a sender address' }).click();
  await card.getByLabel('Address you send from').fill(account.address.toLowerCase());
  await card.getByRole('button', { name: 'Get the message to sign' }).click();
  const message = card.getByTestId('sender-message');
  await expect(message).toContainText(`Member: ${member.email}`);
  await expect(message).toContainText(`Address: ${account.address}`);
  const text = (await message.textContent()) ?? '';
  // No browser wallet: only the paste field is offered.
  await expect(card.getByRole('button', { name: 'Sign with my browser wallet' })).toHaveCount(0);

  await card.getByLabel('Signature').fill(await account.signMessage({ message: `${text} ` }));
  await card.getByLabel('Current password').fill(member.password);
  await card.getByRole('button', { name: 'Add sender address' }).click();
  await expect(card.locator('#sender-signature-error', { hasText: 'does not match' })).toBeVisible();

  await card.getByLabel('Signature').fill(await account.signMessage({ message: text }));
  await checkScreen('profile-sender-address-sign');
  await card.getByRole('button', { name: 'Add sender address' }).click();
  await expect(toast(page, `${account.address} is now a proved sender address.`)).toBeVisible();
  await expect(card.getByText(account.address)).toBeVisible();
  await checkScreen('profile-sender-addresses');

  await card.getByRole('button', { name: 'Remove' }).click();
  await card.getByLabel('Current password').fill(member.password);
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Sender address removed.')).toBeVisible();
  await expect(card.getByText('No sender address yet.')).toBeVisible();
});
