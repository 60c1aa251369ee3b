import { plural, t } from '@lingui/core/macro';
import type { Transparency } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';
import { floorDecimal, formatUsdFixed } from '@/lib/format.ts';

/**
 * The server's verdict (rule 3) in the active language: the server states it in English, and the
 * same sentences are built here from the same figures, with its `covered` flags deciding which.
 * Counts are written as the server writes them (no separators), so English reads exactly as its.
 */
export function balancesSentence(data: Transparency): string {
  const ratio = data.coverageRatio;
  if (ratio === null) return t`No member balances are owed right now.`;
  if (data.verdict.balances.covered) return t`Member balances are covered ${ratio}× by assets held.`;
  const missing = toMicros(data.memberBalances.total) - toMicros(data.totalAssets);
  const short = formatUsdFixed(floorDecimal(formatMicros(missing), 2), 2);
  return t`Member balances are not fully covered: assets held cover ${ratio}× of them, ${short} short.`;
}

export function poolSentence(data: Transparency): string {
  const count = data.unfundedRewards.count;
  const rewards = String(count);
  const waiting =
    count > 0
      ? plural(count, {
          one: `${rewards} reward is waiting for funds.`,
          other: `${rewards} rewards are waiting for funds.`,
        })
      : '';
  const daily = toMicros(data.dailyObligation);
  if (data.coverageDays === null || daily === 0n) {
    return joined(t`No daily rewards are owed at today's memberships.`, waiting);
  }
  const wholeDays = toMicros(data.rewardsPool) / daily;
  const figure = wholeDays.toString();
  const dayCount = Number(wholeDays);
  const days = plural(dayCount, { one: `${figure} day`, other: `${figure} days` });
  if (data.verdict.pool.covered) return t`The rewards pool covers ${days} of rewards at today's memberships.`;
  if (wholeDays === 0n) {
    return joined(
      t`The rewards pool cannot cover one day of rewards at today's memberships: rewards are not paid until the operator funds it.`,
      waiting,
    );
  }
  return joined(
    t`The rewards pool covers only ${days} of rewards at today's memberships; when it runs out, rewards are not paid until the operator funds it.`,
    waiting,
  );
}

function joined(sentence: string, waiting: string): string {
  return waiting ? `${sentence} ${waiting}` : sentence;
}
