import type { RewardsPoolService } from './rewards-pool.service.ts';

/**
 * The demo funds the rewards pool once with this stated amount, so the demo's rewards are paid
 * (DESIGN.md §1.1: rewards come only from the pool). Logged like any funding, by the system.
 */
export const DEMO_POOL_FUNDING = '100000';

export async function seedDemoRewardsPool(rewardsPool: RewardsPoolService): Promise<void> {
  await rewardsPool.fund(
    null,
    { amount: DEMO_POOL_FUNDING, note: 'Demo data: initial funding of the rewards pool' },
    'demo-initial-funding',
  );
}
