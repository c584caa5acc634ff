import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { testSecret } from '../../../scripts/lib/test-fixtures.mjs';
import { PHONE_AGENTS } from '../../../scripts/lib/user-agents.mjs';
import { ownDatabaseEnv } from '../own-database';

/**
 * The mobile-host mode (docs/mobile-site.md, 'Where'): MOBILE_SITE_URL names a second host name of
 * this same app (MOBILE_SITE_HOSTED=on), which serves the mobile pages at its root; requests tell
 * the two apart by their Host header. A server of its own on a free port, demo data off.
 */
const PORT = await freePort();
const MOBILE_HOST = 'm.mobile-host.test';
const SECRET = { PAYLOAD_SECRET: testSecret() };

function get(pathname: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: PORT, path: pathname, method: 'GET', headers: { host, ...headers } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('mobile pages on a host of their own', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const desktopHost = `localhost:${PORT}`;

  beforeAll(async () => {
    server = await startTestServer({
      port: PORT,
      env: {
        ...SECRET,
        DEMO_FEED: 'off',
        MOBILE_SITE_URL: `https://${MOBILE_HOST}/`,
        MOBILE_SITE_HOSTED: 'on',
        ...(await ownDatabaseEnv('mobile_host')),
      },
    });
  }, 240_000);
  afterAll(() => server?.stop());

  it('serves the mobile view of a page at the mobile host, cached like the desktop page', async () => {
    const page = await get('/en/industry/index2?industry=huanbao', MOBILE_HOST);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-device="mobile"');
    expect(page.headers['cache-control']).toBe(
      'public, s-maxage=300, stale-while-revalidate=86400, no-transform',
    );
    // Canonical to the desktop page; links stay on the mobile host (no /m prefix).
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:${PORT}/en/industry/index2?industry=huanbao"/>`,
    );
    expect(page.body).toContain('<meta name="applicable-device" content="mobile"/>');
    expect(page.body).toContain('href="/en/inviteBussInfo"');
    expect(page.body).not.toContain('href="/m/');
    // 'Desktop version' names the desktop host.
    expect(page.body).toContain(
      `href="http://localhost:${PORT}/en/industry/index2?industry=huanbao&amp;view=pc"`,
    );
    const home = await get('/', MOBILE_HOST, { 'accept-language': 'zh-CN' });
    expect(home.status).toBe(200);
    expect(home.body).toContain('data-device="mobile"');
  });

  it('serves desktop pages at the desktop host, naming their mobile twin on the mobile host', async () => {
    const page = await get('/en/aboutUs?index=2', desktopHost);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-device="desktop"');
    expect(page.body).toContain(
      `<link rel="alternate" media="only screen and (max-width: 640px)" href="https://${MOBILE_HOST}/en/aboutUs?index=2"/>`,
    );
    expect(page.body).toContain(`format=html5;url=https://${MOBILE_HOST}/en/aboutUs?index=2`);
  });

  it('sends /m URLs of the desktop host to the mobile host, and answers 404s there', async () => {
    const moved = await get('/m/en/law', desktopHost);
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe(`https://${MOBILE_HOST}/en/law`);
    const missing = await get('/en/no-such-page', MOBILE_HOST);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('data-device="mobile"');
    // Internal paths are never public.
    expect((await get('/en~m/law', MOBILE_HOST)).status).toBe(404);
  });

  it('sends a phone on the desktop host to the same page on the mobile host, in one hop', async () => {
    const phone = { 'user-agent': PHONE_AGENTS.iPhone };
    const moved = await get('/en/law?from=wx', desktopHost, phone);
    expect(moved.status).toBe(307);
    expect(moved.headers.location).toBe(`https://${MOBILE_HOST}/en/law?from=wx`);
    const there = await get('/en/law?from=wx', MOBILE_HOST, phone);
    expect(there.status).toBe(200);
    expect(there.body).toContain('data-device="mobile"');
  });

  it("'Desktop version' sets the cookie on the desktop host and drops its parameter", async () => {
    const answer = await get('/en/law?view=pc', desktopHost);
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toMatch(/\/en\/law$/);
    expect(String(answer.headers['set-cookie'])).toMatch(/zxw_view=pc; Path=\/; .*Max-Age=2592000/i);
  });
});
