import { useLingui } from '@lingui/react/macro';
import type { TransparencySnapshot } from '@nova/contracts';
import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import { Chart, type ChartColours } from '@/components/chart.tsx';

const usd = new Intl.NumberFormat(undefined, {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * Coverage (assets ÷ member balances, left axis) and the rewards pool (USD, right axis) per day:
 * this module is loaded only by the transparency page. Figures become floats only here, for
 * drawing; the numbers people read come from the API as text (the section's summary).
 */
export default function HistoryChart({ snapshots }: { snapshots: TransparencySnapshot[] }) {
  const { t } = useLingui();
  const coverage = t`Coverage (×)`;
  const pool = t`Rewards pool`;
  const data = useMemo<uPlot.AlignedData>(
    () => [
      snapshots.map((row) => Date.parse(`${row.date}T00:00:00Z`) / 1000),
      snapshots.map((row) => (row.coverageRatio === null ? null : Number(row.coverageRatio))),
      snapshots.map((row) => Number(row.rewardsPool)),
    ],
    [snapshots],
  );
  const options = useCallback(
    ({ axis, grid, primary, success }: ChartColours): Omit<uPlot.Options, 'width' | 'height'> => ({
      scales: { x: { time: true }, ratio: { auto: true }, usd: { auto: true } },
      series: [
        {},
        { label: coverage, scale: 'ratio', stroke: primary, width: 2 },
        {
          label: pool,
          scale: 'usd',
          stroke: success,
          width: 2,
          value: (_u, v) => (v == null ? '—' : usd.format(v)),
        },
      ],
      axes: [
        { stroke: axis, grid: { stroke: grid } },
        {
          scale: 'ratio',
          stroke: axis,
          grid: { stroke: grid },
          values: (_u, values) => values.map((v) => `${v}×`),
        },
        {
          scale: 'usd',
          side: 1,
          stroke: axis,
          grid: { show: false },
          values: (_u, values) => values.map((v) => usd.format(v)),
          size: 70,
        },
      ],
    }),
    [coverage, pool],
  );
  return <Chart options={options} data={data} height={260} className="w-full text-foreground" />;
}
