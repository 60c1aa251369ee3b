import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import uPlot from 'uplot';
import { Chart, type ChartColours } from '@/components/chart.tsx';
import { formatUsd } from '@/lib/format.ts';

/**
 * The last 14 days as bars, loaded with the first chart an administrator opens. uPlot draws with
 * numbers, so each exact decimal string becomes a number here for the drawing only; the table
 * beside it, for screen readers, gives every day's exact figure.
 */
export default function EarningsChart({ data }: { data: { date: string; amount: string }[] }) {
  const { t } = useLingui();
  const earned = t`Earned`;
  const aligned = useMemo<uPlot.AlignedData>(
    () => [data.map((_day, index) => index), data.map((day) => Number(day.amount))],
    [data],
  );
  const options = useCallback(
    ({ axis, grid, primary }: ChartColours): Omit<uPlot.Options, 'width' | 'height'> => ({
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
      series: [
        {},
        { label: earned, fill: primary, stroke: primary, paths: uPlot.paths.bars?.({ size: [0.6, 40] }) },
      ],
      axes: [
        {
          stroke: axis,
          grid: { show: false },
          splits: () => data.map((_day, index) => index),
          values: (_u, splits) => splits.map((index) => data[index]?.date.slice(5) ?? ''),
        },
        { stroke: axis, grid: { stroke: grid, dash: [3, 3] }, size: 48 },
      ],
    }),
    [data, earned],
  );
  return (
    <figure aria-labelledby="earnings-chart-caption" className="w-full text-xs">
      <Chart options={options} data={aligned} height={224} className="w-full" />
      <table className="sr-only">
        <caption id="earnings-chart-caption">
          <Trans>Earnings of the last 14 days</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">{earned}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{formatUsd(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
