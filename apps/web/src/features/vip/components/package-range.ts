import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VipLevel } from '@nova/contracts';
import { toMicros } from '@nova/contracts/money';
import { formatUsdWhole } from '@/lib/format.ts';

/** The packages on offer, cheapest to dearest active level: "$10 to $200,000"; null with none. */
export function packageRange(levels: VipLevel[]): string | null {
  const prices = levels
    .filter((level) => level.isActive)
    .map((level) => level.amount)
    .sort((a, b) => {
      const difference = toMicros(a) - toMicros(b);
      return difference < 0n ? -1 : difference > 0n ? 1 : 0;
    });
  const [lowest] = prices;
  const highest = prices.at(-1);
  if (lowest === undefined || highest === undefined) return null;
  if (lowest === highest) return formatUsdWhole(lowest);
  const from = formatUsdWhole(lowest);
  const to = formatUsdWhole(highest);
  return i18n._(msg`${from} to ${to}`);
}
