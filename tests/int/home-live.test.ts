import { afterAll, describe, expect, it } from 'vitest';
import { KEYWORDS_PATH, keywordPath, recordDetailPath } from '@/catalog/routes';
import { SEED_KEYWORDS } from '@/seed/data/keywords';
import { seedKeywordSlugs } from '@/seed/keywords';
import { BASE_URL, ingestRecords, rest } from './helpers';
import { localizedPath } from '@/i18n/routing';

/**
 * The home page's live block (docs/pages.md, 'Home'), related keywords on listings and search
 * results, and the footer's link to the keyword directory, against the running server: records
 * ingested through the API show on the cached home page at once, and its counts go up. Runs on
 * SQLite (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PREFIXES = ['', '/en'] as const;

const slugOf = (zh: string) => seedKeywordSlugs()[SEED_KEYWORDS.findIndex(([name]) => name === zh)];
const SEWAGE = slugOf('污水处理');
const SUBSTATION = slugOf('变电站');

async function page(path: string): Promise<string> {
  const response = await fetch(BASE_URL + path, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The block's four figures as the page writes them. */
function figures(html: string): Record<string, number> {
  const found = [...html.matchAll(/data-live="([a-z]+-[a-z]+)"[^>]*>([\d,]+)/g)];
  return Object.fromEntries(found.map((m) => [m[1], Number(m[2].replace(/,/g, ''))]));
}

/** The hrefs of the links inside the first element carrying `marker`. */
function linksIn(html: string, marker: string, closing: string): string[] {
  const start = html.indexOf(marker);
  if (start < 0) return [];
  const block = html.slice(start, html.indexOf(closing, start));
  return [...block.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
}

/** The hrefs of the newest records of a kind (the list after the column's heading). */
const newestLinks = (html: string, kind: string) =>
  linksIn(html.slice(html.indexOf(`aria-labelledby="live-${kind}"`)), '<ol>', '</ol>');

const tender = (id: string, extra: Record<string, unknown> = {}) => ({
  sourceId: `hl-${run}-${id}`,
  title_zh: `首页动态测试${id}${run}变电站扩建招标`,
  title_en: `Home live test ${id} ${run} substation tender`,
  province: '湖南省',
  city: '长沙市',
  industry: '电力',
  noticeCode: '154',
  free: '是',
  amountWan: '500',
  publishedAt: new Date().toISOString(),
  owner_zh: '长沙市公共资源交易中心',
  withdrawn: '否',
  ...extra,
});

const project = (id: string) => ({
  sourceId: `hl-${run}-${id}`,
  title_zh: `首页动态测试${id}${run}污水处理厂提标改造`,
  title_en: `Home live test ${id} ${run} sewage treatment plant upgrade`,
  province: '湖南省',
  city: '长沙市',
  industry: '环保',
  categoryCode: '146',
  stage: 'construction',
  amountWan: '2000',
  publishedAt: new Date().toISOString(),
  owner_zh: '长沙市水务环境集团有限公司',
});

/** The tenders the listing test adds, so that its keyword is among the most named on the page. */
const MORE_TENDERS = ['t2', 't3', 't4'];

afterAll(async () => {
  await ingestRecords(
    'tenders',
    ['t', ...MORE_TENDERS].map((id) => ({ sourceId: `hl-${run}-${id}`, withdrawn: '1' })),
  );
  await ingestRecords('projects', [{ sourceId: `hl-${run}-p`, withdrawn: '1' }]);
});

describe('the live home page', () => {
  it('shows an ingested tender and project at once, in both locales, and counts them today and this week', async () => {
    const before = Object.fromEntries(
      await Promise.all(PREFIXES.map(async (p) => [p, figures(await page(p || '/'))] as const)),
    );
    for (const p of PREFIXES) {
      expect(Object.keys(before[p]).sort(), p).toEqual([
        'projects-today',
        'projects-week',
        'tenders-today',
        'tenders-week',
      ]);
      expect(before[p]['tenders-week']).toBeGreaterThanOrEqual(before[p]['tenders-today']);
    }
    await ingestRecords('tenders', [tender('t')]);
    await ingestRecords('projects', [project('p')]);
    for (const p of PREFIXES) {
      const html = await page(p || '/');
      const after = figures(html);
      for (const key of Object.keys(before[p])) expect(after[key], `${p} ${key}`).toBe(before[p][key] + 1);
      const tenders = newestLinks(html, 'tenders');
      const projects = newestLinks(html, 'projects');
      expect(tenders, p).toHaveLength(10);
      expect(projects, p).toHaveLength(10);
      expect(tenders[0], p).toBe(`${p}${recordDetailPath('tenders', `hl-${run}-t`)}`);
      expect(projects[0], p).toBe(`${p}${recordDetailPath('projects', `hl-${run}-p`)}`);
      expect(html).toContain(
        p ? `Home live test t ${run} substation tender` : `首页动态测试t${run}变电站扩建招标`,
      );
    }
  });

  it('lists 12 featured keywords, and an operator’s save shows at once', async () => {
    for (const p of PREFIXES) {
      const links = linksIn(await page(p || '/'), 'aria-labelledby="live-keywords"', '</nav>');
      expect(links, p).toHaveLength(13);
      expect(links.at(-1), p).toBe(`${p}${KEYWORDS_PATH}`);
      for (const href of links.slice(0, -1))
        expect(href, p).toMatch(new RegExp(`^${p}/keywords/[a-z0-9-]+$`));
    }
    // Featured keywords come first by slug: this one sorts before every seed slug.
    const created = await rest('/keywords', {
      method: 'POST',
      body: JSON.stringify({
        nameZh: `首页推荐${run}`,
        nameEn: `Home pick ${run}`,
        slug: `aaa${run}`,
        featured: true,
      }),
    });
    expect(created.status).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: number } };
    try {
      for (const p of PREFIXES) {
        const links = linksIn(await page(p || '/'), 'aria-labelledby="live-keywords"', '</nav>');
        expect(links[0], p).toBe(`${p}${keywordPath(`aaa${run}`)}`);
      }
    } finally {
      expect((await rest(`/keywords/${doc.id}`, { method: 'DELETE' })).status).toBe(200);
    }
    const links = linksIn(await page('/'), 'aria-labelledby="live-keywords"', '</nav>');
    expect(links).not.toContain(keywordPath(`aaa${run}`));
  });

  it('links the keyword directory from the footer, in both locales', async () => {
    for (const [p, name] of [
      ['', '关键词导航'],
      ['/en', 'Keyword directory'],
    ] as const) {
      const html = await page(p || '/');
      expect(html).toMatch(
        new RegExp(`<a href="${p}${KEYWORDS_PATH}"[^>]*data-footer-keywords=""[^>]*>${name}</a>`),
      );
    }
  });
});

