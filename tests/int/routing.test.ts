import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { NON_PHONE_AGENTS, PHONE_AGENTS } from '../../scripts/lib/user-agents.mjs';
import { BASE_URL, call } from './helpers';

/**
 * The proxy's URL rules over plain HTTP: canonical redirects of mistyped paths, the locale of `/`
 * from the cookie or the browser language (product rules: docs/product.md), phones sent to the
 * mobile view (docs/mobile-site.md, 'Phones'; nginx's copy of the rule: `npm run test:scale`),
 * and backend paths left alone.
 */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(BASE_URL + path, { redirect: 'manual', headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** A Location header as path and query. */
const target = (location: string | null) => {
  const url = new URL(location ?? '', BASE_URL);
  return url.pathname + url.search;
};

describe('canonical redirects', () => {
  const cases: [string, string][] = [
    ['/InviteBussInfo/?a=1&b=2', '/inviteBussInfo?a=1&b=2'],
    ['/Connections/', '/connections'],
    ['/CONNECTIONS', '/connections'],
    ['/en/AboutUs/?index=2', '/en/aboutUs?index=2'],
    ['/aboutus', '/aboutUs'],
    ['/EN', '/en'],
    ['/industry/Index2?industry=jianzhu', '/industry/index2?industry=jianzhu'],
  ];
  it.each(cases)('%s answers 308 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(308);
    expect(target(res.headers.get('location'))).toBe(to);
  });

  it('a redirected nav link lands on the page', async () => {
    for (const [from, to] of [
      ['/InviteBussInfo/', '/inviteBussInfo'],
      ['/en/Connections/', '/en/connections'],
    ]) {
      const res = await fetch(BASE_URL + from);
      expect(res.status, from).toBe(200);
      expect(new URL(res.url).pathname, from).toBe(to);
      expect(await res.text(), from).toMatch(/<body[^>]*>[\s\S]*<header/);
    }
  });
});

describe('locale rules', () => {
  it('an English browser on / is sent to /en, which is English', async () => {
    const res = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.status).toBe(307);
    expect(target(res.headers.get('location'))).toBe('/en');
    expect((await get('/en')).html).toContain('<html lang="en"');
  });

  it('a Chinese browser stays on /', async () => {
    expect((await get('/', { 'accept-language': 'zh-CN,zh;q=0.9' })).status).toBe(200);
  });

  it('the cookie wins over the browser language on /', async () => {
    const zh = await get('/', { 'accept-language': 'en-US', cookie: 'NEXT_LOCALE=zh' });
    expect(zh.status).toBe(200);
    const en = await get('/?from=ad', { 'accept-language': 'zh-CN', cookie: 'NEXT_LOCALE=en' });
    expect(en.status).toBe(307);
    expect(en.headers.get('location')).toMatch(/\/en\?from=ad$/);
  });

  it('other paths take the locale from the URL and never set the cookie', async () => {
    const zh = await get('/aboutUs', { 'accept-language': 'en-US' });
    expect(zh.status).toBe(200);
    expect(zh.html).toContain('<html lang="zh-CN"');
    expect(zh.headers.get('set-cookie')).toBeNull();
    const en = await get('/en/aboutUs', { cookie: 'NEXT_LOCALE=zh' });
    expect(en.status).toBe(200);
    expect(en.headers.get('set-cookie')).toBeNull();
  });
});

describe('backend paths', () => {
  it('admin, Payload REST and the backend API are not localized', async () => {
    expect((await get('/admin')).status).toBeLessThan(400);
    expect((await get('/api/users/me')).status).toBe(200);
    expect((await call(API_PATHS.selectSampleTypes, { body: {} })).status).toBe(200);
  });

  it('no page asks for client hints; only the admin asks for the colour scheme', async () => {
    for (const path of ['/', '/en', '/en/industry', '/api/users/me', '/sitemap.xml']) {
      const res = await get(path);
      expect(res.headers.get('critical-ch'), path).toBeNull();
      expect(res.headers.get('accept-ch'), path).toBeNull();
    }
    expect((await get('/admin/login')).headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme');
  });
});

describe('a phone on a desktop URL', () => {
  const PHONE = PHONE_AGENTS.iPhone;

  it('is sent to the mobile view in one hop, path and query kept, and lands on it', async () => {
    const first = await get('/en/industry/index2?industry=huanbao&page=2', { 'user-agent': PHONE });
    expect(first.status).toBe(307);
    expect(target(first.headers.get('location'))).toBe('/m/en/industry/index2?industry=huanbao&page=2');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('vary') ?? '').not.toMatch(/user-agent/i);
    const landed = await get(target(first.headers.get('location')), { 'user-agent': PHONE });
    expect(landed.status).toBe(200);
    expect(landed.html).toContain('data-device="mobile"');
  });

  it("is Baiduspider's mobile User-Agent too", async () => {
    const ua = PHONE_AGENTS['Baiduspider (mobile)'];
    const res = await get('/industry/detail?id=demo-p-1', { 'user-agent': ua });
    expect(res.status).toBe(307);
    expect(target(res.headers.get('location'))).toBe('/m/industry/detail?id=demo-p-1');
  });

  it("stays when it chose 'Desktop version', and tablets and desktops are never sent", async () => {
    const path = '/en/aboutUs?index=2';
    const desktop = await get(path, { 'user-agent': NON_PHONE_AGENTS['desktop Chrome'] });
    expect(desktop.status).toBe(200);
    // One cached copy of the page serves them all: the same HTML, from Next's cache.
    for (const headers of <Record<string, string>[]>[
      { 'user-agent': NON_PHONE_AGENTS['iPad Chrome'] },
      { 'user-agent': NON_PHONE_AGENTS['Android tablet'] },
      { 'user-agent': PHONE, cookie: 'zxw_view=pc' },
    ]) {
      const res = await get(path, headers);
      expect(res.status, headers['user-agent']).toBe(200);
      expect(res.headers.get('x-nextjs-cache'), headers['user-agent']).toBe('HIT');
      expect(res.html, headers['user-agent']).toBe(desktop.html);
      expect(res.headers.get('vary') ?? '').not.toMatch(/user-agent/i);
    }
  });
});
