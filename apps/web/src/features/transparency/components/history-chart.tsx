import type { TransparencySnapshot } from '@nova/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Reads a CSS variable of the theme, so the chart follows light and dark. */
function themeColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';
}

/**
 * Coverage (assets ÷ member balances, left axis) and the rewards pool (USD, right axis) per day,
 * drawn with uPlot (small, canvas): this module is loaded only by the transparency page. Figures
 * become floats only here, for drawing; the numbers people read come from the API as text.
 */
export default function HistoryChart({ snapshots }: { snapshots: TransparencySnapshot[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = snapshots.map((row) => Date.parse(`${row.date}T00:00:00Z`) / 1000);
    const coverage = snapshots.map((row) => (row.coverageRatio === null ? null : Number(row.coverageRatio)));
    const pool = snapshots.map((row) => Number(row.rewardsPool));
    const axis = themeColour('--muted-foreground');
    const grid = themeColour('--border');
    const usd = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 260,
        scales: { x: { time: true }, ratio: { auto: true }, usd: { auto: true } },
        series: [
          {},
          { label: 'Coverage (×)', scale: 'ratio', stroke: themeColour('--primary'), width: 2 },
          {
            label: 'Rewards pool',
            scale: 'usd',
            stroke: themeColour('--success'),
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
      },
      [days, coverage, pool],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [snapshots]);
  return (
    <div
      ref={box}
      className="w-full text-foreground"
      role="img"
      aria-label="Coverage and rewards pool over time"
    />
  );
}
