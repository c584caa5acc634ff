// `npm run bench:pages`: how fast pages are served, in one run on this machine. For each page,
// (a) nginx serving the page's exact HTML bytes as a file, the ceiling, (b) `next start` alone,
// (c) the app behind deploy/nginx/zxw-site.conf (page cache on) and (d) two instances behind the
// same file with page caching off, all loaded by wrk (50 connections, 10 s), and (b) again by
// autocannon: on 2 cores wrk shares the CPU with the server and its latencies for a few hundred
// requests a second run past what Little's law allows (see `cannon`). Each app row follows an
// untimed warm-up of the same load. Prints req/s, p50, p99, the mean against that bound and the
// ratios to (a), and writes bench-results/pages.json. Exits 0 when a target is missed: it is a
// measurement. The machine's own baseline comes last: a bare Next.js page
// (scripts/lib/bare-next.mjs) under the same load, and (b) again at 10 connections.
// Env: BENCH_DURATION (10s), BENCH_WARMUP (3s; 0s measures cold processes), BENCH_CONNECTIONS
// (50), BENCH_PORT, BENCH_NGINX_PORT, BENCH_PORT_B (the second instance), BENCH_CACHE_PORT (nginx
// for c), BENCH_LB_PORT (nginx for d), BENCH_BARE_PORT (defaults 3190-3195, scripts/lib/ports.mjs),
// BENCH_SKIP_BUILD=1 to serve the build in .next as it is, even when stale.
import './lib/node-runtime.mjs';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBareNext, startBareNext } from './lib/bare-next.mjs';
import { ensureBrowser, ensureBuild, ensureDependencies, ensureNginx, root } from './lib/ensure.mjs';
import { shippedSiteConf, startNginx } from './lib/nginx.mjs';
import { phoneBench } from './lib/phone-bench.mjs';
import { startTestServer } from './lib/server.mjs';
import { port } from './lib/ports.mjs';
import { NON_PHONE_AGENTS } from './lib/user-agents.mjs';

// The last: a record's own page (product D2.2), the demo feed's first project on the test server.
const PAGES = [
  '/en',
  '/en/aboutUs?index=2',
  '/en/industry/index2?industry=huanbao',
  '/en/industry/detail?id=demo-p-1',
];
const DURATION = process.env.BENCH_DURATION ?? '10s';
const WARMUP = process.env.BENCH_WARMUP ?? '3s';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = port('pagesApp');
const NGINX_PORT = port('pagesNginx');
const APP_PORT_B = port('pagesAppB');
const CACHE_PORT = port('pagesCache');
const LB_PORT = port('pagesLb');
const BARE_PORT = port('pagesBare');
const TARGET = { page: '/en', reqPerSec: 300, p99Ms: 500 };
/** (c), the app behind the shipped nginx cache, against (a), nginx serving the file. */
const CACHE_TARGET = 0.9;
/** A cached page from next start against the bare Next.js page, back to back. */
const BARE_TARGET = 0.5;
/** The crawl rows: misses only (scripts/lib/crawl.lua walks the 40,000 demo records). */
const CRAWL = { connections: 20, duration: '20s', records: 40_000, reqPerSec: 200, p99Ms: 300, oneMs: 8 };
/** A phone on a desktop URL, against the same phone opening the mobile URL directly. */
const PHONE_TARGET = 1.2;
const RECORD = '/en/industry/detail?id=demo-p-1';
const PHONE_CASES = [
  { name: 'Pixel 7', path: '/en' },
  { name: 'Pixel 7', path: '/m/en' },
  { name: 'Pixel 7', path: RECORD },
  { name: 'Pixel 7', path: `/m${RECORD}` },
  // A narrow window the server does not take for a phone: the script redirect alone (before).
  { name: 'Android tablet (script redirect)', path: '/en', userAgent: NON_PHONE_AGENTS['Android tablet'] },
  { name: 'Android tablet (script redirect)', path: RECORD, userAgent: NON_PHONE_AGENTS['Android tablet'] },
];
/** BENCH_ONLY=crawl,phone runs those sections alone (pages, crawl, phone, bare; all by default). */
const ONLY = process.env.BENCH_ONLY?.split(',');
const runs = (section) => !ONLY || ONLY.includes(section);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** wrk prints latencies as `850.00us`, `1.23ms` or `1.02s`. */
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** wrk's run; `crawl` ({ start }) walks record URLs with scripts/lib/crawl.lua from that offset. */
function wrk(url, connections = CONNECTIONS, { duration = DURATION, crawl } = {}) {
  const threads = Math.min(2, connections);
  const args = [`-t${threads}`, `-c${connections}`, `-d${duration}`, '--timeout', '30s', '--latency'];
  if (crawl) args.push('-s', path.join(root, 'scripts', 'lib', 'crawl.lua'));
  args.push(url);
  if (crawl) args.push('--', String(crawl.start), String(threads), crawl.bare ? 'bare' : '');
  const out = execFileSync('/usr/bin/wrk', args, { encoding: 'utf8' });
  const latency = (p) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  // Requests over wrk's timeout (30 s here, 2 s by default) are missing from its latencies: count them.
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    reqPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    seconds: Number.parseFloat(duration),
    mean: toMs(/^\s*Latency\s+(\S+)/m.exec(out)?.[1] ?? ''),
    p50: latency(50),
    p99: latency(99),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    timeouts: Number(socket?.[4] ?? 0),
  };
}

