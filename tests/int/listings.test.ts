import { describe, expect, it } from 'vitest';
import { type Paged, ZXW, call } from './helpers';

interface Teaser {
  id: number;
  title: string;
  province: string;
  industry: string;
  publishedAt: string;
  contactName: string;
  contactPhone: string;
  categoryCode?: number;
  noticeCode?: number;
  free?: boolean;
}

const projects = (body: unknown, query: Record<string, number | string> = { pageNo: 1, pageSize: 20 }) =>
  call<Paged<Teaser>>(`${ZXW}/api/project-accurate/recommend`, { body, query });
const tenders = (body: unknown, query: Record<string, number | string> = { pageNo: 1, pageSize: 20 }) =>
  call<Paged<Teaser>>(`${ZXW}/api/project-ztb/recommend`, { body, query });

function expectNewestFirstAndMasked(list: Teaser[]) {
  expect(list.length).toBeGreaterThan(0);
  const dates = list.map((t) => t.publishedAt);
  expect(dates).toEqual([...dates].sort().reverse());
  for (const t of list) {
    expect(t.contactPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(t.contactName).toMatch(/^.\*\*$/u);
  }
}

describe('project and tender listings', () => {
  it('filters projects by industry, province and category code', async () => {
    const { status, body } = await projects({ industry: 'dianli', categoryCode: 1461 });
    expect(status).toBe(200);
    expectNewestFirstAndMasked(body.data.list);
    expect(body.data.list.every((t) => t.industry === 'dianli' && t.categoryCode === 1461)).toBe(true);
    const byProvince = await projects({ province: 'hunan', categoryCode: '146' });
    expect(byProvince.body.data.list.every((t) => t.province === 'hunan' && t.categoryCode === 146)).toBe(
      true,
    );
    const all = await projects({});
    expect(all.body.data.total).toBeGreaterThan(body.data.total);
  });

  it('pages without repeating rows', async () => {
    const first = await projects({ industry: 'shizheng' }, { pageNo: 1, pageSize: 10 });
    const second = await projects({ industry: 'shizheng' }, { pageNo: 2, pageSize: 10 });
    expect(first.body.data.list).toHaveLength(10);
    const ids = new Set(first.body.data.list.map((t) => t.id));
    expect(second.body.data.list.some((t) => ids.has(t.id))).toBe(false);
    expect(second.body.data.list[0].publishedAt <= first.body.data.list[9].publishedAt).toBe(true);
  });

  it('filters tenders by province, notice code and the free flag', async () => {
    const winning = await tenders({ province: 'guangdong', noticeCode: 155 });
    expectNewestFirstAndMasked(winning.body.data.list);
    expect(winning.body.data.list.every((t) => t.province === 'guangdong' && t.noticeCode === 155)).toBe(
      true,
    );
    const free = await tenders({ free: true });
    expect(free.body.data.list.every((t) => t.free && t.noticeCode === 154)).toBe(true);
    const paid = await tenders({ noticeCode: 154, free: false });
    expect(paid.body.data.list.every((t) => !t.free && t.noticeCode === 154)).toBe(true);
  });

  it('lists exclusive procurement as category 1463', async () => {
    const { body } = await call<Paged<Teaser>>(`${ZXW}/api/project-zxc/recommend`, {
      body: { industry: '' },
      query: { pageNo: 1, pageSize: 20 },
    });
    expectNewestFirstAndMasked(body.data.list);
    expect(body.data.list.every((t) => t.categoryCode === 1463)).toBe(true);
  });

  it('rejects unknown filters and bad page parameters with per-field errors', async () => {
    const cases: [unknown, Record<string, string | number>, string][] = [
      [{ categoryCode: 999 }, { pageNo: 1, pageSize: 10 }, 'categoryCode'],
      [{ industry: 'atlantis' }, { pageNo: 1, pageSize: 10 }, 'industry'],
      [{ province: 42 }, { pageNo: 1, pageSize: 10 }, 'province'],
      [{}, { pageNo: 0, pageSize: 10 }, 'pageNo'],
      [{}, { pageNo: 'abc', pageSize: 10 }, 'pageNo'],
      [{}, { pageNo: 1, pageSize: 101 }, 'pageSize'],
      [{}, { pageNo: 1, pageSize: 2.5 }, 'pageSize'],
    ];
    for (const [body, query, field] of cases) {
      const answer = await projects(body, query);
      expect(answer.status, JSON.stringify([body, query])).toBe(400);
      expect(answer.body.code).toBe(400);
      expect(answer.body.errors?.[field]).toBe('输入内容无效');
    }
    const en = await tenders({ free: 'yes' });
    expect(en.status).toBe(400);
    const english = await call(`${ZXW}/api/project-ztb/recommend`, { body: { free: 'yes' }, lang: 'en' });
    expect(english.body.errors?.free).toBe('This value is not valid');
  });
});
