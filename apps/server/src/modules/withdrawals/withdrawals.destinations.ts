import { networks } from '@nova/contracts';
import { zeroAddress } from 'viem';
import { fieldError } from '../../lib/app-error.ts';
import type { ChainSettings } from '../chain/index.ts';

/**
 * Money leaves only to sensible places (rule 34): a payout to a token contract, to one of
 * Nova's own receiving addresses or to the zero address is lost or comes straight back as a
 * deposit, so such an address is refused with the reason before anything is held.
 */
export const destinationMessages = {
  zero: 'The zero address cannot receive funds; please enter your own wallet address',
  tokenContract:
    'This is a token contract address, not a wallet: funds sent there are lost. Please enter your own wallet address',
  company: "This is Nova's receiving address; please enter your own wallet address",
  depositAddress: 'This is a Nova deposit address; withdrawals must go to a wallet of your own outside Nova',
} as const;

export interface DestinationChecks {
  chainSettings: ChainSettings;
  /** Whether the address is any member's personal deposit address (the deposits module knows). */
  isPersonalDepositAddress(address: string): Promise<boolean>;
}

/** Refuses (422 on walletAddress) an address that is not a wallet outside Nova. */
export async function assertPayableDestination(checks: DestinationChecks, address: string): Promise<void> {
  const lower = address.toLowerCase();
  const refuse = (message: string) => {
    throw fieldError('RULE_VIOLATION', 'walletAddress', message);
  };
  if (lower === zeroAddress) refuse(destinationMessages.zero);
  for (const network of networks) {
    const settings = checks.chainSettings.networks[network];
    if (Object.values(settings.tokens).some((token) => token.toLowerCase() === lower)) {
      refuse(destinationMessages.tokenContract);
    }
    if (settings.companyAddress?.toLowerCase() === lower) refuse(destinationMessages.company);
  }
  if (await checks.isPersonalDepositAddress(lower)) refuse(destinationMessages.depositAddress);
}
