import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { shippedSiteConf, startNginx } from '../../scripts/lib/nginx.mjs';
import { API_PATHS } from '@/catalog/api-paths';
import { LEAD_SOURCE_COOKIE, LEAD_SOURCE_DAYS } from '@/catalog/lead-sources';
import { BASE_URL, call, rest } from './helpers';

/**
 * Where leads come from (docs/leads.md): the proxy sets the source cookie only on a request that
 * brings a source, outside the cached page, and a lead form's post stores what the cookie says.
 */
const page = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(BASE_URL + pathname, { headers, redirect: 'manual' });

/** The source cookie's value out of an answer, or undefined. */
const sourceCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${LEAD_SOURCE_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(LEAD_SOURCE_COOKIE.length + 1);

async function feedbackWith(cookie: string, companyName: string, referer = `${BASE_URL}/ideaBack`) {
  const answer = await call(API_PATHS.saveFeedback, {
    body: {
      companyName,
      contactNumber: '13812345678',
      contacts: 'Li Lei',
      email: 'li.lei@example.com',
      problem: `source test ${companyName}`,
      suggestion: '',
    },
    headers: { cookie, referer },
  });
  expect(answer.status).toBe(200);
  const found = await rest(`/feedback?where[companyName][equals]=${encodeURIComponent(companyName)}&depth=0`);
  const { docs } = (await found.json()) as { docs: { source: Record<string, unknown> }[] };
  expect(docs).toHaveLength(1);
  return docs[0]!.source;
}

describe('the source cookie', () => {
  it('is set only on a request that brings a source, never on a cached answer', async () => {
    const plain = await page('/aboutUs');
    expect(plain.status).toBe(200);
    expect(plain.headers.getSetCookie()).toEqual([]);
    expect(plain.headers.get('cache-control')).toContain('s-maxage');
    const plainBody = await plain.text();

    const fromBaidu = await page('/aboutUs', { referer: 'https://www.baidu.com/s?wd=%E6%8B%9B%E6%A0%87' });
    expect(fromBaidu.status).toBe(200);
    const set = fromBaidu.headers.getSetCookie().find((c) => c.startsWith(`${LEAD_SOURCE_COOKIE}=`));
    expect(set).toMatch(new RegExp(`; Path=/; Max-Age=${LEAD_SOURCE_DAYS * 86_400}; HttpOnly; SameSite=Lax`));
    // No shared cache keeps this answer, and the page is the same page.
    expect(fromBaidu.headers.get('cache-control')).toMatch(/^no-store/);
    expect(await fromBaidu.text()).toBe(plainBody);

    // From this site itself, or without a referrer: no cookie.
    expect((await page('/aboutUs', { referer: `${BASE_URL}/zxt` })).headers.getSetCookie()).toEqual([]);
    expect((await page('/aboutUs?id=1')).headers.getSetCookie()).toEqual([]);
    // Campaign parameters alone, and the mobile site.
    expect(sourceCookie(await page('/aboutUs?utm_campaign=spring'))).toBeTruthy();
    expect(sourceCookie(await page('/m/aboutUs', { referer: 'https://m.sm.cn/s?q=x' }))).toBeTruthy();
    // A 404 brings none either.
    expect(
      (await page('/no-such-page', { referer: 'https://www.baidu.com/' })).headers.getSetCookie(),
    ).toEqual([]);
  });

  it("stores the visitor's source with the lead: first and last visit, paid click, sending page", async () => {
    const first = sourceCookie(
      await page('/industry/index2?industry=huanbao&bd_vid=click-1', {
        referer: 'https://m.baidu.com/s?word=%E6%B1%A1%E6%B0%B4',
      }),
    )!;
    const last = sourceCookie(
      await page('/?utm_source=newsletter&utm_campaign=autumn', {
        referer: 'https://cn.bing.com/search?q=tender',
        cookie: `${LEAD_SOURCE_COOKIE}=${first}`,
      }),
    )!;
    const company = `Source ${Date.now()} 有限公司`;
    const source = await feedbackWith(`${LEAD_SOURCE_COOKIE}=${last}; zxw_pages=4`, company);
    expect(source).toMatchObject({
      engine: 'bing',
      words: 'tender',
      referrer: 'cn.bing.com',
      landing: '/',
      landingKind: 'home',
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
      firstEngine: 'baidu',
      firstWords: '污水',
      firstLanding: '/industry/index2?industry=huanbao',
      clickNetwork: 'baidu',
      clickId: 'click-1',
      sentFrom: '/ideaBack',
      pagesSeen: 4,
      // No BAIDU_OCPC_TOKEN on the shared server: nothing is reported.
      conversion: null,
    });
    expect(String(source.clickUrl)).toMatch(/\/industry\/index2\?industry=huanbao&bd_vid=click-1$/);

    const csv = await (await rest('/feedback/export.csv')).text();
    const [header, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('"source.engine"');
    expect(lines.find((l) => l.includes(company))).toContain('"bing"');
  });

  it('ignores a cookie this site did not sign', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        first: { at: Date.now() / 1000, engine: 'google' },
        last: { at: Date.now() / 1000, engine: 'google' },
      }),
    ).toString('base64url');
    const source = await feedbackWith(
      `${LEAD_SOURCE_COOKIE}=${forged}.AAAA`,
      `Forged ${Date.now()} 有限公司`,
      'https://evil.test/x',
    );
    expect(source).toMatchObject({ engine: null, firstEngine: null, clickId: null, sentFrom: null });
  });
});

