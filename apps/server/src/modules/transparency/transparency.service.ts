import { formatMicros, type Transparency, type TransparencyHistory, toMicros } from '@nova/contracts';
import type { ModuleDeps } from '../../module-types.ts';
import { type LedgerReports, type LedgerService, systemAccountKey } from '../ledger/index.ts';
import { coverageDays, type RewardsPoolService } from '../rewards-pool/index.ts';
import { insertSnapshotOnce, listSnapshotsSince, type SnapshotRow } from './transparency.repo.ts';
import { balancesVerdict, coverageRatio, poolVerdict } from './transparency.verdict.ts';

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

const DAY_MS = 24 * 60 * 60 * 1000;

function toSnapshot(row: SnapshotRow) {
  return {
    date: row.day,
    readAt: row.readAt.toISOString(),
    totalAssets: formatMicros(row.totalAssets),
    memberBalances: formatMicros(row.memberBalances),
    rewardsPool: formatMicros(row.rewardsPool),
    dailyObligation: formatMicros(row.dailyObligation),
    coverageRatio: coverageRatio(row.totalAssets, row.memberBalances),
    coverageDays: coverageDays(row.rewardsPool, row.dailyObligation),
  };
}

/**
 * The public transparency figures (rule 3): what is held per network, what is owed to
 * members, the rewards pool against its daily obligation, and what has been paid — every figure
 * read from the ledger in one consistent snapshot.
 */
export function createTransparencyService(
  deps: ModuleDeps,
  services: { ledger: LedgerService; ledgerReports: LedgerReports; rewardsPool: RewardsPoolService },
) {
  const { ledger, ledgerReports, rewardsPool } = services;
  let cache: { figures: Transparency; readAtMs: number } | undefined;

  async function read(): Promise<Transparency> {
    return ledger.readConsistent(async (tx) => {
      // The figures the admin dashboard reads too, from the same report in the same snapshot.
      const system = await ledgerReports.systemFigures(tx);
      const revenue = await ledgerReports.netFlowByType('membership_revenue', ['VIP_PAYMENT'], tx);
      const pool = await rewardsPool.status(tx);
      const assetRows = custody.map((entry) => ({
        network: entry.network,
        micros: system.custodyByKey.get(entry.key) ?? 0n,
      }));
      const deposits = system.memberDepositsMicros;
      const earnings = system.memberEarningsMicros;
      const totalAssets = assetRows.reduce((sum, row) => sum + row.micros, 0n);
      const poolMicros = toMicros(pool.balance);
      const dailyMicros = toMicros(pool.dailyObligation);
      return {
        readAt: pool.readAt,
        assets: assetRows.map((row) => ({ network: row.network, balance: formatMicros(row.micros) })),
        totalAssets: formatMicros(totalAssets),
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
          referralBonusesPaid: formatMicros(system.memberNetMicros.REFERRAL_BONUS ?? 0n),
          membershipPayments: formatMicros(revenue.get('VIP_PAYMENT') ?? 0n),
          poolFunded: pool.totalFunded,
        },
        coverageRatio: coverageRatio(totalAssets, deposits + earnings),
        verdict: {
          balances: balancesVerdict(totalAssets, deposits + earnings),
          pool: poolVerdict({
            poolMicros,
            dailyMicros,
            coverageDays: pool.coverageDays,
            unfundedCount: pool.unfundedRewards.count,
          }),
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
    /**
     * Records today's figures (UTC day) once; the daily snapshot job calls it. Reads fresh figures,
     * not the cached ones, so the record is what the ledger said when it was taken.
     */
    async snapshot(): Promise<boolean> {
      const figures = await read();
      return insertSnapshotOnce(deps.database.db, {
        day: figures.readAt.slice(0, 10),
        readAt: new Date(figures.readAt),
        totalAssets: toMicros(figures.totalAssets),
        memberBalances: toMicros(figures.memberBalances.total),
        rewardsPool: toMicros(figures.rewardsPool),
        dailyObligation: toMicros(figures.dailyObligation),
      });
    },

    /** The snapshots of the last `days` UTC days (today included), oldest first. */
    async history(days: number): Promise<TransparencyHistory> {
      const from = new Date(deps.clock.now().getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
      const rows = await listSnapshotsSince(deps.database.db, from, days);
      return { snapshots: rows.map(toSnapshot) };
    },

    /** Drops the cached figures (after the operator funds the pool in this process). */
    invalidate(): void {
      cache = undefined;
    },
  };
}

export type TransparencyService = ReturnType<typeof createTransparencyService>;
