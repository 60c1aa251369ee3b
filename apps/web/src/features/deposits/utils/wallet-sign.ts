import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Signing a message with the browser's wallet (an EIP-1193 provider such as MetaMask's
 * `window.ethereum`), as EIP-191 personal_sign. Absent a wallet the member pastes a signature
 * made elsewhere.
 */
interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

function provider(): Eip1193Provider | undefined {
  return (globalThis as { ethereum?: Eip1193Provider }).ethereum;
}

export function hasBrowserWallet(): boolean {
  return provider() !== undefined;
}

/** personal_sign takes the message as hex-encoded UTF-8. */
function utf8Hex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export async function signWithBrowserWallet(message: string, address: string): Promise<string> {
  const wallet = provider();
  if (!wallet)
    throw new Error(
      i18n._(msg`No browser wallet found. Sign the message elsewhere and paste the signature.`),
    );
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  if (!accounts.some((account) => account.toLowerCase() === address.toLowerCase())) {
    throw new Error(i18n._(msg`Your wallet did not offer ${address}. Switch to that account and try again.`));
  }
  const signature = await wallet.request({ method: 'personal_sign', params: [utf8Hex(message), address] });
  if (typeof signature !== 'string') throw new Error(i18n._(msg`The wallet returned no signature.`));
  return signature;
}
