import { Trans, useLingui } from '@lingui/react/macro';
import type { VipLevel } from '@nova/contracts';
import { OperatorText } from '@/components/operator-text.tsx';
import { formatPercent, formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { PoolNotice } from './landing-section.tsx';

function bicycle(level: VipLevel): string {
  return [level.bicycleModel, level.bicycleColor].filter(Boolean).join(', ') || '—';
}

/** Earnings by VIP level: from GET /vip/public/levels, or the example levels. */
export function EarningsTable({ levels, example }: { levels: VipLevel[]; example: boolean }) {
  const { t } = useLingui();
  // Not a row of the table: the table is wider than a phone and scrolls, which would cut it off.
  if (levels.length === 0)
    return (
      <p className="rounded-xl border border-border bg-surface px-4 py-8 text-center text-muted-foreground">
        <Trans>No membership levels are offered yet.</Trans>
      </p>
    );
  return (
    <div className="space-y-4">
      {/* Scrolls sideways on small screens: focusable so it can be scrolled from the keyboard. */}
      <section
        className="relative overflow-x-auto rounded-xl border border-border bg-surface"
        aria-label={t`Earnings by VIP level`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-sm" data-testid="earnings-table">
          <caption className="sr-only">
            {example ? t`Earnings by VIP level (example figures)` : t`Earnings by VIP level`}
          </caption>
          <thead className="bg-surface-muted text-start text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                <Trans>Level</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                <Trans>Amount</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                <Trans>Daily earning</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                <Trans>Daily %</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-end font-medium">
                <Trans>Monthly (30 days)</Trans>
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <Trans>Bicycle</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {levels.map((level) => (
              <tr key={level.id}>
                <th scope="row" className="px-4 py-3 text-start font-medium">
                  <OperatorText>{level.name}</OperatorText>{' '}
                  <span className="text-xs font-normal text-muted-foreground">VIP {level.level}</span>
                </th>
                <td className="px-4 py-3 text-end tabular-nums">{formatUsdWhole(level.amount)}</td>
                <td className="px-4 py-3 text-end tabular-nums">{formatUsd(level.dailyEarning)}</td>
                <td className="px-4 py-3 text-end tabular-nums">{formatPercent(level.dailyReturnPercent)}</td>
                <td className="px-4 py-3 text-end tabular-nums">{formatUsd(level.monthlyEarning)}</td>
                <td className="px-4 py-3 text-muted-foreground">
                  <OperatorText>{bicycle(level)}</OperatorText>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <PoolNotice />
    </div>
  );
}
