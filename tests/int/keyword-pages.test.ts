import { beforeAll, describe, expect, it } from 'vitest';
import { keywordPath, recordDetailPath } from '@/catalog/routes';
import { BASE_URL, ingestRecords, rest } from './helpers';
import { parseXml, readAtom } from './xml';
import { localizedPath } from '@/i18n/routing';

/**
 * Keyword landing pages and the directory (docs/seo.md, 'Keyword pages') against the running
 * server, on a keyword and records made here: the threshold of 10 records both ways as records
 * arrive and are withdrawn, the title pattern, the 404s, the directory, the sitemap file (no page
 * in it under the threshold) and the feed. Runs on SQLite (`npm test`) and PostgreSQL.
 */
const SITE_ORIGIN = (process.env.INT_SITE_ORIGIN ?? BASE_URL).replace(/\/+$/, '');
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const NAME = `测试${run}`;
const SLUG = `kwtest${run}`;
const recordId = (n: number) => `kw-${run}-${n}`;

/** A day `days` ago, as the import reads dates. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10) + ' 09:00';

const tender = (n: number) => ({
  sourceId: recordId(n),
  title_zh: `${NAME}污水管网改造工程${n}`,
  title_en: `Sewer upgrade ${run} ${n}`,
  province: '湖南省',
  city: '长沙市',
  industry: '环保',
  noticeCode: '154',
  free: '否',
  amountWan: String(100 * (n + 1)),
  publishedAt: daysAgo(n + 1),
  owner_zh: `测试${run}市水务局`,
  // Recent Hunan tenders head the listings, whose suite expects English owners under `en`.
  owner_en: `Test ${run} Water Authority`,
  withdrawn: '否',
});

async function get(path: string) {
  const response = await fetch(BASE_URL + path, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * A publish or a save marks a keyword's figures stale and the `keywordFigures` job (run every 5 s
 * by the server) recomputes them; views serve the stored rows meanwhile. Waits, bounded, until
 * the page's 180-day count is `count`, and returns that page.
 */
async function pageWithCount(path: string, count: number, timeoutMs = 45_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const page = await get(path);
    if (countOf(page.text) === count || Date.now() > until) return page;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const countOf = (html: string) => Number(/data-recent-count="(\d+)"/.exec(html)?.[1]);

/** Every URL of the keyword sitemap file named by the index and robots.txt. */
async function keywordSitemapUrls(): Promise<string[]> {
  const index = await get('/sitemap.xml');
  expect(index.text).toContain(`${SITE_ORIGIN}/sitemap/keywords.xml`);
  expect((await get('/robots.txt')).text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap/keywords.xml`);
  const file = await get('/sitemap/keywords.xml');
  expect(file.status).toBe(200);
  const urlset = parseXml(file.text);
  expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return urlset.children.map((url) => url.children.find((c) => c.name === 'loc')!.text);
}

let keywordId = 0;

beforeAll(async () => {
  const created = await rest('/keywords', {
    method: 'POST',
    body: JSON.stringify({ nameZh: NAME, nameEn: `Test ${run}`, slug: SLUG }),
  });
  expect(created.status).toBe(201);
  keywordId = ((await created.json()) as { doc: { id: number } }).doc.id;
  await ingestRecords(
    'tenders',
    Array.from({ length: 9 }, (_, n) => tender(n)),
  );
});

describe('keyword landing pages', () => {
  it(
    'are noindex under 10 records in 180 days, indexable and in the sitemap at 10, noindex again after a withdrawal',
    { timeout: 120_000 },
    async () => {
      const path = keywordPath(SLUG);
      const nine = await pageWithCount(path, 9);
      expect(nine.status).toBe(200);
      expect(countOf(nine.text)).toBe(9);
      expect(robotsOf(nine.text)).toBe('noindex, follow');
      expect(await keywordSitemapUrls()).not.toContain(`${SITE_ORIGIN}${path}`);

      await ingestRecords('tenders', [tender(9)]);
      const ten = await pageWithCount(path, 10);
      expect(countOf(ten.text)).toBe(10);
      expect(robotsOf(ten.text)).toBeUndefined();
      const urls = await keywordSitemapUrls();
      expect(urls).toContain(`${SITE_ORIGIN}${path}`);
      expect(urls).toContain(`${SITE_ORIGIN}/en${path}`);
      expect(urls).toContain(`${SITE_ORIGIN}${keywordPath(SLUG, 'hunan')}`);

      await ingestRecords('tenders', [{ sourceId: recordId(9), withdrawn: '是' }]);
      const again = await pageWithCount(path, 9);
      expect(countOf(again.text)).toBe(9);
      expect(robotsOf(again.text)).toBe('noindex, follow');
      expect(await keywordSitemapUrls()).not.toContain(`${SITE_ORIGIN}${path}`);
    },
  );

  it('in the sitemap each have at least 10 records in the last 180 days', { timeout: 120_000 }, async () => {
    // A new database's figures come from the run the server queued at its start.
    let urls = await keywordSitemapUrls();
    for (const until = Date.now() + 60_000; urls.length < 20 && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      urls = await keywordSitemapUrls();
    }
    expect(urls.length).toBeGreaterThan(0);
    // Twenty pages spread over the file: any one under the threshold fails.
    const step = Math.max(1, Math.floor(urls.length / 20));
    for (const url of urls.filter((_, i) => i % step === 0).slice(0, 20)) {
      const page = await get(url.slice(SITE_ORIGIN.length));
      expect(page.status, url).toBe(200);
      expect(countOf(page.text), url).toBeGreaterThanOrEqual(10);
      expect(robotsOf(page.text), url).toBeUndefined();
    }
  });

  it('show the figures, the newest records, the buyers and the title pattern in both locales', async () => {
    const zh = await get(keywordPath(SLUG, 'hunan'));
    expect(zh.status).toBe(200);
    expect(zh.headers.get('cache-control')).toContain('s-maxage=300');
    expect(zh.text).toContain(`<title>${NAME}湖南招标信息_中项网</title>`);
    expect(zh.text).toContain(`href="${recordDetailPath('tenders', recordId(0))}"`);
    expect(zh.text).toContain('/connections/detail?id=');
    // The median of 100…900 万元.
    expect(zh.text).toContain('data-median="500"');
    expect((zh.text.match(/<tr data-month=/g) ?? []).length).toBe(12);
    expect(zh.text).toContain(`href="/feeds/kw-${SLUG}~hunan.atom"`);
    const en = await get(localizedPath('en', keywordPath(SLUG, 'hunan')));
    expect(en.status).toBe(200);
    expect(en.text).toContain(`<title>Test ${run} tenders in Hunan | ZXW Project Data</title>`);
    const mobile = await get(`/m${keywordPath(SLUG)}`);
    expect(mobile.status).toBe(200);
    expect(mobile.text).toContain('data-device="mobile"');
    // A province without records: the page exists, but is not indexed.
    const empty = await get(keywordPath(SLUG, 'beijing'));
    expect(empty.status).toBe(200);
    expect(robotsOf(empty.text)).toBe('noindex, follow');
  });

  it('answer the 404 page for an unknown keyword or province', async () => {
    for (const path of [
      keywordPath(`nosuch${run}`),
      localizedPath('en', keywordPath(`nosuch${run}`)),
      `/m${keywordPath(`nosuch${run}`)}`,
      keywordPath(SLUG, 'atlantis'),
      keywordPath(SLUG, 'all'),
      `${keywordPath(SLUG, 'hunan')}/x`,
      '/keywords/not_a_slug',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
    }
    // Capitals and a trailing slash: the canonical spelling.
    const upper = await get(`${keywordPath(SLUG).toUpperCase().replace('/KEYWORDS', '/keywords')}/`);
    expect(upper.status).toBe(308);
    expect(upper.headers.get('location')).toMatch(new RegExp(`${keywordPath(SLUG)}$`));
  });

  it('have an Atom feed of their newest records', async () => {
    for (const prefix of ['', '/en']) {
      const path = `${prefix}/feeds/kw-${SLUG}.atom`;
      const feed = await get(path);
      expect(feed.status, path).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
      const { entries } = readAtom(feed.text, path);
      expect(entries).toHaveLength(9);
    }
    expect((await get(`/feeds/kw-nosuch${run}.atom`)).status).toBe(404);
    expect((await get(`/feeds/kw-${SLUG}~atlantis.atom`)).status).toBe(404);
  });

  it('stop with the keyword: a deleted keyword’s pages are the 404 page', async () => {
    const other = await rest('/keywords', {
      method: 'POST',
      body: JSON.stringify({ nameZh: `删除${run}`, nameEn: `Deleted ${run}`, slug: `kwgone${run}` }),
    });
    const id = ((await other.json()) as { doc: { id: number } }).doc.id;
    expect((await get(keywordPath(`kwgone${run}`))).status).toBe(200);
    expect((await rest(`/keywords/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await get(keywordPath(`kwgone${run}`))).status).toBe(404);
  });
});

