import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import enErrors from '../../messages/en/errors.json';
import enHome from '../../messages/en/home.json';
import enLegal from '../../messages/en/legal.json';
import zhErrors from '../../messages/zh/errors.json';
import { BASE_URL, call } from './helpers';
import { mainHeadings } from './page-head';

/**
 * The home page's HTML budget, gzipped as a server sends it, so the page cannot silently grow
 * back: 140 KB raw before the cached-pages work, 78.6 KB raw (17.8 KB gzipped in Chinese) once
 * the RSC payload stopped spelling out unset props and repeated elements. Every element comes
 * twice (HTML and RSC payload) and the two copies lie further apart than gzip's 32 KB window, so
 * the live block's 20 titles cost about 2 KB; case excerpts cut to what a card shows (4 lines)
 * and the JSON-LD moved next to its copy pay for them (docs/benchmarks.md, 'Targets').
 */
const HOME_HTML_BUDGET = 20 * 1024;
/**
 * The home page's first-load JavaScript, gzipped (target 170 KB; 153 KB since messages are
 * compiled at build time, so 160 keeps that gain); the market charts add at most 30 KB (docs/benchmarks.md,
 * 'Targets').
 */
const HOME_JS_BUDGET = 160 * 1024;
const MARKET_JS_EXTRA = 30 * 1024;

/** The scripts a modern browser runs for a page (`noModule` polyfills are skipped by it): src → body. */
async function firstLoadScripts(path: string): Promise<Map<string, Buffer>> {
  const { html } = await get(path);
  const scripts = new Map<string, Buffer>();
  for (const [tag, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    if (/\snoModule/i.test(tag) || scripts.has(src)) continue;
    const res = await fetch(BASE_URL + src);
    expect(res.status, src).toBe(200);
    scripts.set(src, Buffer.from(await res.arrayBuffer()));
  }
  return scripts;
}

/** Each script gzipped on its own, as a server would send it: src → size. */
const gzipped = (scripts: Map<string, Buffer>) =>
  new Map([...scripts].map(([src, body]) => [src, gzipSync(body).length]));

/** The RSC payload of a page, decoded from its `self.__next_f.push([1, "…"])` scripts. */
function rscPayload(html: string): string {
  const chunks = [...html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)];
  return chunks.map(([, json]) => (JSON.parse(json) as [number, string?])[1] ?? '').join('');
}

