import { describe, expect, it } from 'vitest';
import { BIDDING_CATEGORIES, REGIONS } from '@/catalog';
import type { RecordKind } from '@/catalog/routes';
import { BASE_URL, rest } from './helpers';

/** The figures of one chart, read from its data table: key → raw value. */
type Figures = Map<string, number>;
const CHARTS = ['market-monthly', 'market-regions', 'market-industries', 'market-notices'] as const;

async function pageFigures(path: string): Promise<Record<(typeof CHARTS)[number], Figures>> {
  let response = await fetch(BASE_URL + path);
  // A page expired by a save may be served once more while it renders again.
  if (response.headers.get('x-nextjs-cache') === 'STALE') response = await fetch(BASE_URL + path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const out = {} as Record<(typeof CHARTS)[number], Figures>;
  for (const chart of CHARTS) {
    const table = new RegExp(`<table[^>]*data-chart-table="${chart}"[^>]*>([\\s\\S]*?)</table>`).exec(html);
    expect(table, chart).not.toBeNull();
    out[chart] = new Map(
      [...table![1].matchAll(/<tr data-key="([^"]+)">.*?data-value="([^"]+)"/g)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    );
  }
  return out;
}

/** Rows matching a Payload REST `where` query string, counted by Payload itself. */
async function count(collection: RecordKind, where: string): Promise<number> {
  const response = await rest(`/${collection}?${where}&limit=1&depth=0`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { totalDocs: number }).totalDocs;
}

const monthAfter = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString();
};

describe('market statistics on /marketService', () => {
  it('counts new projects per month of the last twelve, by publish date', async () => {
    const { 'market-monthly': monthly } = await pageFigures('/en/marketService');
    const months = [...monthly.keys()];
    expect(months).toHaveLength(12);
    const now = new Date();
    expect(months.at(-1)).toBe(now.toISOString().slice(0, 7));
    expect([...months].sort()).toEqual(months);
    let total = 0;
    for (const month of months) {
      const expected = await count(
        'projects',
        `where[publishedAt][greater_than_equal]=${month}-01T00:00:00.000Z&where[publishedAt][less_than]=${monthAfter(month)}`,
      );
      expect(monthly.get(month), month).toBe(expected);
      total += expected;
    }
    // The seed spreads its rows over the last year: the chart is not empty.
    expect(total).toBeGreaterThan(0);
  });

  it('counts projects per region from their provinces', async () => {
    const { 'market-regions': regions } = await pageFigures('/marketService');
    expect([...regions.keys()]).toEqual(REGIONS.map((r) => r.slug));
    let sum = 0;
    for (const region of REGIONS) {
      const expected = await count(
        'projects',
        `where[province][in]=${region.provinces.map((p) => p.slug).join(',')}`,
      );
      expect(regions.get(region.slug), region.slug).toBe(expected);
      sum += expected;
    }
    expect(sum).toBe(await count('projects', 'where[id][exists]=true'));
  });

  it('ranks the ten industries with the largest summed amounts', async () => {
    const { 'market-industries': industries } = await pageFigures('/en/marketService');
    const response = await rest(
      '/projects?pagination=false&depth=0&select[industry]=true&select[amountWan]=true',
    );
    const docs = ((await response.json()) as { docs: { industry: string; amountWan: number }[] }).docs;
    const sums = new Map<string, number>();
    for (const d of docs) sums.set(d.industry, (sums.get(d.industry) ?? 0) + d.amountWan);
    const ranked = [...sums.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
    expect([...industries.keys()]).toEqual(ranked.map(([industry]) => industry));
    // The chart's values are in CNY billion on the English page (1 billion = 100,000 万元).
    for (const [industry, wan] of ranked) expect(industries.get(industry)! * 100_000).toBeCloseTo(wan, 0);
  });

  it('counts tenders per notice type, free tenders apart from tender notices', async () => {
    const { 'market-notices': notices } = await pageFigures('/marketService');
    expect([...notices.keys()]).toEqual(BIDDING_CATEGORIES.map((c) => c.key));
    for (const c of BIDDING_CATEGORIES) {
      const where =
        c.key === 'freeTender'
          ? 'where[free][equals]=true'
          : `where[noticeCode][equals]=${c.code}&where[free][equals]=false`;
      expect(notices.get(c.key), c.key).toBe(await count('tenders', where));
    }
    expect([...notices.values()].reduce((a, b) => a + b, 0)).toBe(
      await count('tenders', 'where[id][exists]=true'),
    );
  });

  it('shows a project an operator adds or deletes on the next visit', async () => {
    const before = await pageFigures('/en/marketService');
    const created = await rest('/projects', {
      method: 'POST',
      body: JSON.stringify({
        title: '拉萨市统计测试项目',
        province: 'xizang',
        region: 'southwest',
        industry: 'yiliao',
        categoryCode: '146',
        stage: 'design',
        amountWan: 1234,
        publishedAt: new Date().toISOString(),
        owner: '拉萨市卫生健康委员会',
      }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { doc: { id: number } }).doc.id;
    const month = new Date().toISOString().slice(0, 7);
    try {
      const after = await pageFigures('/en/marketService');
      expect(after['market-regions'].get('southwest')).toBe(before['market-regions'].get('southwest')! + 1);
      expect(after['market-monthly'].get(month)).toBe(before['market-monthly'].get(month)! + 1);
    } finally {
      expect((await rest(`/projects/${id}`, { method: 'DELETE' })).status).toBe(200);
    }
    const restored = await pageFigures('/en/marketService');
    expect(restored['market-regions'].get('southwest')).toBe(before['market-regions'].get('southwest'));
  });
});