/**
 * The crawl and one-connection miss rows against `app` (the site, or the bare app's
 * `/record/<id>` with `bare`), each with the server's CPU time per request beside the
 * wall-clock figures: it holds on a loaded machine.
 */
async function crawlRows(app, cpuMs, bare = false) {
  const cpuPerRequest = (run) => {
    const before = cpuMs();
    const result = run();
    return { ...result, cpuMsPerRequest: (cpuMs() - before) / (result.reqPerSec * result.seconds) };
  };
  // Misses only: each request a URL not asked for before (scripts/lib/crawl.lua); the warm-up
  // walks others.
  if (Number.parseFloat(WARMUP) > 0)
    wrk(app, CRAWL.connections, { duration: WARMUP, crawl: { start: 40_000, bare } });
  const load = cpuPerRequest(() =>
    wrk(app, CRAWL.connections, { duration: CRAWL.duration, crawl: { start: 0, bare } }),
  );
  await sleep(1000);
  const one = cpuPerRequest(() => wrk(app, 1, { duration: DURATION, crawl: { start: 60_000, bare } }));
  await sleep(1000);
  return { load, one };
}

/**
 * Load before a measured run, not timed: a process that has served a few requests has not
 * compiled its hot paths yet, and 50 connections opened on it at once wait seconds for their
 * first answers. Steady serving is what the rows compare; BENCH_WARMUP=0s measures cold.
 */
function warmLoad(url) {
  if (Number.parseFloat(WARMUP) > 0)
    execFileSync('/usr/bin/wrk', ['-t2', `-c${CONNECTIONS}`, `-d${WARMUP}`, url], { encoding: 'utf8' });
}

/**
 * The same load from autocannon (Node.js): for `next` alone, whose few hundred requests a second
 * it can drive. wrk's latencies on this 2-core machine do not add up: its mean is well above what
 * Little's law allows a closed loop (connections ÷ req/s), so each row also prints that bound.
 */
