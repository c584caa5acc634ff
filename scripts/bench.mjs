// `npm run bench`: listing latency at 3M projects on SQLite and PostgreSQL, in-process and over
// HTTP, plus the bulk-load rate. Takes several minutes; not part of `npm test`.
//
// Each database is wiped and loaded first: SQLite at data/bench.db, PostgreSQL at
// BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/bench, created if missing; its
// public schema is dropped). Options: --projects N (default 3000000), --iterations N (2000),
// --only search (load, then time only keyword search: no listing, HTTP or statistics half),
// --reuse (keep a database a previous run loaded with the same --projects instead of wiping and
// loading it again: for iterating on queries; its table shows no load rate),
// --only import (the record import alone: scripts/lib/import-bench.mjs, on its own
// databases, data/bench-import.db and BENCH_DATABASE_URL's database with an `_import` suffix;
// sizes --import-rows, --base-rows, --day-rows, --big-file-mb). The full bench ends with it.
// --only alerts (the saved-search alert digest alone: scripts/lib/alerts-bench.mjs, on
// data/bench-alerts.db and BENCH_DATABASE_URL's database with an `_alerts` suffix; sizes --alerts,
// --day-rows, --alert-base-rows). The full bench ends with it.
// --only records (the record pages alone, also the last part of the full bench: a record
// page's cache-miss read, related records, one sitemap file of each kind and a listing feed, in
// process, on data/bench-records.db and BENCH_DATABASE_URL's database with a `_records` suffix,
// loaded with --record-rows projects and as many tenders, default 3000000; --reuse applies;
// the home page's live block is timed there too; `src/cli/bench-records.ts --home-only` times it alone),
// and the admin dashboard's figures on that database with --leads leads (default 100000).
// --only organisations (docs/organisations.md: an organisation's page read, the busiest one, a
// procurement's timeline, a project's stage history, the name search, and a day of --org-day-rows
// tenders (default 150000, 10 % updates) with and without the upkeep; on data/bench-orgs.db and
// BENCH_DATABASE_URL's database with an `_orgs` suffix, --org-rows projects and as many tenders
// bulk-loaded with their organisations, default 3000000; --reuse keeps what is loaded). The full
// bench ends with it.
// --only keywords (docs/seo.md, 'Keyword pages': a landing page's cache-miss read, every keyword
// once, then the keyword with the most matches and the rarest, whole and for a province; on
// data/bench-keywords.db and BENCH_DATABASE_URL's database with a `_keywords` suffix, loaded with
// --keyword-rows projects and as many tenders, default 3000000; --reuse applies).
// The HTTP half serves the existing build in NEXT_DIST_DIR (default: build `.next` if stale).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { intOption, stringOption } from '../src/cli/args.mjs';
import { medianAndTail } from '../src/cli/timing.mjs';
import { ensureBuild, root } from './lib/ensure.mjs';
import {
  benchImportDatabase,
  importFiles,
  importSizes,
  parseOnly,
  printImportTable,
} from './lib/import-bench.mjs';
import { alertSizes, benchAlertsDatabase, printAlertsTable } from './lib/alerts-bench.mjs';

const args = process.argv.slice(2);
const PROJECTS = intOption(args, 'projects', 3_000_000);
const ITERATIONS = intOption(args, 'iterations', 2000);
const ONLY = stringOption(args, 'only');
if (
  ONLY !== undefined &&
  !['search', 'import', 'records', 'alerts', 'organisations', 'keywords'].includes(ONLY)
)
  throw new Error(
    `--only takes "search", "import", "records", "alerts", "organisations" or "keywords", not "${ONLY}"`,
  );
