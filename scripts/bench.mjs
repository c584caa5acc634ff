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
// --only scale [--scale-rows N] [--reuse] (docs/benchmarks.md, 'Bench dataset'; also the end of
// the full bench): one dataset per engine, data/bench-data.db and BENCH_DATABASE_URL's database
// with a `_data` suffix, bulk-loaded once with N projects and N tenders (default 3000000) with
// their organisations, candidates, stages and keywords (scripts/lib/data-bench.mjs); on it the
// record pages and the home live block (src/cli/bench-records.ts), the admin dashboard with
// --leads leads (default 100000), the keyword landing pages (src/cli/bench-keywords.ts) and the
// organisations (src/cli/bench-organisations.ts), whose day of --org-day-rows tenders (default
// 150000, 10 % updates) runs last on a copy of the dataset. --reuse keeps a dataset of that size.
// --only storage measures the bytes per record of the dataset (src/cli/bench-storage.ts), --only
// listings times every listing filter shape's first and 100th page (src/cli/bench-listings.ts).
// --only sizes [--sizes 300000,3000000,10000000] (docs/benchmarks.md, 'Costs against the size'):
// the dataset loaded at each size in turn (PostgreSQL unless --engine sqlite) with every dataset
// part timed on it, then each cost against the size (scripts/lib/sizes-bench.mjs). --cold (as
// root, PostgreSQL on this machine): record pages and listings timed first right after the page
// cache is emptied and the cluster restarted.
// --only partitions (PostgreSQL): the tenders of the dataset copied into a plain and a
// month-partitioned table, a day of --org-day-rows inserted into each and their reads timed
// (scripts/lib/partitions-bench.mjs).
// --only dashboard runs the admin dashboard alone (with its lead sources, --leads leads), and
// --only records, --only keywords and --only organisations run their part alone on the same
// dataset (loaded again unless --reuse finds it; --record-rows, --keyword-rows and --org-rows are other names
// of --scale-rows). --engine sqlite|postgres runs these dataset parts on one engine only.
// The HTTP half serves the existing build in NEXT_DIST_DIR (default: build `.next` if stale).
import './lib/node-runtime.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { intOption, stringOption } from '../src/cli/args.mjs';
import { medianAndTail } from '../src/cli/timing.mjs';
import { ensureBuild, resetPostgres as resetPostgresDatabase, root } from './lib/ensure.mjs';
import { queryPostgresServer } from './lib/postgres-admin.mjs';
import {
  benchImportDatabase,
  importFiles,
  importSizes,
  parseOnly,
  printImportTable,
} from './lib/import-bench.mjs';
import { alertSizes, benchAlertsDatabase, printAlertsTable } from './lib/alerts-bench.mjs';
import { benchSizes, printSizesTable } from './lib/sizes-bench.mjs';
import { benchPartitions, printPartitionsTable } from './lib/partitions-bench.mjs';
import {
  benchKeywordsOn,
  benchOrganisationsOn,
  benchDashboardOn,
  benchRecordsOn,
  benchStorageOn,
  benchListingsOn,
  datasets,
  ensureDataset,
  printKeywordsTable,
  printLoadTable,
  printOrganisationsTable,
  printRecordsTable,
  printStorageTable,
  printListingsTable,
} from './lib/data-bench.mjs';

const args = process.argv.slice(2);
const PROJECTS = intOption(args, 'projects', 3_000_000);
const ITERATIONS = intOption(args, 'iterations', 2000);
const ONLY = stringOption(args, 'only');
if (
  ONLY !== undefined &&
  ![
    'search',
    'import',
    'records',
    'dashboard',
    'alerts',
    'organisations',
    'keywords',
    'scale',
    'storage',
    'listings',
    'sizes',
    'partitions',
  ].includes(ONLY)
)
  throw new Error(
    `--only takes "search", "import", "records", "dashboard", "alerts", "organisations", "keywords", "scale", "storage", "listings", "sizes" or "partitions", not "${ONLY}"`,
  );
const SCALE_ONLY = ONLY === 'scale';
const KEYWORDS_ONLY = ONLY === 'keywords';
const ORGS_ONLY = ONLY === 'organisations';
/** Projects, and as many tenders, in the bench dataset: --scale-rows or one of its older names. */
const DATA_ROWS = intOption(
  args,
  'scale-rows',
  ['record-rows', 'org-rows', 'keyword-rows'].map((name) => intOption(args, name, -1)).find((n) => n >= 0) ??
    3_000_000,
);
const ORG_DAY_ROWS = intOption(args, 'org-day-rows', 150_000);
const SIZES_ONLY = ONLY === 'sizes';
/** --sizes: projects (and as many tenders) at each size of `--only sizes`, smallest first. */
const SIZES = (stringOption(args, 'sizes') ?? '300000,3000000,10000000')
  .split(',')
  .map((n) => Number(n.replace(/_/g, '')))
  .sort((a, b) => a - b);
