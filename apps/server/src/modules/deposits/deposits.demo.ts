import {
  formatMicros,
  type Network,
  type TestTransferResponse,
  type TokenSymbol,
  toMicros,
} from '@nova/contracts';
import { type Address, getAddress } from 'viem';
import { sendToken } from '../../dev-chains/dev-chain-actions.ts';
import type { DevChains } from '../../dev-chains/dev-chains.ts';
import { AppError } from '../../lib/app-error.ts';
import { microsToRaw } from '../chain/chain.amounts.ts';
import type { ChainService } from '../chain/chain.service.ts';
import type { AddressBook } from './deposits.addresses.ts';

/**
 * Demo only: 'Send a test transfer' makes a real token transfer on the local demo
 * chain from its funded demo wallet to the member's deposit address (or the shared one), so a
 * newcomer can try the whole flow: the hash, the confirmations, the credit.
 */
export const TEST_TRANSFER_MAX_MICROS = toMicros('100000');

export function createTestTransfers(deps: { devChains: DevChains; chain: ChainService; book: AddressBook }) {
  const { devChains, chain, book } = deps;

  async function send(
    userId: string,
    input: { network: Network; currency: TokenSymbol; amount: string; target: 'personal' | 'company' },
  ): Promise<TestTransferResponse> {
    const amountMicros = toMicros(input.amount);
    if (amountMicros > TEST_TRANSFER_MAX_MICROS) {
      throw new AppError(
        'RULE_VIOLATION',
        `A test transfer is at most ${formatMicros(TEST_TRANSFER_MAX_MICROS)}.`,
      );
    }
    const to = await recipient(userId, input.network, input.target);
    const devChain = devChains.chains[input.network];
    const transactionHash = await sendToken(devChain, {
      token: input.currency,
      to,
      amountRaw: microsToRaw(amountMicros, devChain.decimals),
    });
    return {
      transactionHash,
      network: input.network,
      currency: input.currency,
      amount: formatMicros(amountMicros),
      to,
    };
  }

  async function recipient(
    userId: string,
    network: Network,
    target: 'personal' | 'company',
  ): Promise<Address> {
    const personal = target === 'personal' ? await book.personalAddress(userId) : null;
    const address = personal ?? chain.settings.networks[network].companyAddress;
    if (!address) throw new AppError('RULE_VIOLATION', 'No deposit address is configured for this network.');
    return getAddress(address);
  }

  return { send };
}
