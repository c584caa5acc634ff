import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { DEFAULT_HOTLINE } from '@/catalog/constants';
import { ROUTES } from '@/catalog/routes';
import { visitPath } from '../route-paths';
import { BASE_URL, call, routeIds } from './helpers';

/** What a page says about itself in its <head> and its JSON-LD. */
interface Head {
  title: string;
  description: string;
  canonical: string;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: { '@type': string; [key: string]: unknown }[];
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

async function head(path: string): Promise<Head> {
  const res = await fetch(BASE_URL + path);
  expect(res.status, path).toBe(200);
  // Alternates live in <head> only: no `Link` header that could name other pages.
  expect(res.headers.get('link') ?? '', path).not.toMatch(/alternate/);
  const html = await res.text();
  const attr = (tag: string, name: string) => decode(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const tags = (re: RegExp) => [...html.matchAll(re)].map((m) => m[0]);
  const meta: Record<string, string> = {};
  for (const tag of tags(/<meta [^>]*>/g)) {
    const key = attr(tag, 'property') || attr(tag, 'name');
    if (key) meta[key] = attr(tag, 'content');
  }
  const alternates: Record<string, string> = {};
  for (const tag of tags(/<link rel="alternate" [^>]*>/g)) {
    const lang = attr(tag, 'hrefLang');
    if (lang) alternates[lang] = attr(tag, 'href');
  }
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta.description ?? '',
    canonical: attr(tags(/<link rel="canonical" [^>]*>/g)[0] ?? '', 'href'),
    alternates,
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) =>
      [JSON.parse(m[1])].flat(),
    ),
  };
}

async function reviewId(): Promise<number> {
  const answer = await call<{ list: { id: number }[] }>(
    `${API_PATHS.selectCustomerReviews}?pageNo=1&pageSize=1`,
    { body: {} },
  );
  return answer.body.data.list[0].id;
}

/** Every route of the route table, plus content variants; `canonical` is the public URL expected. */
async function pages(): Promise<{ path: string; canonical: string }[]> {
  const ids = { ...(await routeIds()), reviewId: await reviewId() };
  const table = ROUTES.map((r) => {
    const path = visitPath(r, ids);
    return { path, canonical: r.key === 'home' ? '/' : path };
  });
  const variants = [
    '/aboutUs?index=2',
    '/aboutUs?index=4',
    '/caseCenter?index=1',
    '/imageView?type=iso9001',
    '/industry/index2?industry=huanbao',
    '/industry/index2?industry=huanbao&category=vip&page=2',
    '/inviteBussInfo/index2?province=hunan',
  ].map((path) => ({ path, canonical: path }));
  return [...table, ...variants];
}

const LOCALES = [
  { locale: 'zh', prefix: '', og: 'zh_CN' },
  { locale: 'en', prefix: '/en', og: 'en_US' },
] as const;

const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

describe('search engines and sharing', () => {
  for (const { locale, prefix, og } of LOCALES) {
    it(`gives every page in ${locale} its canonical URL, alternates, own title and description, and share tags`, async () => {
      const seen = new Map<string, Head>();
      for (const { path, canonical } of await pages()) {
        const url = localized(prefix, path) + (path.includes('?') ? '&utm_source=test' : '?utm_source=test');
        const page = await head(url);
        // Next writes the root URL without its slash (`https://example.com`), as crawlers treat it.
        const zh = BASE_URL + (canonical === '/' ? '' : canonical);
        const en = BASE_URL + localized('/en', canonical);
        expect(page.canonical, url).toBe(locale === 'zh' ? zh : en);
        expect(page.alternates, url).toEqual({ 'zh-CN': zh, en, 'x-default': zh });
        expect(page.title, url).not.toBe('');
        expect(page.description.length, url).toBeGreaterThan(20);
        expect(page.meta['og:title'], url).toBe(page.title);
        expect(page.meta['og:description'], url).toBe(page.description);
        expect(page.meta['og:url'], url).toBe(page.canonical);
        expect(page.meta['og:locale'], url).toBe(og);
        expect(page.meta['og:image'], url).toMatch(new RegExp(`^${BASE_URL}/og/\\w+\\.png$`));
        expect(page.meta['twitter:card'], url).toBe('summary_large_image');
        expect(page.meta['twitter:title'], url).toBe(page.title);
        seen.set(page.canonical, page);
      }
      // Pages with distinct canonical URLs never share a title or a description.
      const heads = [...seen.values()];
      expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
      expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
      const image = await fetch(heads[0].meta['og:image']);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });
  }

  it('describes the company on the home page, breadcrumbs on inner pages and the help centre as an FAQ', async () => {
    const home = await head('/en');
    const organization = home.jsonLd.find((d) => d['@type'] === 'Organization');
    expect(organization).toMatchObject({ telephone: DEFAULT_HOTLINE, url: `${BASE_URL}/en` });
    expect(organization?.address).toHaveLength(2);
    expect(home.jsonLd.some((d) => d['@type'] === 'WebSite')).toBe(true);

    const listing = await head('/industry/index2?industry=huanbao');
    const trail = listing.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { position: number; item: string }[];
    };
    expect(trail.itemListElement.map((i) => i.item)).toEqual([
      `${BASE_URL}/`,
      `${BASE_URL}/industry`,
      `${BASE_URL}/industry/index2?industry=huanbao`,
    ]);

    const help = await head('/en/helpCenter');
    const faq = help.jsonLd.find((d) => d['@type'] === 'FAQPage') as unknown as { mainEntity: unknown[] };
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
  });

  it('names the manifest and the theme colour', async () => {
    const res = await fetch(`${BASE_URL}/en/law`);
    const html = await res.text();
    expect(html).toMatch(/<link rel="manifest" href="\/en\/manifest.webmanifest"/);
    expect(html).toMatch(/<meta name="theme-color" content="#1666d8"/);
  });
});
