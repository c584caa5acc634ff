import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { BASE_URL, call, type Paged } from './helpers';
import { parseXml, readAtom } from './xml';

/**
 * Files for crawlers and browsers: robots.txt, sitemap.xml, icons and the web manifests.
 * SITE_ORIGIN of the server under test is BASE_URL (scripts/serve-test.mjs) unless
 * INT_SITE_ORIGIN names another one.
 */
const SITE_ORIGIN = (process.env.INT_SITE_ORIGIN ?? BASE_URL).replace(/\/+$/, '');

async function get(path: string) {
  const response = await fetch(BASE_URL + path, { redirect: 'manual' });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** The files `/sitemap.xml` names, as paths on this server. */
async function sitemapFiles(): Promise<string[]> {
  const { status, headers, body } = await get('/sitemap.xml');
  expect(status).toBe(200);
  expect(headers.get('content-type')).toMatch(/^application\/xml/);
  const index = parseXml(body.toString('utf8'));
  expect(index.name).toBe('sitemapindex');
  return index.children.map((entry) => {
    expect(entry.name).toBe('sitemap');
    const loc = entry.children.find((c) => c.name === 'loc')!.text;
    expect(loc.startsWith(`${SITE_ORIGIN}/sitemap/`), loc).toBe(true);
    return loc.slice(SITE_ORIGIN.length);
  });
}

/** The site's own pages: the first file of the index (`/sitemap/0.xml`). */
async function readSitemap(path = '/sitemap/0.xml'): Promise<SitemapUrl[]> {
  const { status, headers, body } = await get(path);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toMatch(/^application\/xml/);
  const urlset = parseXml(body.toString('utf8'));
  expect(urlset.name).toBe('urlset');
  expect(urlset.attributes).toMatchObject({
    xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
    'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
  });
  return urlset.children.map((url) => {
    expect(url.name).toBe('url');
    const alternates: Record<string, string> = {};
    for (const link of url.children.filter((c) => c.name === 'xhtml:link')) {
      expect(link.attributes.rel).toBe('alternate');
      alternates[link.attributes.hreflang] = link.attributes.href;
    }
    const text = (name: string) => url.children.find((c) => c.name === name)?.text.replaceAll('&amp;', '&');
    return { loc: text('loc') ?? '', lastmod: text('lastmod'), alternates };
  });
}

async function caseTotal(path: string): Promise<number> {
  const answer = await call<Paged<{ id: number }>>(path, {
    query: { pageNo: 1, pageSize: 1 },
  });
  return answer.body.data.total;
}

describe('robots.txt', () => {
  it('allows all but the admin and the APIs, and names the sitemap on SITE_ORIGIN', async () => {
    const { status, headers, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = body.toString('utf8').split('\n');
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/api', '/business-center-app-zxw', '/business-center-app-zxw-member']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The index, then every file it names: Baidu reads sitemap files but not indexes.
    const files = await sitemapFiles();
    expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual([
      `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
      ...files.map((f) => `Sitemap: ${SITE_ORIGIN}${f}`),
    ]);
  });
});

/** SITEMAP_URLS_PER_FILE of the test server (scripts/serve-test.mjs lowers it from 50,000). */
const URLS_PER_FILE = Number(process.env.SITEMAP_URLS_PER_FILE ?? 5000);

describe('record sitemap files', () => {
  it('split every project and tender, in both locales, into files under the lowered limit', async () => {
    const files = await sitemapFiles();
    expect(files[0]).toBe('/sitemap/0.xml');
    const projectFiles = files.filter((f) => /^\/sitemap\/projects-\d+\.xml$/.test(f));
    const tenderFiles = files.filter((f) => /^\/sitemap\/tenders-\d+\.xml$/.test(f));
    // Organisations have files of their own (tests/int/organisation-pages.test.ts).
    const organisationFiles = files.filter((f) => /^\/sitemap\/orgs-\d+\.xml$/.test(f));
    // 20,000 demo records of each kind at 5,000 URLs a file: several files each.
    expect(projectFiles.length).toBeGreaterThan(1);
    expect(tenderFiles.length).toBeGreaterThan(1);
    expect(organisationFiles.length).toBeGreaterThan(0);
    // And the keyword pages one (tests/int/keyword-pages.test.ts).
    expect(files.at(-1)).toBe('/sitemap/keywords.xml');
    expect(files).toHaveLength(2 + projectFiles.length + tenderFiles.length + organisationFiles.length);
    const seen = new Set<string>();
    for (const file of [...projectFiles, ...tenderFiles]) {
      const { status, headers, body } = await get(file);
      expect(status, file).toBe(200);
      expect(headers.get('cache-control'), file).toContain('s-maxage=300');
      expect(body.length, file).toBeLessThanOrEqual(10 * 1024 * 1024);
      const urlset = parseXml(body.toString('utf8'));
      expect(urlset.name).toBe('urlset');
      expect(urlset.children.length, file).toBeLessThanOrEqual(URLS_PER_FILE);
      // One assertion per file, not three per URL: 40,000 URLs of expect() calls took most of
      // the test's time on a loaded machine.
      const urls = urlset.children.map((url) => ({
        loc: url.children.find((c) => c.name === 'loc')!.text.replaceAll('&amp;', '&'),
        lastmod: url.children.find((c) => c.name === 'lastmod')?.text ?? '',
      }));
      expect(
        urls.filter(
          ({ loc, lastmod }) =>
            !/\/(industry|inviteBussInfo)\/detail\?id=/.test(loc) ||
            Number.isNaN(Date.parse(lastmod)) ||
            seen.has(loc),
        ),
        file,
      ).toEqual([]);
      expect(new Set(urls.map((u) => u.loc)).size, file).toBe(urls.length);
      for (const { loc } of urls) seen.add(loc);
    }
    const projects = (
      await call<Paged<{ sourceId: string }>>(API_PATHS.recommendProjects, {
        query: { pageNo: 1, pageSize: 5 },
      })
    ).body.data;
    const tenders = (
      await call<Paged<{ sourceId: string }>>(API_PATHS.recommendTenders, {
        query: { pageNo: 1, pageSize: 5 },
      })
    ).body.data;
    for (const [path, list] of [
      ['/industry/detail', projects.list],
      ['/inviteBussInfo/detail', tenders.list],
    ] as const) {
      for (const { sourceId } of list) {
        expect(seen).toContain(`${SITE_ORIGIN}${path}?id=${encodeURIComponent(sourceId)}`);
        expect(seen).toContain(`${SITE_ORIGIN}/en${path}?id=${encodeURIComponent(sourceId)}`);
      }
    }
  });

  it('answer 404 past the last file', async () => {
    expect((await get('/sitemap/projects-99999.xml')).status).toBe(404);
    expect((await get('/sitemap/others-0.xml')).status).toBe(404);
  });
});

describe('Atom feeds', () => {
  /** A feed parsed strictly, with the elements RFC 4287 requires checked. */
  async function readFeed(path: string) {
    const { status, headers, body } = await get(path);
    expect(status, path).toBe(200);
    expect(headers.get('content-type'), path).toMatch(/^application\/atom\+xml/);
    return { headers, ...readAtom(body.toString('utf8'), path) };
  }

  it('of a listing: its 50 newest records, linking to their pages in the page’s locale, cached like pages', async () => {
    for (const [page, prefix] of [
      ['/industry/index2?industry=shizheng', ''],
      ['/en/inviteBussInfo/index2?province=hunan', '/en'],
    ] as const) {
      const html = (await get(page)).body.toString('utf8');
      const href = /<link rel="alternate" type="application\/atom\+xml"[^>]* href="([^"]+)"/.exec(html)?.[1];
      expect(href, page).toBeTruthy();
      const path = href!.replace(SITE_ORIGIN, '');
      expect(path.startsWith(`${prefix}/feeds/`), path).toBe(true);
      const { headers, entries } = await readFeed(path);
      expect(headers.get('cache-control')).toMatch(/s-maxage/);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(50);
      for (const entry of entries) {
        const link = entry.children.find((c) => c.name === 'link')!.attributes.href;
        expect(
          link.startsWith(`${SITE_ORIGIN}${prefix}/${prefix ? 'inviteBussInfo' : 'industry'}/detail?id=`),
          link,
        ).toBe(true);
      }
    }
    expect((await get('/feeds/projects-nowhere.atom')).status).toBe(404);
  });

  it('of search results: private, not stored and not indexed', async () => {
    const page = '/en/search?keyword=%E5%B7%A5%E7%A8%8B&type=tender';
    const html = (await get(page)).body.toString('utf8');
    const href = /<link rel="alternate" type="application\/atom\+xml"[^>]* href="([^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(href).toBe(`${SITE_ORIGIN}/en/feeds/search.atom?keyword=%E5%B7%A5%E7%A8%8B&type=tender`);
    const { headers, entries } = await readFeed(href!.replace(SITE_ORIGIN, ''));
    expect(headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(entries.length).toBeGreaterThan(0);
  });
});

describe('sitemap.xml', () => {
  it('lists the pages of both locales on SITE_ORIGIN, home once per locale', async () => {
    const urls = (await readSitemap()).map((u) => u.loc);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${SITE_ORIGIN}/`), url).toBe(true);
    for (const path of [
      '/',
      '/en',
      '/aboutUs',
      '/en/aboutUs?index=4',
      '/caseCenter?index=1',
      '/industry/index2?industry=huanbao',
      '/en/industry/index2?industry=shequ',
      '/inviteBussInfo/index2?province=beijing',
      '/en/inviteBussInfo/index2?province=xizang',
      '/en/imageView?type=iso9001',
      '/zxt',
    ]) {
      expect(urls).toContain(SITE_ORIGIN + path);
    }
    expect(urls.some((u) => /\/home(\/|$)|[?&](index=0|page=)/.test(u))).toBe(false);
    expect(urls.filter((u) => u.includes('/industry/index2?industry='))).toHaveLength(2 * 33);
    expect(urls.filter((u) => u.includes('/inviteBussInfo/index2?province='))).toHaveLength(2 * 31);
  });

  it('names one detail page per visible case and testimonial, dated by its last save', async () => {
    const sitemap = await readSitemap();
    const details = sitemap.filter((u) => u.loc.startsWith(`${SITE_ORIGIN}/caseCenter/appraiseInfo?id=`));
    const total =
      (await caseTotal(API_PATHS.selectPageWeb)) + (await caseTotal(API_PATHS.selectCustomerReviews));
    expect(details).toHaveLength(total);
    for (const detail of details) {
      expect(Number.isNaN(Date.parse(detail.lastmod ?? '')), detail.loc).toBe(false);
      const en = detail.loc.replace(SITE_ORIGIN, `${SITE_ORIGIN}/en`);
      expect(sitemap.find((u) => u.loc === en)?.lastmod).toBe(detail.lastmod);
    }
  });

  it('pairs every URL with its other-language version, x-default on the Chinese one', async () => {
    const sitemap = await readSitemap();
    const byLoc = new Map(sitemap.map((u) => [u.loc, u]));
    for (const url of sitemap) {
      const { 'zh-CN': zh, en, 'x-default': fallback } = url.alternates;
      expect(Object.keys(url.alternates).sort(), url.loc).toEqual(['en', 'x-default', 'zh-CN']);
      expect(fallback).toBe(zh);
      expect([zh, en]).toContain(url.loc);
      expect(byLoc.get(url.loc === zh ? en : zh)?.alternates, url.loc).toEqual(url.alternates);
    }
  });

  it('names pages that exist: one URL of each path answers 200 in each locale', async () => {
    const seen = new Set<string>();
    for (const { loc } of await readSitemap()) {
      const url = new URL(loc);
      if (seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      const { status } = await get(url.pathname + url.search);
      expect(status, loc).toBe(200);
    }
    expect(seen.size).toBeGreaterThan(30);
  });
});

describe('icons', () => {
  it('serves a multi-size favicon.ico', async () => {
    const { status, headers, body } = await get('/favicon.ico');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    // ICONDIR: reserved 0, type 1 (icon), then the image count and one 16-byte entry per image.
    expect(body.readUInt16LE(0)).toBe(0);
    expect(body.readUInt16LE(2)).toBe(1);
    const count = body.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => body[6 + 16 * i] || 256);
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));
  });

  it('serves the brand mark as SVG and a 180×180 apple touch icon', async () => {
    const svg = await get('/icon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.body.toString('utf8')).toContain('fill="#1666d8"');
    const png = await get('/apple-icon.png');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    // IHDR width and height follow the 8-byte signature and the chunk's length and type.
    expect([png.body.readUInt32BE(16), png.body.readUInt32BE(20)]).toEqual([180, 180]);
  });
});

describe('web manifests', () => {
  it.each([
    { path: '/manifest.webmanifest', name: '中项网', lang: 'zh-CN', start: '/' },
    { path: '/en/manifest.webmanifest', name: 'ZXW Project Data', lang: 'en', start: '/en' },
  ])('$path names the site in its language', async ({ path, name, lang, start }) => {
    const { status, headers, body } = await get(path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(body.toString('utf8')) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name,
      short_name: name,
      lang,
      start_url: start,
      theme_color: '#1666d8',
      background_color: '#ffffff',
    });
    for (const icon of manifest.icons) {
      const file = await get(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toContain(
        icon.type.replace('image/x-icon', 'image/'),
      );
    }
    // The start page exists (the English manifest's folder must not shadow the /en pages).
    expect((await get(start)).status).toBe(200);
  });

  it('leaves the English pages to the locale routes', async () => {
    expect((await get('/en/aboutUs?index=1')).status).toBe(200);
    expect((await get('/en/no-such-page')).status).toBe(404);
  });
});
