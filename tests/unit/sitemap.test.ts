import { describe, expect, it } from 'vitest';
import { CERTIFICATES } from '@/catalog/constants';
import { INDUSTRIES } from '@/catalog/industries';
import { PROVINCES } from '@/catalog/regions';
import { KEYWORD_PAGE_ROUTE, ORGANISATION_PATH, RECORD_DETAIL_PATHS, ROUTES } from '@/catalog/routes';
import { parseVariant, publicHref } from '@/routing/page-variants';
import { buildManifest, manifestPath, THEME_COLOR } from '@/seo/manifest';
import { buildRobots } from '@/seo/robots';
import {
  parseRecordFileName,
  recordFileCount,
  recordSitemapStream,
  recordsPerFile,
  SITEMAP_MAX_BYTES,
} from '@/features/records/seo/record-sitemap';
import {
  renderSitemapIndexXml,
  sitemapChunks,
  sitemapFile,
  sitemapFileUrls,
} from '@/features/feeds/sitemap-files';
import { buildSitemap, escapeXml, renderSitemapXml, SITEMAP_URL_LIMIT, sitemapPages } from '@/seo/sitemap';
import type { SitemapCase } from '@/schemas/dto';

const ORIGIN = 'https://www.zxw.example.com';
const CASES: SitemapCase[] = [
  { id: 3, kind: 'case', updatedAt: '2026-01-02T03:04:05.000Z' },
  { id: 7, kind: 'case', updatedAt: '2026-03-01T00:00:00.000Z' },
  { id: 12, kind: 'review', updatedAt: '2026-02-10T08:00:00.000Z' },
];

const entries = buildSitemap(ORIGIN, CASES);
const urls = entries.map((e) => e.url);
const zhUrls = urls.filter((u) => !u.startsWith(`${ORIGIN}/en`));
const enUrls = urls.filter((u) => u.startsWith(`${ORIGIN}/en`));
const entryOf = (url: string) => entries.find((e) => e.url === url);

