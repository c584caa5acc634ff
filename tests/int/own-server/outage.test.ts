import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import type { Locale } from '@/i18n/routing';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { testSecret } from '../../../scripts/lib/test-fixtures.mjs';
import enErrors from '../../../messages/en/errors.json';
import zhErrors from '../../../messages/zh/errors.json';
import { tcpRelay } from '../relay-helpers';

/**
 * A real database outage: a second server on PostgreSQL reached through a TCP relay that the
 * test cuts and restores. Runs where PostgreSQL is (`npm run test:postgres` sets
 * OUTAGE_DATABASE_URL); the SQLite file of `npm test` cannot go down.
 */
const ADMIN_URL = process.env.OUTAGE_DATABASE_URL;
/** A database of this run's: test runs side by side on one PostgreSQL never share it. */
const DATABASE = `zxw_outage_test_${process.pid}`;
const PORT = await freePort();

async function get(path: string) {
  const res = await fetch(`http://localhost:${PORT}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** A listing read no cache can answer (a keyword of its own), as the site's API serves it. */
async function uncachedApiStatus(n: number) {
  const res = await fetch(`http://localhost:${PORT}${API_PATHS.recommendProjects}?pageNo=1&pageSize=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: `outage${n}` }),
  });
  return res.status;
}

/** The 503 page of `locale` for a page never rendered (so not in the cache). */
function expectUnavailablePage(page: Awaited<ReturnType<typeof get>>, locale: Locale, url: string) {
  expect(page.status, url).toBe(503);
  expect(page.headers.get('retry-after'), url).toBe('30');
  expect(page.headers.get('cache-control'), url).toBe('no-store, no-transform');
  expect(page.headers.get('content-type'), url).toMatch(/^text\/html/);
  const errors = locale === 'zh' ? zhErrors : enErrors;
  expect(page.html, url).toContain(`lang="${locale === 'zh' ? 'zh-CN' : 'en'}"`);
  expect(page.html, url).toContain(`<h1>${errors.unavailable}</h1>`);
  expect(page.html, url).toContain(errors.unavailableHint);
  expect(page.html, url).toContain(`href="${locale === 'zh' ? '/' : '/en'}"`);
}

describe.skipIf(!ADMIN_URL)('database outage', () => {
  const admin = new URL(ADMIN_URL ?? 'postgres://localhost/test');
  const relay = tcpRelay({ host: admin.hostname, port: Number(admin.port || 5432) });
  let server: { stop: () => void } | undefined;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
    await client.end();
    await relay.listen();
    const url = new URL(ADMIN_URL!);
    url.port = String(relay.port);
    url.pathname = `/${DATABASE}`;
    server = await startTestServer({
      port: PORT,
      env: { DATABASE_URL: url.toString(), PAYLOAD_SECRET: testSecret(), DEMO_FEED: 'off' },
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await relay.cut();
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.end();
  });

  it('keeps serving cached pages, answers 503 for the others, and recovers', async () => {
    const cached = '/en/aboutUs?index=2';
    expect((await get(cached)).status).toBe(200);
    expect((await get(cached)).headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);

    await relay.cut();
    // Wait for the server to know: its probe notices within its 2 s interval, and a read that
    // fails notices at once. Until then the API answers from the database, after it 503.
    let attempt = 0;
    await expect.poll(() => uncachedApiStatus(++attempt), { timeout: 30_000, interval: 250 }).toBe(503);

    const stillThere = await get(cached);
    expect(stillThere.status).toBe(200);
    expect(stillThere.html).toContain('About us');

    const neverRendered = '/en/industry/index2?industry=shuili&category=vip';
    expectUnavailablePage(await get(neverRendered), 'en', neverRendered);
    const chinese = '/industry/index2?industry=shuili&category=vip';
    expectUnavailablePage(await get(chinese), 'zh', chinese);

    const api = await fetch(`http://localhost:${PORT}${API_PATHS.recommendProjects}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ industry: 'shuili' }),
    });
    expect(api.status).toBe(503);

    await relay.listen();
    // Back once the probe sees the database again: the page renders and is served.
    await expect
      .poll(async () => (await get(neverRendered)).status, { timeout: 30_000, interval: 250 })
      .toBe(200);
    const back = await get(chinese);
    expect(back.status).toBe(200);
    expect(back.html).toContain('lang="zh-CN"');
  }, 90_000);
});
