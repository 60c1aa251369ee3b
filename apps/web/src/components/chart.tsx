import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '@/lib/theme.tsx';

/** The theme's colours a chart draws with, read from its CSS variables. */
export interface ChartColours {
  axis: string;
  grid: string;
  primary: string;
  success: string;
}

function themeColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';
}

const readColours = (): ChartColours => ({
  axis: themeColour('--muted-foreground'),
  grid: themeColour('--border'),
  primary: themeColour('--primary'),
  success: themeColour('--success'),
});

/**
 * The app's one chart library, uPlot (small, canvas; no dependencies), behind one component that
 * modules load lazily with the screen that draws a chart. A canvas does not follow CSS, so the
 * chart is drawn again with the theme's colours when the theme changes (the provider has applied
 * the new theme's class before this effect runs), and again at the width of its box. The colour
 * its axes were drawn with is left on the box (`data-axis-colour`). The canvas is hidden from
 * screen readers: the caller gives the figures as text beside it.
 */
export function Chart({
  options,
  data,
  height,
  className,
}: {
  options: (colours: ChartColours) => Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { resolved } = useTheme();
  useEffect(() => {
    const element = box.current;
    if (!element || !resolved) return;
    const colours = readColours();
    const chart = new uPlot({ ...options(colours), width: element.clientWidth, height }, data, element);
    element.dataset.axisColour = colours.axis;
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data, height, resolved]);
  return <div ref={box} aria-hidden className={className} />;
}
