import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ColumnChart, HorizontalBarChart } from '@/components/charts/BarChart';
import {
  type ChartDatum,
  chartFormat,
  columnBars,
  horizontalBars,
  niceScale,
  textWidth,
} from '@/components/charts/chart-geometry';
import { monthStarts } from '@/features/market/server/market-stats';

const data = (values: number[]): ChartDatum[] =>
  values.map((value, i) => ({ key: `k${i}`, label: `Label ${i}`, value, display: String(value) }));

describe('market chart geometry', () => {
  it('rounds the axis up to a multiple of 1, 2, 2.5 or 5 × 10ⁿ in at most five steps', () => {
    expect(niceScale(87)).toEqual({ max: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(4517)).toEqual({ max: 5000, ticks: [0, 1000, 2000, 3000, 4000, 5000] });
    expect(niceScale(1234)).toEqual({ max: 1250, ticks: [0, 250, 500, 750, 1000, 1250] });
    expect(niceScale(10)).toEqual({ max: 10, ticks: [0, 2, 4, 6, 8, 10] });
    expect(niceScale(0.3).max).toBeCloseTo(0.3);
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    for (const max of [1, 3, 9.9, 11, 1787, 13_151.4, 450_000, 123_456_789]) {
      const scale = niceScale(max);
      expect(scale.max).toBeGreaterThanOrEqual(max);
      expect(scale.ticks.length).toBeLessThanOrEqual(6);
      // Less than one step of headroom above the largest value.
      expect(scale.max - max).toBeLessThan(scale.ticks[1]);
    }
  });

  it('measures Han characters as 1em and latin as 0.6em', () => {
    expect(textWidth('华东', 10)).toBe(20);
    expect(textWidth('East', 10)).toBe(24);
  });

  it('draws horizontal bars proportional to their values, inside the view box', () => {
    const layout = horizontalBars(data([50, 100, 0, 25]));
    const [a, b, c, d] = layout.bars;
    expect(b.width).toBeCloseTo(2 * a.width, 0);
    expect(c.width).toBe(0);
    expect(d.width).toBeCloseTo(a.width / 2, 0);
    // Labels end where bars start; each value label fits after its bar.
    expect(layout.bars.every((bar) => bar.x === layout.plotLeft)).toBe(true);
    expect(layout.plotLeft).toBeGreaterThan(textWidth('Label 0', 13));
    for (const bar of layout.bars)
      expect(bar.x + bar.width + 6 + textWidth(bar.datum.display, 13)).toBeLessThanOrEqual(layout.width);
    expect(layout.ticks.at(-1)?.x).toBeCloseTo(layout.plotLeft + layout.plotWidth, 0);
    // Rows do not overlap and all sit above the axis.
    for (let i = 1; i < layout.bars.length; i++)
      expect(layout.bars[i].y).toBeGreaterThanOrEqual(layout.bars[i - 1].y + layout.bars[i - 1].height);
    expect(d.y + d.height).toBeLessThan(layout.height);
  });

  it('draws columns from a common baseline, left to right', () => {
    const layout = columnBars(data([10, 40, 20]), String);
    const [a, b, c] = layout.bars;
    expect(a.x).toBeLessThan(b.x);
    expect(b.x).toBeLessThan(c.x);
    for (const bar of layout.bars) expect(bar.y + bar.height).toBeCloseTo(layout.plotBottom, 0);
    expect(b.height).toBeCloseTo(4 * a.height, 0);
    expect(c.x + c.width).toBeLessThanOrEqual(layout.width);
    expect(layout.ticks[0].y).toBe(layout.plotBottom);
    expect(layout.ticks.at(-1)?.y).toBeCloseTo(layout.plotTop, 0);
  });
});

describe('market chart formatting', () => {
  it('formats counts and amounts per locale: 亿元 in Chinese, CNY billion in English', () => {
    const zh = chartFormat('zh');
    const en = chartFormat('en');
    expect(zh.count(1234567)).toBe('1,234,567');
    expect(en.count(1234567)).toBe('1,234,567');
    // 12,345,678 万元 = 1,234.6 亿元 = CNY 123.5 bn
    expect(zh.amount(12_345_678)).toBe('1,234.6');
    expect(en.amount(12_345_678)).toBe('123.5');
    expect(zh.tick(2.5)).toBe('2.5');
    expect(zh.month('2026-01', 'long')).toBe('2026年1月');
    expect(en.month('2026-01', 'long')).toBe('January 2026');
    expect(en.month('2026-11', 'short')).toBe('Nov');
    expect(zh.month('2026-11', 'short')).toBe('11月');
  });

  it('counts twelve calendar months (UTC) ending with the current one', () => {
    const starts = monthStarts(new Date('2026-02-15T23:30:00Z'));
    expect(starts).toHaveLength(13);
    expect(starts[0]).toBe('2025-03-01T00:00:00.000Z');
    expect(starts[11]).toBe('2026-02-01T00:00:00.000Z');
    expect(starts[12]).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('market chart markup', () => {
  const props = {
    title: 'Projects by region',
    labelHeader: 'Region',
    valueHeader: 'Projects',
    tick: String,
    data: [
      { key: 'north', label: 'North China', value: 1200, display: '1,200' },
      { key: 'east', label: 'East China', value: 3400, display: '3,400' },
    ],
  };

  it('names the SVG by the visible heading and repeats every figure in a table', () => {
    for (const html of [
      renderToStaticMarkup(<HorizontalBarChart id="c1" {...props} />),
      renderToStaticMarkup(<ColumnChart id="c1" {...props} axisLabels={[['N'], ['E']]} />),
    ]) {
      expect(html).toContain('<h3 id="c1-title"');
      expect(html).toMatch(/<svg role="img" aria-labelledby="c1-title" viewBox="0 0 [\d.]+ [\d.]+"/);
      expect(html).toContain('<caption>Projects by region</caption>');
      expect(html).toContain(
        '<tr data-key="north"><th scope="row">North China</th><td data-value="1200">1,200</td></tr>',
      );
      expect(html).toContain(
        '<tr data-key="east"><th scope="row">East China</th><td data-value="3400">3,400</td></tr>',
      );
      const shown = [...html.matchAll(/data-value-label=""[^>]*>([^<]+)</g)].map((m) => m[1]);
      expect(shown).toEqual(['1,200', '3,400']);
    }
  });
});
