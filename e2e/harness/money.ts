import type { Network } from '@nova/contracts';
import { toMicros } from '@nova/contracts';
import { type Address, type Hash, parseUnits } from 'viem';
import { mineBlocks, sendToken } from '../../apps/server/src/dev-chains/dev-chain-actions.ts';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { memberAccountKey, systemAccountKey } from '../../apps/server/src/modules/ledger/ledger.accounts.ts';
import type { ApiServer } from './api-server.ts';

/**
 * Money fixtures for browser tests: what a test needs in place but is not testing. Earnings are
 * credited through the ledger as a daily reward would be (funded from the rewards pool); payouts
 * are real token transfers on the local chains, made final.
 */
export async function creditEarnings(server: ApiServer, userId: string, amount: string): Promise<void> {
  const { ledger } = server.app.services;
  for (const [debit, credit, type] of [
    [systemAccountKey('operator_equity'), systemAccountKey('rewards_pool'), 'POOL_FUNDING'],
    [systemAccountKey('rewards_pool'), memberAccountKey(userId, 'earnings'), 'VIP_EARNINGS'],
  ] as const) {
    const result = await ledger.transfer({
      key: `e2e:${type}:${newId()}`,
      debitAccountKey: debit,
      creditAccountKey: credit,
      amountMicros: toMicros(amount),
      type,
      description: type === 'VIP_EARNINGS' ? 'Daily VIP earnings' : 'Rewards pool funding',
    });
    if (!result.ok) throw new Error(`e2e earnings refused: ${result.status}`);
  }
}

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
