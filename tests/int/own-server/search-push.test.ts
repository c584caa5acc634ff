import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { TEST_ADMIN, testSecret } from '../../../scripts/lib/test-fixtures.mjs';
import { SEED_KEYWORDS } from '@/seed/data/keywords';
import { seedKeywordSlugs } from '@/seed/keywords';
import { type RawSql, sql } from '@/server/db';
import { enqueueUrls, pushQueued, readStatus, waitingCount } from '@/features/search-push/server/queue';
import type { PushSettings } from '@/features/search-push/server/settings';
import { freshIp } from '../helpers';
import { ownDatabaseEnv } from '../own-database';
import { serverDatabase } from '../server-database';

/**
 * Push on publish (docs/seo.md, 'Push on publish') against local `node:http` receivers standing
 * for Baidu's 普通收录 API and IndexNow: the queue itself on the running server's database (SQLite
 * file, or DATABASE_URL under `npm run test:postgres`) with the clock in hand, then a server of its
 * own with both tokens set, whose import and admin delete reach the receivers through the jobs queue.
 */
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;

interface Received {
  path: string;
  query: URLSearchParams;
  body: string;
}

/** A receiver answering with `answer(request)`; every request is kept. */
async function receiver(answer: (r: Received) => { status: number; body?: unknown }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      const r = { path: url.pathname, query: url.searchParams, body };
      received.push(r);
      const { status, body: out } = answer(r);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(out === undefined ? '' : JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

const DAY = 24 * 3_600_000;

/** A seed keyword's slug by its Chinese name. */
const slugOf = (nameZh: string) => seedKeywordSlugs()[SEED_KEYWORDS.findIndex(([zh]) => zh === nameZh)];
/** 10:00 in China: the next day's quota is a day later. */
const MORNING = new Date('2026-11-20T02:00:00Z');

describe('the push queue', () => {
  let db: RawSql;
  let close: () => Promise<void>;
  const origin = `https://push-${run}.test`;
  const url = (n: number) => `${origin}/industry/detail?id=${run}-${n}`;
  const clear = async () => {
    await db.query(sql`DELETE FROM search_push_queue`);
    await db.query(sql`DELETE FROM search_push_status`);
  };

  beforeAll(async () => {
    ({ db, close } = await serverDatabase());
    await clear();
  });
  afterAll(async () => {
    await clear();
    await close();
  });

  it('queues and pushes nothing when no token is set', async () => {
    const baidu = await receiver(() => ({ status: 200, body: { success: 1, remain: 10 } }));
    try {
      expect(await enqueueUrls(db, { origin }, [url(1), url(2)], MORNING)).toBe(0);
      expect(await pushQueued(db, { origin }, { now: MORNING })).toEqual({});
      expect(await waitingCount(db, 'baidu')).toBe(0);
      expect(await waitingCount(db, 'indexnow')).toBe(0);
      expect(baidu.received).toHaveLength(0);
    } finally {
      baidu.close();
    }
  });

  it('Baidu gets at most its remaining quota; the rest carries over to the next day, newest first', async () => {
    // Baidu's own rule: so many URLs a day; `remain` says how many are left after each push.
    let quota = 5;
    const baidu = await receiver(({ body }) => {
      const lines = body.split('\n');
      if (lines.length > quota) return { status: 400, body: { error: 400, message: 'over quota' } };
      quota -= lines.length;
      return {
        status: 200,
        body: { success: lines.length, remain: quota, not_same_site: [], not_valid: [] },
      };
    });
    const settings: PushSettings = {
      origin,
      baidu: { endpoint: `${baidu.url}/urls`, token: `token-${run}` },
    };
    try {
      // Seven URLs published a minute apart: 7 is the newest.
      for (let n = 1; n <= 7; n++)
        await enqueueUrls(db, settings, [url(n)], new Date(MORNING.getTime() + n * 60_000));
      const options = { now: new Date(MORNING.getTime() + DAY / 4), perRequest: { baidu: 3 } };
      expect(await pushQueued(db, settings, options)).toEqual({ baidu: 5 });
      expect(baidu.received.map((r) => r.body.split('\n'))).toEqual([
        [url(7), url(6), url(5)],
        [url(4), url(3)],
      ]);
      expect(baidu.received[0].path).toBe('/urls');
      expect(baidu.received[0].query.get('site')).toBe(origin);
      expect(baidu.received[0].query.get('token')).toBe(`token-${run}`);
      // Later the same day: the quota is used up, nothing is sent.
      expect(
        await pushQueued(db, settings, { ...options, now: new Date(options.now.getTime() + 3_600_000) }),
      ).toEqual({
        baidu: 0,
      });
      expect(baidu.received).toHaveLength(2);
      expect(await waitingCount(db, 'baidu')).toBe(2);
      expect(await readStatus(db, 'baidu', options.now)).toMatchObject({
        pushedToday: 5,
        remainToday: 0,
        lastError: null,
      });
      // The next day (China time) Baidu's quota starts again, and the two left go out.
      quota = 5;
      const tomorrow = new Date(options.now.getTime() + DAY);
      expect(await pushQueued(db, settings, { ...options, now: tomorrow })).toEqual({ baidu: 2 });
      expect(baidu.received.at(-1)!.body.split('\n')).toEqual([url(2), url(1)]);
      expect(await waitingCount(db, 'baidu')).toBe(0);
      expect(await readStatus(db, 'baidu', tomorrow)).toMatchObject({ pushedToday: 2, remainToday: 3 });
    } finally {
      baidu.close();
      await clear();
    }
  });

  it('IndexNow takes 10,000 URLs a request: a bigger batch is split', async () => {
    const indexNow = await receiver(() => ({ status: 202 }));
    const settings: PushSettings = {
      origin,
      indexNow: { endpoint: `${indexNow.url}/indexnow`, key: `key-${run}` },
    };
    try {
      const urls = Array.from({ length: 10_005 }, (_, i) => url(i));
      expect(await enqueueUrls(db, settings, urls, MORNING)).toBe(10_005);
      expect(await pushQueued(db, settings, { now: MORNING })).toEqual({ indexnow: 10_005 });
      const bodies = indexNow.received.map(
        (r) => JSON.parse(r.body) as { host: string; key: string; keyLocation: string; urlList: string[] },
      );
      expect(bodies.map((b) => b.urlList.length)).toEqual([10_000, 5]);
      expect(new Set(bodies.flatMap((b) => b.urlList)).size).toBe(10_005);
      expect(bodies[0]).toMatchObject({
        host: new URL(origin).host,
        key: `key-${run}`,
        keyLocation: `${origin}/key-${run}.txt`,
      });
      expect(await waitingCount(db, 'indexnow')).toBe(0);
      expect(await readStatus(db, 'indexnow', MORNING)).toMatchObject({ pushedToday: 10_005 });
    } finally {
      indexNow.close();
      await clear();
    }
  });

  it("a receiver's error keeps the batch, shows as the last error, and the retry sends it", async () => {
    let failures = 1;
    const indexNow = await receiver(() => (failures-- > 0 ? { status: 503 } : { status: 200 }));
    const settings: PushSettings = { origin, indexNow: { endpoint: indexNow.url, key: `key-${run}` } };
    try {
      await enqueueUrls(db, settings, [url(1), url(2)], MORNING);
      await expect(pushQueued(db, settings, { now: MORNING })).rejects.toThrow('IndexNow answered 503');
      expect(await waitingCount(db, 'indexnow')).toBe(2);
      expect(await readStatus(db, 'indexnow', MORNING)).toMatchObject({
        pushedToday: 0,
        lastError: 'IndexNow answered 503',
        lastErrorAt: MORNING.toISOString(),
      });
      expect(await pushQueued(db, settings, { now: MORNING })).toEqual({ indexnow: 2 });
      expect(indexNow.received.map((r) => (JSON.parse(r.body) as { urlList: string[] }).urlList)).toEqual([
        [url(2), url(1)],
        [url(2), url(1)],
      ]);
      expect(await waitingCount(db, 'indexnow')).toBe(0);
    } finally {
      indexNow.close();
      await clear();
    }
  });
});

describe('push on publish, on a server with both tokens', () => {
  const key = `indexnow-${run}`;
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  let baidu: Awaited<ReturnType<typeof receiver>>;
  let indexNow: Awaited<ReturnType<typeof receiver>>;
  let origin = '';
  /** The URLs of one request: Baidu's lines, IndexNow's `urlList`. */
  const urlsOf = (x: Received) =>
    x.path === '/urls' ? x.body.split('\n') : (JSON.parse(x.body) as { urlList: string[] }).urlList;
  const pushed = (r: Awaited<ReturnType<typeof receiver>>) => r.received.flatMap(urlsOf);

  beforeAll(async () => {
    baidu = await receiver(({ body }) => ({
      status: 200,
      body: { success: body.split('\n').length, remain: 100 },
    }));
    indexNow = await receiver(() => ({ status: 200 }));
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = await startTestServer({
      port,
      env: {
        PAYLOAD_SECRET: testSecret(),
        DEMO_FEED: 'off',
        BAIDU_PUSH_TOKEN: `token-${run}`,
        BAIDU_PUSH_ENDPOINT: `${baidu.url}/urls`,
        INDEXNOW_KEY: key,
        INDEXNOW_ENDPOINT: `${indexNow.url}/indexnow`,
        ...(await ownDatabaseEnv('push')),
      },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    baidu?.close();
    indexNow?.close();
  });

  /** The test operator's token and a new ingest key of theirs. */
  async function operatorAndKey(name: string) {
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify(TEST_ADMIN),
    });
    const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}` };
    const created = await fetch(`${origin}/api/ingest-keys`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    return { auth, ingestKey: ((await created.json()) as { doc: { key: string } }).doc.key };
  }

  it('serves the IndexNow key file at /<key>.txt, and no other', async () => {
    const file = await fetch(`${origin}/${key}.txt`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await file.text()).toBe(key);
    expect((await fetch(`${origin}/not-the-key-${run}.txt`)).status).toBe(404);
  });

  it(
    'an import and an admin delete push the record pages of both locales to both engines',
    { timeout: 240_000 },
    async () => {
      const { auth, ingestKey } = await operatorAndKey(`push ${run}`);
      const sourceId = `${run}-push`;
      const ingested = await fetch(`${origin}/api/ingest/tenders`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${ingestKey}` },
        body: `${JSON.stringify({
          sourceId,
          title_zh: `推送测试人民医院门诊楼施工招标公告 ${run}`,
          province: '湖南省',
          industry: '医疗',
          noticeCode: 154,
          amountWan: 1200,
          // Dated long ago, so it stays out of the newest rows other suites look at.
          publishedAt: '2019-05-06',
          owner_zh: '长沙市第一医院',
        })}\n`,
      });
      expect(ingested.status).toBe(200);
      expect(await ingested.json()).toMatchObject({ inserted: 1, rejected: 0 });
      const pages = [
        `${origin}/inviteBussInfo/detail?id=${sourceId}`,
        `${origin}/en/inviteBussInfo/detail?id=${sourceId}`,
      ];
      // The import queued a searchPush job; the server's job runner sends it within seconds.
      await expect
        .poll(() => pushed(baidu), { timeout: 90_000, interval: 500 })
        .toEqual(expect.arrayContaining(pages));
      await expect
        .poll(() => pushed(indexNow), { timeout: 90_000, interval: 500 })
        .toEqual(expect.arrayContaining(pages));
      // The keyword it matches (医院): its landing page whole and for the record's province, both
      // locales, desktop only, each once.
      const hospital = slugOf('医院');
      const keywordPages = [
        `${origin}/keywords/${hospital}`,
        `${origin}/en/keywords/${hospital}`,
        `${origin}/keywords/${hospital}/hunan`,
        `${origin}/en/keywords/${hospital}/hunan`,
      ];
      for (const engine of [baidu, indexNow]) {
        expect(pushed(engine)).toEqual(expect.arrayContaining(keywordPages));
        expect(
          pushed(engine)
            .filter((u) => u.includes('/keywords/'))
            .every((u) => !u.includes('/m/')),
        ).toBe(true);
        // Each request names a page once (a scheduled run racing the queued one may resend a batch).
        for (const request of engine.received) {
          const urls = urlsOf(request);
          expect(new Set(urls).size).toBe(urls.length);
        }
      }
      // A keyword the record does not match is not pushed.
      expect(pushed(baidu)).not.toContain(`${origin}/keywords/${slugOf('变电站')}`);
      const before = { baidu: baidu.received.length, indexNow: indexNow.received.length };

      // An operator deletes the record in the admin: its pages are pushed again (now 404s).
      const found = await fetch(`${origin}/api/tenders?where[sourceId][equals]=${sourceId}&depth=0`, {
        headers: auth,
      });
      const id = ((await found.json()) as { docs: { id: number }[] }).docs[0].id;
      expect((await fetch(`${origin}/api/tenders/${id}`, { method: 'DELETE', headers: auth })).status).toBe(
        200,
      );
      await expect
        .poll(() => baidu.received.length > before.baidu && indexNow.received.length > before.indexNow, {
          timeout: 90_000,
          interval: 500,
        })
        .toBe(true);
      expect(pushed(baidu).slice(-2).sort()).toEqual([...pages].sort());

      // The imports list shows what was pushed today, what waits and the last error, per engine.
      const list = await (await fetch(`${origin}/admin/collections/imports`, { headers: auth })).text();
      expect(list).toMatch(/data-engine="baidu"[^]*?data-pushed="?[^>]*>\s*[1-9]/);
    },
  );

  it(
    "an ingest's withdrawal pushes the landing pages of the keywords its record matched, once each",
    { timeout: 240_000 },
    async () => {
      const { ingestKey } = await operatorAndKey(`push withdrawal ${run}`);
      const ingest = (lines: object[]) =>
        fetch(`${origin}/api/ingest/tenders`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${ingestKey}` },
          body: lines.map((l) => `${JSON.stringify(l)}\n`).join(''),
        });
      const ids = [`${run}-sub-1`, `${run}-sub-2`];
      const substation = slugOf('变电站');
      const keywordPages = [
        `${origin}/keywords/${substation}`,
        `${origin}/en/keywords/${substation}`,
        `${origin}/keywords/${substation}/zhejiang`,
        `${origin}/en/keywords/${substation}/zhejiang`,
      ];
      const added = await ingest(
        ids.map((sourceId, i) => ({
          sourceId,
          title_zh: `推送测试${i + 1}号110千伏变电站新建工程招标公告 ${run}`,
          province: '浙江省',
          industry: '电力',
          noticeCode: 154,
          amountWan: 800,
          publishedAt: '2019-05-07',
          owner_zh: '国网浙江省电力有限公司',
        })),
      );
      expect(added.status).toBe(200);
      expect(await added.json()).toMatchObject({ inserted: 2, rejected: 0 });
      await expect
        .poll(() => pushed(baidu), { timeout: 90_000, interval: 500 })
        .toEqual(expect.arrayContaining(keywordPages));
      const before = baidu.received.length;

      // Both records withdrawn in one batch: the keyword's pages go out again, once each.
      const withdrawn = await ingest(ids.map((sourceId) => ({ sourceId, withdrawn: true })));
      expect(withdrawn.status).toBe(200);
      expect(await withdrawn.json()).toMatchObject({ withdrawn: 2 });
      await expect.poll(() => baidu.received.length > before, { timeout: 90_000, interval: 500 }).toBe(true);
      const after = baidu.received.slice(before).flatMap((x) => x.body.split('\n'));
      expect(after).toEqual(expect.arrayContaining(keywordPages));
      expect(after.filter((u) => u === keywordPages[2])).toHaveLength(1);
    },
  );
});
