import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { hasMobileView } from '@/catalog/mobile';
import { ROUTES } from '@/catalog/routes';
import { HOSTED, OWN } from './mobile-configs';
import { readProxyRequest } from '@/proxy/request';
import { servePage } from '@/proxy/serve-page';
import { SEARCH_QUERY_HEADER, searchQueryFromHeader } from '@/schemas/search-page';
import { setRecordStatusLookup } from '@/features/records/server/status';
import * as steps from '@/proxy/steps';

const req = (url: string, init: ConstructorParameters<typeof NextRequest>[1] = {}, config = OWN) =>
  readProxyRequest(new NextRequest(new URL(url, 'https://www.example.com'), init), config);

async function answer(
  step: steps.ProxyStep,
  url: string,
  init?: ConstructorParameters<typeof NextRequest>[1],
  config = OWN,
) {
  const response = await step(req(url, init, config));
  return response && { status: response.status, location: response.headers.get('location'), response };
}

describe('reading a request', () => {
  it('splits the mobile prefix, the locale and the variant once', () => {
    const r = req('/m/en/aboutUs?index=2&utm_source=x');
    expect(r).toMatchObject({
      device: 'mobile',
      path: '/en/aboutUs',
      prefix: '/m',
      locale: 'en',
      rest: '/aboutUs',
    });
    expect(r.variant?.values).toEqual({ index: '2' });
  });

  it('reads a mobile host as mobile pages at its root, and `/m` there as moved', () => {
    expect(req('https://m.example.com/en', { headers: { host: 'm.example.com' } }, HOSTED)).toMatchObject({
      device: 'mobile',
      path: '/en',
      prefix: '',
    });
    expect(req('/m/en', {}, HOSTED)).toMatchObject({ device: 'desktop', elsewhere: 'https://m.example.com' });
  });

  it('has no variant for an unknown path or an invalid value (the 404 page)', () => {
    expect(req('/nope').variant).toBeNull();
    expect(req('/aboutUs?index=99').variant).toBeNull();
  });
});

describe('the steps', () => {
  it("chooseDesktop remembers 'Desktop version' and drops the parameter", async () => {
    const a = await answer(steps.chooseDesktop, '/m/en/aboutUs?view=pc&index=1');
    expect(a?.status).toBe(307);
    expect(a?.location).toBe('https://www.example.com/m/en/aboutUs?index=1');
    expect(a?.response.headers.get('set-cookie')).toMatch(/zxw_view=pc/);
    expect(await answer(steps.chooseDesktop, '/en/aboutUs')).toBeUndefined();
  });

  it('toMobileHost sends `/m` URLs to the mobile host when there is one', async () => {
    expect((await answer(steps.toMobileHost, '/m/en/law?x=1', {}, HOSTED))?.location).toBe(
      'https://m.example.com/en/law?x=1',
    );
    expect(await answer(steps.toMobileHost, '/m/en/law')).toBeUndefined();
  });

  it('toCanonicalPath answers 308 with the exact spelling, keeping the mobile prefix and query', async () => {
    const a = await answer(steps.toCanonicalPath, '/m/EN/AboutUs/?index=1');
    expect(a).toMatchObject({ status: 308, location: 'https://www.example.com/m/en/aboutUs?index=1' });
    expect(await answer(steps.toCanonicalPath, '/en/aboutUs')).toBeUndefined();
  });

  it('dropDefaultLocalePrefix sends `/zh/...` to the unprefixed page', async () => {
    expect((await answer(steps.dropDefaultLocalePrefix, '/zh/law'))?.location).toBe(
      'https://www.example.com/law',
    );
    expect((await answer(steps.dropDefaultLocalePrefix, '/m/zh'))?.location).toBe(
      'https://www.example.com/m',
    );
    expect(await answer(steps.dropDefaultLocalePrefix, '/zhx')).toBeUndefined();
  });

  it('detectLocaleAtRoot sends an English browser at `/` to `/en`; the cookie wins', async () => {
    const english = { headers: { 'accept-language': 'en-US,en;q=0.9' } };
    expect(await answer(steps.detectLocaleAtRoot, '/', english)).toMatchObject({
      status: 307,
      location: 'https://www.example.com/en',
    });
    expect((await answer(steps.detectLocaleAtRoot, '/m', english))?.location).toBe(
      'https://www.example.com/m/en',
    );
    const zhCookie = { headers: { 'accept-language': 'en', cookie: 'NEXT_LOCALE=zh' } };
    expect(await answer(steps.detectLocaleAtRoot, '/', zhCookie)).toBeUndefined();
    expect(await answer(steps.detectLocaleAtRoot, '/law', english)).toBeUndefined();
  });

  it('needs no desktop fallback for phones: every route has a mobile view', () => {
    for (const route of ROUTES) expect(hasMobileView(route.path), route.path).toBe(true);
  });

  it('refuseForeignFormPost answers a form post whose body does not parse with the 400 page', async () => {
    const broken = {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart',
    };
    const a = await answer(steps.refuseForeignFormPost, '/en/ideaBack', broken);
    expect(a?.status).toBe(400);
    expect(await a?.response.text()).toContain('lang="en"');
    const fine = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    };
    expect(await answer(steps.refuseForeignFormPost, '/en/ideaBack', fine)).toBeUndefined();
  });
});

describe('servePage, the last step', () => {
  const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

  it('rewrites a page to its internal path, the locale and device first, with the page lifetime', async () => {
    const response = await servePage(req('/m/en/industry/index2?industry=huanbao&page=2'));
    expect(new URL(rewriteOf(response)!).pathname).toBe('/en~m/industry/index2/huanbao/all/2');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });

  it('answers the 404 page for no variant, with the short 404 lifetime', async () => {
    const response = await servePage(req('/en/aboutUs?index=9'));
    expect(new URL(rewriteOf(response)!).pathname).toBe('/en/404');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=60\b/);
  });

  it("answers a record page with the status of the page's own read", async () => {
    const asked: string[] = [];
    setRecordStatusLookup(async (kind, id, locale) => {
      asked.push(`${kind}:${id}:${locale}`);
      return id === 'gone' ? 'withdrawn' : id === 'nobody' ? 'missing' : 'live';
    });
    expect((await servePage(req('/en/industry/detail?id=gone'))).status).toBe(410);
    expect((await servePage(req('/inviteBussInfo/detail?id=nobody'))).status).toBe(404);
    expect((await servePage(req('/industry/detail?id=here'))).status).toBe(200);
    expect(asked).toEqual(['projects:gone:en', 'tenders:nobody:zh', 'projects:here:zh']);
  });

  it('parses the search query once and hands it to the page; an invalid one is a 400', async () => {
    const valid = await servePage(req('/en/search?keyword=%E5%8C%BB%E9%99%A2&page=2'));
    expect(valid.status).toBe(200);
    const handed = valid.headers.get(`x-middleware-request-${SEARCH_QUERY_HEADER}`);
    expect(searchQueryFromHeader(handed)).toMatchObject({ page: 2, values: { keyword: '医院' } });
    const invalid = await servePage(req('/search?amountMin=abc'));
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('cache-control')).toContain('no-store');
  });

  it('tells every proxy not to transcode a page: cached, 404 or per request (no-transform)', async () => {
    for (const path of ['/industry/index2', '/en/aboutUs?index=9', '/search?keyword=x']) {
      expect((await servePage(req(path))).headers.get('cache-control'), path).toMatch(/, no-transform$/);
    }
  });
});