const KEYWORDS_ONLY = ONLY === 'keywords';
const KEYWORD_ROWS = intOption(args, 'keyword-rows', 3_000_000);
const ORGS_ONLY = ONLY === 'organisations';
const ORG_ROWS = intOption(args, 'org-rows', 3_000_000);
const ORG_DAY_ROWS = intOption(args, 'org-day-rows', 150_000);
const SEARCH_ONLY = ONLY === 'search';
const IMPORT_ONLY = ONLY === 'import';
const RECORDS_ONLY = ONLY === 'records';
const ALERTS_ONLY = ONLY === 'alerts';
const ALERT_SIZES = alertSizes(intOption, args);
const RECORD_ROWS = intOption(args, 'record-rows', 3_000_000);
const DASHBOARD_LEADS = intOption(args, 'leads', 100_000);
const IMPORT_SIZES = importSizes(intOption, args);
const REUSE = args.includes('--reuse');
// db-seed adds the site's own sample rows (DEFAULT_SEED_ROWS in src/seed/index.ts) to --projects.
const SEED_ROWS = 20_000;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench';
const SECRET = process.env.PAYLOAD_SECRET ?? 'bench-secret-bench-secret-bench-secret-0000';
const SQLITE_FILE = './data/bench.db';
const IMPORT_SQLITE_FILE = './data/bench-import.db';
const withSuffix = (suffix) => {
  const url = new URL(PG_URL);
  url.pathname = `${url.pathname}${suffix}`;
  return url.toString();
};
const IMPORT_PG_URL = withSuffix('_import');
const RECORDS_SQLITE_FILE = './data/bench-records.db';
const RECORDS_PG_URL = withSuffix('_records');
const ALERTS_SQLITE_FILE = './data/bench-alerts.db';
const ALERTS_PG_URL = withSuffix('_alerts');
const ORGS_SQLITE_FILE = './data/bench-orgs.db';
const ORGS_PG_URL = withSuffix('_orgs');
const KEYWORDS_SQLITE_FILE = './data/bench-keywords.db';
const KEYWORDS_PG_URL = withSuffix('_keywords');

