import { formatMicros } from '@nova/contracts';

/**
 * The transparency figures in plain words (rule 3), computed from the ledger's exact
 * micro-unit figures: how many times assets held cover member balances, and how many days of
 * rewards the pool covers at today's memberships — said plainly when either is short.
 */

/** Below this many days the pool is called short: rewards may stop within a month. */
export const POOL_DAYS_COMFORTABLE = 30;

/** Assets ÷ liabilities with two decimals, rounded down; null when nothing is owed. */
export function coverageRatio(assetsMicros: bigint, liabilitiesMicros: bigint): string | null {
  if (liabilitiesMicros <= 0n) return null;
  const hundredths = (assetsMicros * 100n) / liabilitiesMicros;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

function usd(micros: bigint): string {
  const [whole = '0', fraction = ''] = formatMicros(micros).split('.');
  const cents = `${fraction}00`.slice(0, 2);
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

export function balancesVerdict(assetsMicros: bigint, liabilitiesMicros: bigint) {
  const ratio = coverageRatio(assetsMicros, liabilitiesMicros);
  if (ratio === null) return { covered: true, sentence: 'No member balances are owed right now.' };
  if (assetsMicros >= liabilitiesMicros) {
    return { covered: true, sentence: `Member balances are covered ${ratio}× by assets held.` };
  }
  return {
    covered: false,
    sentence: `Member balances are not fully covered: assets held cover ${ratio}× of them, ${usd(
      liabilitiesMicros - assetsMicros,
    )} short.`,
  };
}

export function poolVerdict(input: {
  poolMicros: bigint;
  dailyMicros: bigint;
  coverageDays: string | null;
  unfundedCount: number;
}) {
  const waiting =
    input.unfundedCount > 0
      ? ` ${input.unfundedCount} ${input.unfundedCount === 1 ? 'reward is' : 'rewards are'} waiting for funds.`
      : '';
  if (input.coverageDays === null) {
    return {
      covered: input.unfundedCount === 0,
      sentence: `No daily rewards are owed at today's memberships.${waiting}`,
    };
  }
  const wholeDays = input.poolMicros / input.dailyMicros;
  const days = `${wholeDays} ${wholeDays === 1n ? 'day' : 'days'}`;
  if (wholeDays >= BigInt(POOL_DAYS_COMFORTABLE) && input.unfundedCount === 0) {
    return { covered: true, sentence: `The rewards pool covers ${days} of rewards at today's memberships.` };
  }
  if (wholeDays === 0n) {
    return {
      covered: false,
      sentence: `The rewards pool cannot cover one day of rewards at today's memberships: rewards are not paid until the operator funds it.${waiting}`,
    };
  }
  return {
    covered: false,
    sentence: `The rewards pool covers only ${days} of rewards at today's memberships; when it runs out, rewards are not paid until the operator funds it.${waiting}`,
  };
}
