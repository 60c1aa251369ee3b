import type { Tokenomics } from '@nova/contracts';

/**
 * The planned token distribution the landing page shows (public-and-admin §9). It is a plan the
 * operator publishes, not a balance, so it is a constant rather than a ledger figure.
 */
export const tokenomics: Tokenomics = Object.freeze({
  stakingRewards: 40,
  teamAdvisors: 20,
  communityIncentives: 20,
  partnerships: 10,
  reserveLiquidity: 10,
  totalSupply: 100_000_000,
  standard: 'ERC-20',
  teamLockMonths: 12,
});
