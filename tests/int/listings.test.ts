import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { expectEvery } from './assert-helpers';
import { type Paged, call, rest } from './helpers';

interface Teaser {
  id: number;
  title: string;
  province: string;
  industry: string;
  owner: string;
  amountWan: number;
  publishedAt: string;
  stage?: string;
  contactName: string;
  contactPhone: string;
  categoryCode?: number;
  noticeCode?: number;
  free?: boolean;
}

const FIRST_PAGE = { pageNo: 1, pageSize: 20 };
const projects = (body: unknown, query: Record<string, number | string> = FIRST_PAGE, lang?: string) =>
  call<Paged<Teaser>>(API_PATHS.recommendProjects, { body, query, lang });
const tenders = (body: unknown, query: Record<string, number | string> = FIRST_PAGE, lang?: string) =>
  call<Paged<Teaser>>(API_PATHS.recommendTenders, { body, query, lang });
const HAN = /\p{Script=Han}/u;

/** A project an operator creates through Payload's REST API; its id. */
async function createProject(doc: Record<string, string | number>): Promise<number> {
  const created = await rest('/projects', { method: 'POST', body: JSON.stringify(doc) });
  expect(created.status).toBe(201);
  return ((await created.json()) as { doc: { id: number } }).doc.id;
}

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
    expectEvery(body.data.list, (t) => t.industry === 'dianli' && t.categoryCode === 1461, 'dianli 1461');
    const byProvince = await projects({ province: 'hunan', categoryCode: '146' });
    expectEvery(
      byProvince.body.data.list,
      (t) => t.province === 'hunan' && t.categoryCode === 146,
      'hunan 146',
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
    expectEvery(
      winning.body.data.list,
      (t) => t.province === 'guangdong' && t.noticeCode === 155,
      'guangdong 155',
    );
    const free = await tenders({ free: true });
    expectEvery(free.body.data.list, (t) => t.free === true && t.noticeCode === 154, 'free');
    const paid = await tenders({ noticeCode: 154, free: false });
    expectEvery(paid.body.data.list, (t) => t.free === false && t.noticeCode === 154, 'paid 154');
  });

  it('lists exclusive procurement as category 1463', async () => {
    const { body } = await call<Paged<Teaser>>(API_PATHS.recommendExclusive, {
      body: { industry: '' },
      query: { pageNo: 1, pageSize: 20 },
    });
    expectNewestFirstAndMasked(body.data.list);
    expectEvery(body.data.list, (t) => t.categoryCode === 1463, 'exclusive');
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
    const english = await call(API_PATHS.recommendTenders, { body: { free: 'yes' }, lang: 'en' });
    expect(english.body.errors?.free).toBe('This value is not valid');
  });

  it('finds a 2-character term anywhere in the title, on every listing endpoint', async () => {
    const all = await projects({});
    const hits = await projects({ keyword: '医院' });
    expect(hits.status).toBe(200);
    expectNewestFirstAndMasked(hits.body.data.list);
    expectEvery(hits.body.data.list, (t) => t.title.includes('医院'), '医院');
    expect(hits.body.data.total).toBeGreaterThan(0);
    expect(hits.body.data.total).toBeLessThan(all.body.data.total);
    // Substring, not word: the term may sit in the middle of a longer word.
    const inner = await projects({ keyword: '民医' });
    expect(inner.body.data.total).toBeGreaterThan(0);
    expectEvery(inner.body.data.list, (t) => t.title.includes('民医'), '民医');
    const tender = await tenders({ keyword: '  工程  ' });
    expect(tender.body.data.total).toBeGreaterThan(0);
    expectEvery(tender.body.data.list, (t) => t.title.includes('工程'), 'tenders 工程');
    const exclusive = await call<Paged<Teaser>>(API_PATHS.recommendExclusive, {
      body: { keyword: '项目' },
      query: { pageNo: 1, pageSize: 20 },
    });
    expect(exclusive.status).toBe(200);
    expectEvery(
      exclusive.body.data.list,
      (t) => t.title.includes('项目') && t.categoryCode === 1463,
      'exclusive 项目',
    );
  });

  it('requires every whitespace-separated term, single characters included', async () => {
    const one = await projects({ keyword: '改造' });
    const both = await projects({ keyword: '改造　工程' }); // ideographic space separates too
    expect(both.body.data.total).toBeGreaterThan(0);
    expect(both.body.data.total).toBeLessThanOrEqual(one.body.data.total);
    expectEvery(
      both.body.data.list,
      (t) => t.title.includes('改造') && t.title.includes('工程'),
      '改造 工程',
    );
    const single = await projects({ keyword: '院' });
    expect(single.body.data.total).toBeGreaterThan(0);
    expectEvery(single.body.data.list, (t) => t.title.includes('院'), '院');
    const none = await projects({ keyword: '医院 不存在的词语' });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('treats empty and hostile keywords as harmless', async () => {
    const all = await projects({});
    for (const keyword of ['', '   ', '%', '_%_']) {
      const answer = await projects({ keyword });
      expect(answer.status, keyword).toBe(200);
      expect(answer.body.data.total, keyword).toBe(all.body.data.total);
    }
    // Injected SQL is a search for its words: no title holds `1=1`, so nothing matches.
    const injected = await projects({ keyword: "' OR 1=1 --" });
    expect(injected.status).toBe(200);
    expect(injected.body.data).toMatchObject({ list: [], total: 0 });
    // Wildcards match themselves, not any character; quotes do not break the FTS syntax.
    for (const keyword of ['医%院', '医_院', '"医院"', 'NEAR(医院', '医院*']) {
      const answer = await projects({ keyword });
      expect(answer.status, keyword).toBe(200);
      expect(answer.body.data.total, keyword).toBe(0);
    }
    const long = await projects({ keyword: '医'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.errors?.keyword).toBe('输入内容无效');
    expect((await projects({ keyword: ` ${'医'.repeat(50)} ` })).status).toBe(200);
  });

  it('filters by amount range, publication dates and stage', async () => {
    const amount = await projects({ amountMin: 5000, amountMax: '20000' });
    expect(amount.body.data.total).toBeGreaterThan(0);
    expectEvery(amount.body.data.list, (t) => t.amountWan >= 5000 && t.amountWan <= 20000, 'amount');
    const latest = (await projects({})).body.data.list[0].publishedAt.slice(0, 10);
    const day = await projects({ publishedFrom: latest, publishedTo: latest });
    expect(day.body.data.total).toBeGreaterThan(0);
    expectEvery(day.body.data.list, (t) => t.publishedAt.slice(0, 10) === latest, 'day');
    const older = await projects({ publishedTo: '2000-01-01' });
    expect(older.body.data.total).toBe(0);
    const stage = await projects({ stage: 'construction', keyword: '工程' });
    expect(stage.body.data.total).toBeGreaterThan(0);
    expectEvery(
      stage.body.data.list,
      (t) => t.stage === 'construction' && t.title.includes('工程'),
      'construction 工程',
    );
    const tender = await tenders({ amountMax: 100, province: 'hunan' });
    expectEvery(tender.body.data.list, (t) => t.amountWan <= 100 && t.province === 'hunan', 'tenders ≤ 100');
    const cases: [unknown, string][] = [
      [{ amountMin: -1 }, 'amountMin'],
      [{ amountMax: 'lots' }, 'amountMax'],
      [{ publishedFrom: '2026-02-30' }, 'publishedFrom'],
      [{ publishedTo: '2026/01/01' }, 'publishedTo'],
      [{ stage: 'demolition' }, 'stage'],
      [{ keyword: 42 }, 'keyword'],
    ];
    for (const [body, field] of cases) {
      const answer = await projects(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[field]).toBe('输入内容无效');
    }
  });

  it('counts a row an operator adds or removes at once: the save expires the cached totals', async () => {
    // A filter no generated row matches, so the cached total of 0 is what a stale cache would keep.
    const filter = { province: 'xizang', industry: 'shuili', amountMin: 7777, amountMax: 7777 };
    expect((await projects(filter)).body.data.total).toBe(0);
    const id = await createProject({
      ...{ title: '琥珀湖引水工程', province: 'xizang', region: 'southwest', industry: 'shuili' },
      ...{ categoryCode: '1462', stage: 'design', amountWan: 7777, owner: '某水利局' },
      publishedAt: '2020-01-02T00:00:00.000Z',
    });
    const after = await projects(filter);
    expect(after.body.data.total).toBe(1);
    expect(after.body.data.list.map((t) => t.id)).toEqual([id]);
    expect((await rest(`/projects/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await projects(filter)).body.data.total).toBe(0);
  });

  it('finds a row by its new title after an operator edits it in the admin', async () => {
    const [row] = (await projects({ keyword: '医院' }, { pageNo: 1, pageSize: 1 })).body.data.list;
    const title = `${row.title.replace(/医院/g, '')}琉璃瓦测绘站`;
    const edited = await rest(`/projects/${row.id}`, { method: 'PATCH', body: JSON.stringify({ title }) });
    expect(edited.status).toBe(200);
    const found = await projects({ keyword: '琉璃 测绘站' });
    expect(found.body.data.list.map((t) => t.id)).toEqual([row.id]);
    expect(found.body.data.list[0].title).toBe(title);
    // The old tokens are gone from the index along with the old title.
    const old = await projects({ keyword: '医院' }, { pageNo: 1, pageSize: 100 });
    expect(old.body.data.list.some((t) => t.id === row.id)).toBe(false);
    // A row an operator creates is searchable too, and gone once deleted.
    const id = await createProject({
      ...{ title: '翡翠湾码头扩建', province: 'hunan', region: 'central', industry: 'shizheng' },
      ...{ categoryCode: '146', stage: 'design', amountWan: 1200, owner: '某港务公司' },
      publishedAt: '2020-01-01T00:00:00.000Z',
    });
    expect((await projects({ keyword: '翡翠' })).body.data.list.map((t) => t.id)).toEqual([id]);
    expect((await rest(`/projects/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await projects({ keyword: '翡翠湾' })).body.data.total).toBe(0);
  });
});

describe('English titles and owners', () => {
  it('answers English titles and owners to Accept-Language: en and Chinese ones otherwise', async () => {
    const en = await tenders({ province: 'hunan' }, FIRST_PAGE, 'en');
    expect(en.status).toBe(200);
    expect(en.body.data.list).toHaveLength(20);
    for (const t of en.body.data.list) {
      expect(t.title, t.title).not.toMatch(HAN);
      expect(t.owner, t.owner).not.toMatch(HAN);
      expect(t.title.length).toBeGreaterThan(0);
      expect(t.owner.length).toBeGreaterThan(0);
    }
    const zh = await tenders({ province: 'hunan' }, FIRST_PAGE, 'zh-CN');
    expect(zh.body.data.list.map((t) => t.id)).toEqual(en.body.data.list.map((t) => t.id));
    expect(zh.body.data.total).toBe(en.body.data.total);
    for (const t of zh.body.data.list) {
      expect(t.title).toMatch(HAN);
      expect(t.owner).toMatch(HAN);
    }
    const projectsEn = await projects({ industry: 'yiliao' }, FIRST_PAGE, 'en');
    expectEvery(projectsEn.body.data.list, (t) => !HAN.test(t.title) && !HAN.test(t.owner), 'English');
  });

  it('finds rows by English words in either language, and by a Chinese term in English', async () => {
    const en = await projects({ keyword: 'hospital' }, FIRST_PAGE, 'en');
    expect(en.body.data.total).toBeGreaterThan(0);
    for (const t of en.body.data.list) expect(t.title).toMatch(/hospital/i);
    // The same keyword over the same rows, whatever the visitor's language.
    const zh = await projects({ keyword: 'HOSPITAL' }, FIRST_PAGE, 'zh-CN');
    expect(zh.body.data.list.map((t) => t.id)).toEqual(en.body.data.list.map((t) => t.id));
    expectEvery(zh.body.data.list, (t) => HAN.test(t.title), 'Chinese titles');
    // Two English terms: another word of the first hit's title, then 'hospital'.
    const word = en.body.data.list[0].title
      .split(/[^A-Za-z]+/)
      .find((w) => w.length > 3 && !/hospital/i.test(w))!;
    const two = await projects({ keyword: `${word.toLowerCase()} Hospital` }, FIRST_PAGE, 'en');
    expect(two.body.data.list.map((t) => t.id)).toContain(en.body.data.list[0].id);
    for (const t of two.body.data.list) {
      expect(t.title.toLowerCase()).toContain(word.toLowerCase());
      expect(t.title).toMatch(/hospital/i);
    }
    // A Chinese 2-character term still finds rows, shown with their English titles.
    const han = await projects({ keyword: '医院' }, FIRST_PAGE, 'en');
    expect(han.body.data.total).toBeGreaterThan(0);
    expectEvery(han.body.data.list, (t) => !HAN.test(t.title), 'English titles');
  });

  it('keeps both titles of a row an operator edits in each language searchable', async () => {
    const id = await createProject({
      ...{ title: '琥珀湖引水工程', province: 'xizang', region: 'southwest', industry: 'shuili' },
      ...{ categoryCode: '1462', stage: 'design', amountWan: 4321, owner: '某水利局' },
      publishedAt: '2020-01-03T00:00:00.000Z',
    });
    // No English yet: English visitors see the Chinese title.
    const before = await projects({ keyword: '琥珀湖' }, FIRST_PAGE, 'en');
    expect(before.body.data.list.map((t) => [t.id, t.title])).toEqual([[id, '琥珀湖引水工程']]);
    const setEnglish = (titleEn: string) =>
      rest(`/projects/${id}`, {
        method: 'PATCH',
        body: JSON.stringify({ titleEn, ownerEn: 'Water Resources Bureau' }),
      });
    expect((await setEnglish('Amberlake Water Diversion Works')).status).toBe(200);
    const amber = await projects({ keyword: 'amberlake diversion' }, FIRST_PAGE, 'en');
    expect(amber.body.data.list.map((t) => [t.id, t.title, t.owner])).toEqual([
      [id, 'Amberlake Water Diversion Works', 'Water Resources Bureau'],
    ]);
    // The English edit kept the Chinese tokens, and Chinese visitors still get the Chinese title.
    const chinese = await projects({ keyword: '琥珀湖' }, FIRST_PAGE, 'zh-CN');
    expect(chinese.body.data.list.map((t) => [t.id, t.title, t.owner])).toEqual([
      [id, '琥珀湖引水工程', '某水利局'],
    ]);
    // A Chinese edit keeps the English tokens.
    const zhEdit = await rest(`/projects/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: '琥珀湖引水二期工程' }),
    });
    expect(zhEdit.status).toBe(200);
    expect((await projects({ keyword: 'amberlake' })).body.data.list.map((t) => t.id)).toEqual([id]);
    // A new English title replaces the old words.
    expect((await setEnglish('Jadebay Pier Extension')).status).toBe(200);
    expect((await projects({ keyword: 'amberlake' }, FIRST_PAGE, 'en')).body.data.total).toBe(0);
    expect(
      (await projects({ keyword: 'jadebay pier' }, FIRST_PAGE, 'en')).body.data.list.map((t) => t.id),
    ).toEqual([id]);
    expect(
      (await projects({ keyword: '引水二期' }, FIRST_PAGE, 'en')).body.data.list.map((t) => t.title),
    ).toEqual(['Jadebay Pier Extension']);
    expect((await rest(`/projects/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await projects({ keyword: 'jadebay' })).body.data.total).toBe(0);
  });
});
