import { beforeAll, describe, expect, it } from 'vitest';
import { organisationPath, recordDetailPath } from '@/catalog/routes';
import { BASE_URL, ingestRecords, rest } from './helpers';
import { parseXml, readAtom } from './xml';
import { localizedPath } from '@/i18n/routing';

/**
 * Organisation pages and the life of a procurement (docs/pages.md, 'Organisations') against the
 * running server, on records imported here (so the random demo data does not matter): the
 * four-notice timeline on all four pages, the award and its winner's page, the 404, the 410, the
 * noindex threshold, a merge's 301, the name search, the sitemap files and the feed. Runs on
 * SQLite (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */
const SITE_ORIGIN = (process.env.INT_SITE_ORIGIN ?? BASE_URL).replace(/\/+$/, '');
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PROCESS = `ZB-${run}`;
const BUYER = `测试${run}市人民医院`;
const AGENCY = `测试${run}招标代理有限公司`;
const WINNER = `测试${run}建设工程有限公司`;
const SECOND = `测试${run}第二建设有限公司`;
const LONE_AGENCY = `测试${run}撤回代理有限公司`;
const PROJECT = `op-${run}-p`;
/** The procurement's notices in its order: preview, notice, change, award. */
const STEPS = [
  ['pre', '211', '2026-10-01 09:00'],
  ['not', '154', '2026-10-05 09:00'],
  ['chg', '210', '2026-10-10 09:00'],
  ['awd', '155', '2026-10-20 09:00'],
] as const;
const tenderId = (name: string) => `ot-${run}-${name}`;

const tender = (
  name: string,
  noticeCode: string,
  publishedAt: string,
  extra: Record<string, unknown> = {},
) => ({
  sourceId: tenderId(name),
  title_zh: `医院门诊楼改造工程${name}${run}`,
  title_en: `Hospital clinic upgrade ${name} ${run}`,
  province: '湖南省',
  city: '长沙市',
  industry: '医疗',
  noticeCode,
  free: '否',
  amountWan: '800',
  publishedAt,
  owner_zh: BUYER,
  agency_zh: AGENCY,
  contactName: '李四',
  contactPhone: '13812345678',
  summary_zh: '门诊楼改造。',
  withdrawn: '否',
  processId: PROCESS,
  projectSourceId: PROJECT,
  ...extra,
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(BASE_URL + path, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The organisation a record page links to in `attribute` (data-owner, data-agency, data-winner). */
function linkedOrg(html: string, attribute: string): string {
  const id = new RegExp(`${attribute}="([a-z2-7]{10})"`).exec(html)?.[1];
  expect(id, attribute).toBeTruthy();
  return id!;
}

/** Every robots meta tag's content (Next adds a bare `noindex` of its own to a 404 or 410). */
const robotsOf = (html: string) =>
  [...html.matchAll(/<meta name="robots" content="([^"]+)"/g)].map((m) => m[1]);

/** An organisation's numeric id in the admin API. */
async function adminId(publicId: string): Promise<number> {
  const answer = await rest(`/organisations?where[publicId][equals]=${publicId}&depth=0&limit=1`);
  expect(answer.status).toBe(200);
  const { docs } = (await answer.json()) as { docs: { id: number }[] };
  expect(docs).toHaveLength(1);
  return docs[0].id;
}

const ids = { buyer: '', agency: '', winner: '', second: '', lone: '' };

beforeAll(async () => {
  await ingestRecords('projects', [
    {
      sourceId: PROJECT,
      title_zh: `医院门诊楼改造项目${run}`,
      province: '湖南省',
      city: '长沙市',
      industry: '医疗',
      categoryCode: '146',
      stage: '设计',
      amountWan: '1200',
      publishedAt: '2026-09-20 10:00',
      owner_zh: BUYER,
      withdrawn: '否',
    },
  ]);
  await ingestRecords('tenders', [
    ...STEPS.map(([name, code, date]) =>
      tender(
        name,
        code,
        date,
        code === '155' ? { winner_zh: WINNER, winAmountWan: '750', candidates: `${WINNER};${SECOND}` } : {},
      ),
    ),
    tender('lone', '154', '2026-10-02 09:00', { agency_zh: LONE_AGENCY, processId: '', projectSourceId: '' }),
  ]);
  const award = await get(recordDetailPath('tenders', tenderId('awd')));
  expect(award.status).toBe(200);
  ids.buyer = linkedOrg(award.text, 'data-owner');
  ids.agency = linkedOrg(award.text, 'data-agency');
  ids.winner = linkedOrg(award.text, 'data-winner');
  ids.second = /data-rank="2"[^>]*>[\s\S]*?connections\/detail\?id=([a-z2-7]{10})/.exec(award.text)![1];
  ids.lone = linkedOrg((await get(recordDetailPath('tenders', tenderId('lone')))).text, 'data-agency');
});

describe('record pages link their organisations and their procurement', () => {
  it('show the same four-notice timeline on all four pages, each marking itself', async () => {
    const expected = STEPS.map(([name]) => tenderId(name));
    for (const [name] of STEPS) {
      for (const prefix of ['', '/en', '/m']) {
        const page = await get(`${prefix}${recordDetailPath('tenders', tenderId(name))}`);
        expect(page.status).toBe(200);
        const steps = [...page.text.matchAll(/data-step="([^"]+)"/g)].map((m) => m[1]);
        expect(steps, `${prefix} ${name}`).toEqual(expected);
        const current = /<li data-step="([^"]+)"[^>]*>(?:(?!<\/li>)[\s\S])*aria-current="step"/.exec(
          page.text,
        );
        expect(current?.[1]).toBe(tenderId(name));
        // Each other step links to its page.
        for (const other of expected.filter((id) => id !== tenderId(name)))
          expect(page.text).toContain(`${prefix}/inviteBussInfo/detail?id=${other}`);
      }
    }
  });

  it('show the award: winner, amount and ranked candidates, organisation names linked', async () => {
    const page = (await get(recordDetailPath('tenders', tenderId('awd')))).text;
    expect(page).toContain(`data-winner="${ids.winner}"`);
    expect(page).toContain('data-win-amount="750"');
    expect(page).toContain(WINNER);
    expect(page).toContain(SECOND);
    expect(page).toContain(organisationPath(ids.second));
    expect(page).toContain(`/connections/detail?id=${ids.buyer}`);
  });

  it('list a project’s tenders and its stage history', async () => {
    const page = (await get(recordDetailPath('projects', PROJECT))).text;
    const listed = /data-project-tenders=""[\s\S]*?<\/ul>/.exec(page)?.[0] ?? '';
    for (const [name] of STEPS) expect(listed).toContain(tenderId(name));
    // Its stage history: the stage the import saw it in, dated.
    expect(page).toMatch(/data-stage="design"[^>]*>[\s\S]*?<time datetime="[^"]+"/i);
  });
});

