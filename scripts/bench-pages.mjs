// `npm run bench:pages`: how fast pages are served, in one run on this machine. For each page,
// (a) nginx serving the page's exact HTML bytes as a file, the ceiling, and (b) `next start`
// alone, both loaded by wrk (50 connections, 10 s). Prints req/s, p50, p99 and the ratio b/a.
// Env: BENCH_DURATION (10s), BENCH_CONNECTIONS (50), BENCH_PORT (3190), BENCH_NGINX_PORT (3191),
// BENCH_SKIP_BUILD=1 to serve the build as it is.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './lib/ensure.mjs';
import { startTestServer } from './lib/server.mjs';

const PAGES = ['/en', '/en/aboutUs?index=2', '/en/industry/index2?industry=huanbao'];
const DURATION = process.env.BENCH_DURATION ?? '10s';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3190);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3191);
const TARGET = { page: '/en', reqPerSec: 300, p99Ms: 500 };

function ensureTools() {
  const missing = ['/usr/sbin/nginx', '/usr/bin/wrk'].filter((bin) => !fs.existsSync(bin));
  if (missing.length === 0) return;
  console.log(`> Installing nginx and wrk (apt-get): missing ${missing.join(', ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args);
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'nginx', 'wrk');
}

/** wrk prints latencies as `1.23ms`, `850.00us` or `1.02s`. */
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

function wrk(url) {
  const out = execFileSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${DURATION}`, '--latency', url], {
    encoding: 'utf8',
  });
  const latency = (p) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  return {
    reqPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: latency(50),
    p99: latency(99),
    errors: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** Fetches a page until the app answers 200 (the first visit renders it, later ones hit the cache). */
async function warm(url) {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(url, { redirect: 'manual' });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status === 200 && res.headers.get('x-nextjs-cache') === 'HIT') return body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 from the cache`);
}

function startNginx(dir, files) {
  const locations = files
    .map(({ page, file }) => `    location = ${page.split('?')[0]} { try_files /${file} =404; }`)
    .join('\n');
  const conf = `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir}/html;
${locations}
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const child = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  return () => child.kill('SIGQUIT');
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

ensureDependencies();
ensureTools();
if (!process.env.BENCH_SKIP_BUILD) ensureBuild();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
fs.mkdirSync(path.join(dir, 'html'));
// nginx's workers run as an unprivileged user: they must be able to read the pages.
fs.chmodSync(dir, 0o755);
const server = await startTestServer({ port: APP_PORT });
let stopNginx = () => {};
process.on('SIGINT', () => {
  stopNginx();
  server.stop();
  process.exit(130);
});
const rows = [];
try {
  // Paths differ only by their query here, so each page's HTML gets a path of its own on nginx.
  const files = [];
  for (const [i, page] of PAGES.entries()) {
    const html = await warm(`http://localhost:${APP_PORT}${page}`);
    const file = `page-${i}.html`;
    fs.writeFileSync(path.join(dir, 'html', file), html, { mode: 0o644 });
    files.push({ page: `/p${i}`, file, source: page, bytes: html.length });
  }
  stopNginx = startNginx(dir, files);
  await new Promise((r) => setTimeout(r, 500));
  for (const { page, bytes } of files) {
    const res = await fetch(`http://127.0.0.1:${NGINX_PORT}${page}`);
    const body = await res.arrayBuffer();
    if (res.status !== 200 || body.byteLength !== bytes) throw new Error(`nginx does not serve ${page}`);
  }
  for (const { page, source, bytes } of files) {
    const nginx = wrk(`http://127.0.0.1:${NGINX_PORT}${page}`);
    await new Promise((r) => setTimeout(r, 1000));
    const next = wrk(`http://127.0.0.1:${APP_PORT}${source}`);
    await new Promise((r) => setTimeout(r, 1000));
    rows.push({ page: source, bytes, nginx, next });
  }
} finally {
  stopNginx();
  server.stop();
}

console.log(
  `\nPage serving, ${os.cpus().length} cores, wrk -c${CONNECTIONS} -d${DURATION} (p50 and p99 from wrk's latency distribution)\n`,
);
console.log('| page | HTML bytes | server | req/s | p50 ms | p99 ms | non-2xx |');
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
for (const { page, bytes, nginx, next } of rows) {
  for (const [name, r] of [
    ['(a) nginx, file', nginx],
    ['(b) next start', next],
  ]) {
    console.log(
      `| ${page} | ${bytes} | ${name} | ${fmt(r.reqPerSec)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${r.errors} |`,
    );
  }
}
console.log('\n| page | b/a req/s | target |');
console.log('| --- | ---: | --- |');
for (const { page, nginx, next } of rows) {
  const ratio = `${fmt((next.reqPerSec / nginx.reqPerSec) * 100, 2)}%`;
  const target =
    page === TARGET.page
      ? `${next.reqPerSec >= TARGET.reqPerSec && next.p99 <= TARGET.p99Ms ? 'met' : 'MISSED'} (≥ ${TARGET.reqPerSec} req/s, p99 ≤ ${TARGET.p99Ms} ms)`
      : '';
  console.log(`| ${page} | ${ratio} | ${target} |`);
}
const out = path.join(root, 'bench-results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'pages.json'),
  JSON.stringify({ duration: DURATION, connections: CONNECTIONS, rows }, null, 2),
);