describe('related keywords', () => {
  it('show on listings, from their filter and the rows they list', async () => {
    await ingestRecords(
      'tenders',
      MORE_TENDERS.map((id) => tender(id)),
    );
    for (const p of PREFIXES) {
      const projects = linksIn(
        await page(`${p}/industry/index2?industry=huanbao`),
        'data-related-keywords',
        '</nav>',
      );
      expect(projects, p).toContain(`${p}${keywordPath(SEWAGE)}`);
      expect(projects.at(-1), p).toBe(`${p}${KEYWORDS_PATH}`);
      const tenders = linksIn(
        await page(`${p}/inviteBussInfo/index2?province=hunan`),
        'data-related-keywords',
        '</nav>',
      );
      expect(tenders, p).toContain(`${p}${keywordPath(SUBSTATION)}`);
    }
  });

  it('show on search results, the keyword the query holds first', async () => {
    const zh = linksIn(
      await page(`/search?keyword=${encodeURIComponent('长沙污水处理厂')}`),
      'data-related-keywords',
      '</nav>',
    );
    expect(zh[0]).toBe(keywordPath(SEWAGE));
    const en = await page(`/en/search?keyword=${encodeURIComponent('sewage treatment')}`);
    expect(linksIn(en, 'data-related-keywords', '</nav>')[0]).toBe(localizedPath('en', keywordPath(SEWAGE)));
    expect(en).toContain('>Sewage Treatment</a>');
    // The empty form relates to nothing.
    expect(await page('/search')).not.toContain('data-related-keywords');
  });
});
