import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { API_PATHS } from '@/catalog/api-paths';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { signExpireRequest } from '@/server/cache-expiry';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { testSecret } from '../../../scripts/lib/test-fixtures.mjs';
import { freshIp, freshPhone } from '../helpers';
import { tcpRelay } from '../relay-helpers';
import { waitFor } from '../wait-helpers';
import { ownDatabaseEnv } from '../own-database';
import { TEST_REDIS_URL, connectTestRedis } from '../redis-helpers';

/**
 * The rate limiter on Redis (src/http/rate-limit.ts): a server of its own (free port,
 * demo data off) with REDIS_URL set, reaching Redis (REDIS_URL, default redis://127.0.0.1:6379/0)
 * through a TCP relay the test cuts and restores. Its keys live under a prefix of this run's,
 * removed afterwards. The counts are read and written in Redis directly, as a second instance
 * would; `npm run test:scale` also runs two instances behind nginx. When no Redis answers, the
 * file fails under CI (CI set, not "false" or "0": the machine is meant to have one) and is
 * skipped elsewhere, saying why.
 */
const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `zxw-int-${process.pid}-${Date.now()}:`;
/** Under `npm run test:postgres` the server runs on PostgreSQL, which requires a secret. */
const SECRET = { PAYLOAD_SECRET: testSecret() };
const LIMIT = 5;
const WINDOW_SECONDS = 60;

const redis = await connectTestRedis('rate-limit-redis');

let posts = 0;

/** A valid feedback post from `ip` (the test server trusts one proxy hop): its status and Retry-After. */
async function postFeedback(ip: string) {
  const res = await fetch(`${BASE}${API_PATHS.saveFeedback}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      companyName: `Redis limit ${PREFIX} ${++posts}`,
      contactNumber: '13812345678',
      contacts: 'Li Lei',
      email: 'li.lei@example.com',
    }),
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after') };
}

async function statuses(ip: string, n: number) {
  const all: number[] = [];
  for (let i = 0; i < n; i++) all.push((await postFeedback(ip)).status);
  return all;
}

/** The key rate-limiter-flexible keeps a client's count of a bucket under. */
const key = (bucket: string, ip: string) => `${PREFIX}rl:${bucket}:${ip}`;

/**
 * Posts from new clients until one is counted in Redis (the server connects, or reconnects, in the
 * background); the statuses that were not 200 meanwhile.
 */
async function untilCountedInRedis(): Promise<number[]> {
  const failures: number[] = [];
  await waitFor(
    async () => {
      const probe = freshIp();
      const { status } = await postFeedback(probe);
      if (status !== 200) failures.push(status);
      return redis!.get(key('feedback', probe));
    },
    (count) => count === '1',
    { what: 'a post counted in Redis' },
  );
  return failures;
}

describe.skipIf(!redis)('rate limit in Redis', () => {
  const relay = tcpRelay({
    host: new URL(REDIS_URL).hostname,
    port: Number(new URL(REDIS_URL).port || 6379),
  });
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

  beforeAll(async () => {
    await relay.listen();
    const through = new URL(REDIS_URL);
    through.host = `127.0.0.1:${relay.port}`;
    server = await startTestServer({
      port: PORT,
      env: {
        ...SECRET,
        DEMO_FEED: 'off',
        REDIS_URL: through.href,
        REDIS_KEY_PREFIX: PREFIX,
        RATE_LIMIT_FEEDBACK: String(LIMIT),
        RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
        ...(await ownDatabaseEnv('rate_limit_redis')),
      },
    });
    // On a busy machine the first connection may time out while the server starts.
    expect(await untilCountedInRedis()).toEqual([]);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await relay.cut();
    if (!redis) return;
    for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 })) {
      if (keys.length) await redis.del(keys);
    }
    await redis.quit();
  });

  it('counts each client in Redis: the sixth post in the window is refused', async () => {
    const ip = freshIp();
    expect(await statuses(ip, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(Number(await redis!.get(key('feedback', ip)))).toBe(LIMIT);
    const ttl = await redis!.pTTL(key('feedback', ip));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_SECONDS * 1000);

    const refused = await postFeedback(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
    // Another client is not affected.
    expect((await postFeedback(freshIp())).status).toBe(200);
  });

  it("shares the count: another instance's hits refuse this one's, and a reset window admits again", async () => {
    const ip = freshIp();
    // Five posts counted by another instance, in this window.
    await redis!.set(key('feedback', ip), String(LIMIT), { PX: WINDOW_SECONDS * 1000 });
    expect((await postFeedback(ip)).status).toBe(429);
    // The window gone from Redis: this instance kept no count of its own.
    await redis!.del(key('feedback', ip));
    expect((await postFeedback(ip)).status).toBe(200);
    expect(Number(await redis!.get(key('feedback', ip)))).toBe(1);
  });

  it('counts verification codes in their own bucket', async () => {
    const ip = freshIp();
    const res = await fetch(`${BASE}${API_PATHS.applyVerificationCode}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ phone: freshPhone() }),
    });
    expect(res.status).toBe(200);
    expect(Number(await redis!.get(key('apply', ip)))).toBe(1);
    expect(await redis!.get(key('feedback', ip))).toBeNull();
  });

  it("shares a signed cache expiry's nonce: one claimed by another instance is a replay here", async () => {
    const secret = createHash('sha256').update(SECRET.PAYLOAD_SECRET).digest('hex').slice(0, 32);
    const expire = (body: unknown) =>
      fetch(`${BASE}/api/cache/expire`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    const fresh = signExpireRequest(secret, [CACHE_TAGS.teaserTotals]);
    expect(await expire(fresh)).toBe(204);
    const kept = await redis!.pTTL(`${PREFIX}once:cache-expire:${fresh.nonce}`);
    expect(kept).toBeGreaterThan(4 * 60_000);
    expect(kept).toBeLessThanOrEqual(5 * 60_000);
    expect(await expire(fresh)).toBe(403);
    // Used at another instance first: its key is in Redis before this instance sees the body.
    const elsewhere = signExpireRequest(secret, [CACHE_TAGS.teaserTotals]);
    await redis!.set(`${PREFIX}once:cache-expire:${elsewhere.nonce}`, '1', { PX: 60_000 });
    expect(await expire(elsewhere)).toBe(403);
  });

  it('keeps limiting in memory while Redis is unreachable, and counts in Redis again once it is back', async () => {
    await relay.cut();
    const ip = freshIp();
    // Still served, still limited: neither an error nor an open door while Redis is away.
    expect(await statuses(ip, LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(await redis!.get(key('feedback', ip))).toBeNull();
    const page = await fetch(`${BASE}/en/aboutUs`);
    expect(page.status).toBe(200);

    await relay.listen();
    // The client reconnects by itself (backing off up to 5 s).
    expect(await untilCountedInRedis()).toEqual([]);
    const shared = freshIp();
    await redis!.set(key('feedback', shared), String(LIMIT), { PX: WINDOW_SECONDS * 1000 });
    expect((await postFeedback(shared)).status).toBe(429);
  }, 60_000);
});
