// `npm run test:scale` (run by .ci/run after the PostgreSQL suite): two instances of one build,
// sharing PostgreSQL, Redis and an S3-compatible bucket (s3rver, started here), behind nginx with
// deploy/nginx/zxw-site.conf, as the README's 'Deploying and scaling out' describes. Checks:
//   1. an operator's save through instance A shows in the page instance B serves (the time it
//      took is printed; a timeout of 30 s only ends a test that would otherwise hang);
//   2. an image uploaded through A is served by B (from the bucket);
//   3. the feedback limit (5 per window) is shared: the 6th post gets 429 on either instance,
//      and through nginx the visitor's own address counts, whatever X-Forwarded-For it sends;
//   4. killing one instance mid-load loses no acknowledged feedback, and nginx routes around it;
//   5. nginx keeps serving a cached page while both instances are stopped;
//   6. nginx caches pages, keeps build assets as immutable but never a missing one, and passes
//      /api through uncached;
//   7. with its Redis connection cut (A reaches Redis through a relay here), A keeps serving
//      pages and taking feedback, and shares counts with B again once Redis is back;
//   8. nginx redirects HTTP to HTTPS and serves TLS 1.2+ only, with HSTS (self-signed
//      certificate made here with openssl);
//   9. a CLI import run beside A (which it asks to expire the caches) shows in the totals B
//      serves from the shared cache within 5 s;
//  10. nginx sends phones (Baiduspider's mobile User-Agent too) to the mobile view in one hop,
//      before its cache, unless they chose 'Desktop version'; tablets and desktops stay, and the
//      cache keeps one copy of each page.
//  11. read replicas (docs/deployment.md, 'Read replicas'): beside a primary of its own, a real
//      streaming replica (pg_basebackup -R -X stream, a second cluster on another port:
//      scripts/lib/replica-cluster.mjs) and an instance C with DATABASE_REPLICA_URLS: page reads
//      run on the replica and writes on the primary; with the replica's replay paused, a record
//      imported a moment ago answers 200 (from the primary), never a 404; with the replica
//      stopped, pages keep answering from the primary, and reads return to it once it is back.
// Env: DATABASE_URL (postgres://root@127.0.0.1:5432/test; its public schema is reset),
// REDIS_URL (redis://127.0.0.1:6379/0; only keys under this run's prefix are written, then
// deleted). Every server here listens on a free port taken at start. No demo records: the checks
// write the data they read.
import './lib/node-runtime.mjs';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { cliCommand } from './cli.mjs';
import { ensureBuild, ensureDependencies, ensureNginx, resetPostgres } from './lib/ensure.mjs';
import { selfSignedCertificate, shippedSiteConf, startNginx } from './lib/nginx.mjs';
import { startTestServer } from './lib/server.mjs';
import { freePorts } from './lib/free-port.mjs';
import { startReplicatedPair } from './lib/replica-cluster.mjs';
import { TEST_ADMIN, testSecret } from './lib/test-fixtures.mjs';
import { openRun } from './lib/test-data.mjs';
import { NON_PHONE_AGENTS, PHONE_AGENTS } from './lib/user-agents.mjs';

// The HSTS value nginx sets (the app's own, tests/unit/hardening.test.ts holds the two together).
const HSTS = /add_header Strict-Transport-Security "([^"]+)"/.exec(
  fs.readFileSync(new URL('../deploy/nginx/zxw-site.conf', import.meta.url), 'utf8'),
)[1];

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const [
  PORT_A,
  PORT_B,
  NGINX_PORT,
  S3_PORT,
  RELAY_PORT,
  TLS_PORT,
  REDIRECT_PORT,
  PORT_C,
  PG_PRIMARY,
  PG_REPLICA,
] = await freePorts(10);
const PREFIX = `zxw-scale-${process.pid}-${Date.now()}:`;
const BUCKET = 'zxw-media';
const FEEDBACK = '/business-center-app-zxw-member/zxwMemberFeedBack/save';
const HONOURS_PAGE = '/en/aboutUs?index=3';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const a = `http://127.0.0.1:${PORT_A}`;
const b = `http://127.0.0.1:${PORT_B}`;
const lb = `http://127.0.0.1:${NGINX_PORT}`;
const c = `http://127.0.0.1:${PORT_C}`;

/** A POST from a given loopback address (127.x.y.z), so nginx sees distinct visitors. */
function post(url, body, { localAddress, headers = {} } = {}) {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': data.length, ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(data);
  });
}

