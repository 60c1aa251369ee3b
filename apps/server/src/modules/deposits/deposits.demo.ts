import {
  formatMicros,
  type Network,
  type TestTransferResponse,
  type TokenSymbol,
  toMicros,
} from '@nova/contracts';
import { type Address, getAddress, type Hash } from 'viem';
import type { DbOrTx } from '../../db/client.ts';
import { sendToken } from '../../dev-chains/dev-chain-actions.ts';
import type { DevChains } from '../../dev-chains/dev-chains.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ChainService, microsToRaw } from '../chain/index.ts';
import type { AddressBook } from './deposits.addresses.ts';
import { releaseTestTransfer, reserveTestTransfer, sentOn } from './deposits.demo-repo.ts';

/**
 * Demo only: 'Send a test transfer' makes a real token transfer on the local demo
 * chain from its funded demo wallet to the member's deposit address (or the shared one), so a
 * newcomer can try the whole flow: the hash, the confirmations, the credit. The route exists only
 * where this process runs its own demo chains (server.ts starts them in demo mode only). Each
 * transfer is capped, and each member's day too: the amount is reserved in the database before
 * the transfer is sent and given back if it fails, so concurrent requests cannot pass the cap.
 */
export const TEST_TRANSFER_MAX_MICROS = toMicros('1000');
export const TEST_TRANSFER_DAILY_MAX_MICROS = toMicros('10000');

/** The UTC day of `at`, as the tally keys it (YYYY-MM-DD). */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function createTestTransfers(deps: {
  db: DbOrTx;
  clock: Clock;
  devChains: DevChains;
  chain: ChainService;
  book: AddressBook;
}) {
  const { db, clock, devChains, chain, book } = deps;
  // One transfer at a time: the demo wallet's nonces must be taken in order.
  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  async function send(
    userId: string,
    input: { network: Network; currency: TokenSymbol; amount: string; target: 'personal' | 'company' },
  ): Promise<TestTransferResponse> {
    const amountMicros = toMicros(input.amount);
    if (amountMicros > TEST_TRANSFER_MAX_MICROS) {
      throw fieldError(
        'RULE_VIOLATION',
        'amount',
        `A test transfer is at most ${formatMicros(TEST_TRANSFER_MAX_MICROS)}.`,
      );
    }
    const to = await recipient(userId, input.network, input.target);
    const day = utcDay(clock.now());
    if (!(await reserveTestTransfer(db, userId, day, amountMicros, TEST_TRANSFER_DAILY_MAX_MICROS))) {
      const left = TEST_TRANSFER_DAILY_MAX_MICROS - (await sentOn(db, userId, day));
      throw fieldError(
        'RULE_VIOLATION',
        'amount',
        `Test transfers are limited to ${formatMicros(TEST_TRANSFER_DAILY_MAX_MICROS)} a day; ${formatMicros(left > 0n ? left : 0n)} left today (UTC).`,
      );
    }
    const devChain = devChains.chains[input.network];
    let transactionHash: Hash;
    try {
      transactionHash = await oneAtATime(() =>
        sendToken(devChain, {
          token: input.currency,
          to,
          amountRaw: microsToRaw(amountMicros, devChain.decimals),
        }),
      );
    } catch (error) {
      await releaseTestTransfer(db, userId, day, amountMicros);
      throw error;
    }
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
