import { Trans, useLingui } from '@lingui/react/macro';
import type { ReferralRates } from '@nova/contracts';
import { formatMicros, rateToPpm, toMicros } from '@nova/contracts/money';
import { formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { fractionToPercent } from '@/lib/percent.ts';
import { exampleAmounts } from './landing-data.ts';

/** Exact: the payment in micro-units times the rate in parts per million. */
function bonus(amount: string, rate: number): string {
  return formatMicros((toMicros(amount) * rateToPpm(rate)) / 1_000_000n);
}

/**
 * Referral rates three levels deep, from GET /vip/public/referral-rates, with worked examples: the
 * bonus each referrer receives when an invited member pays $100, $500 or $1,000 for a membership.
 */
export function ReferralTable({ rates }: { rates: ReferralRates }) {
  const { t } = useLingui();
  const levels = [
    { level: 1, who: t`Members you invite`, rate: rates.level1Rate },
    { level: 2, who: t`Members they invite`, rate: rates.level2Rate },
    { level: 3, who: t`One level further`, rate: rates.level3Rate },
  ];
  return (
    <section
      className="relative overflow-x-auto rounded-xl border border-border bg-surface"
      aria-label={t`Referral bonus rates`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] text-sm" data-testid="referral-table">
        <caption className="sr-only">
          <Trans>Referral bonus rates and worked examples</Trans>
        </caption>
        <thead className="bg-surface-muted text-start text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              <Trans>Level</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-end font-medium">
              <Trans>Rate</Trans>
            </th>
            {exampleAmounts.map((amount) => {
              const payment = formatUsdWhole(amount);
              return (
                <th key={amount} scope="col" className="px-4 py-3 text-end font-medium">
                  <Trans>On {payment}</Trans>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {levels.map(({ level, who, rate }) => (
            <tr key={level}>
              <th scope="row" className="px-4 py-3 text-start font-medium">
                <Trans>Level {level}</Trans>{' '}
                <span className="block text-xs font-normal text-muted-foreground">{who}</span>
              </th>
              <td className="px-4 py-3 text-end tabular-nums">{fractionToPercent(rate)}%</td>
              {exampleAmounts.map((amount) => (
                <td key={amount} className="px-4 py-3 text-end tabular-nums">
                  {formatUsd(bonus(amount, rate))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