/** Every `"messages":{…}` object in a payload, parsed (brackets counted outside strings). */
function payloadMessages(payload: string): unknown[] {
  const found: unknown[] = [];
  for (const match of payload.matchAll(/"messages":\{/g)) {
    const start = match.index + '"messages":'.length;
    let depth = 0;
    let inString = false;
    for (let i = start; i < payload.length; i++) {
      const c = payload[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        found.push(JSON.parse(payload.slice(start, i + 1)));
        break;
      }
    }
  }
  return found;
}

/** Dotted paths of a message tree's messages: strings, or arrays once compiled (next.config.ts). */
function leafPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string' || Array.isArray(tree)) return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    leafPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, n) => sum + n, 0);

const LOCALES = [
  { locale: 'zh', prefix: '', home: '/', errors: zhErrors },
  { locale: 'en', prefix: '/en', home: '/en', errors: enErrors },
] as const;

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(BASE_URL + path, { redirect: 'manual', headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** 404 pages: one minute, so a page an operator creates meanwhile soon shows. */
const NOT_FOUND_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=60, no-transform';

// Every page of the route table is public and shared-cacheable, and served from Next's cache on
// a second visit: tests/int/route-walk.test.ts.
describe('pages served from cache', () => {
  it('ignores tracking parameters: one cached page per content variant', async () => {
    await get('/en/aboutUs?index=3');
    const tracked = await get('/en/aboutUs?index=3&utm_source=newsletter&from=wechat');
    expect(tracked.status).toBe(200);
    expect(tracked.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
  });

  it("never keeps one visitor's query or unknown path in a page served to others", async () => {
    // A variant no one has asked for yet (a fresh cache entry), first asked with a click id.
    const mark = `zz${Date.now()}`;
    const page = 900 + (Date.now() % 90);
    const listing = `/en/inviteBussInfo/index2?page=${page}`;
    const tracked = await get(`${listing}&bd_vid=${mark}&x=%3Cb%3E${mark}`);
    const plain = await get(listing);
    expect(plain.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
    for (const answer of [tracked, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.html).not.toContain(mark);
      // The router state names the page's own URL.
      expect(answer.html).toContain(`index2?page=${page}`);
    }
    // Every unknown path shares one cached 404 page, which names none of them.
    const first = await get(`/no-such-${mark}?q=${mark}`);
    const second = await get(`/other-${mark}`);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(404);
      expect(answer.html).not.toContain(mark);
    }
    // The 404 status is the proxy's; the page and its caching are the same as without a query.
    expect(first.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL);
  });

  it('keeps the admin, the CMS API and the backend API out of shared caches', async () => {
    const admin = await get('/admin');
    expect(admin.headers.get('cache-control')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
    // Payload's REST answers carry no Cache-Control at all (the shipped nginx never caches /api);
    // they must at least never be marked shareable.
    const rest = await get('/api/users/me');
    expect(rest.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage|max-age/);
    const api = await call(API_PATHS.selectSampleTypes, { body: {} });
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404, not a 200 page, for paths with a dot that bypass the proxy', async () => {
    for (const path of ['/en/foo.txt', '/en/sitemap.xml', '/en/aboutUs/2.html']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('keeps build assets for a year, and a 404 for a missing one in no cache', async () => {
    const home = (await get('/en')).html;
    const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(home)?.[0];
    expect(chunk).toBeDefined();
    const found = await get(chunk!);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    // During a rolling deploy another instance may not have this build's chunks yet: its 404
    // must not be kept, or the chunk would stay missing after every instance has it.
    const missing = await get('/_next/static/chunks/0000000000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('does not serve internal variant paths directly', async () => {
    for (const path of ['/aboutUs/2', '/en/aboutUs/2', '/industry/index2/huanbao/all/1', '/en/404']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('404 pages rendered on the server', () => {
  const missing = [
    '/no-such-page',
    '/aboutUs?index=7',
    '/aboutUs?index=',
    '/aboutUs?index=x',
    '/caseCenter?index=9',
    '/caseCenter/appraiseInfo',
    '/caseCenter/appraiseInfo?id=abc',
    '/caseCenter/appraiseInfo?id=',
    '/imageView?type=atlantis',
    '/industry/index2?industry=atlantis',
    '/industry/index2?category=nope',
    '/industry/index2?industry=jianzhu&category=bogus',
    '/industry/index2?category=tenderNotice',
    '/industry/index2?page=0',
    '/inviteBussInfo/index2?province=atlantis',
    '/inviteBussInfo/index2?province=hunan&category=bogus',
    '/inviteBussInfo/index2?category=vip',
  ];
  for (const { locale, prefix, home, errors } of LOCALES) {
    it(`answers 404 with the localized message and a link home, without JavaScript, in ${locale}`, async () => {
      for (const path of missing) {
        const url = `${prefix}${path}`;
        const res = await get(url);
        expect(res.status, url).toBe(404);
        expect(mainHeadings(res.html), url).toEqual([errors.notFound]);
        expect(res.html, url).toMatch(new RegExp(`<a[^>]+href="${home}"[^>]*>${errors.backHome}</a>`));
        expect(res.html, url).toContain(`lang="${locale === 'zh' ? 'zh-CN' : 'en'}"`);
        expect(res.headers.get('cache-control'), url).toBe(NOT_FOUND_CACHE_CONTROL);
      }
    });
  }

  it('answers 404 for a testimonial that does not exist', async () => {
    for (const url of ['/caseCenter/appraiseInfo?id=999999999', '/en/caseCenter/appraiseInfo?id=999999999']) {
      expect((await get(url)).status, url).toBe(404);
    }
  });
});

describe('lean pages', () => {
  it(`keeps the home HTML within ${HOME_HTML_BUDGET / 1024} KB gzipped`, async () => {
    for (const url of ['/', '/en']) {
      const res = await get(url);
      expect(gzipSync(res.html).length, url).toBeLessThanOrEqual(HOME_HTML_BUDGET);
    }
  });

  it(`keeps the home first-load JavaScript within ${HOME_JS_BUDGET / 1024} KB gzipped`, async () => {
    for (const url of ['/', '/en']) {
      const sizes = gzipped(await firstLoadScripts(url));
      expect(sizes.size, url).toBeGreaterThan(3);
      expect(total(sizes), url).toBeLessThanOrEqual(HOME_JS_BUDGET);
    }
  });

  it("keeps mobile pages' first-load JavaScript within the desktop home's and their desktop page's", async () => {
    for (const locale of ['', '/en']) {
      const home = total(gzipped(await firstLoadScripts(locale || '/')));
      for (const path of ['', '/industry/index2', '/search', '/ideaBack']) {
        const url = `/m${locale}${path}`;
        const mobile = total(gzipped(await firstLoadScripts(url)));
        const desktop = total(gzipped(await firstLoadScripts(`${locale}${path}` || '/')));
        expect(mobile, url).toBeLessThanOrEqual(desktop);
        // The feedback form carries its validation rules, on both sites.
        if (path !== '/ideaBack') expect(mobile, url).toBeLessThanOrEqual(home);
      }
    }
  });

  it(`lets the market charts add at most ${MARKET_JS_EXTRA / 1024} KB of JavaScript to the home page's`, async () => {
    const home = gzipped(await firstLoadScripts('/en'));
    const market = gzipped(await firstLoadScripts('/en/marketService'));
    const added = [...market].filter(([src]) => !home.has(src));
    expect(added.reduce((sum, [, n]) => sum + n, 0)).toBeLessThanOrEqual(MARKET_JS_EXTRA);
  });

  it('sends the browser only the messages its client components use', async () => {
    const { html } = await get('/en');
    // A string only the privacy page shows, and the validation messages only forms use.
    expect(html).not.toContain(enLegal.privacy.disclosureLead);
    expect(html).not.toContain('"validation":{');
    expect(html).not.toContain('"legal":{');
    // Exactly the strings of the home page's client components: the error boundary's four, the
    // carousel's, the case tabs' (not the section's title, lead and link, rendered on the server)
    // and the new-window hint.
    const sent = new Set(payloadMessages(rscPayload(html)).flatMap((tree) => leafPaths(tree)));
    const expected = new Set([
      'errors.error',
      'errors.statusLabel',
      'errors.retry',
      'errors.backHome',
      ...leafPaths(enHome.carousel, 'home.carousel'),
      ...['tabsLabel', 'loading', 'failed', 'retry', 'empty', 'learnDetails'].map(
        (key) => `home.cases.${key}`,
      ),
      'common.newWindow',
    ]);
    expect([...sent].sort()).toEqual([...expected].sort());
  });

  it('sends messages compiled at build time and no ICU message parser', async () => {
    const { html } = await get('/en');
    const [errors] = payloadMessages(rscPayload(html)) as { errors: Record<string, unknown> }[];
    // 'Status {status}' arrives as next-intl's compiled form, so the browser never parses it…
    expect(enErrors.statusLabel).toBe('Status {status}');
    expect(errors.errors.statusLabel).toEqual(['Status ', ['status']]);
    // …and none of the page's scripts carries the parser (its error codes are in its bundle).
    for (const [src, body] of await firstLoadScripts('/en')) {
      expect(body.toString(), src).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    }
  });

  it('serves QR codes as cached SVG images instead of inline paths', async () => {
    const { html } = await get('/en');
    const sources = [...html.matchAll(/<img[^>]+src="(\/qr\/[^"]+\.svg)"/g)].map((m) => m[1]);
    expect(new Set(sources).size).toBe(3);
    expect(html).not.toMatch(/<path d="M2 2h7v1h-7z/);
    for (const src of new Set(sources)) {
      const res = await fetch(BASE_URL + src);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type'), src).toBe('image/svg+xml');
      expect(res.headers.get('cache-control'), src).toContain('immutable');
      expect(await res.text(), src).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    }
    expect((await fetch(`${BASE_URL}/qr/app-000000000000.svg`)).status).toBe(404);
  });
});

describe('icons', () => {
  it('serves a favicon, an SVG icon and an apple-touch icon, linked from every page', async () => {
    const { html } = await get('/en/law');
    for (const [rel, type] of [
      ['icon', 'image/x-icon'],
      ['icon', 'image/svg+xml'],
      ['apple-touch-icon', 'image/png'],
    ]) {
      const href = new RegExp(
        `<link rel="${rel}" href="([^"]+)"[^>]*type="${type.replace('+', '\\+')}"`,
      ).exec(html)?.[1];
      expect(href, `${rel} ${type}`).toBeTruthy();
      const res = await fetch(BASE_URL + href);
      expect(res.status, href).toBe(200);
      expect(res.headers.get('content-type'), href).toBe(type);
    }
    expect((await fetch(`${BASE_URL}/favicon.ico`)).status).toBe(200);
  });
});
