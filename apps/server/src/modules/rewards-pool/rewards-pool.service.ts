import {
  type FundRewardsPoolRequest,
  formatMicros,
  type fundRewardsPoolRequestSchema,
  type RewardsPool,
  toMicros,
} from '@nova/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import { publishEvents } from '../events/index.ts';
import { type LedgerReports, type LedgerService, systemAccountKey } from '../ledger/index.ts';
import { unfundedTotals } from '../tasks/index.ts';
import type { MembershipsService } from '../vip/index.ts';

export type FundInput = z.output<typeof fundRewardsPoolRequestSchema>;
export type { FundRewardsPoolRequest };

const POOL = systemAccountKey('rewards_pool');
const RECENT_FUNDINGS = 10;

/** Days the pool covers at the current daily obligation, one decimal, rounded down; null when none is owed. */
export function coverageDays(balanceMicros: bigint, dailyMicros: bigint): string | null {
  if (dailyMicros <= 0n) return null;
  const tenths = (balanceMicros * 10n) / dailyMicros;
  return `${tenths / 10n}.${tenths % 10n}`;
}

/**
 * The rewards pool (rules 2 and 29): the only source of daily rewards, funded explicitly by the
 * operator from operator equity. Its figures are read from the ledger.
 */
export function createRewardsPoolService(
  deps: ModuleDeps,
  services: {
    ledger: LedgerService;
    ledgerReports: LedgerReports;
    memberships: MembershipsService;
    audit: AuditService;
  },
) {
  const { db } = deps.database;
  const { ledger, ledgerReports, memberships, audit } = services;

  /** The pool's figures, in one snapshot (or in the caller's transaction). */
  async function status(tx?: DbOrTx): Promise<RewardsPool> {
    const readAt = deps.clock.now();
    const [pool, obligation, unfunded, flows, fundings] = await ledger.readConsistent(
      async (ex) =>
        [
          await ledger.balanceOf(POOL, ex),
          await memberships.obligation(ex),
          await unfundedTotals(ex),
          await ledgerReports.netFlowByType('rewards_pool', ['POOL_FUNDING', 'VIP_EARNINGS'], ex),
          await ledgerReports.latestOfType('POOL_FUNDING', RECENT_FUNDINGS, ex),
        ] as const,
      tx,
    );
    const balance = pool?.availableMicros ?? 0n;
    return {
      readAt: readAt.toISOString(),
      balance: formatMicros(balance),
      dailyObligation: formatMicros(obligation.dailyMicros),
      coverageDays: coverageDays(balance, obligation.dailyMicros),
      activeMemberships: obligation.memberships,
      unfundedRewards: { count: unfunded.count, amount: formatMicros(unfunded.amountMicros) },
      totalFunded: formatMicros(flows.get('POOL_FUNDING') ?? 0n),
      totalRewardsPaid: formatMicros(-(flows.get('VIP_EARNINGS') ?? 0n)),
      recentFundings: fundings.map((row) => ({
        id: row.id,
        amount: formatMicros(row.amount),
        note: typeof row.metadata.note === 'string' ? row.metadata.note : '',
        actorId: typeof row.metadata.actorId === 'string' ? row.metadata.actorId : null,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  return {
    status,

    /**
     * Moves operator equity into the pool, with its audit entry in the same transaction. Sessions
     * that waited for funds are then paid, oldest first, by the settlement job's next run.
     * `requestKey` (the Idempotency-Key) makes a resent request a replay. `fromAccountKey` names
     * where the money comes from: operator equity by default; the demo brings it in as stablecoins
     * held in custody, so its assets cover what the pool pays out.
     */
    async fund(
      actorId: string | null,
      input: FundInput,
      requestKey?: string,
      fromAccountKey = systemAccountKey('operator_equity'),
    ): Promise<RewardsPool> {
      const amountMicros = toMicros(input.amount);
      await db.transaction(async (tx) => {
        const result = await ledger.transfer(
          {
            key: `pool_funding:${requestKey ?? newId()}`,
            debitAccountKey: fromAccountKey,
            creditAccountKey: POOL,
            amountMicros,
            type: 'POOL_FUNDING',
            description: 'Rewards pool funding',
            metadata: { note: input.note, actorId },
          },
          tx,
        );
        if (!result.ok) throw new Error(`pool funding refused by the ledger: ${result.status}`);
        if (result.status === 'exists') return;
        await publishEvents(tx, [{ kind: 'transparency', public: true }]);
        await audit.record(tx, {
          actorId,
          action: 'rewards_pool.fund',
          targetType: 'rewards_pool',
          targetId: result.transfer.id,
          after: { amount: formatMicros(amountMicros) },
          note: input.note,
        });
      });
      return status();
    },
  };
}

export type RewardsPoolService = ReturnType<typeof createRewardsPoolService>;
