import type { Network } from '@nova/contracts';
import { type Address, type Hash, parseUnits } from 'viem';
import { mineBlocks, sendToken } from '../../apps/server/src/dev-chains/dev-chain-actions.ts';
import type { ApiServer } from './api-server.ts';

/**
 * Money fixtures for browser tests: what a test needs in place but is not testing. Payouts are real
 * token transfers on the local chains, made final; earnings are credited with the server tests'
 * creditEarnings (test/withdrawal-fixtures.ts) through fixtureApp.
 */
export async function payOnChain(
  server: ApiServer,
  network: Network,
  to: Address,
  amount: string,
): Promise<Hash> {
  const chain = server.chains.chains[network];
  const hash = await sendToken(chain, { token: 'USDT', to, amountRaw: parseUnits(amount, chain.decimals) });
  await mineBlocks(chain, chain.confirmations + 5);
  return hash;
}
