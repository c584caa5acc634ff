import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDetailPath } from '@/catalog/routes';
import { BASE_URL, adminToken, ingestRecords, rest } from './helpers';
import { localizedPath } from '@/i18n/routing';

/**
 * Record pages (product D2.2) against the running server: a page per project and tender in both
 * locales, masked contacts, the 404 and the 410, and freshness by the record's own tag; and the
 * back-office's record search (src/features/records/collection/admin-search.ts), which finds
 * records by words of either language's title and by source id through the keyword index, with
 * the list's other filters still applied. Runs on SQLite (`npm test`) and PostgreSQL (`npm run
 * test:postgres`). One file for both: each file logs the test operator in once, and the test
 * server's account throttle (30 a window) is shared by the whole suite and the e2e run.
 */
const SITE_ORIGIN = (process.env.INT_SITE_ORIGIN ?? BASE_URL).replace(/\/+$/, '');
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
/** The back-office search's tenders (its tests below), withdrawn after the file. */
const searchId = (n: number) => `as-${run}-${n}`;
const FULL_PHONE = '13987654321';
const MASKED_PHONE = '139****4321';

/** A project an operator types in the admin: its phone is stored as typed, the page masks it. */
async function createProject(name: string): Promise<{ id: number; sourceId: string }> {
  const sourceId = `rp-${run}-${name}`;
  const response = await rest('/projects?locale=zh', {
    method: 'POST',
    body: JSON.stringify({
      sourceId,
      title: `记录页测试项目${name}${run}`,
      province: 'hunan',
      region: 'central',
      city: '长沙市',
      industry: 'shizheng',
      categoryCode: '146',
      stage: 'construction',
      amountWan: 1200,
      publishedAt: '2026-11-20T02:00:00.000Z',
      owner: '长沙市城市建设投资有限公司',
      summary: '道路改造工程，全长 3.2 公里。',
      contactName: '王小明',
      contactPhone: FULL_PHONE,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { doc } = (await response.json()) as { doc: { id: number } };
  return { id: doc.id, sourceId };
}

const tender = (id: string, extra: Record<string, unknown> = {}) => ({
  sourceId: `rt-${run}-${id}`,
  title_zh: `记录页测试招标${id}${run}`,
  title_en: `Record page test tender ${id} ${run}`,
  province: '湖南省',
  city: '长沙市',
  industry: '市政',
  noticeCode: '154',
  free: '是',
  amountWan: '800',
  publishedAt: '2026-11-21 09:00',
  deadline: '2020-01-10 17:00',
  owner_zh: '长沙市公共资源交易中心',
  agency_zh: '湖南招标代理有限公司',
  contactName: '李四',
  contactPhone: '13812345678',
  summary_zh: '采购道路照明设备。',
  withdrawn: '否',
  ...extra,
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(BASE_URL + path, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
}

/** The page as a client-side navigation fetches it: the RSC payload (Next first adds `_rsc`). */
async function rscPayload(path: string): Promise<string> {
  const response = await fetch(BASE_URL + path, { headers: { RSC: '1' } });
  expect(response.headers.get('content-type')).toMatch(/^text\/x-component/);
  return response.text();
}

let project: { id: number; sourceId: string };
let other: { id: number; sourceId: string };

beforeAll(async () => {
  project = await createProject('a');
  other = await createProject('b');
  await ingestRecords('tenders', [tender('live'), tender('gone'), tender('later')]);
});

afterAll(async () => {
  for (const p of [project, other]) if (p) await rest(`/projects/${p.id}`, { method: 'DELETE' });
  await ingestRecords(
    'tenders',
    // With the back-office search's tenders (below): no test's rows outlive the file.
    [...['live', 'gone', 'later'].map((id) => `rt-${run}-${id}`), ...[1, 2, 3, 4].map(searchId)].map(
      (sourceId) => ({ sourceId, withdrawn: '1' }),
    ),
  );
});

describe('record pages', () => {
  it('show a project in both locales, with breadcrumbs, related records and the way back', async () => {
    for (const prefix of ['', '/en']) {
      const { response, html } = await page(`${prefix}${recordDetailPath('projects', project.sourceId)}`);
      expect(response.status, prefix).toBe(200);
      expect(response.headers.get('cache-control')).toContain('s-maxage=300');
      expect(html).toContain(`记录页测试项目a${run}`);
      expect(html).toContain('长沙市');
      // Related: the other test project shares industry and province.
      expect(html).toContain(`href="${prefix}${recordDetailPath('projects', other.sourceId)}"`);
      expect(html).toContain(`href="${prefix}/industry/index2?industry=shizheng"`);
      expect(html).toMatch(/"@type":"BreadcrumbList"/);
      expect(html).toContain(
        `<link rel="canonical" href="${SITE_ORIGIN}${prefix}/industry/detail?id=${project.sourceId}"`,
      );
      expect(html).toMatch(/<link rel="alternate" hrefLang="en"/);
      expect(html).toMatch(/<meta property="og:title"/);
    }
  });

  it('show a tender with its notice type, free mark, closed deadline and agency', async () => {
    const { response, html } = await page(localizedPath('en', recordDetailPath('tenders', `rt-${run}-live`)));
    expect(response.status).toBe(200);
    expect(html).toContain(`Record page test tender live ${run}`);
    expect(html).toContain('Tender notices');
    expect(html).toMatch(/data-state="closed"[^>]*>Closed</);
    expect(html).toContain('湖南招标代理有限公司');
  });

  it('mask the contact: the full phone is in neither the HTML nor the RSC payload', async () => {
    const path = recordDetailPath('projects', project.sourceId);
    for (const prefix of ['', '/en']) {
      const { html } = await page(prefix + path);
      expect(html).toContain(MASKED_PHONE);
      expect(html).toContain('王*');
      expect(html).not.toContain(FULL_PHONE);
      const rsc = await rscPayload(prefix + path);
      expect(rsc).toContain(MASKED_PHONE);
      expect(rsc).not.toContain(FULL_PHONE);
      expect(rsc).not.toContain('王小明');
    }
  });

  it('answer an unknown or malformed id with the 404 page', async () => {
    for (const path of [
      '/industry/detail?id=no-such-record',
      '/en/inviteBussInfo/detail?id=no-such-record',
      '/industry/detail?id=a%20b',
      '/industry/detail?id=',
      '/inviteBussInfo/detail',
      `/industry/detail?id=${'x'.repeat(65)}`,
    ]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(html, path).toMatch(/This page could not be found|页面不存在|找不到/);
      // Shared caches keep a 404 briefly: a record imported later is found within a minute.
      expect(response.headers.get('cache-control'), path).toContain('s-maxage=60');
    }
  });

  it('answer a withdrawn record with 410 and a localized notice linking to its listing', async () => {
    const path = recordDetailPath('tenders', `rt-${run}-gone`);
    // Served (and cached) while live: the withdrawal must still change the status at once.
    for (const prefix of ['', '/en']) expect((await page(`${prefix}${path}`)).response.status).toBe(200);
    await ingestRecords('tenders', [{ sourceId: `rt-${run}-gone`, withdrawn: '1' }]);
    const en = await page(localizedPath('en', path));
    expect(en.response.status).toBe(410);
    expect(en.response.headers.get('cache-control')).toContain('s-maxage=60');
    expect(en.html).toContain('This notice has been withdrawn');
    expect(en.html).toContain('href="/en/inviteBussInfo/index2?province=hunan"');
    expect(en.html).toMatch(/<meta name="robots" content="noindex, follow"/);
    const zh = await page(path);
    expect(zh.response.status).toBe(410);
    expect(zh.html).toContain('该信息已撤回');
  });

  it('expire only the edited record’s page', async () => {
    const mine = recordDetailPath('projects', project.sourceId);
    const theirs = recordDetailPath('projects', other.sourceId);
    for (const path of [mine, theirs]) await page(path);
    expect((await page(theirs)).response.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
    const edited = await rest(`/projects/${project.id}?locale=zh`, {
      method: 'PATCH',
      body: JSON.stringify({ title: `记录页测试项目a已修改${run}` }),
    });
    expect(edited.status).toBe(200);
    const after = await page(mine);
    expect(after.html).toContain(`记录页测试项目a已修改${run}`);
    const untouched = await page(theirs);
    expect(untouched.response.headers.get('x-nextjs-cache')).toBe('HIT');
  });
});

describe('listing titles', () => {
  it('link to the record pages', async () => {
    for (const prefix of ['', '/en']) {
      const { html } = await page(`${prefix}/inviteBussInfo/index2?province=hunan`);
      expect(html).toMatch(new RegExp(`<a href="${prefix}/inviteBussInfo/detail\\?id=[A-Za-z0-9._%-]+"`));
    }
  });
});

const digits = String(Date.now()).slice(-7);

const searchTender = (n: number, words: { zh: string; en: string }) => ({
  sourceId: searchId(n),
  title_zh: `后台检索${digits}${words.zh}改造工程招标`,
  title_en: `Back office search ${digits} ${words.en} refit tender`,
  province: '湖南省',
  city: '长沙市',
  industry: '电力',
  noticeCode: '154',
  free: '是',
  amountWan: '300',
  publishedAt: new Date(Date.now() - n * 60_000).toISOString(),
  owner_zh: '长沙市公共资源交易中心',
  // The newest Hunan tenders head the listings, whose suite expects English owners under `en`.
  owner_en: 'Changsha Public Resources Trading Centre',
  withdrawn: '否',
});

/** The where Payload's list view makes of the search box (payload/shared's mergeListSearchAndWhere). */
const box = (text: string) => ({
  or: [{ title: { like: text } }, { titleEn: { like: text } }, { sourceId: { like: text } }],
});

/** `where` as Payload's REST query string (qs brackets). */
function whereQuery(where: unknown, prefix = 'where'): string[] {
  if (where === null || typeof where !== 'object') return [`${prefix}=${encodeURIComponent(String(where))}`];
  return Object.entries(where).flatMap(([key, value]) => whereQuery(value, `${prefix}[${key}]`));
}

async function found(where: unknown): Promise<{ ids: string[]; total: number }> {
  const response = await rest(`/tenders?${whereQuery(where).join('&')}&limit=100&depth=0`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { docs: { sourceId: string }[]; totalDocs: number };
  return { ids: body.docs.map((d) => d.sourceId).sort(), total: body.totalDocs };
}

describe('the back-office record search', () => {
  it('finds records by Chinese and English words of their titles and by source id', async () => {
    await ingestRecords('tenders', [
      searchTender(1, { zh: '琥珀湾观测站', en: 'amber bay observatory' }),
      searchTender(2, { zh: '琥珀湾码头', en: 'amber bay wharf' }),
      searchTender(3, { zh: '青石岭隧道', en: 'bluestone ridge tunnel' }),
    ]);
    const ours = (ids: string[]) => ids.filter((id) => id.startsWith(`as-${run}-`));

    // A phrase of several Han characters, a single term, two terms, an English word.
    expect(ours((await found(box(`${digits}`))).ids)).toEqual([searchId(1), searchId(2), searchId(3)]);
    expect(ours((await found(box('琥珀湾观测站'))).ids)).toEqual([searchId(1)]);
    expect(ours((await found(box(`琥珀湾 ${digits}`))).ids)).toEqual([searchId(1), searchId(2)]);
    expect(ours((await found(box('bluestone'))).ids)).toEqual([searchId(3)]);
    expect(ours((await found(box(`Amber ${digits} wharf`))).ids)).toEqual([searchId(2)]);
    // Words of both languages together (Payload's own search wants every word in one field).
    expect(ours((await found(box('琥珀湾 wharf'))).ids)).toEqual([searchId(2)]);
    // A source id finds its record alone, whatever its words.
    expect(await found(box(searchId(3)))).toEqual({ ids: [searchId(3)], total: 1 });
    // The total is the matches' own, not the table's.
    const both = await found(box(`琥珀湾 ${digits}`));
    expect(both.total).toBe(both.ids.length);
    // Words nobody wrote find nothing; punctuation alone finds nothing either (not `LIKE '%%%'`).
    expect(await found(box(`${digits}不存在的词`))).toEqual({ ids: [], total: 0 });
    expect(await found(box('%'))).toEqual({ ids: [], total: 0 });

    // The list's own filters still apply beside the search.
    expect(ours((await found({ and: [{ noticeCode: { equals: '154' } }, box(digits)] })).ids)).toHaveLength(
      3,
    );
    expect(await found({ and: [{ sourceId: { equals: searchId(2) } }, box(digits)] })).toEqual({
      ids: [searchId(2)],
      total: 1,
    });
    expect(await found({ and: [{ sourceId: { equals: searchId(2) } }, box('bluestone')] })).toEqual({
      ids: [],
      total: 0,
    });
  });

  it('is what the list page shows for its search box', async () => {
    await ingestRecords('tenders', [
      searchTender(4, { zh: '紫藤谷泵站', en: 'wisteria valley pumping station' }),
    ]);
    // What the list page shows for a search: whether the record's title is in its table.
    const title = `后台检索${digits}紫藤谷泵站改造工程招标`;
    const shows = async (search: string) => {
      const response = await fetch(
        `${BASE_URL}/admin/collections/tenders?search=${encodeURIComponent(search)}`,
        {
          // A signed-in operator's direct navigation (the cookie counts only with its fetch site).
          headers: { cookie: `payload-token=${await adminToken()}`, 'sec-fetch-site': 'none' },
        },
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html, search).toContain('collection-list');
      return html.includes(title);
    };
    expect(await shows('紫藤谷泵站')).toBe(true);
    expect(await shows('wisteria valley')).toBe(true);
    expect(await shows('紫藤谷 pumping')).toBe(true);
    expect(await shows(searchId(4))).toBe(true);
    expect(await shows('紫藤谷水库')).toBe(false);
  });
});