describe('sitemap pages', () => {
  it('names home once per locale, as / and /en, never its duplicate routes', () => {
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/en`);
    expect(urls.filter((u) => u === `${ORIGIN}/` || u === `${ORIGIN}/en`)).toHaveLength(2);
    expect(urls.some((u) => /\/home(\/|$)/.test(u))).toBe(false);
  });

  it('lists every route of the route table in both locales', () => {
    for (const route of ROUTES) {
      // Pages of one id each: testimonials below, records and organisations in their own files.
      if (
        route.key === 'home' ||
        [
          '/caseCenter/appraiseInfo',
          ORGANISATION_PATH,
          KEYWORD_PAGE_ROUTE,
          ...Object.values(RECORD_DETAIL_PATHS),
        ].includes(route.path)
      )
        continue;
      expect(urls, route.path).toContain(`${ORIGIN}${route.path}`);
      expect(urls, route.path).toContain(`${ORIGIN}/en${route.path}`);
    }
  });

  it('has the four extra aboutUs sections and the reviews tab of the case centre', () => {
    for (const index of [1, 2, 3, 4]) {
      expect(urls).toContain(`${ORIGIN}/aboutUs?index=${index}`);
      expect(urls).toContain(`${ORIGIN}/en/aboutUs?index=${index}`);
    }
    // Index 0 is the default: named by the bare path only.
    expect(urls.some((u) => u.endsWith('?index=0'))).toBe(false);
    expect(urls).toContain(`${ORIGIN}/caseCenter?index=1`);
  });

  it('has all 33 industry and 31 province listings', () => {
    expect(INDUSTRIES).toHaveLength(33);
    expect(PROVINCES).toHaveLength(31);
    const industries = zhUrls.filter((u) => u.includes('/industry/index2?industry='));
    const provinces = zhUrls.filter((u) => u.includes('/inviteBussInfo/index2?province='));
    expect(industries).toHaveLength(33);
    expect(provinces).toHaveLength(31);
    expect(enUrls.filter((u) => u.includes('/industry/index2?industry='))).toHaveLength(33);
    expect(enUrls.filter((u) => u.includes('/inviteBussInfo/index2?province='))).toHaveLength(31);
    expect(industries).toContain(`${ORIGIN}/industry/index2?industry=huanbao`);
    expect(provinces).toContain(`${ORIGIN}/inviteBussInfo/index2?province=xizang`);
  });

  it('has each certificate of the image view, the first one as the bare path', () => {
    expect(urls).toContain(`${ORIGIN}/imageView`);
    for (const type of CERTIFICATES.slice(1)) expect(urls).toContain(`${ORIGIN}/imageView?type=${type}`);
    expect(urls).not.toContain(`${ORIGIN}/imageView?type=${CERTIFICATES[0]}`);
  });

  it('has one detail page per visible sample, dated by its last save', () => {
    for (const customerCase of CASES) {
      for (const prefix of ['', '/en']) {
        const entry = entryOf(`${ORIGIN}${prefix}/caseCenter/appraiseInfo?id=${customerCase.id}`);
        expect(entry?.lastModified).toBe(customerCase.updatedAt);
      }
    }
    expect(urls).not.toContain(`${ORIGIN}/caseCenter/appraiseInfo`);
  });

  it('dates the case-centre tabs by their newest sample and leaves build-time pages undated', () => {
    expect(entryOf(`${ORIGIN}/caseCenter`)?.lastModified).toBe('2026-03-01T00:00:00.000Z');
    expect(entryOf(`${ORIGIN}/en/caseCenter?index=1`)?.lastModified).toBe('2026-02-10T08:00:00.000Z');
    expect(entryOf(`${ORIGIN}/aboutUs`)?.lastModified).toBeUndefined();
    expect(entryOf(`${ORIGIN}/`)).not.toHaveProperty('lastModified');
  });

  it('lists only canonical public URLs, each once', () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const page of sitemapPages(CASES)) {
      const url = new URL(page.href, ORIGIN);
      const variant = parseVariant(url.pathname, url.searchParams);
      expect(variant, page.href).not.toBeNull();
      expect(publicHref(variant!)).toBe(page.href);
    }
  });

  it('has as many URLs in each locale, far below the per-file limit', () => {
    expect(zhUrls.length).toBe(enUrls.length);
    // 21 routes (26 less 3 home duplicates, the id-less detail and the keyword pages' pattern;
    // /search is its empty form, /keywords the directory), 4 aboutUs sections, 1 case-centre tab,
    // 3 certificates, 33 industries, 31 provinces, then the samples.
    expect(zhUrls.length).toBe(93 + CASES.length);
    expect(entries.length).toBeLessThan(SITEMAP_URL_LIMIT);
  });

  it('works without samples', () => {
    const bare = buildSitemap(ORIGIN, []);
    expect(bare.some((e) => e.url.includes('appraiseInfo'))).toBe(false);
    expect(bare.find((e) => e.url === `${ORIGIN}/caseCenter`)?.lastModified).toBeUndefined();
  });

  it('ignores a trailing slash of SITE_ORIGIN', () => {
    expect(buildSitemap(`${ORIGIN}/`, [])[0].url).toBe(`${ORIGIN}/`);
    expect(buildSitemap(`${ORIGIN}/`, [])[1].url).toBe(`${ORIGIN}/en`);
  });
});

describe('sitemap alternates', () => {
  it('pairs every zh URL with its en URL, both ways, with x-default on zh', () => {
    for (const entry of entries) {
      const { 'zh-CN': zh, en, 'x-default': fallback, ...rest } = entry.alternates;
      expect(rest).toEqual({});
      expect(fallback).toBe(zh);
      expect([zh, en]).toContain(entry.url);
      expect(en).toBe(zh === `${ORIGIN}/` ? `${ORIGIN}/en` : zh.replace(ORIGIN, `${ORIGIN}/en`));
      // The counterpart exists and names the same pair back.
      const other = entryOf(entry.url === zh ? en : zh);
      expect(other?.alternates).toEqual(entry.alternates);
    }
  });
});

describe('sitemap XML', () => {
  it('declares both namespaces and writes loc, alternates and lastmod', () => {
    const xml = renderSitemapXml(buildSitemap(ORIGIN, CASES.slice(0, 1)));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url>\n<loc>${ORIGIN}/en/caseCenter/appraiseInfo?id=3</loc>\n` +
        `<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/caseCenter/appraiseInfo?id=3"/>\n` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/caseCenter/appraiseInfo?id=3"/>\n` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/caseCenter/appraiseInfo?id=3"/>\n` +
        `<lastmod>2026-01-02T03:04:05.000Z</lastmod>\n</url>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(xml.match(/<\/url>/g)!.length);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('escapes URLs', () => {
    expect(escapeXml(`/a?b=1&c="<'>"`)).toBe('/a?b=1&amp;c=&quot;&lt;&apos;&gt;&quot;');
    const xml = renderSitemapXml([
      { url: `${ORIGIN}/x?a=1&b=2`, alternates: { en: `${ORIGIN}/en/x?a=1&b=2` } },
    ]);
    expect(xml).toContain(`<loc>${ORIGIN}/x?a=1&amp;b=2</loc>`);
    expect(xml).toContain(`href="${ORIGIN}/en/x?a=1&amp;b=2"`);
    expect(xml).not.toMatch(/&(?!amp;|quot;|lt;|gt;|apos;)/);
  });
});

describe('robots', () => {
  it('allows all, keeps crawlers off the admin and the APIs and names the sitemap and its files', () => {
    const files = [`${ORIGIN}/sitemap/0.xml`, `${ORIGIN}/sitemap/projects-0.xml`];
    expect(buildRobots(`${ORIGIN}/`, files)).toEqual({
      rules: {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api', '/business-center-app-zxw', '/business-center-app-zxw-member'],
      },
      sitemap: [`${ORIGIN}/sitemap.xml`, ...files],
    });
  });
});

describe('web manifest', () => {
  it('names the brand in each locale and starts in that locale', () => {
    const zh = buildManifest('zh');
    const en = buildManifest('en');
    expect(zh).toMatchObject({ name: '中项网', short_name: '中项网', lang: 'zh-CN', start_url: '/' });
    expect(en).toMatchObject({ name: 'ZXW Project Data', lang: 'en', start_url: '/en' });
    for (const manifest of [zh, en]) {
      expect(manifest.theme_color).toBe(THEME_COLOR);
      expect(manifest.theme_color).toBe('#1666d8');
      expect(manifest.background_color).toBe('#ffffff');
      expect(manifest.icons?.map((i) => i.src)).toEqual(['/icon.svg', '/apple-icon.png', '/favicon.ico']);
    }
    expect(manifestPath('zh')).toBe('/manifest.webmanifest');
    expect(manifestPath('en')).toBe('/en/manifest.webmanifest');
  });
});

describe('sitemap index', () => {
  const entries = Array.from({ length: 250 }, (_, i) => ({
    url: `https://example.test/p${i}?a=1&b=2`,
    alternates: { 'zh-CN': `https://example.test/p${i}` },
  }));

  it('names every file: the pages, each kind of record, the organisations, then the keyword pages', () => {
    const layout = { pageFiles: 2, recordFiles: { projects: 3, tenders: 1 }, organisationFiles: 2 };
    const index = renderSitemapIndexXml('https://example.test/', layout);
    expect(index).toContain('<sitemapindex');
    const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed).toEqual([
      'https://example.test/sitemap/0.xml',
      'https://example.test/sitemap/1.xml',
      'https://example.test/sitemap/projects-0.xml',
      'https://example.test/sitemap/projects-1.xml',
      'https://example.test/sitemap/projects-2.xml',
      'https://example.test/sitemap/tenders-0.xml',
      'https://example.test/sitemap/orgs-0.xml',
      'https://example.test/sitemap/orgs-1.xml',
      'https://example.test/sitemap/keywords.xml',
    ]);
    expect(sitemapFileUrls('https://example.test', layout)).toEqual(listed);
  });

  it('serves each file with its share of the URLs, escaped, and nothing past the last', () => {
    const last = sitemapFile(entries, 2, 100)!;
    expect(last.match(/<url>/g)).toHaveLength(50);
    expect(last).toContain('https://example.test/p200?a=1&amp;b=2');
    expect(sitemapFile(entries, 3, 100)).toBeNull();
    expect(sitemapChunks([], 100)).toEqual([[]]);
  });
});

describe('record sitemap files', () => {
  const origin = 'https://www.example.com';

  async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
    return new Response(stream).text();
  }

  async function* chunksOf(records: { id: number; sourceId: string; updatedAt: string }[], size: number) {
    for (let i = 0; i < records.length; i += size) yield records.slice(i, i + size);
  }

  it('hold at most the URL limit and, with the longest ids, at most 10 MB', () => {
    for (const kind of ['projects', 'tenders'] as const) {
      const perFile = recordsPerFile(origin, kind, 50_000);
      expect(perFile * 2).toBeLessThanOrEqual(50_000);
      expect(recordsPerFile(origin, kind, 10)).toBe(5);
      // A file of perFile records with 64-character ids made of ':' (each written %3A).
      const longest = ':'.repeat(64);
      const line = `<url><loc>${origin}/en${RECORD_DETAIL_PATHS[kind]}?id=${encodeURIComponent(longest)}</loc><lastmod>2026-11-24T12:00:00.000Z</lastmod></url>\n`;
      expect(perFile * 2 * Buffer.byteLength(line)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    }
  });

  it('split the id range into files by the lowered limit', () => {
    expect(recordFileCount(0, 5)).toBe(1);
    expect(recordFileCount(5, 5)).toBe(1);
    expect(recordFileCount(11, 5)).toBe(3);
    expect(parseRecordFileName('projects-12.xml')).toEqual({ kind: 'projects', n: 12 });
    expect(parseRecordFileName('tenders-0.xml')).toEqual({ kind: 'tenders', n: 0 });
    expect(parseRecordFileName('others-0.xml')).toBeNull();
    expect(parseRecordFileName('projects-x.xml')).toBeNull();
  });

  it('stream every record in both locales with its lastmod, escaped, as one URL set', async () => {
    const records = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      sourceId: `p:${i}`,
      updatedAt: `2026-11-0${i + 1}T00:00:00.000Z`,
    }));
    const xml = await text(recordSitemapStream(origin, 'projects', chunksOf(records, 2)));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(10);
    expect(locs[0]).toBe(`${origin}/industry/detail?id=p%3A0`);
    expect(locs[1]).toBe(`${origin}/en/industry/detail?id=p%3A0`);
    expect(xml).toContain('<lastmod>2026-11-05T00:00:00.000Z</lastmod>');
  });
});
