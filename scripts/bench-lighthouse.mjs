// `npm run bench:lighthouse`: Lighthouse performance of the site against a bare Next.js page, in
// one run on this machine. Lighthouse's mobile score depends as much on the machine as on the
// page, so the bare page (a heading, a paragraph and one next/link, built with the same Next.js)
// is the ceiling the site is compared with. Runs alternate between the two so both see the same
// load; the table gives medians. Routes of ours: /en, or BENCH_LH_PATHS=/en,/en/aboutUs?index=2.
// The mobile site (docs/mobile-site.md): BENCH_LH_PATHS=/m/en,/m/en/industry/index2,/m/en/search
// BENCH_LH_FORM_FACTORS=mobile. Each run also scores accessibility, best practices and SEO (target 1).
// Env: BENCH_LH_RUNS (5), BENCH_LH_FORM_FACTORS (mobile,desktop), BENCH_PORT, BENCH_BARE_PORT (3180, 3181: scripts/lib/ports.mjs), BENCH_SKIP_BUILD=1 as in
// bench:pages. Writes bench-results/lighthouse.json. A measurement: exits 0 when a target is missed.
import './lib/node-runtime.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBareNext, startBareNext } from './lib/bare-next.mjs';
import { browserPath } from './lib/browser.mjs';
import { ensureBrowser, ensureBuild, ensureDependencies, root } from './lib/ensure.mjs';
import { startTestServer } from './lib/server.mjs';
import { port } from './lib/ports.mjs';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const PATHS = (process.env.BENCH_LH_PATHS ?? '/en').split(',').filter(Boolean);
const FORM_FACTORS = (process.env.BENCH_LH_FORM_FACTORS ?? 'mobile,desktop').split(',').filter(Boolean);
/** The categories beside performance, each with a target of 1 (docs/benchmarks.md, 'Targets'). */
const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const APP_PORT = port('lighthouseApp');
const BARE_PORT = port('lighthouseBare');
/** docs/benchmarks.md, 'Targets': mobile performance ≥ 0.95 on /en, desktop 1.00. */
const TARGET = { mobile: 0.95, desktop: 1 };
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';
/** One Lighthouse run; returns the scores (performance and the others) and the metrics in ms. */
function lighthouse(url, formFactor) {
  const out = path.join(os.tmpdir(), `lh-${process.pid}.json`);
  const args = [
    url,
    `--only-categories=${['performance', ...OTHER_CATEGORIES].join(',')}`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const once = () =>
    spawnSync(path.join(root, 'node_modules', '.bin', 'lighthouse'), args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: browserPath() },
      encoding: 'utf8',
      timeout: 300_000,
    });
  // Chrome now and then fails to start or to connect under load: one more try before giving up.
  let result = once();
  if (result.status !== 0) result = once();
  if (result.status !== 0)
    throw new Error(
      `lighthouse ${url} failed (${result.status ?? result.signal}):\n${result.stderr}${result.stdout}${result.error ?? ''}`,
    );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const metric = (id) => report.audits[id].numericValue;
  return {
    score: report.categories.performance.score,
    ...Object.fromEntries(OTHER_CATEGORIES.map((c) => [c, report.categories[c].score])),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

ensureDependencies();
await ensureBrowser();
if (!process.env.BENCH_SKIP_BUILD) ensureBuild();
buildBareNext();

const server = await startTestServer({ port: APP_PORT });
const stopBare = await startBareNext(BARE_PORT);
const pages = [
  ...PATHS.map((p) => ({ name: `ours ${p}`, url: `http://localhost:${APP_PORT}${p}` })),
  { name: 'bare Next.js page', url: `http://localhost:${BARE_PORT}/` },
];
const rows = [];
try {
  // Rendered once before measuring: Lighthouse should see the cached page, as visitors do.
  for (const page of pages) for (let i = 0; i < 3; i++) await (await fetch(page.url)).arrayBuffer();
  for (const formFactor of FORM_FACTORS) {
    const runs = new Map(pages.map((p) => [p.name, []]));
    for (let i = 0; i < RUNS; i++)
      for (const page of pages) runs.get(page.name).push(lighthouse(page.url, formFactor));
    for (const page of pages) {
      const list = runs.get(page.name);
      const pick = (key) => median(list.map((r) => r[key]));
      rows.push({
        page: page.name,
        formFactor,
        runs: list,
        median: Object.fromEntries(
          ['score', ...OTHER_CATEGORIES, 'fcp', 'lcp', 'tbt', 'cls', 'si', 'benchmarkIndex'].map((k) => [
            k,
            pick(k),
          ]),
        ),
      });
    }
  }
} finally {
  server.stop();
  stopBare();
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
console.log(
  `\nLighthouse performance, ${os.cpus().length} cores, median of ${RUNS} runs per row, runs alternating\n`,
);
console.log(
  '| page | form factor | score | scores (all runs) | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | target |',
);
console.log('| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const row of rows) {
  const m = row.median;
  const ours = row.page.startsWith('ours');
  row.targetMet = ours
    ? m.score >= TARGET[row.formFactor] && OTHER_CATEGORIES.every((c) => m[c] === 1)
    : undefined;
  const target = ours ? `≥ ${TARGET[row.formFactor]}: ${row.targetMet ? 'met' : 'missed'}` : 'baseline';
  const all = row.runs.map((r) => fmt(r.score, 2)).join(' ');
  console.log(
    `| ${row.page} | ${row.formFactor} | ${fmt(m.score, 2)} | ${all} | ${OTHER_CATEGORIES.map((c) => fmt(m[c], 2)).join(' | ')} | ${fmt(m.fcp)} | ${fmt(m.lcp)} | ${fmt(m.tbt)} | ${fmt(m.cls, 3)} | ${fmt(m.si)} | ${target} |`,
  );
}
const bare = (formFactor) => rows.find((r) => r.formFactor === formFactor && !r.page.startsWith('ours'));
console.log('\n| page | form factor | score ours/bare | TBT ours − bare ms | LCP ours − bare ms |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const row of rows.filter((r) => r.page.startsWith('ours'))) {
  const b = bare(row.formFactor).median;
  const m = row.median;
  console.log(
    `| ${row.page} | ${row.formFactor} | ${fmt((m.score / b.score) * 100, 1)}% | ${fmt(m.tbt - b.tbt)} | ${fmt(m.lcp - b.lcp)} |`,
  );
}
const out = path.join(root, 'bench-results');
fs.mkdirSync(out, { recursive: true });
const result = { date: new Date().toISOString(), cores: os.cpus().length, runs: RUNS, target: TARGET, rows };
fs.writeFileSync(path.join(out, 'lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nWrote ${path.relative(root, path.join(out, 'lighthouse.json'))}`);