const feedback = (companyName) => ({
  companyName,
  contactNumber: '13812345678',
  contacts: 'Li Lei',
  email: 'li.lei@example.com',
  problem: 'Scale-out test.',
  suggestion: '',
});

async function page(url, headers = {}) {
  const res = await fetch(url, { redirect: 'manual', headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A TCP relay to Redis that the test can cut and restore, like a network failure. */
function redisRelay(target) {
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise((resolve) => server.listen(RELAY_PORT, '127.0.0.1', resolve));
  return {
    listen,
    cut: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

const results = [];
async function check(name, fn) {
  const started = performance.now();
  try {
    const note = await fn();
    results.push({ name, ok: true, note, ms: performance.now() - started });
    console.log(`✓ ${name}${note ? ` (${note})` : ''}`);
  } catch (error) {
    results.push({ name, ok: false, ms: performance.now() - started });
    console.error(`✗ ${name}\n  ${error instanceof Error ? error.message : error}`);
  }
}

ensureDependencies();
ensureNginx();
ensureBuild();

const { createClient } = await import('redis');
const { default: S3rver } = await import('s3rver');

await resetPostgres(databaseUrl);
// The instances' files (trial-code logs, SMTP port) in the run's folder (scripts/lib/test-data.mjs).
openRun();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-scale-'));
// nginx's workers run as an unprivileged user and write the page cache here.
fs.chmodSync(dir, 0o777);
const cacheDir = path.join(dir, 'cache');
fs.mkdirSync(cacheDir, { mode: 0o777 });
fs.chmodSync(cacheDir, 0o777);
const s3Dir = path.join(dir, 's3');
const s3 = new S3rver({
  port: S3_PORT,
  address: '127.0.0.1',
  directory: s3Dir,
  silent: true,
  configureBuckets: [{ name: BUCKET }],
});
let stopNginx = () => {};
const servers = [];
const relayHolder = {};

/** The title of the tenders the checks import (a school in Changsha: hunan, jiaoyukeyan, 154). */
const IMPORTED_TITLE = '长沙市第一中学新校区建设工程施工招标公告';

let stopReplicatedPair = () => {};
let replicaSide = Promise.resolve();

async function cleanup() {
  stopNginx();
  // Still starting (an earlier failure): let it finish, so what it started is stopped below.
  await replicaSide.catch(() => undefined);
  await Promise.all(servers.map((server) => server.stop()));
  stopReplicatedPair();
  await s3.close().catch(() => undefined);
  await relayHolder.cut?.().catch(() => undefined);
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 })) {
    if (keys.length) await redis.del(keys);
  }
  await redis.quit();
  fs.rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup().finally(() => process.exit(1));
  });
}

