import { describe, expect, it } from 'vitest';
import { BASE_URL, rest } from './helpers';
import type { RecordKind } from '@/catalog/routes';

const DAY = 86_400_000;

interface Row {
  sourceId: string;
  publishedAt: string;
  city?: string | null;
  summary?: string | null;
  summaryEn?: string | null;
  startDate?: string | null;
  deadline?: string | null;
  noticeCode?: string;
}

/** The newest demo record of a collection by publication date, read by Payload itself. */
async function newest(collection: RecordKind): Promise<Row> {
  const response = await rest(`/${collection}?where[sourceId][like]=demo-&sort=-publishedAt&limit=1&depth=0`);
  expect(response.status).toBe(200);
  const { docs } = (await response.json()) as { docs: Row[] };
  expect(docs).toHaveLength(1);
  return docs[0];
}

/** The monthly chart's figures on /en/marketService: month → count. */
async function monthlyFigures(): Promise<Map<string, number>> {
  let response = await fetch(`${BASE_URL}/en/marketService`);
  if (response.headers.get('x-nextjs-cache') === 'STALE')
    response = await fetch(`${BASE_URL}/en/marketService`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const table = /<table[^>]*data-chart-table="market-monthly"[^>]*>([\s\S]*?)<\/table>/.exec(html);
  expect(table).not.toBeNull();
  return new Map(
    [...table![1].matchAll(/<tr data-key="([^"]+)">.*?data-value="([^"]+)"/g)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
}

describe('demo feed (DEMO_FEED=on, the default)', () => {
  it('keeps the newest project and tender at most a day old', async () => {
    for (const collection of ['projects', 'tenders'] as const) {
      const row = await newest(collection);
      const age = Date.now() - Date.parse(row.publishedAt);
      expect(age, `${collection}: ${row.publishedAt}`).toBeGreaterThanOrEqual(0);
      expect(age, `${collection}: ${row.publishedAt}`).toBeLessThanOrEqual(DAY);
    }
  });

  it('stores generated records with the new fields, under demo source ids', async () => {
    const project = await newest('projects');
    expect(project.sourceId).toMatch(/^demo-p-\d+$/);
    expect(project.city).toMatch(/(市|地区|州)$/);
    expect(project.summary).toMatch(/^本项目位于.+。$/);
    if (project.startDate)
      expect(Date.parse(project.startDate)).toBeGreaterThan(Date.parse(project.publishedAt));
    const tender = await newest('tenders');
    expect(tender.sourceId).toMatch(/^demo-t-\d+$/);
    expect(tender.summaryEn).toMatch(/^[A-Z].+\.$/);
    if (tender.noticeCode === '155') expect(tender.deadline ?? null).toBeNull();
    else expect(Date.parse(tender.deadline!)).toBeGreaterThan(Date.parse(tender.publishedAt));
  });

  it('charts the current month on /en/marketService', async () => {
    const monthly = await monthlyFigures();
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    expect([...monthly.keys()].at(-1)).toBe(month);
    const response = await rest(
      `/projects?where[publishedAt][greater_than_equal]=${month}-01T00:00:00.000Z&limit=1&depth=0`,
    );
    const { totalDocs } = (await response.json()) as { totalDocs: number };
    expect(monthly.get(month)).toBe(totalDocs);
    // Office hours of the month so far hold records, unless the month began less than a day ago.
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    if (now.getTime() - monthStart > DAY) expect(monthly.get(month)).toBeGreaterThan(0);
  });
});
