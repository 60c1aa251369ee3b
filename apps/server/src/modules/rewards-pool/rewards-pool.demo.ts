import { formatMicros, toMicros } from '@nova/contracts';
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../jobs/job-runner.ts';
import { systemAccountKey } from '../ledger/index.ts';
import type { RewardsPoolService } from './rewards-pool.service.ts';

/**
 * The demo keeps the rewards pool at this many days of its own daily obligation (the daily
 * earnings of its active memberships), so it shows what a healthy operator looks like: a pool
 * sized to what it must pay, not a large made-up figure.
 */
export const DEMO_POOL_DAYS = 60n;

/** With no memberships yet, the pool still holds this much so the first rewards are paid. */
export const DEMO_POOL_FLOOR = '100';

/**
 * Tops the pool up to DEMO_POOL_DAYS of today's obligation (never down). The money is brought in
 * as stablecoins held on BEP20 (custody → pool), so assets held grow with the pool and the
 * transparency page's coverage stays true. Keyed by the day, the target and the balance, so a run
 * that races another with the same figures moves nothing twice. Returns the amount funded (0 when the pool was large enough).
 */
export async function topUpDemoRewardsPool(rewardsPool: RewardsPoolService, day: string): Promise<bigint> {
  const status = await rewardsPool.status();
  const floor = toMicros(DEMO_POOL_FLOOR);
  const wanted = toMicros(status.dailyObligation) * DEMO_POOL_DAYS;
  const target = wanted > floor ? wanted : floor;
  const missing = target - toMicros(status.balance);
  if (missing <= 0n) return 0n;
  await rewardsPool.fund(
    null,
    {
      amount: formatMicros(missing),
      note: `Demo data: pool topped up to ${DEMO_POOL_DAYS} days of the daily rewards owed`,
    },
    `demo-top-up:${day}:${formatMicros(target)}:${status.balance}`,
    systemAccountKey('custody', 'BEP20'),
  );
  return missing;
}

/** The demo's top-up as a background job: every few minutes, so new memberships are covered soon. */
export function demoPoolJob(app: FastifyInstance, intervalMs = 5 * 60 * 1000): Job {
  return {
    name: 'demo-rewards-pool',
    intervalMs,
    run: async () => {
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      const funded = await topUpDemoRewardsPool(app.services.rewardsPool, day);
      if (funded > 0n) app.log.info({ amount: formatMicros(funded) }, 'demo rewards pool topped up');
      return false;
    },
  };
}