try {
  await s3.run();
  const relay = redisRelay(new URL(redisUrl));
  relayHolder.cut = relay.cut;
  await relay.listen();
  const relayUrl = new URL(redisUrl);
  relayUrl.host = `127.0.0.1:${RELAY_PORT}`;
  const env = {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: testSecret(),
    DEMO_FEED: 'off',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: PREFIX,
    TRUSTED_PROXY_HOPS: '1',
    RATE_LIMIT_FEEDBACK: '5',
    RATE_LIMIT_WINDOW_SECONDS: '60',
    SITE_ORIGIN: lb,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  replicaSide = startReplicaSide();
  // Awaited by replicaChecks; meanwhile a failure to start is not an unhandled rejection.
  replicaSide.catch(() => undefined);
  // Both at once: one migrates and seeds under the start-up lock while the other waits.
  const [serverA, serverB] = await Promise.all([
    startTestServer({ port: PORT_A, env: { ...env, REDIS_URL: relayUrl.href } }),
    startTestServer({ port: PORT_B, env }),
  ]);
  servers.push(serverA, serverB);
  const certificate = selfSignedCertificate(dir);
  stopNginx = await startNginx({
    dir,
    port: NGINX_PORT,
    workers: 1,
    site: shippedSiteConf({
      upstreams: [PORT_A, PORT_B],
      port: NGINX_PORT,
      cacheDir,
      tls: { port: TLS_PORT, redirectPort: REDIRECT_PORT, ...certificate },
    }),
  });

  await check('nginx sends HTTP to HTTPS and serves the site over TLS 1.2+ with HSTS', async () => {
    const plain = await fetch(`http://127.0.0.1:${REDIRECT_PORT}/en/aboutUs?index=2`, { redirect: 'manual' });
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.get('location'), 'https://127.0.0.1/en/aboutUs?index=2');
    const answer = await new Promise((resolve, reject) => {
      const ca = fs.readFileSync(certificate.cert);
      const options = { host: '127.0.0.1', port: TLS_PORT, path: '/en/aboutUs', ca, servername: 'localhost' };
      https
        .get(options, (res) => {
          const protocol = res.socket.getProtocol();
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, protocol }));
        })
        .on('error', reject);
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['strict-transport-security'], HSTS);
    // TLS 1.1 and older are refused (Mozilla intermediate: TLSv1.2 and TLSv1.3).
    const old = await new Promise((resolve) => {
      const options = { host: '127.0.0.1', port: TLS_PORT, minVersion: 'TLSv1', maxVersion: 'TLSv1.1' };
      const socket = tls.connect({ ...options, rejectUnauthorized: false }, () => {
        socket.destroy();
        resolve('accepted');
      });
      socket.on('error', () => resolve('refused'));
    });
    assert.equal(old, 'refused', 'nginx accepted TLS 1.1');
    return `${answer.protocol}, HSTS ${HSTS}`;
  });

  await check(
    'nginx sends phones to the mobile view before its cache, and keeps one copy of a page',
    async () => {
      const phone = { 'user-agent': PHONE_AGENTS['Pixel 7'] };
      const notStored = (answer) => {
        assert.equal(answer.headers.get('x-cache-status'), null, 'the redirect came from the cache');
        assert.doesNotMatch(answer.headers.get('vary') ?? '', /user-agent/i);
      };
      for (const [from, to, headers] of [
        ['/en/aboutUs?index=3&from=wx', '/m/en/aboutUs?index=3&from=wx', phone],
        ['/?from=wx', '/m?from=wx', phone],
        [
          '/industry/detail?id=P1',
          '/m/industry/detail?id=P1',
          { 'user-agent': PHONE_AGENTS['Baiduspider (mobile)'] },
        ],
      ]) {
        const moved = await page(`${lb}${from}`, headers);
        assert.equal(moved.status, 307, `${from} answered ${moved.status}`);
        assert.equal(new URL(moved.headers.get('location'), lb).href, `${lb}${to}`);
        notStored(moved);
      }
      const landed = await page(`${lb}/m/en/aboutUs?index=3&from=wx`, phone);
      assert.equal(landed.status, 200);
      assert.match(landed.text, /data-device="mobile"/);
      // One copy: a desktop's visit stores the page; tablets and a phone that chose the desktop
      // pages get that very copy, and a phone's next visit is still redirected before the cache.
      const path = `/en/aboutUs?index=2&scale=${Date.now()}`;
      const desktop = await page(`${lb}${path}`, { 'user-agent': NON_PHONE_AGENTS['desktop Chrome'] });
      assert.equal(desktop.status, 200);
      for (const headers of [
        { 'user-agent': NON_PHONE_AGENTS['iPad Chrome'] },
        { 'user-agent': NON_PHONE_AGENTS['Android tablet'] },
        { ...phone, cookie: 'zxw_view=pc' },
      ]) {
        const copy = await page(`${lb}${path}`, headers);
        assert.equal(copy.status, 200, headers['user-agent']);
        assert.equal(copy.headers.get('x-cache-status'), 'HIT', headers['user-agent']);
        assert.equal(copy.text, desktop.text);
        assert.doesNotMatch(copy.headers.get('vary') ?? '', /user-agent/i);
      }
      notStored(await page(`${lb}${path}`, phone));
      // 'Desktop version' reaches the app, which sets the cookie.
      const choice = await page(`${lb}/en/law?view=pc`, phone);
      assert.equal(choice.status, 307);
      assert.match(choice.headers.get('set-cookie') ?? '', /zxw_view=pc/);
      return 'phone, Baiduspider mobile: 307 in one hop; tablets, desktop, cookie: one cached copy';
    },
  );

  const login = await fetch(`${a}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  assert.equal(login.status, 200, 'operator login on A');
  const auth = { authorization: `JWT ${(await login.json()).token}` };

  await check("an operator's save through A shows on B's page", async () => {
    const marker = `Scale-out honour ${Date.now()}`;
    const listThroughNginx = async () => {
      const res = await fetch(`${lb}/api/honours?locale=en&limit=200&depth=0`, { headers: auth });
      return { status: res.status, headers: res.headers, text: await res.text() };
    };
    assert.equal((await listThroughNginx()).status, 200);
    // B renders and caches the page first, so the save has a cached page to expire.
    await page(`${b}${HONOURS_PAGE}`);
    const cached = await page(`${b}${HONOURS_PAGE}`);
    assert.equal(cached.status, 200);
    assert.equal(cached.headers.get('x-nextjs-cache'), 'HIT', "B serves the page from Next's cache");
    assert.ok(!cached.text.includes(marker));
    const saved = await fetch(`${a}/api/honours?locale=en`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ text: marker, year: 2024 }),
    });
    assert.equal(saved.status, 201, `save through A answered ${saved.status}`);
    const savedAt = performance.now();
    for (;;) {
      const { text } = await page(`${b}${HONOURS_PAGE}`);
      const ms = performance.now() - savedAt;
      if (text.includes(marker)) {
        // nginx never caches Payload's API: the list it passes on has the save at once.
        const list = await listThroughNginx();
        assert.ok(list.text.includes(marker), 'nginx answered /api from a cache');
        assert.equal(list.headers.get('x-cache-status'), null);
        return `${Math.round(ms)} ms`;
      }
      assert.ok(ms < 30_000, 'the save never reached B');
      await sleep(100);
    }
  });

  await check("a CLI import beside A shows in B's cached totals within 5 s", async () => {
    const total = () => importedTotal(b);
    // B caches the total first, so only the import's expiry can change it.
    const before = await total();
    assert.equal(await total(), before);
    // The CLI runs on the same database and asks the server on PORT (A) to expire the caches.
    await importTender(env, PORT_A, `SCALE-${Date.now()}`, IMPORTED_TITLE);
    const doneAt = performance.now();
    for (;;) {
      const now = await total();
      const ms = performance.now() - doneAt;
      if (now === before + 1) return `${Math.round(ms)} ms after the CLI finished`;
      assert.ok(ms < 5_000, `B still counts ${now} (was ${before}) 5 s after the import`);
      await sleep(100);
    }
  });

  await check('an image uploaded through A is stored in the bucket and served by B', async () => {
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), `scale-${Date.now()}.png`);
    form.append('_payload', JSON.stringify({ alt: 'Scale-out test' }));
    const created = await fetch(`${a}/api/media`, { method: 'POST', headers: auth, body: form });
    assert.equal(created.status, 201, `upload through A answered ${created.status}`);
    const { doc } = await created.json();
    const stored = fs.readdirSync(s3Dir, { recursive: true }).some((f) => String(f).includes(doc.filename));
    assert.ok(stored, `${doc.filename} is not in the S3 bucket`);
    const served = await fetch(`${b}/api/media/file/${encodeURIComponent(doc.filename)}`);
    assert.equal(served.status, 200, `B answered ${served.status} for the upload`);
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
    return doc.filename;
  });

  await check('the feedback limit is shared: the 6th post gets 429 on either instance', async () => {
    // Directly to the instances, with nginx's header: the visitor is the last entry.
    const visitor = { 'x-forwarded-for': `203.0.113.${(process.pid % 200) + 1}` };
    const statuses = [];
    for (const base of [a, b, a, b, a, b, a]) {
      statuses.push(await post(`${base}${FEEDBACK}`, feedback(`Limit ${Date.now()}`), { headers: visitor }));
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
    // Through nginx: X-Forwarded-For sent by the visitor does not reset the count.
    const through = [];
    for (let i = 0; i < 6; i++) {
      through.push(
        await post(`${lb}${FEEDBACK}`, feedback(`Via nginx ${Date.now()}`), {
          localAddress: '127.0.0.77',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      );
    }
    assert.deepEqual(through, [200, 200, 200, 200, 200, 429]);
    return `direct ${statuses.join(' ')}; via nginx ${through.join(' ')}`;
  });

  await check('with Redis cut, A keeps serving; once it is back, counts are shared again', async () => {
    await relay.cut();
    const cutAt = performance.now();
    const pageDuring = await page(`${a}/en/aboutUs?index=1`);
    assert.equal(pageDuring.status, 200, `A answered ${pageDuring.status} for a page with Redis cut`);
    const postDuring = await post(`${a}${FEEDBACK}`, feedback(`Redis down ${Date.now()}`), {
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    assert.equal(postDuring, 200, `A answered ${postDuring} for feedback with Redis cut`);
    const during = Math.round(performance.now() - cutAt);
    await relay.listen();
    const back = performance.now();
    // Five posts to A and a sixth to B from a new visitor: 429 once A counts in Redis again.
    for (let attempt = 1; performance.now() - back < 20_000; attempt++) {
      const visitor = { 'x-forwarded-for': `192.0.2.${attempt + 10}` };
      for (let i = 0; i < 5; i++)
        await post(`${a}${FEEDBACK}`, feedback(`Recover ${attempt}`), { headers: visitor });
      const sixth = await post(`${b}${FEEDBACK}`, feedback(`Recover ${attempt}`), { headers: visitor });
      if (sixth === 429)
        return `served in ${during} ms while cut; shared again after ${Math.round(performance.now() - back)} ms`;
      await sleep(1_000);
    }
    assert.fail('A did not share counts again within 20 s of Redis returning');
  });

  // Cached by nginx before the instances go away (check 5).
  await page(`${lb}${HONOURS_PAGE}`);
  const warm = await page(`${lb}${HONOURS_PAGE}`);

  await check(
    'nginx caches pages by s-maxage and build assets as immutable, never a missing one',
    async () => {
      assert.equal(warm.headers.get('x-cache-status'), 'HIT');
      assert.match(warm.headers.get('cache-control') ?? '', /s-maxage=300, stale-while-revalidate/);
      const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(warm.text)?.[0];
      assert.ok(asset, 'no /_next/static asset in the page');
      const res = await fetch(`${lb}${asset}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      // A chunk of another build (a rolling deploy): missing now, and not kept missing.
      const other = asset.replace(/[^/]+(\.(?:js|css))$/, '0000000000000$1');
      for (let i = 0; i < 2; i++) {
        const miss = await fetch(`${lb}${other}`);
        assert.equal(miss.status, 404);
        assert.equal(miss.headers.get('cache-control'), 'no-store');
      }
      return asset;
    },
  );

  await check('killing one instance mid-load loses no acknowledged feedback', async () => {
    const run = `Load ${Date.now()}`;
    const total = 120;
    const acknowledged = [];
    const failed = [];
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (sent < total) {
        const i = sent++;
        if (i === 40 && !killed) {
          killed = true;
          serverB.kill();
        }
        // One visitor per post (its own loopback address), so the limit does not interfere.
        const status = await post(`${lb}${FEEDBACK}`, feedback(`${run} #${i}`), {
          localAddress: `127.0.${10 + (i >> 8)}.${i & 255}`,
        });
        (status === 200 ? acknowledged : failed).push({ i, status });
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    // Posts in flight when B died may fail; every later one must reach A.
    const late = failed.filter(({ i }) => i >= 60);
    assert.deepEqual(late, [], 'nginx did not route around the stopped instance');
    const listed = await fetch(
      `${a}/api/feedback?where[companyName][like]=${encodeURIComponent(run)}&limit=1000&depth=0`,
      { headers: auth },
    );
    const stored = new Set((await listed.json()).docs.map((d) => d.companyName));
    const lost = acknowledged.filter(({ i }) => !stored.has(`${run} #${i}`));
    assert.deepEqual(lost, [], 'acknowledged feedback missing from the database');
    assert.ok(failed.length <= 6, `${failed.length} posts failed: ${JSON.stringify(failed)}`);
    // Pages keep coming through nginx with B gone.
    for (const p of ['/en', '/en/aboutUs?index=1', '/en/helpCenter']) {
      const { status } = await page(`${lb}${p}`);
      assert.ok(status === 200 || status === 404, `${p} answered ${status} with B down`);
    }
    return `${acknowledged.length} acknowledged and stored, ${failed.length} refused in flight`;
  });

  await check('nginx serves a cached page while both instances are stopped', async () => {
    assert.equal(warm.status, 200);
    serverA.stop();
    for (let i = 0; i < 40; i++) {
      const down = await fetch(`${a}/`).then(
        () => false,
        () => true,
      );
      if (down) break;
      await sleep(250);
    }
    const { status, headers, text } = await page(`${lb}${HONOURS_PAGE}`);
    assert.equal(status, 200);
    assert.equal(text, warm.text);
    return `X-Cache-Status ${headers.get('x-cache-status')}`;
  });

  await replicaChecks(replicaSide);
} finally {
  await cleanup();
}