async function cannon(url, connections = CONNECTIONS) {
  const result = await autocannon({ url, connections, duration: Number.parseFloat(DURATION) });
  return {
    reqPerSec: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * GETs a page until it answers 200, then until Next serves it from its cache (the first visit
 * renders it), so both servers are measured in their steady state.
 */
async function warm(url) {
  const started = performance.now();
  let status;
  let ok;
  for (let i = 0; i < 20 && ok?.cache !== 'HIT'; i++) {
    if (i > 0) await sleep(250);
    const res = await fetch(url, { redirect: 'manual' });
    const body = Buffer.from(await res.arrayBuffer());
    status = res.status;
    if (status !== 200) continue;
    const cache = res.headers.get('x-nextjs-cache') ?? 'none';
    ok = { body, cache, firstOkMs: ok?.firstOkMs ?? performance.now() - started, gets: i + 1 };
  }
  if (!ok) throw new Error(`${url} answered ${status}, not 200`);
  return ok;
}

/** Private nginx on 127.0.0.1 serving `files` ({ path, file }) from dir/html; returns its stop. */
function startFileNginx(dir, files) {
  const locations = files.map((f) => `    location = ${f.path} { try_files /${f.file} =404; }`).join('\n');
  // No mime.types: every file is sent as default_type text/html, like the app's answer.
  const site = `  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir}/html;
${locations}
  }`;
  return startNginx({ dir, port: NGINX_PORT, site });
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

ensureDependencies();
ensureNginx();
if (runs('phone')) await ensureBrowser();
if (!process.env.BENCH_SKIP_BUILD) ensureBuild();
buildBareNext();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
fs.mkdirSync(path.join(dir, 'html'));
// nginx's workers run as an unprivileged user: they must be able to read the pages.
fs.chmodSync(dir, 0o755);
const stops = [];
let server;
let serverB;
const cleanup = () => {
  for (const stop of stops) stop();
  server?.stop();
  serverB?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(128 + os.constants.signals[signal]);
  });
}
const rows = [];
const baseline = {};
const crawl = {};
let phones;
try {
  [server, serverB] = await Promise.all([
    startTestServer({ port: APP_PORT }),
    ...(runs('pages') ? [startTestServer({ port: APP_PORT_B })] : []),
  ]);
  if (runs('pages')) {
    // Pages differ only by their query here, so each page's HTML gets a path of its own on nginx.
    const files = [];
    for (const [i, page] of PAGES.entries()) {
      const { body, ...warmUp } = await warm(`http://127.0.0.1:${APP_PORT}${page}`);
      const file = `page-${i}.html`;
      fs.writeFileSync(path.join(dir, 'html', file), body, { mode: 0o644 });
      files.push({ page, path: `/p${i}`, file, bytes: body.length, warmUp });
    }
    stops.push(await startFileNginx(dir, files));
    // (c) and (d): the shipped site file, each nginx in a folder of its own.
    for (const [name, port, upstreams, cache] of [
      ['cached', CACHE_PORT, [APP_PORT], true],
      ['balanced', LB_PORT, [APP_PORT, APP_PORT_B], false],
    ]) {
      const sub = path.join(dir, name);
      fs.mkdirSync(path.join(sub, 'cache'), { recursive: true, mode: 0o777 });
      fs.chmodSync(path.join(sub, 'cache'), 0o777);
      const site = shippedSiteConf({ upstreams, port, cacheDir: path.join(sub, 'cache'), cache });
      stops.push(await startNginx({ dir: sub, port, site }));
    }
    for (const f of files) await warm(`http://127.0.0.1:${APP_PORT_B}${f.page}`);
    for (const f of files) {
      const res = await fetch(`http://127.0.0.1:${NGINX_PORT}${f.path}`);
      const body = await res.arrayBuffer();
      const type = res.headers.get('content-type') ?? '';
      if (res.status !== 200 || body.byteLength !== f.bytes || !type.startsWith('text/html'))
        throw new Error(`nginx does not serve ${f.file} as ${f.path} (${res.status}, ${type})`);
    }
    for (const f of files) {
      const nginx = wrk(`http://127.0.0.1:${NGINX_PORT}${f.path}`);
      await sleep(1000); // let sockets in TIME_WAIT and the previous server's CPU settle
      warmLoad(`http://127.0.0.1:${APP_PORT}${f.page}`);
      const next = wrk(`http://127.0.0.1:${APP_PORT}${f.page}`);
      await sleep(1000);
      const nextCannon = await cannon(`http://127.0.0.1:${APP_PORT}${f.page}`);
      await sleep(1000);
      warmLoad(`http://127.0.0.1:${CACHE_PORT}${f.page}`); // nginx stores the page
      const cached = wrk(`http://127.0.0.1:${CACHE_PORT}${f.page}`);
      await sleep(1000);
      warmLoad(`http://127.0.0.1:${LB_PORT}${f.page}`);
      const balanced = wrk(`http://127.0.0.1:${LB_PORT}${f.page}`);
      await sleep(1000);
      rows.push({
        page: f.page,
        bytes: f.bytes,
        warmUp: f.warmUp,
        nginx,
        next,
        nextCannon,
        cached,
        balanced,
      });
    }
    serverB.stop();
  }
  const app = `http://127.0.0.1:${APP_PORT}`;
  if (runs('crawl')) {
    Object.assign(crawl, await crawlRows(app, server.cpuMs));
  }
  if (runs('phone')) {
    // Cached pages, as a shared link mostly finds them: each rendered once before.
    for (const c of PHONE_CASES) await warm(`${app}${c.path.startsWith('/m') ? c.path : `/m${c.path}`}`);
    for (const c of PHONE_CASES) if (!c.path.startsWith('/m')) await warm(`${app}${c.path}`);
    try {
      phones = await phoneBench(app, PHONE_CASES);
    } catch (error) {
      // The other rows are still printed.
      console.error(`The phone bench failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (runs('bare')) {
    warmLoad(`${app}${TARGET.page}`);
    baseline.nextAt10 = wrk(`${app}${TARGET.page}`, 10);
    await sleep(1000);
    warmLoad(`${app}${TARGET.page}`);
    baseline.next = wrk(`${app}${TARGET.page}`);
  }
  server.stop();
  if (runs('bare')) {
    const stopBare = await startBareNext(BARE_PORT);
    stops.push(stopBare);
    const bare = await warm(`http://127.0.0.1:${BARE_PORT}/`);
    baseline.bareBytes = bare.body.length;
    const bareRecord = `http://127.0.0.1:${BARE_PORT}/record/1`;
    baseline.bareRecordBytes = (await warm(bareRecord)).body.length;
    warmLoad(`http://127.0.0.1:${BARE_PORT}/`);
    await sleep(1000);
    baseline.bare = wrk(`http://127.0.0.1:${BARE_PORT}/`);
    await sleep(1000);
    baseline.bareCannon = await cannon(`http://127.0.0.1:${BARE_PORT}/`);
    // The bare app's record page cached (about a record page's size): how much of the gap to the
    // 5 KB bare page is the bytes of a real page.
    warmLoad(bareRecord);
    await sleep(1000);
    baseline.bareRecordCached = wrk(bareRecord);
    if (runs('crawl')) {
      // What Next.js itself pays for a miss of a page that size on this machine: the crawl
      // targets' baseline.
      baseline.bareCrawl = await crawlRows(`http://127.0.0.1:${BARE_PORT}`, stopBare.cpuMs, true);
    }
  }
} finally {
  cleanup();
}

console.log(
  `\nPage serving, ${os.cpus().length} cores, wrk -t2 -c${CONNECTIONS} -d${DURATION} --timeout 30s --latency` +
    ' (p50 and p99 from its latency distribution); (b) also from autocannon with the same' +
    ' connections and duration. A closed loop cannot have a mean latency above c ÷ req/s (Little):' +
    ' a client whose mean is, is measuring itself too.\n',
);
console.log(
  '| page | server | req/s | p50 ms | p99 ms | mean ms | Little: c ÷ req/s ms | non-2xx | socket errors |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { page, nginx, next, nextCannon, cached, balanced } of rows) {
  for (const [name, r] of [
    ['(a) nginx, file', nginx],
    ['(b) next start', next],
    ['(b) next start, autocannon', nextCannon],
    ['(c) nginx cache → next', cached],
    ['(d) nginx → 2 × next, no cache', balanced],
  ]) {
    const little = (CONNECTIONS / r.reqPerSec) * 1000;
    console.log(
      `| ${page} | ${name} | ${fmt(r.reqPerSec)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.mean, 2)} | ${fmt(little, 2)} | ${r.non2xx} | ${r.socketErrors} |`,
    );
  }
}
console.log(
  '\n| page | HTML bytes | warm-up | b/a req/s | c/a | d/a | target (next ≥ 300 req/s, p99 ≤ 500 ms; c/a ≥ 90%) |',
);
console.log('| --- | ---: | --- | ---: | ---: | ---: | --- |');
for (const row of rows) {
  row.ratio = row.next.reqPerSec / row.nginx.reqPerSec;
  row.cacheRatio = row.cached.reqPerSec / row.nginx.reqPerSec;
  row.balancedRatio = row.balanced.reqPerSec / row.nginx.reqPerSec;
  row.cacheTargetMet = row.cacheRatio >= CACHE_TARGET;
  if (row.page === TARGET.page) {
    const met = (r) => r.reqPerSec >= TARGET.reqPerSec && r.p99 <= TARGET.p99Ms;
    row.targetMet = { wrk: met(row.next), autocannon: met(row.nextCannon) };
  }
  const verdict = (ok) => (ok ? 'met' : 'missed');
  const next = row.targetMet
    ? `next ${verdict(row.targetMet.wrk)} (wrk), ${verdict(row.targetMet.autocannon)} (autocannon); `
    : '';
  const target = `${next}cache ${verdict(row.cacheTargetMet)}`;
  const { gets, firstOkMs, cache } = row.warmUp;
  const warmUp = `first 200 in ${fmt(firstOkMs)} ms, ${gets} GETs, cache ${cache}`;
  const pct = (r) => `${fmt(r * 100, 1)}%`;
  console.log(
    `| ${row.page} | ${row.bytes} | ${warmUp} | ${pct(row.ratio)} | ${pct(row.cacheRatio)} | ${pct(row.balancedRatio)} | ${target} |`,
  );
}
console.log(
  '\n| machine baseline | client | connections | req/s | p50 ms | p99 ms | mean ms | c ÷ req/s ms |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, client, r, c] of [
  [`bare Next.js page, next start (${baseline.bareBytes} B)`, 'wrk', baseline.bare, CONNECTIONS],
  [`bare Next.js page, next start (${baseline.bareBytes} B)`, 'autocannon', baseline.bareCannon, CONNECTIONS],
  [
    `bare Next.js /record/1, cached (${baseline.bareRecordBytes} B)`,
    'wrk',
    baseline.bareRecordCached,
    CONNECTIONS,
  ],
  [`${TARGET.page}, (b) next start`, 'wrk', baseline.next, CONNECTIONS],
  [`${TARGET.page}, (b) next start`, 'wrk', baseline.nextAt10, 10],
])
  if (r)
    console.log(
      `| ${name} | ${client} | ${c} | ${fmt(r.reqPerSec)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.mean, 2)} | ${fmt((c / r.reqPerSec) * 1000, 2)} |`,
    );
const verdict = (ok) => (ok ? 'met' : 'missed');
if (baseline.bare && baseline.next) {
  baseline.ratio = baseline.next.reqPerSec / baseline.bare.reqPerSec;
  console.log(
    `\n${TARGET.page} from next start: ${fmt(baseline.ratio * 100, 1)}% of the bare page's req/s, back to back` +
      ` (target ≥ ${BARE_TARGET * 100}%: ${verdict(baseline.ratio >= BARE_TARGET)})`,
  );
  if (baseline.bareRecordCached)
    console.log(
      `${TARGET.page} from next start: ${fmt((baseline.next.reqPerSec / baseline.bareRecordCached.reqPerSec) * 100, 1)}%` +
        ` of the bare record page's (${baseline.bareRecordBytes} B) req/s: the share of the gap that is bytes`,
    );
}
if (crawl.load) {
  crawl.targetMet = {
    load: crawl.load.reqPerSec >= CRAWL.reqPerSec && crawl.load.p99 <= CRAWL.p99Ms,
    one: crawl.one.mean <= CRAWL.oneMs,
  };
  console.log(
    `\nCrawl: record URLs each asked for once (both kinds and locales, ${CRAWL.records} records), next start on SQLite\n`,
  );
  console.log(
    '| row | connections | duration | req/s | p50 ms | p99 ms | mean ms | server CPU ms / request | non-2xx | target |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  const bareRows = baseline.bareCrawl
    ? [
        [
          `bare Next.js /record/<id> (${baseline.bareRecordBytes} B): crawl`,
          baseline.bareCrawl.load,
          CRAWL.connections,
          CRAWL.duration,
          'baseline',
        ],
        [`bare Next.js /record/<id>: one-connection miss`, baseline.bareCrawl.one, 1, DURATION, 'baseline'],
      ]
    : [];
  for (const [name, r, c, d, target] of [
    [
      'crawl',
      crawl.load,
      CRAWL.connections,
      CRAWL.duration,
      `≥ ${CRAWL.reqPerSec} req/s, p99 ≤ ${CRAWL.p99Ms} ms: ${verdict(crawl.targetMet.load)}`,
    ],
    [
      'one-connection miss',
      crawl.one,
      1,
      DURATION,
      `mean ≤ ${CRAWL.oneMs} ms: ${verdict(crawl.targetMet.one)}`,
    ],
    ...bareRows,
  ])
    console.log(
      `| ${name} | ${c} | ${d} | ${fmt(r.reqPerSec)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.mean, 2)} | ${fmt(r.cpuMsPerRequest, 1)} | ${r.non2xx} | ${target} |`,
    );
}
if (phones) {
  const direct = Object.fromEntries(phones.rows.map((r) => [r.path, r.median]));
  console.log(
    `\nPhones: Pixel 7 profile, CPU ${phones.cpuSlowdown}× slower, ${phones.roundTripMs} ms round trip, until the mobile page has loaded; median of ${phones.runs}\n`,
  );
  console.log('| opens | User-Agent | median ms | runs ms | ÷ mobile URL directly | target (≤ 1.2×) |');
  console.log('| --- | --- | ---: | --- | ---: | --- |');
  for (const r of phones.rows) {
    const own = direct[r.path.startsWith('/m') ? r.path : `/m${r.path === '/' ? '' : r.path}`];
    r.ratio = r.median / own;
    // The mobile URLs are the reference; a tablet's script redirect is the 'before', with no target.
    const target = r.path.startsWith('/m') ? '' : r.userAgent ? 'before' : verdict(r.ratio <= PHONE_TARGET);
    console.log(
      `| ${r.path} | ${r.name} | ${fmt(r.median)} | ${r.times.map((t) => fmt(t)).join(', ')} | ${fmt(r.ratio, 2)} | ${target} |`,
    );
  }
}
const timeouts = rows.reduce(
  (sum, r) =>
    sum +
    r.nginx.timeouts +
    r.next.timeouts +
    r.nextCannon.timeouts +
    r.cached.timeouts +
    r.balanced.timeouts,
  0,
);
if (timeouts) console.log(`\n${timeouts} requests timed out: p99 leaves them out.`);
const out = path.join(root, 'bench-results');
fs.mkdirSync(out, { recursive: true });
const result = {
  date: new Date().toISOString(),
  cores: os.cpus().length,
  duration: DURATION,
  warmup: WARMUP,
  connections: CONNECTIONS,
  target: TARGET,
  cacheTarget: CACHE_TARGET,
  rows,
  baseline,
  crawl,
  phones,
};
fs.writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nWrote ${path.relative(root, path.join(out, 'pages.json'))}`);