describe('the keyword directory', () => {
  it('lists every keyword under the initial of its pinyin, A to Z, featured first, in both locales', async () => {
    const page = await get('/keywords');
    expect(page.status).toBe(200);
    const initials = [...page.text.matchAll(/<section[^>]*data-initial="([A-Z#])"/g)].map((m) => m[1]);
    expect(initials.length).toBeGreaterThan(10);
    expect(initials).toEqual(
      [...initials].sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))),
    );
    expect(page.text).toContain(`href="${keywordPath(SLUG)}"`);
    // 医院 (yiyuan) is featured: before every keyword of Y that is not.
    const y = /data-initial="Y"[\s\S]*?<\/section>/.exec(page.text)![0];
    const slugs = [...y.matchAll(/data-keyword="([^"]+)"( data-featured="yes")?/g)];
    const firstPlain = slugs.findIndex((m) => !m[2]);
    expect(slugs.findIndex((m) => m[1] === 'yiyuan')).toBeLessThan(firstPlain);
    expect(slugs.slice(firstPlain).every((m) => !m[2])).toBe(true);
    expect((page.text.match(/<h1[ >]/g) ?? []).length).toBe(1);
    expect(page.text).toMatch(/<nav aria-label="按首字母跳转"/);
    const en = await get('/en/keywords');
    expect(en.status).toBe(200);
    expect(en.text).toContain('>Hospital');
  });
});

describe('keyword saves', () => {
  it('expire the pages: a new synonym matches once the figures job ran', { timeout: 60_000 }, async () => {
    const before = countOf((await get(keywordPath(SLUG))).text);
    await ingestRecords('tenders', [
      { ...tender(20), sourceId: recordId(20), title_zh: `同义${run}改造工程`, title_en: `Synonym ${run}` },
    ]);
    expect(countOf((await get(keywordPath(SLUG))).text)).toBe(before);
    const saved = await rest(`/keywords/${keywordId}`, {
      method: 'PATCH',
      body: JSON.stringify({ synonyms: [`同义${run}`] }),
    });
    expect(saved.status).toBe(200);
    expect(countOf((await pageWithCount(keywordPath(SLUG), before + 1)).text)).toBe(before + 1);
  });
});