describe('behind nginx (deploy/nginx/zxw-site.conf)', () => {
  it('passes a source-bearing request by its page cache and never stores the answer', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zxw-lead-nginx-'));
    // nginx's workers run as an unprivileged user and write the page cache here.
    fs.chmodSync(dir, 0o777);
    fs.mkdirSync(path.join(dir, 'cache'));
    fs.chmodSync(path.join(dir, 'cache'), 0o777);
    const port = await freePort();
    const app = Number(new URL(BASE_URL).port);
    const site = shippedSiteConf({
      upstreams: [app],
      port,
      cacheDir: path.join(dir, 'cache'),
      tls: undefined,
    });
    const stop = await startNginx({ dir, port, site, workers: '1' });
    try {
      const at = (pathname: string, headers: Record<string, string> = {}) =>
        fetch(`http://localhost:${port}${pathname}`, { headers, redirect: 'manual' });
      const pathname = `/aboutUs?index=2`;
      await at(pathname);
      const cached = await at(pathname);
      expect(cached.headers.get('x-cache-status')).toBe('HIT');
      const body = await cached.text();

      // From a search engine, or with a click id: past the cache, with the visitor's own cookie.
      for (const [url, headers] of [
        [pathname, { referer: 'https://www.baidu.com/s?wd=x' }],
        [`${pathname}&bd_vid=n1`, {}],
        [pathname, { referer: 'https://www.sogou.com/' }],
      ] as const) {
        const passed = await at(url, headers);
        expect(passed.headers.get('x-cache-status'), url).toBe('BYPASS');
        expect(sourceCookie(passed), url).toBeTruthy();
        expect(await passed.text()).toBe(body);
      }
      // The cached page is still the one without a cookie; a page of the site itself hits it.
      const after = await at(pathname, { referer: `http://localhost:${port}/zxt` });
      expect(after.headers.get('x-cache-status')).toBe('HIT');
      expect(after.headers.getSetCookie()).toEqual([]);
      // A request with a source to a page nobody cached yet is not stored either.
      const fresh = `/aboutUs?index=3`;
      await at(fresh, { referer: 'https://cn.bing.com/' });
      expect((await at(fresh)).headers.get('x-cache-status')).toBe('MISS');
    } finally {
      stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
