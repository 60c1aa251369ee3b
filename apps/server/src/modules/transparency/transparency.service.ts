import { formatMicros, type Transparency } from '@nova/contracts';
import type { AppDeps } from '../../app-types.ts';
import type { RewardsPoolService } from '../earnings/rewards-pool.service.ts';
import { systemAccountKey } from '../ledger/ledger.accounts.ts';
import type { LedgerReports } from '../ledger/ledger.reports.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';

const custody = [
  { network: 'BEP20', key: systemAccountKey('custody', 'BEP20') },
  { network: 'POLYGON', key: systemAccountKey('custody', 'POLYGON') },
  { network: 'BTC', key: systemAccountKey('btc_custody') },
] as const;

/**
 * A public page is read by anyone, as often as they like: the figures are read at most this often
 * (by the app clock), and the time they were read is part of the answer.
 */
const CACHE_TTL_MS = 60 * 1000;

/**
 * The public transparency figures (DESIGN.md §1.2): what is held per network, what is owed to
 * members, the rewards pool against its daily obligation, and what has been paid — every figure
 * read from the ledger in one consistent snapshot.
 */
export function createTransparencyService(
  deps: AppDeps,
  services: { ledger: LedgerService; ledgerReports: LedgerReports; rewardsPool: RewardsPoolService },
) {
  const { ledger, ledgerReports, rewardsPool } = services;
  let cache: { figures: Transparency; readAtMs: number } | undefined;

  async function read(): Promise<Transparency> {
    return ledger.readConsistent(async (tx) => {
      const assets = await ledgerReports.postedBalancesByKey(
        custody.map((entry) => entry.key),
        tx,
      );
      const members = await ledgerReports.postedBalancesByKind(['member_deposit', 'member_earnings'], tx);
      const bonuses = await ledgerReports.netFlowByType('member_earnings', ['REFERRAL_BONUS'], tx);
      const revenue = await ledgerReports.netFlowByType('membership_revenue', ['VIP_PAYMENT'], tx);
      const pool = await rewardsPool.status(tx);
      const assetRows = custody.map((entry) => ({
        network: entry.network,
        micros: assets.get(entry.key) ?? 0n,
      }));
      const deposits = members.get('member_deposit') ?? 0n;
      const earnings = members.get('member_earnings') ?? 0n;
      return {
        readAt: pool.readAt,
        assets: assetRows.map((row) => ({ network: row.network, balance: formatMicros(row.micros) })),
        totalAssets: formatMicros(assetRows.reduce((sum, row) => sum + row.micros, 0n)),
        memberBalances: {
          deposits: formatMicros(deposits),
          earnings: formatMicros(earnings),
          total: formatMicros(deposits + earnings),
        },
        rewardsPool: pool.balance,
        dailyObligation: pool.dailyObligation,
        coverageDays: pool.coverageDays,
        activeMemberships: pool.activeMemberships,
        unfundedRewards: pool.unfundedRewards,
        totals: {
          rewardsPaid: pool.totalRewardsPaid,
          referralBonusesPaid: formatMicros(bonuses.get('REFERRAL_BONUS') ?? 0n),
          membershipPayments: formatMicros(revenue.get('VIP_PAYMENT') ?? 0n),
          poolFunded: pool.totalFunded,
        },
      };
    });
  }

  return {
    async figures(): Promise<Transparency> {
      const nowMs = deps.clock.now().getTime();
      if (cache && nowMs - cache.readAtMs >= 0 && nowMs - cache.readAtMs < CACHE_TTL_MS) return cache.figures;
      const figures = await read();
      cache = { figures, readAtMs: nowMs };
      return figures;
    },
    /** Drops the cached figures (after the operator funds the pool in this process). */
    invalidate(): void {
      cache = undefined;
    },
  };
}

export type TransparencyService = ReturnType<typeof createTransparencyService>;
