/**
 * Keyword plans (src/features/search/server/keyword.ts) against the plain listing: whichever way a
 * query is answered (SQLite's date-keyed FTS5 walk with facet tokens and phrases; PostgreSQL's
 * bounded date walk for frequent terms or its GIN index), it returns the rows the plain listing
 * holds whose titles contain every term, newest first (ties by id), with the same total.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { type Paged, call, rest } from './helpers';

interface Teaser {
  id: number;
  title: string;
  province: string;
  industry: string;
  amountWan: number;
  publishedAt: string;
  stage?: string;
}

const projects = (body: Record<string, unknown>, pageNo = 1, pageSize = 100) =>
  call<Paged<Teaser>>(API_PATHS.recommendProjects, { body, query: { pageNo, pageSize } });

const newestFirst = (a: Teaser, b: Teaser) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;

/** Every row of a small plain listing (at most 100 rows), newest first, ties by id. */
async function everyRow(filter: Record<string, unknown>): Promise<Teaser[]> {
  const { body } = await projects(filter);
  expect(body.data.total).toBeLessThanOrEqual(100);
  return [...body.data.list].sort(newestFirst);
}

/** The keyword answer must be exactly `rows` filtered by the terms. */
async function expectSameAsPlain(filter: Record<string, unknown>, rows: Teaser[], keyword: string) {
  const terms = keyword.split(/\s+/u).filter(Boolean);
  const expected = rows.filter((r) => terms.every((t) => r.title.toLowerCase().includes(t.toLowerCase())));
  const { status, body } = await projects({ ...filter, keyword });
  expect(status, keyword).toBe(200);
  expect(body.data.total, keyword).toBe(expected.length);
  expect(
    body.data.list.map((t) => t.id),
    keyword,
  ).toEqual(expected.map((t) => t.id));
  return expected.length;
}

describe('keyword plans', () => {
  it('return the rows of the plain listing whose titles hold every term, on every filter path', async () => {
    // A small slice the plain listing returns whole: one province and one industry.
    const filter = { province: 'hunan', industry: 'yiliao' };
    const rows = await everyRow(filter);
    expect(rows.length).toBeGreaterThan(3);
    const title = [...rows[0].title];
    const keywords = [
      title.slice(2, 4).join(''), // a 2-character term: one token
      title.slice(2, 6).join(''), // a 4-character term: a phrase of bigrams
      title[3], // one character: a prefix
      `${title.slice(0, 2).join('')} ${title.slice(-2).join('')}`, // two terms
      '医院',
      '不存在的词',
    ];
    let found = 0;
    for (const keyword of keywords) found += await expectSameAsPlain(filter, rows, keyword);
    expect(found).toBeGreaterThan(keywords.length);
    // Amount and date ranges on top of the keyword.
    const amounts = rows.map((r) => r.amountWan).sort((a, b) => a - b);
    const [amountMin, amountMax] = [amounts[1], amounts[amounts.length - 2]];
    const inRange = rows.filter((r) => r.amountWan >= amountMin && r.amountWan <= amountMax);
    await expectSameAsPlain({ ...filter, amountMin, amountMax }, inRange, title.slice(2, 4).join(''));
    const day = rows[1].publishedAt.slice(0, 10);
    const since = rows.filter((r) => r.publishedAt.slice(0, 10) >= day);
    await expectSameAsPlain({ ...filter, publishedFrom: day }, since, title[3]);
    const until = rows.filter((r) => r.publishedAt.slice(0, 10) <= day);
    await expectSameAsPlain({ ...filter, publishedTo: day }, until, title[3]);
  });

  it('page a frequent term without gaps or repeats, newest first', async () => {
    // 工程 is in about half the titles: the date walk answers it on both databases.
    const [one, two, three] = await Promise.all([1, 2, 3].map((p) => projects({ keyword: '工程' }, p, 20)));
    const whole = await projects({ keyword: '工程' }, 1, 60);
    const paged = [one, two, three].flatMap((r) => r.body.data.list);
    expect(paged.map((t) => t.id)).toEqual(whole.body.data.list.map((t) => t.id));
    expect(whole.body.data.list).toHaveLength(60);
    expect([...whole.body.data.list].sort(newestFirst)).toEqual(whole.body.data.list);
    expect(whole.body.data.list.every((t) => t.title.includes('工程'))).toBe(true);
    expect(one.body.data.total).toBe(whole.body.data.total);
  });

  it('follow an operator edit of the province, the date and the amount of a row', async () => {
    const created = await rest('/projects', {
      method: 'POST',
      body: JSON.stringify({
        ...{ title: '玛瑙溪水文监测站', province: 'xizang', region: 'southwest', industry: 'shuili' },
        ...{ categoryCode: '1462', stage: 'design', amountWan: 321, owner: '某水文局' },
        publishedAt: '2019-05-05T00:00:00.000Z',
      }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { doc: { id: number } }).doc;
    try {
      const ids = async (body: Record<string, unknown>) =>
        (await projects(body)).body.data.list.map((t) => t.id);
      expect(await ids({ keyword: '玛瑙溪', province: 'xizang' })).toEqual([id]);
      const edited = await rest(`/projects/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({
          province: 'hunan',
          region: 'central',
          publishedAt: '2099-01-01T00:00:00.000Z',
        }),
      });
      expect(edited.status).toBe(200);
      expect(await ids({ keyword: '玛瑙溪', province: 'xizang' })).toEqual([]);
      expect(await ids({ keyword: '玛瑙溪', province: 'hunan' })).toEqual([id]);
      // The new date leads a frequent term's listing, and only the new date range finds it.
      expect((await ids({ keyword: '站' })).at(0)).toBe(id);
      expect(await ids({ keyword: '玛瑙溪', publishedTo: '2019-12-31' })).toEqual([]);
      expect(await ids({ keyword: '玛瑙溪', publishedFrom: '2098-12-31' })).toEqual([id]);
      // An edit of the amount moves the row in and out of amount ranges.
      expect(await ids({ keyword: '玛瑙溪', amountMin: 300, amountMax: 399 })).toEqual([id]);
      const repriced = await rest(`/projects/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ amountWan: 45_678 }),
      });
      expect(repriced.status).toBe(200);
      expect(await ids({ keyword: '玛瑙溪', amountMin: 300, amountMax: 399 })).toEqual([]);
      expect(await ids({ keyword: '玛瑙溪', province: 'hunan', amountMin: 1000, amountMax: 50_000 })).toEqual(
        [id],
      );
      expect(await ids({ keyword: '玛瑙溪', amountMin: 45_678, amountMax: 45_678 })).toEqual([id]);
      expect(await ids({ keyword: '玛瑙溪', amountMin: 45_679 })).toEqual([]);
    } finally {
      expect((await rest(`/projects/${id}`, { method: 'DELETE' })).status).toBe(200);
    }
    expect((await projects({ keyword: '玛瑙溪' })).body.data.total).toBe(0);
  });
});
