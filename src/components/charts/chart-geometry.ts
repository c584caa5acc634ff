/**
 * Geometry and number formatting of the market charts: pure functions, so the server-rendered
 * SVG is computed (and unit-tested) without a chart library or any browser code.
 */
import type { Locale } from '@/i18n/routing';

export interface ChartDatum {
  /** Stable key (a month, a region slug…), written on the SVG bar and the table row. */
  key: string;
  label: string;
  value: number;
  /** The value as the reader sees it, in the chart and in its data table. */
  display: string;
}

/**
 * A round axis: the smallest step of 1, 2, 2.5 or 5 × 10ⁿ that reaches `max` in at most
 * `count` + 1 steps, and the ticks from 0 to the first multiple of it at or above `max`.
 */
export function niceScale(max: number, count = 4): { max: number; ticks: number[] } {
  if (!(max > 0)) return { max: 1, ticks: [0, 1] };
  const power = 10 ** Math.floor(Math.log10(max / count));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => Math.ceil(max / s) <= count + 1)!;
  const steps = Math.max(1, Math.ceil(max / step - 1e-9));
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks[steps], ticks };
}

/** Approximate rendered width of `text` at `fontSize`: Han and full-width characters take 1em, others ~0.6em. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += /[\u2e80-\u9fff\uff00-\uffef]/u.test(ch) ? 1 : 0.6;
  return em * fontSize;
}

export const FONT_SIZE = 13;
/** Coordinates to a tenth of a unit: finer is invisible and only lengthens the HTML. */
const r1 = (v: number) => Math.round(v * 10) / 10;
const VIEW_WIDTH = 600;
const BAR_HEIGHT = 22;
const ROW_GAP = 10;
const PAD = 8;
const AXIS_HEIGHT = 22;

export interface Bar {
  datum: ChartDatum;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface HorizontalLayout {
  width: number;
  height: number;
  /** x where bars start (labels end there). */
  plotLeft: number;
  plotWidth: number;
  bars: Bar[];
  ticks: { value: number; x: number }[];
}

/** Horizontal bars, one row per datum: labels on the left, the value after each bar, a tick axis below. */
export function horizontalBars(data: readonly ChartDatum[]): HorizontalLayout {
  const labelWidth = Math.ceil(Math.max(0, ...data.map((d) => textWidth(d.label, FONT_SIZE))));
  const valueWidth = Math.ceil(Math.max(0, ...data.map((d) => textWidth(d.display, FONT_SIZE))));
  const plotLeft = PAD + labelWidth + PAD;
  const plotWidth = Math.max(120, VIEW_WIDTH - plotLeft - PAD - valueWidth - PAD);
  const scale = niceScale(Math.max(0, ...data.map((d) => d.value)));
  const x = (v: number) => (v / scale.max) * plotWidth;
  const bars = data.map((datum, i) => ({
    datum,
    x: plotLeft,
    y: PAD + i * (BAR_HEIGHT + ROW_GAP),
    width: r1(x(Math.max(0, datum.value))),
    height: BAR_HEIGHT,
  }));
  const plotBottom = PAD + data.length * (BAR_HEIGHT + ROW_GAP);
  return {
    width: plotLeft + plotWidth + PAD + valueWidth + PAD,
    height: plotBottom + AXIS_HEIGHT,
    plotLeft,
    plotWidth,
    bars,
    ticks: scale.ticks.map((value) => ({ value, x: r1(plotLeft + x(value)) })),
  };
}

export interface ColumnLayout {
  width: number;
  height: number;
  plotTop: number;
  plotBottom: number;
  bars: Bar[];
  ticks: { value: number; y: number }[];
  /** Room left of the plot for the tick labels. */
  plotLeft: number;
}

const COLUMN_PLOT_HEIGHT = 220;
const COLUMN_TOP = 24;

/** Vertical columns, one per datum left to right, a tick axis on the left, two label lines below. */
export function columnBars(data: readonly ChartDatum[], tickLabels: (v: number) => string): ColumnLayout {
  const scale = niceScale(Math.max(0, ...data.map((d) => d.value)));
  const tickWidth = Math.ceil(Math.max(...scale.ticks.map((t) => textWidth(tickLabels(t), FONT_SIZE))));
  const plotLeft = PAD + tickWidth + PAD;
  const slot = (VIEW_WIDTH - plotLeft - PAD) / Math.max(1, data.length);
  const barWidth = slot * 0.6;
  const plotBottom = COLUMN_TOP + COLUMN_PLOT_HEIGHT;
  const h = (v: number) => (v / scale.max) * COLUMN_PLOT_HEIGHT;
  const bars = data.map((datum, i) => {
    const height = r1(h(Math.max(0, datum.value)));
    return {
      datum,
      x: r1(plotLeft + i * slot + (slot - barWidth) / 2),
      y: r1(plotBottom - height),
      width: r1(barWidth),
      height,
    };
  });
  return {
    width: VIEW_WIDTH,
    height: plotBottom + 2 * (FONT_SIZE + 6) + PAD,
    plotTop: COLUMN_TOP,
    plotBottom,
    plotLeft,
    bars,
    ticks: scale.ticks.map((value) => ({ value, y: r1(plotBottom - h(value)) })),
  };
}

/** Counts and amounts per locale. Amounts arrive in 万元 and read as 亿元 (zh) or CNY billion (en). */
export function chartFormat(locale: Locale) {
  const tag = locale === 'zh' ? 'zh-CN' : 'en';
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const amount = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const tick = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const wanPerUnit = locale === 'zh' ? 10_000 : 100_000;
  return {
    count: (n: number) => count.format(n),
    amount: (wan: number) => amount.format(wan / wanPerUnit),
    /** Axis tick labels (round values, in the unit the chart shows). */
    tick: (n: number) => tick.format(n),
    /** Month label of a YYYY-MM key; `short` gives the month alone. */
    month: (key: string, style: 'short' | 'long') =>
      new Intl.DateTimeFormat(tag, {
        timeZone: 'UTC',
        ...(style === 'short' ? { month: 'short' } : { year: 'numeric', month: 'long' }),
      }).format(new Date(`${key}-01T00:00:00Z`)),
    year: (key: string) => key.slice(0, 4),
    wanPerUnit,
  };
}
