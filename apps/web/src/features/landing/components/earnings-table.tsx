import type { VipLevel } from '@nova/contracts';
import { formatPercent, formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { PoolNotice } from './landing-section.tsx';

function bicycle(level: VipLevel): string {
  return [level.bicycleModel, level.bicycleColor].filter(Boolean).join(', ') || '—';
}

/** Earnings by VIP level: from GET /vip/public/levels, or the example levels. */
export function EarningsTable({ levels, example }: { levels: VipLevel[]; example: boolean }) {
  // Not a row of the table: the table is wider than a phone and scrolls, which would cut it off.
  if (levels.length === 0)
    return (
      <p className="rounded-xl border border-border bg-surface px-4 py-8 text-center text-muted-foreground">
        No membership levels are offered yet.
      </p>
    );
  return (
    <div className="space-y-4">
      {/* Scrolls sideways on small screens: focusable so it can be scrolled from the keyboard. */}
      <section
        className="overflow-x-auto rounded-xl border border-border bg-surface"
        aria-label="Earnings by VIP level"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-sm" data-testid="earnings-table">
          <caption className="sr-only">Earnings by VIP level{example ? ' (example figures)' : ''}</caption>
          <thead className="bg-surface-muted text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Level
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Daily earning
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Daily %
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Monthly (30 days)
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Bicycle
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {levels.map((level) => (
              <tr key={level.id}>
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  {level.name}{' '}
                  <span className="text-xs font-normal text-muted-foreground">VIP {level.level}</span>
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{formatUsdWhole(level.amount)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatUsd(level.dailyEarning)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatPercent(level.dailyReturnPercent)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatUsd(level.monthlyEarning)}</td>
                <td className="px-4 py-3 text-muted-foreground">{bicycle(level)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <PoolNotice />
    </div>
  );
}