function runPayload(script, scriptArgs, env) {
  const result = spawnSync('npx', ['payload', 'run', script, '--', ...scriptArgs], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${script} failed:\n${result.stderr}\n${result.stdout.slice(-2000)}`);
  return result.stdout;
}

async function resetPostgres(databaseUrl = PG_URL) {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const database = url.pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const maintenance = new pg.Client({ connectionString: admin.toString() });
  await maintenance.connect();
  const exists = await maintenance.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (!exists.rowCount) await maintenance.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  await maintenance.end();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/** Projects in the bench database of `env`, or -1 when it has no projects table yet. */
async function loadedProjects(env, table = 'projects') {
  try {
    if (env.DATABASE_URL) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
      } finally {
        await client.end();
      }
    }
    const file = path.resolve(root, env.SQLITE_FILE ?? SQLITE_FILE);
    if (!fs.existsSync(file)) return -1;
    const { createClient } = await import('@libsql/client');
    const client = createClient({ url: `file:${file}` });
    try {
      return Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    } finally {
      client.close();
    }
  } catch {
    return -1;
  }
}

function resetSqlite(sqliteFile = SQLITE_FILE) {
  const file = path.resolve(root, sqliteFile);
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}

async function waitFor(url, child, seconds = 180) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

/** Runs `fn(apiBase)` while `next start` serves the database of `env` on PORT. */
async function withServer(env, fn) {
  const child = spawn('npx', ['next', 'start', '-H', '0.0.0.0', '-p', String(PORT)], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      SITE_ORIGIN: `http://localhost:${PORT}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const base = `http://localhost:${PORT}/business-center-app-zxw/api`;
    await waitFor(`${base}/project-accurate/recommend`, child);
    return await fn(base);
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function overHttp(env, workload) {
  return withServer(env, async (base) => {
    const send = async (c) => {
      const response = await fetch(
        `${base}/${c.endpoint}/recommend?pageNo=${c.pageNo}&pageSize=${c.pageSize}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(c.body),
        },
      );
      if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${JSON.stringify(c)}`);
      await response.arrayBuffer();
    };
    for (const c of workload.slice(0, 200)) await send(c);
    const times = [];
    for (const c of workload) {
      const started = performance.now();
      await send(c);
      times.push(performance.now() - started);
    }
    return medianAndTail(times);
  });
}

async function benchDatabase(name, env, reset) {
  let rate;
  if (REUSE && (await loadedProjects(env)) === PROJECTS + SEED_ROWS) {
    console.log(`\n== ${name}: reusing its ${PROJECTS.toLocaleString('en')} projects`);
  } else {
    console.log(`\n== ${name}: loading ${PROJECTS.toLocaleString('en')} projects…`);
    await reset();
    const seedOut = runPayload('src/cli/db-seed.ts', ['--projects', String(PROJECTS)], env);
    rate = Number(/Loaded [\d,]+ projects at ([\d,]+) rows\/s/.exec(seedOut)?.[1].replace(/,/g, ''));
    console.log(`   bulk load: ${rate.toLocaleString('en')} rows/s; timing in-process…`);
  }
  let inProcess;
  let http;
  if (!SEARCH_ONLY) {
    const benchOut = runPayload('src/cli/bench-teasers.ts', ['--iterations', String(ITERATIONS)], env);
    const line = benchOut.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
    inProcess = JSON.parse(line.slice('BENCH_RESULT '.length));
    console.log(
      `   in-process p50 ${inProcess.p50.toFixed(2)} ms, p99 ${inProcess.p99.toFixed(2)} ms; timing over HTTP…`,
    );
    http = await overHttp(env, inProcess.workload);
  }
  console.log('   timing keyword search in-process…');
  const searchOut = runPayload('src/cli/bench-search.ts', ['--iterations', '200'], env);
  const searchLine = searchOut.split('\n').find((l) => l.startsWith('BENCH_SEARCH '));
  const search = JSON.parse(searchLine.slice('BENCH_SEARCH '.length)).results;
  let stats;
  if (!SEARCH_ONLY) {
    console.log('   timing the market statistics in-process…');
    const statsOut = runPayload('src/cli/bench-stats.ts', ['--iterations', '5'], env);
    const statsLine = statsOut.split('\n').find((l) => l.startsWith('BENCH_STATS '));
    stats = JSON.parse(statsLine.slice('BENCH_STATS '.length));
  }
  return { name, rows: inProcess?.projects ?? PROJECTS, rate, inProcess, http, search, stats };
}

/** The import half (scripts/lib/import-bench.mjs) on both databases, then its table. */
async function benchImports() {
  const files = await importFiles(IMPORT_SIZES);
  try {
    const sqliteEnv = { SQLITE_FILE: IMPORT_SQLITE_FILE, DATABASE_URL: '' };
    const parsed = await parseOnly(files, sqliteEnv);
    const shared = { withServer, port: PORT, files, sizes: IMPORT_SIZES };
    const imports = [
      await benchImportDatabase('SQLite', sqliteEnv, {
        ...shared,
        reset: async () => resetSqlite(IMPORT_SQLITE_FILE),
      }),
    ];
    try {
      const pgEnv = { DATABASE_URL: IMPORT_PG_URL, PAYLOAD_SECRET: SECRET };
      imports.push(
        await benchImportDatabase('PostgreSQL', pgEnv, {
          ...shared,
          reset: () => resetPostgres(IMPORT_PG_URL),
        }),
      );
    } catch (error) {
      console.log(`   PostgreSQL skipped: ${error.message}`);
    }
    printImportTable(imports, IMPORT_SIZES, parsed);
  } finally {
    files.remove();
  }
}

/** A Markdown table of string cells, the first row its header. */
function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const lineOf = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(lineOf(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(lineOf(r));
}

/**
 * The record pages half (src/cli/bench-records.ts) on one database: loaded with RECORD_ROWS
 * projects and as many tenders (or reused with --reuse when it holds them), then timed.
 */
async function benchRecordsDatabase(name, env, reset) {
  const loaded = async () => [await loadedProjects(env), await loadedProjects(env, 'tenders')];
  const [projects, tenders] = REUSE ? await loaded() : [-1, -1];
  let seconds;
  if (projects === RECORD_ROWS + SEED_ROWS && tenders === RECORD_ROWS + SEED_ROWS) {
    console.log(`\n== ${name}: reusing its ${RECORD_ROWS.toLocaleString('en')} projects and tenders`);
  } else {
    console.log(`\n== ${name}: loading ${RECORD_ROWS.toLocaleString('en')} projects and tenders…`);
    await reset();
    const started = performance.now();
    runPayload(
      'src/cli/db-seed.ts',
      ['--projects', String(RECORD_ROWS), '--tenders', String(RECORD_ROWS)],
      env,
    );
    seconds = (performance.now() - started) / 1000;
  }
  const out = runPayload('src/cli/bench-records.ts', ['--iterations', '500'], env);
  const line = out.split('\n').find((l) => l.startsWith('BENCH_RECORDS '));
  const result = { name, seconds, ...JSON.parse(line.slice('BENCH_RECORDS '.length)) };
  // The admin dashboard on the same records, with 100,000 leads (src/cli/bench-dashboard.ts).
  const dashOut = runPayload('src/cli/bench-dashboard.ts', ['--leads', String(DASHBOARD_LEADS)], env);
  const dash = JSON.parse(
    dashOut
      .split('\n')
      .find((l) => l.startsWith('BENCH_DASHBOARD '))
      .slice(16),
  );
  const what = `admin dashboard, ${dash.leads.toLocaleString('en')} leads`;
  result.results.push({ kind: 'admin', what, p50: dash.p50, p99: dash.max });
  return result;
}

async function benchRecords() {
  const results = [
    await benchRecordsDatabase('SQLite', { SQLITE_FILE: RECORDS_SQLITE_FILE, DATABASE_URL: '' }, async () =>
      resetSqlite(RECORDS_SQLITE_FILE),
    ),
  ];
  try {
    results.push(
      await benchRecordsDatabase('PostgreSQL', { DATABASE_URL: RECORDS_PG_URL, PAYLOAD_SECRET: SECRET }, () =>
        resetPostgres(RECORDS_PG_URL),
      ),
    );
  } catch (error) {
    console.log(`   PostgreSQL skipped: ${error.message.split('\n')[0]}`);
  }
  const ms = (v) => `${v.toFixed(2)} ms`;
  const rows = [
    ['database', 'rows (projects + tenders)', 'kind', 'what', 'p50', 'p99 (sitemap: max of 5)'],
    ...results.flatMap((r) =>
      r.results.map((x) => [
        r.name,
        `${r.counts.projects.toLocaleString('en')} + ${r.counts.tenders.toLocaleString('en')}`,
        x.kind,
        x.bytes ? `${x.what}, ${(x.bytes / 1024 / 1024).toFixed(1)} MB` : x.what,
        ms(x.p50),
        ms(x.p99),
      ]),
    ),
  ];
  console.log(
    '\nRecord pages, in-process, uncached: targets p99 ≤ 50 ms for a page read, ≤ 20 ms for\nrelated records and the home live block, ≤ 1 s for a sitemap file and for the admin dashboard; the sitemap rows are 5\nruns, the dashboard 20 (p99 = the slowest):\n',
  );
  printTable(rows);
  for (const r of results)
    if (r.seconds) console.log(`${r.name}: loaded in ${Math.round(r.seconds).toLocaleString('en')} s`);
}

/** The alerts half (scripts/lib/alerts-bench.mjs) on both databases, then its table. */
async function benchAlerts() {
  const results = [
    await benchAlertsDatabase(
      'SQLite',
      { SQLITE_FILE: ALERTS_SQLITE_FILE, DATABASE_URL: '', DEMO_FEED: 'off' },
      { root, sizes: ALERT_SIZES, reset: async () => resetSqlite(ALERTS_SQLITE_FILE) },
    ),
  ];
  try {
    results.push(
      await benchAlertsDatabase(
        'PostgreSQL',
        { DATABASE_URL: ALERTS_PG_URL, PAYLOAD_SECRET: SECRET, DEMO_FEED: 'off' },
        { root, sizes: ALERT_SIZES, reset: () => resetPostgres(ALERTS_PG_URL) },
      ),
    );
  } catch (error) {
    console.log(`   PostgreSQL skipped: ${error.message.split('\n')[0]}`);
  }
  printAlertsTable(results, ALERT_SIZES);
}

/**
 * The organisations half (src/cli/bench-organisations.ts) on both databases: records bulk-loaded
 * with their organisations, then timed in-process.
 */
/** Keyword landing pages (src/cli/bench-keywords.ts) on both databases, then their table. */
async function benchKeywords() {
  const results = [];
  const one = async (name, env, reset, loaded) => {
    const rows = KEYWORD_ROWS.toLocaleString('en');
    if (REUSE && (await loaded()) >= KEYWORD_ROWS)
      console.log(`\n== ${name}: reusing its keyword bench data`);
    else {
      console.log(`\n== ${name}: loading ${rows} projects and ${rows} tenders…`);
      await reset();
      runPayload(
        'src/cli/db-seed.ts',
        ['--projects', String(KEYWORD_ROWS), '--tenders', String(KEYWORD_ROWS)],
        env,
      );
    }
    const out = runPayload('src/cli/bench-keywords.ts', ['--iterations', '100'], env);
    const line = out.split('\n').find((l) => l.startsWith('BENCH_KEYWORDS '));
    results.push({ name, ...JSON.parse(line.slice('BENCH_KEYWORDS '.length)) });
  };
  const sqliteEnv = { DEMO_FEED: 'off', SQLITE_FILE: KEYWORDS_SQLITE_FILE, DATABASE_URL: '' };
  await one(
    'SQLite',
    sqliteEnv,
    async () => resetSqlite(KEYWORDS_SQLITE_FILE),
    () => loadedProjects(sqliteEnv),
  );
  try {
    const pgEnv = { DEMO_FEED: 'off', DATABASE_URL: KEYWORDS_PG_URL, PAYLOAD_SECRET: SECRET };
    await one(
      'PostgreSQL',
      pgEnv,
      () => resetPostgres(KEYWORDS_PG_URL),
      () => loadedProjects(pgEnv),
    );
  } catch (error) {
    console.log(`   PostgreSQL skipped: ${error.message.split('\n')[0]}`);
  }
  const ms = (v) => `${v.toFixed(2)} ms`;
  printTable([
    ['database', 'rows', 'page', 'keyword', '180-day count', 'p50', 'p99'],
    ...results.flatMap((r) => [
      [
        r.name,
        `${KEYWORD_ROWS.toLocaleString('en')} + ${KEYWORD_ROWS.toLocaleString('en')}`,
        `every keyword once (${r.keywords}), cold`,
        '-',
        '-',
        ms(r.firstCalls.p50),
        ms(r.firstCalls.p99),
      ],
      ...r.results.map((x) => [r.name, '', x.what, x.slug, String(x.count), ms(x.p50), ms(x.p99)]),
    ]),
  ]);
}

async function benchOrganisations() {
  const results = [];
  const one = async (name, env, reset) => {
    console.log(`\n== ${name}: organisations, ${ORG_ROWS.toLocaleString('en')} projects and tenders…`);
    if (!REUSE) await reset();
    const migrated = spawnSync('npx', ['payload', 'migrate'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    if (migrated.status !== 0) throw new Error(`payload migrate failed:\n${migrated.stderr}`);
    const cliArgs = ['--rows', String(ORG_ROWS), '--day-rows', String(ORG_DAY_ROWS)];
    const out = runPayload('src/cli/bench-organisations.ts', cliArgs, env);
    const line = out.split('\n').find((l) => l.startsWith('BENCH_ORGS '));
    results.push({ name, ...JSON.parse(line.slice('BENCH_ORGS '.length)) });
  };
  const env = { DEMO_FEED: 'off' };
  await one('SQLite', { ...env, SQLITE_FILE: ORGS_SQLITE_FILE, DATABASE_URL: '' }, async () =>
    resetSqlite(ORGS_SQLITE_FILE),
  );
  try {
    await one('PostgreSQL', { ...env, DATABASE_URL: ORGS_PG_URL, PAYLOAD_SECRET: SECRET }, () =>
      resetPostgres(ORGS_PG_URL),
    );
  } catch (error) {
    console.log(`   PostgreSQL skipped: ${error.message.split('\n')[0]}`);
  }
  const ms = (v) => `${v.toFixed(2)} ms`;
  const rows = [
    ['database', 'projects + tenders (organisations)', 'what', 'p50', 'p99'],
    ...results.flatMap((r) =>
      r.results.map((x) => [
        r.name,
        `${r.counts.projects.toLocaleString('en')} + ${r.counts.tenders.toLocaleString('en')} (${r.orgs.toLocaleString('en')})`,
        x.what,
        ms(x.p50),
        ms(x.p99),
      ]),
    ),
  ];
  console.log(
    '\nOrganisations, in-process, uncached: targets p99 ≤ 50 ms for a page read (≤ 100 ms for the\nbusiest organisation), ≤ 20 ms for a timeline or stage history, ≤ 50 ms for the name search:\n',
  );
  printTable(rows);
  for (const r of results) {
    const loaded = Object.entries(r.loaded)
      .map(([kind, s]) => `${kind} in ${Math.round(s)} s`)
      .join(', ');
    if (loaded)
      console.log(
        `${r.name}: bulk-loaded ${loaded} (organisations made as the import makes them; figures rebuilt set-based)`,
      );
    console.log(
      `${r.name}: a day of ${r.day.rows.toLocaleString('en')} tenders (10 % updates): ${r.day.withUpkeep.toFixed(1)} s with the organisation upkeep, ${r.day.without.toFixed(1)} s without (target ≤ 60 s on PostgreSQL)`,
    );
  }
}

if (ORGS_ONLY) {
  await benchOrganisations();
  process.exit(0);
}
if (KEYWORDS_ONLY) {
  await benchKeywords();
  process.exit(0);
}
if (ALERTS_ONLY) {
  await benchAlerts();
  process.exit(0);
}
if (RECORDS_ONLY) {
  await benchRecords();
  process.exit(0);
}
if (!process.env.NEXT_DIST_DIR && !SEARCH_ONLY) ensureBuild();
if (!IMPORT_ONLY) {
  const results = [];
  results.push(await benchDatabase('SQLite', { SQLITE_FILE, DATABASE_URL: '' }, async () => resetSqlite()));
  try {
    results.push(
      await benchDatabase('PostgreSQL', { DATABASE_URL: PG_URL, PAYLOAD_SECRET: SECRET }, resetPostgres),
    );
  } catch (error) {
    console.log(`   PostgreSQL skipped: ${error.message.split('\n')[0]}`);
  }

  const ms = (v) => `${v.toFixed(2)} ms`;
  const loadRate = (r) => (r.rate === undefined ? 'reused' : `${r.rate.toLocaleString('en')} rows/s`);
  if (SEARCH_ONLY)
    for (const r of results)
      console.log(`\n${r.name}: ${r.rows.toLocaleString('en')} projects, bulk load ${loadRate(r)}`);
  const rows = SEARCH_ONLY
    ? []
    : [
        ['database', 'projects', 'bulk load', 'in-process p50', 'in-process p99', 'HTTP p50', 'HTTP p99'],
        ...results.map((r) => [
          r.name,
          r.rows.toLocaleString('en'),
          loadRate(r),
          ms(r.inProcess.p50),
          ms(r.inProcess.p99),
          ms(r.http.p50),
          ms(r.http.p99),
        ]),
      ];
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  if (!SEARCH_ONLY) {
    console.log(
      `\nListing endpoints (project-accurate + project-zxc, all 8 filter shapes, pages 1-5 of 20 rows),`,
    );
    console.log(`${ITERATIONS} sequential calls each:\n`);
    console.log(line(rows[0]));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows.slice(1)) console.log(line(r));
  }

  // Keyword search (docs/search.md): in-process p99 target 50 ms per shape, timed warm (the second
  // pass over the shape's calls); the first-call columns are each distinct query's first call.
  // The last row per database is the four market aggregations of /marketService, computed
  // uncached (pages read them cached): 5 runs, so its p99 column is the slowest run.
  const searchRows = [
    ['database', 'shape', 'warm p50', 'warm p99', 'first call p50', 'first call max', 'avg total'],
    ...results.flatMap((r) => [
      ...r.search.map((s) => [
        r.name,
        s.shape,
        ms(s.p50),
        ms(s.p99),
        ms(s.firstP50),
        ms(s.firstMax),
        String(Math.round(s.avgTotal)),
      ]),
      ...(r.stats
        ? [[r.name, 'market statistics, uncached', ms(r.stats.p50), ms(r.stats.max), '-', '-', '-']]
        : []),
    ]),
  ];
  const searchWidths = searchRows[0].map((_, i) => Math.max(...searchRows.map((r) => r[i].length)));
  const searchLineOf = (r) => `| ${r.map((c, i) => c.padEnd(searchWidths[i])).join(' | ')} |`;
  console.log(
    `\nKeyword search (project-accurate, pages 1-3 of 20 rows, 200 calls per shape, in-process, uncached\ntotals; warm = the second pass over the same calls; market statistics: 5 uncached runs, p99 =\nthe slowest):\n`,
  );
  console.log(searchLineOf(searchRows[0]));
  console.log(`|${searchWidths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of searchRows.slice(1)) console.log(searchLineOf(r));
  // PostgreSQL's figures depend on how much of the tables its own cache holds (README, 'Running on
  // PostgreSQL'): say what this server had.
  if (results.some((r) => r.name === 'PostgreSQL')) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    const setting = async (name) => (await client.query(`SHOW ${name}`)).rows[0][name];
    console.log(
      `\nPostgreSQL: shared_buffers ${await setting('shared_buffers')}, effective_cache_size ${await setting('effective_cache_size')} (work_mem is 32MB per pool connection: src/database.ts).`,
    );
    await client.end();
  }
}
if (!SEARCH_ONLY) await benchImports();
if (!SEARCH_ONLY && !IMPORT_ONLY) await benchRecords();
if (!SEARCH_ONLY && !IMPORT_ONLY) await benchAlerts();
if (!SEARCH_ONLY && !IMPORT_ONLY) await benchOrganisations();