/** Imports one tender through the CLI, which asks the server on `port` to expire the caches. */
async function importTender(env, port, sourceId, title) {
  const file = path.join(dir, `${sourceId}.jsonl`);
  const row = {
    sourceId,
    title_zh: title,
    province: '湖南省',
    industry: 'jiaoyukeyan',
    noticeCode: 154,
    publishedAt: new Date().toISOString().slice(0, 10),
    owner_zh: '长沙市第一中学',
    amountWan: 12800,
  };
  fs.writeFileSync(file, `${JSON.stringify(row)}\n`);
  const code = await new Promise((resolve) => {
    const [cmd, args] = cliCommand('data-import', ['--collection', 'tenders', file]);
    const child = spawn(cmd, args, {
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('close', resolve);
  });
  assert.equal(code, 0, 'the CLI import failed');
}

/** The listing total of the imported tenders' filter on `origin` (cached under the listings' tag). */
async function importedTotal(origin) {
  const res = await fetch(`${origin}/business-center-app-zxw/api/project-ztb/recommend?pageNo=1&pageSize=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ province: 'hunan', industry: 'jiaoyukeyan', noticeCode: 154 }),
  });
  assert.equal(res.status, 200);
  return (await res.json()).data.total;
}

/**
 * The read replicas' side: a primary and its streaming replica of their own, and instance C on
 * them. Started beside A and B (it shares nothing with them), so the wait for it overlaps theirs.
 */
async function startReplicaSide() {
  const started = performance.now();
  const pair = await startReplicatedPair({ primaryPort: PG_PRIMARY, replicaPort: PG_REPLICA });
  stopReplicatedPair = pair.stop;
  const envC = {
    DATABASE_URL: pair.primaryUrl,
    DATABASE_REPLICA_URLS: pair.replicaUrl,
    // A paused replay must not leave the replica out here: the 404 check reads it first.
    DATABASE_REPLICA_MAX_LAG_SECONDS: '3600',
    PAYLOAD_SECRET: testSecret(),
    DEMO_FEED: 'off',
  };
  servers.push(await startTestServer({ port: PORT_C, env: envC }));
  console.log(
    `  (primary, streaming replica and instance C up in ${Math.round(performance.now() - started)} ms)`,
  );
  return { pair, envC };
}

async function replicaChecks(side) {
  const { default: pg } = await import('pg');
  const started = performance.now();
  let pair, envC;
  try {
    ({ pair, envC } = await side);
  } catch (error) {
    await check('a primary, its streaming replica and instance C start', () => Promise.reject(error));
    return;
  }
  const primary = new pg.Client({ connectionString: pair.primaryUrl });
  await primary.connect();
  const replicaClient = () => new pg.Client({ connectionString: pair.replicaUrl });
  let replica = replicaClient();
  await replica.connect();
  replica.on('error', () => undefined);
  // The replica's connections from C whose last statement read the tenders: page reads (its
  // probe reads no table). pg_stat_activity shows them at once; the counters of
  // pg_stat_user_tables come up to 10 s after a read.
  const tenderReads = async (client) => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE pid <> pg_backend_pid() AND backend_type = 'client backend' AND query ILIKE '%tenders%'`,
    );
    return rows[0].n;
  };
  /** Whether a job is queued and due, or running, on the primary (none waiting for a later time). */
  const jobsDue = async (client) =>
    (
      await client.query(
        'SELECT 1 FROM payload_jobs WHERE completed_at IS NULL AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until <= now()) LIMIT 1',
      )
    ).rowCount > 0;
  const holds = async (client, sourceId) =>
    (await client.query('SELECT 1 FROM tenders WHERE source_id = $1', [sourceId])).rowCount > 0;
  const until = async (what, test, ms) => {
    const from = performance.now();
    while (!(await test())) {
      assert.ok(performance.now() - from < ms, `${what}: not within ${ms} ms`);
      await sleep(10);
    }
    return performance.now() - from;
  };
  let fresh = 0;
  const listing = async () => {
    const res = await fetch(`${c}/business-center-app-zxw/api/project-ztb/recommend?pageNo=1&pageSize=5`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A keyword of its own each time: a read no cache answers.
      body: JSON.stringify({ keyword: `replica${process.pid}x${++fresh}` }),
    });
    return res.status;
  };
  const total = () => importedTotal(c);
  const recordPage = (sourceId, prefix = '/en') => page(`${c}${prefix}/inviteBussInfo/detail?id=${sourceId}`);
  const title = IMPORTED_TITLE;
  const stamp = Date.now();

  try {
    await check('page reads run on the streaming replica, writes on the primary', async () => {
      const id = `REPLICA-${stamp}-1`;
      await importTender(envC, PORT_C, id, title);
      assert.ok(await holds(primary, id), 'the import did not write to the primary');
      const lag = await until('the import reaching the replica', () => holds(replica, id), 5_000);
      // Past the moment after the import's write when this instance reads the primary, and after
      // the jobs the import queued, whose tag expiries send C's reads to the primary for 2 s too.
      await until('the jobs the import queued running', async () => !(await jobsDue(primary)), 30_000);
      await sleep(2_500);
      // (The primary also serves C's jobs, so what it reads proves nothing; the paused replay
      // below shows which server a listing read.)
      for (let i = 0; i < 5; i++) assert.equal(await listing(), 200);
      const { status, text } = await recordPage(id);
      assert.equal(status, 200);
      assert.ok(text.includes(title), 'the record page lacks its title');
      const reads = await tenderReads(replica);
      assert.ok(reads > 0, 'no page read ran on the replica');
      return `${reads} of C's connections to the replica last read the tenders; the import on the replica ${Math.round(lag)} ms after the CLI ended`;
    });

    await check(
      "a record imported while the replica's replay is paused answers 200, never a 404",
      async () => {
        const id = `REPLICA-${stamp}-2`;
        const before = await total();
        await replica.query('SELECT pg_wal_replay_pause()');
        try {
          await importTender(envC, PORT_C, id, title);
          // The import queues work on C (the keywords' figures) that expires tags again when it
          // runs, and C reads the primary for 2 s after each expiry: wait until it has run.
          await until('the jobs the import queued running', async () => !(await jobsDue(primary)), 30_000);
          await sleep(2_500);
          assert.ok(await holds(primary, id));
          assert.equal(await holds(replica, id), false, 'the paused replica holds the new record');
          // The import expired the listing's total; counted again, on the replica: without it.
          assert.equal(await total(), before, 'the listing total was not read on the replica');
          for (const prefix of ['/en', '', '/en']) {
            const { status, text } = await recordPage(id, prefix);
            assert.equal(status, 200, `${prefix || '/'} record page answered ${status}`);
            assert.ok(text.includes(title));
          }
          // Still the replica for other reads, and an unknown record stays a 404.
          assert.equal(await holds(replica, id), false);
          assert.equal((await recordPage(`REPLICA-${stamp}-none`)).status, 404);
        } finally {
          await replica.query('SELECT pg_wal_replay_resume()');
        }
        const caughtUp = await until('the replica catching up', () => holds(replica, id), 10_000);
        return `listing total ${before} on the replica while the primary holds ${before + 1}; the replica caught up ${Math.round(caughtUp)} ms after its replay resumed`;
      },
    );

    await check(
      'with the replica stopped, pages keep answering from the primary; reads return to it',
      async () => {
        await replica.end();
        await pair.replica.stop();
        const id = `REPLICA-${stamp}-1`;
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push(await listing());
        statuses.push((await recordPage(id, '')).status);
        statuses.push((await page(`${c}/inviteBussInfo/index2?keyword=replica${process.pid}`)).status);
        assert.deepEqual(
          statuses,
          statuses.map(() => 200),
          `answers with the replica stopped: ${statuses}`,
        );
        await pair.replica.start();
        replica = replicaClient();
        replica.on('error', () => undefined);
        await replica.connect();
        // The instance probes its replicas every 5 s.
        const back = await until(
          'reads on the restarted replica',
          async () => {
            await listing();
            return (await tenderReads(replica)) > 0;
          },
          15_000,
        );
        return `${statuses.length} pages answered 200; reads on the replica again ${Math.round(back)} ms after its start`;
      },
    );
  } finally {
    await primary.end().catch(() => undefined);
    await replica.end().catch(() => undefined);
    console.log(`  (read replica checks: ${Math.round(performance.now() - started)} ms)`);
  }
}

const failed = results.filter((r) => !r.ok);
console.log(`\nScale-out: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length || results.length < 10 ? 1 : 0);
