import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dateOfKey } from '@questlog/core';
import styles from './Statistics.module.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A colour token of the theme (styles/tokens.css), read when the chart is drawn. */
  colorToken: string;
}

interface TimeChartProps {
  /** Local dates, 'YYYY-MM-DD', one per value. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  kind?: 'line' | 'bars';
  /** The y axis's values as text (a percentage, gold). */
  formatValue?: (value: number) => string;
  /** Counts: the y axis ticks whole numbers only. */
  isWhole?: boolean;
  /** The id of the heading naming the chart. */
  titleId: string;
}

const HEIGHT = 200;
const DAY_SECONDS = 86_400;

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

/** The theme on <html data-theme>, watched so the chart is drawn again in the new colours. */
function useThemeName(): string | undefined {
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.dataset.theme));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    return () => observer.disconnect();
  }, []);
  return theme;
}

const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

/**
 * A single date is shown with three days either side (uPlot alone would stretch one date over
 * years).
 */
function dateRange(chart: uPlot, min: number, max: number): uPlot.Range.MinMax {
  const dates = chart.data[0];
  const first = dates[0];
  if (first === undefined || first !== dates[dates.length - 1]) return [min, max];
  return [first - 3 * DAY_SECONDS, first + 3 * DAY_SECONDS];
}

function options(
  {
    series,
    kind,
    formatValue,
    isWhole,
  }: Pick<TimeChartProps, 'series' | 'kind' | 'formatValue' | 'isWhole'>,
  width: number,
  bars: uPlot.Series.PathBuilder | undefined,
): uPlot.Options {
  const axisColor = token('--color-text-muted');
  const gridColor = token('--color-border');
  const axis = {
    stroke: axisColor,
    grid: { stroke: gridColor, width: 1 },
    ticks: { stroke: gridColor },
  };
  return {
    width,
    height: HEIGHT,
    // dates are local dates already: shown as they are, in UTC
    tzDate: (seconds) =>
      new Date(seconds * 1000 + new Date(seconds * 1000).getTimezoneOffset() * 60_000),
    legend: { show: series.length > 1 },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true, range: dateRange } },
    axes: [
      axis,
      {
        ...axis,
        size: 56,
        ...(isWhole ? { incrs: WHOLE_STEPS } : {}),
        ...(formatValue ? { values: (_: uPlot, ticks: number[]) => ticks.map(formatValue) } : {}),
      },
    ],
    series: [
      {},
      ...series.map(({ label, colorToken }) => {
        const color = token(colorToken);
        return {
          label,
          stroke: color,
          width: 2,
          ...(kind === 'bars' && bars ? { fill: color, paths: bars, points: { show: false } } : {}),
        };
      }),
    ],
  };
}

/**
 * A time series drawn with uPlot, sized to its container and drawn again when the theme changes.
 * The canvas is a picture for sighted readers (hidden from assistive technology): the chart's
 * numbers are in the table beside it. Without ResizeObserver (an old browser) only the table shows.
 */
export function TimeChart({
  dates,
  series,
  kind = 'line',
  formatValue,
  isWhole = false,
  titleId,
}: TimeChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useThemeName();
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined' || dates.length === 0) return undefined;
    let chart: uPlot | undefined;
    let isGone = false;
    const xs = dates.map((date) => (dateOfKey(date) ?? 0) * DAY_SECONDS);
    const data = [xs, ...series.map(({ values }) => [...values])] as uPlot.AlignedData;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && chart && chart.width !== width) chart.setSize({ width, height: HEIGHT });
    });
    void import('uplot').then(({ default: UPlot }) => {
      if (isGone) return;
      const bars = kind === 'bars' ? UPlot.paths.bars?.({ size: [0.7, 24] }) : undefined;
      chart = new UPlot(
        options({ series, kind, formatValue, isWhole }, element.clientWidth || 320, bars),
        data,
        element,
      );
      observer.observe(element);
    });
    return () => {
      isGone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [dates, series, kind, formatValue, isWhole, theme]);
  return <div ref={container} className={styles.chart} aria-hidden="true" data-chart={titleId} />;
}