describe('organisation pages', () => {
  it('show a buyer in both locales and on the mobile site: roles, figures, newest records, partners', async () => {
    for (const prefix of ['', '/en', '/m', '/m/en']) {
      const page = await get(`${prefix}${organisationPath(ids.buyer)}`);
      expect(page.status, prefix).toBe(200);
      expect(page.headers.get('cache-control')).toMatch(/s-maxage=/);
      expect(page.text).toContain(BUYER);
      expect(page.text).toContain('data-org-roles="owner"');
      expect(/data-record-count="(\d+)"/.exec(page.text)?.[1], prefix).toBe('6');
      expect(page.text).toContain('data-org-years=""');
      for (const [name] of STEPS)
        expect(page.text).toContain(`${prefix}/inviteBussInfo/detail?id=${tenderId(name)}`);
      expect(page.text).toContain(`${prefix}/industry/detail?id=${PROJECT}`);
      expect(page.text).toContain(organisationPath(ids.agency));
      expect(robotsOf(page.text)).toEqual([]);
      const jsonLd = [
        ...page.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].flatMap((m) => JSON.parse(m[1]) as { '@type': string; name?: string }[]);
      expect(jsonLd.find((d) => d['@type'] === 'Organization')?.name).toBe(BUYER);
      expect(jsonLd.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });

  it('list a winner’s win with its amount, and keep it out of the index under 3 records', async () => {
    const page = await get(organisationPath(ids.winner));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`data-win="${tenderId('awd')}"`);
    expect(page.text).toContain('data-win-amount="750"');
    expect(robotsOf(page.text)).toEqual(['noindex, follow']);
  });

  it('answer 404 for an unknown or malformed id, 410 once no visible record is left', async () => {
    for (const path of [
      '/connections/detail?id=zzzzzzzzzz',
      '/connections/detail?id=NOPE',
      '/en/connections/detail',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
    }
    expect((await get(organisationPath(ids.lone))).status).toBe(200);
    await ingestRecords('tenders', [{ sourceId: tenderId('lone'), withdrawn: '是' }]);
    const gone = await get(organisationPath(ids.lone));
    expect(gone.status).toBe(410);
    expect(gone.text).toContain(LONE_AGENCY);
    expect(robotsOf(gone.text)).toContain('noindex, follow');
    expect((await get(localizedPath('en', organisationPath(ids.lone)))).status).toBe(410);
  });

  it('answer a merged organisation with 301 to the survivor, locale and mobile site kept', async () => {
    const response = await rest(`/organisations/${await adminId(ids.second)}`, {
      method: 'PATCH',
      body: JSON.stringify({ mergedInto: await adminId(ids.winner) }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    for (const prefix of ['', '/en', '/m', '/m/en']) {
      const moved = await get(`${prefix}${organisationPath(ids.second)}`);
      expect(moved.status, prefix).toBe(301);
      expect(
        new URL(moved.headers.get('location')!, BASE_URL).pathname +
          new URL(moved.headers.get('location')!, BASE_URL).search,
      ).toBe(`${prefix}${organisationPath(ids.winner)}`);
    }
  });
});

describe('the way in from /connections', () => {
  it('finds organisations by name without JavaScript, and says so when the name is too short', async () => {
    const page = await get(`/connections?q=${encodeURIComponent(`${run}市人民`)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/no-store|private/);
    expect(page.text).toContain(organisationPath(ids.buyer));
    expect(robotsOf(page.text)).toEqual(['noindex, follow']);
    const english = await get(`/en/connections?q=${encodeURIComponent(run)}`);
    expect(english.status).toBe(200);
    expect(english.text).toContain(localizedPath('en', organisationPath(ids.agency)));
    const short = await get('/connections?q=%E5%8C%BB');
    expect(short.status).toBe(400);
    expect(short.text).toContain('请至少输入 2 个字');
    const plain = await get('/connections');
    expect(plain.status).toBe(200);
    expect(plain.text).toContain('role="search"');
    expect(plain.text).toContain('data-org-hits="active-owner"');
    // The internal result path is never a page of its own.
    expect((await get('/connections/find')).status).toBe(404);
  });
});

describe('organisations for crawlers', () => {
  it('list every indexable organisation in orgs-<n>.xml, named by the index and robots.txt', async () => {
    const index = await get('/sitemap.xml');
    const files = [...index.text.matchAll(/<loc>[^<]*(\/sitemap\/orgs-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    const robots = await get('/robots.txt');
    for (const file of files) expect(robots.text).toContain(`Sitemap: ${SITE_ORIGIN}${file}`);
    const urls: string[] = [];
    for (const file of files) {
      const xml = await get(file);
      expect(xml.status).toBe(200);
      expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
      const urlset = parseXml(xml.text);
      expect(urlset.name).toBe('urlset');
      expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      for (const url of urlset.children) {
        const lastmod = url.children.find((c) => c.name === 'lastmod')?.text ?? '';
        expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
        urls.push(url.children.find((c) => c.name === 'loc')!.text);
      }
    }
    expect(urls).toContain(`${SITE_ORIGIN}${organisationPath(ids.buyer)}`);
    expect(urls).toContain(`${SITE_ORIGIN}/en${organisationPath(ids.buyer)}`);
    expect(urls).not.toContain(`${SITE_ORIGIN}${organisationPath(ids.winner)}`);
    expect(urls).not.toContain(`${SITE_ORIGIN}${organisationPath(ids.second)}`);
    expect((await get('/sitemap/orgs-99999.xml')).status).toBe(404);
  });

  it('give each organisation an Atom feed of its records, named by its page', async () => {
    for (const prefix of ['', '/en']) {
      const path = `${prefix}/feeds/org-${ids.buyer}.atom`;
      const feed = await get(path);
      expect(feed.status, path).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
      const { entries } = readAtom(feed.text, path);
      const links = entries.map((e) => e.children.find((c) => c.name === 'link')!.attributes.href);
      for (const [name] of STEPS)
        expect(links).toContain(`${SITE_ORIGIN}${prefix}/inviteBussInfo/detail?id=${tenderId(name)}`);
      const page = await get(`${prefix}${organisationPath(ids.buyer)}`);
      expect(page.text).toContain(`${SITE_ORIGIN}${path}`);
    }
    expect((await get('/feeds/org-zzzzzzzzzz.atom')).status).toBe(404);
  });
});