if (SIZES.some((n) => !Number.isInteger(n) || n < 1000))
  throw new Error('--sizes takes a comma-separated list of whole numbers of at least 1000');
const SEARCH_ONLY = ONLY === 'search';
const IMPORT_ONLY = ONLY === 'import';
const RECORDS_ONLY = ONLY === 'records';
const STORAGE_ONLY = ONLY === 'storage';
const PARTITIONS_ONLY = ONLY === 'partitions';
const LISTINGS_ONLY = ONLY === 'listings';
const DASHBOARD_ONLY = ONLY === 'dashboard';
const ALERTS_ONLY = ONLY === 'alerts';
const ALERT_SIZES = alertSizes(intOption, args);
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
const ALERTS_SQLITE_FILE = './data/bench-alerts.db';
const ALERTS_PG_URL = withSuffix('_alerts');

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

const resetPostgres = (databaseUrl = PG_URL) => resetPostgresDatabase(databaseUrl);

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
    rate = Number(
      /Loaded [\d,]+ projects (?:in [\d.]+ s )?at ([\d,]+) rows\/s/.exec(seedOut)?.[1].replace(/,/g, ''),
    );
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

/** What PostgreSQL's own cache was during the run (its figures depend on it). */
async function printPostgresCache(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const setting = async (name) => (await client.query(`SHOW ${name}`)).rows[0][name];
    console.log(
      `\nPostgreSQL: shared_buffers ${await setting('shared_buffers')}, effective_cache_size ${await setting('effective_cache_size')} (work_mem is 32MB per pool connection: src/database.ts).`,
    );
  } finally {
    await client.end();
  }
}

/**
 * Says so before a run when the PostgreSQL server's settings are its package's defaults: with a
 * small `max_wal_size` every load spends part of its time in checkpoints, and with a small
 * `shared_buffers` reads at millions of records come from the operating system's cache; the
 * figures in docs/benchmarks.md were taken with a quarter of memory and 16 GB.
 */
async function warnPostgresSettings(url) {
  const rows = await queryPostgresServer(
    url,
    `SELECT name, setting::bigint * pg_size_bytes(CASE WHEN unit ~ '^[0-9]' THEN unit ELSE '1' || unit END) AS bytes
       FROM pg_settings WHERE name IN ('shared_buffers', 'max_wal_size')`,
  );
  const bytes = Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes)]));
  const gb = (n) => `${(n / 2 ** 30).toFixed(1)} GB`;
  if (bytes.shared_buffers < os.totalmem() / 8 || bytes.max_wal_size < 4 * 2 ** 30)
    console.log(
      `\nPostgreSQL: shared_buffers ${gb(bytes.shared_buffers)} and max_wal_size ${gb(bytes.max_wal_size)} on a machine of ${gb(os.totalmem())}: ` +
        'loads will checkpoint often and large reads miss its cache; docs/benchmarks.md used a quarter of memory and 16 GB (ALTER SYSTEM, then restart).',
    );
}

/**
 * --cold: empties the operating system's page cache and restarts the local PostgreSQL cluster on
 * `port` (Debian's pg_ctlcluster), so the next reads find nothing cached. Needs root.
 */
async function coldStart(port) {
  const clusters = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  const cluster = clusters.stdout
    ?.split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === port);
  if (!cluster) throw new Error(`--cold: no local PostgreSQL cluster on port ${port} (pg_lsclusters)`);
  spawnSync('sync');
  fs.writeFileSync('/proc/sys/vm/drop_caches', '3');
  const restart = spawnSync('pg_ctlcluster', [cluster[0], cluster[1], 'restart'], { encoding: 'utf8' });
  if (restart.status !== 0) throw new Error(`--cold: pg_ctlcluster restart failed: ${restart.stderr}`);
  console.log(`   caches emptied, PostgreSQL ${cluster[0]}/${cluster[1]} restarted`);
}

/** The bench dataset's parts (scripts/lib/data-bench.mjs) and what they need from here. */
/** --engine sqlite|postgres: the dataset parts on one engine only (the year's sizes are PostgreSQL's). */
const ENGINE = stringOption(args, 'engine');
const ENGINES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
if (ENGINE && !ENGINES[ENGINE]) throw new Error(`--engine takes "sqlite" or "postgres", not "${ENGINE}"`);
const DATASETS = datasets({ root, pgUrl: PG_URL, secret: SECRET, resetSqlite, resetPostgres }).filter(
  (db) => !ENGINE || db.name === ENGINES[ENGINE],
);
const dataContext = {
  root,
  rows: DATA_ROWS,
  reuse: REUSE,
  leads: DASHBOARD_LEADS,
  dayRows: ORG_DAY_ROWS,
  runPayload,
  loadedProjects,
  printTable,
};

/** Runs `part` on each engine's dataset (PostgreSQL skipped when it cannot be reached). */
async function onDatasets(part) {
  const results = [];
  for (const db of DATASETS) {
    try {
      results.push(await part(db, dataContext));
    } catch (error) {
      if (db.name === 'SQLite') throw error;
      console.log(`   ${db.name} skipped: ${error.message.split('\n')[0]}`);
    }
  }
  return results;
}

const benchRecords = async () => printRecordsTable(await onDatasets(benchRecordsOn), dataContext);
const benchKeywords = async () => printKeywordsTable(await onDatasets(benchKeywordsOn), dataContext);
const benchOrganisations = async () =>
  printOrganisationsTable(await onDatasets(benchOrganisationsOn), dataContext);

/**
 * `--only scale` (and the end of the full bench): per engine the dataset loaded (or reused), its
 * record pages and dashboard, keyword pages, organisations and, last, on a copy, the day of
 * tenders; then the load table and the three others.
 */
async function benchScale() {
  const records = [];
  const keywords = [];
  const organisations = [];
  const loaded = [];
  const storage = [];
  const listings = [];
  await onDatasets(async (db, ctx) => {
    records.push(await benchRecordsOn(db, ctx));
    loaded.push({ name: db.name, load: await ensureDataset(db, ctx) });
    storage.push(await benchStorageOn(db, ctx));
    listings.push(await benchListingsOn(db, ctx));
    keywords.push(await benchKeywordsOn(db, ctx));
    organisations.push(await benchOrganisationsOn(db, ctx));
  });
  printLoadTable(loaded, dataContext);
  printStorageTable(storage, dataContext);
  printRecordsTable(records, dataContext);
  printListingsTable(listings, dataContext);
  printKeywordsTable(keywords, dataContext);
  printOrganisationsTable(organisations, dataContext);
}

if (DATASETS.some((db) => db.name === 'PostgreSQL')) await warnPostgresSettings(PG_URL);
if (SIZES_ONLY) {
  // The year's engine is PostgreSQL's (docs/deployment.md): SQLite only when --engine asks for it.
  const db = DATASETS.find((d) => d.name === (ENGINE === 'sqlite' ? 'SQLite' : 'PostgreSQL'));
  const cold = args.includes('--cold') ? () => coldStart(new URL(PG_URL).port || '5432') : undefined;
  printSizesTable(await benchSizes(db, dataContext, SIZES, cold), printTable);
  if (db.name === 'PostgreSQL') await printPostgresCache(db.env.DATABASE_URL);
  process.exit(0);
}
if (SCALE_ONLY) {
  await benchScale();
  process.exit(0);
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
if (PARTITIONS_ONLY) {
  const db = DATASETS.find((d) => d.name === 'PostgreSQL');
  await ensureDataset(db, dataContext);
  printPartitionsTable(await benchPartitions(db.env.DATABASE_URL, { dayRows: ORG_DAY_ROWS }), printTable);
  process.exit(0);
}
if (STORAGE_ONLY) {
  printStorageTable(await onDatasets(benchStorageOn), dataContext);
  process.exit(0);
}
if (LISTINGS_ONLY) {
  printListingsTable(await onDatasets(benchListingsOn), dataContext);
  process.exit(0);
}
if (DASHBOARD_ONLY) {
  printRecordsTable(await onDatasets(benchDashboardOn), dataContext);
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
  if (results.some((r) => r.name === 'PostgreSQL')) await printPostgresCache(PG_URL);
}
if (!SEARCH_ONLY) await benchImports();
if (!SEARCH_ONLY && !IMPORT_ONLY) await benchAlerts();
if (!SEARCH_ONLY && !IMPORT_ONLY) await benchScale();
