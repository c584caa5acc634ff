// The bench dataset of `npm run bench` (docs/benchmarks.md, 'Bench dataset'): one database per
// engine, data/bench-data.db and BENCH_DATABASE_URL's database with a `_data` suffix, bulk-loaded
// once with --scale-rows projects and as many tenders, their organisations, candidates, stages and
// keywords, figures rebuilt (src/cli/db-seed.ts). The record pages and the admin dashboard, the
// keyword pages and the organisations are timed on it; the organisations' day of tenders, which
// writes, runs last on a copy (…-day.db, `_data_day`), so the dataset stays as loaded for --reuse,
// or on the dataset itself where the disk cannot hold a copy of it (PostgreSQL).
import fs from 'node:fs';
import path from 'node:path';
import { onPostgresServer, queryPostgresServer } from './postgres-admin.mjs';

/**
 * @typedef {{ name: string, env: Record<string, string>, reset: () => Promise<void>,
 *   copy: () => Promise<{ env: Record<string, string>, inPlace?: boolean,
 *     remove: () => Promise<void> }> }} Dataset
 * @typedef {{ root: string, rows: number, reuse: boolean, leads: number, dayRows: number,
 *   runPayload: (script: string, args: string[], env: Record<string, string>) => string,
 *   loadedProjects: (env: Record<string, string>, table?: string) => Promise<number>,
 *   printTable: (rows: string[][]) => void }} Context
 */

/** The two engines' datasets: SQLite file and PostgreSQL database (`resetPostgres` makes one). */
export function datasets({ root, pgUrl, secret, resetSqlite, resetPostgres }) {
  const sqliteFile = './data/bench-data.db';
  const daySqliteFile = './data/bench-data-day.db';
  const withSuffix = (suffix) => {
    const url = new URL(pgUrl);
    url.pathname = `${url.pathname}_data${suffix}`;
    return url.toString();
  };
  const off = { DEMO_FEED: 'off' };
  return [
    {
      name: 'SQLite',
      env: { ...off, SQLITE_FILE: sqliteFile, DATABASE_URL: '' },
      reset: async () => resetSqlite(sqliteFile),
      copy: async () => {
        resetSqlite(daySqliteFile);
        // No process has the file open now: the main file and any WAL left are the database.
        for (const suffix of ['', '-wal'])
          if (fs.existsSync(path.resolve(root, sqliteFile + suffix)))
            fs.copyFileSync(
              path.resolve(root, sqliteFile + suffix),
              path.resolve(root, daySqliteFile + suffix),
            );
        return {
          env: { ...off, SQLITE_FILE: daySqliteFile, DATABASE_URL: '' },
          remove: async () => resetSqlite(daySqliteFile),
        };
      },
    },
    {
      name: 'PostgreSQL',
      env: { ...off, DATABASE_URL: withSuffix(''), PAYLOAD_SECRET: secret },
      reset: () => resetPostgres(withSuffix('')),
      copy: async () => {
        const source = new URL(withSuffix('')).pathname.slice(1);
        const target = new URL(withSuffix('_day')).pathname.slice(1);
        const drop = `DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`;
        await onPostgresServer(pgUrl, drop);
        // A copy needs the dataset's size again on the cluster's disk (twice 38 GB at 10,000,000
        // + 10,000,000); where the disk cannot hold it, the day runs on the dataset itself, which
        // a later --reuse then loads again (its tender count has changed).
        const room = await roomForCopy(pgUrl, source);
        if (!room.fits) {
          console.log(
            `   PostgreSQL: the dataset takes ${gigabytes(room.size)} and its disk has ${gigabytes(room.free)} free: the day runs on the dataset itself`,
          );
          return {
            env: { ...off, DATABASE_URL: withSuffix(''), PAYLOAD_SECRET: secret },
            inPlace: true,
            remove: async () => {},
          };
        }
        // A file copy of the loaded database (no process is connected to it now).
        await onPostgresServer(pgUrl, `CREATE DATABASE "${target}" TEMPLATE "${source}" STRATEGY FILE_COPY`);
        return {
          env: { ...off, DATABASE_URL: withSuffix('_day'), PAYLOAD_SECRET: secret },
          remove: () => onPostgresServer(pgUrl, drop),
        };
      },
    },
  ];
}

const gigabytes = (bytes) => `${(bytes / 1e9).toFixed(1)} GB`;

/**
 * Whether the cluster's disk holds a copy of `database` with room to spare (its WAL, the day's
 * rows): true where the data directory is not on this machine, which cannot be measured here.
 */
async function roomForCopy(pgUrl, database) {
  const [{ size, dir }] = await queryPostgresServer(
    pgUrl,
    `SELECT pg_database_size($1)::float8 AS size, current_setting('data_directory') AS dir`,
    [database],
  );
  if (!fs.existsSync(dir)) return { fits: true, size, free: NaN };
  const stat = fs.statfsSync(dir);
  const free = stat.bavail * stat.bsize;
  return { fits: free > 1.2 * size + 20e9, size, free };
}

const loads = new Map();

/**
 * Loads the dataset (or keeps it with --reuse when it holds `rows` projects and tenders); once
 * per run and engine. Returns what the load took (seconds per part), or null when reused.
 * @param {Dataset} db
 * @param {Context} ctx
 */
export async function ensureDataset(db, ctx) {
  const key = `${db.name} ${ctx.rows}`;
  if (loads.has(key)) return loads.get(key);
  const rows = ctx.rows.toLocaleString('en');
  const held = [await ctx.loadedProjects(db.env), await ctx.loadedProjects(db.env, 'tenders')];
  if (ctx.reuse && held[0] === ctx.rows && held[1] === ctx.rows) {
    console.log(`\n== ${db.name}: reusing its bench dataset, ${rows} projects and ${rows} tenders`);
    loads.set(key, null);
    return null;
  }
  console.log(`\n== ${db.name}: loading the bench dataset, ${rows} projects and ${rows} tenders…`);
  await db.reset();
  const started = performance.now();
  const out = ctx.runPayload(
    'src/cli/db-seed.ts',
    ['--projects', String(ctx.rows), '--tenders', String(ctx.rows)],
    db.env,
  );
  const total = (performance.now() - started) / 1000;
  const part = (re) => Number(re.exec(out)?.[1] ?? NaN);
  const load = {
    projects: part(/Loaded [\d,]+ projects in ([\d.]+) s/),
    tenders: part(/Loaded [\d,]+ tenders in ([\d.]+) s/),
    figures: part(/Organisation figures rebuilt in ([\d.]+) s/),
    total,
  };
  console.log(
    `   loaded in ${Math.round(total)} s (projects ${Math.round(load.projects)} s, tenders ${Math.round(load.tenders)} s, figures ${Math.round(load.figures)} s)`,
  );
  loads.set(key, load);
  return load;
}

const jsonLine = (out, tag) => {
  const line = out.split('\n').find((l) => l.startsWith(`${tag} `));
  if (!line) throw new Error(`no ${tag} line in:\n${out.slice(-2000)}`);
  return JSON.parse(line.slice(tag.length + 1));
};

/**
 * Record pages (src/cli/bench-records.ts), then the admin dashboard with `ctx.leads` leads unless
 * `dashboard` is false.
 */
export async function benchRecordsOn(db, ctx, { dashboard = true } = {}) {
  const load = await ensureDataset(db, ctx);
  console.log(`   ${db.name}: timing record pages…`);
  const result = {
    name: db.name,
    load,
    ...jsonLine(ctx.runPayload('src/cli/bench-records.ts', ['--iterations', '500'], db.env), 'BENCH_RECORDS'),
  };
  if (dashboard) result.results.push(...dashboardRows(ctx, db));
  return result;
}

/** The admin dashboard with `ctx.leads` leads (src/cli/bench-dashboard.ts): whole, and its lead sources. */
function dashboardRows(ctx, db) {
  console.log(`   ${db.name}: timing the admin dashboard…`);
  const dash = jsonLine(
    ctx.runPayload('src/cli/bench-dashboard.ts', ['--leads', String(ctx.leads)], db.env),
    'BENCH_DASHBOARD',
  );
  const leads = dash.leads.toLocaleString('en');
  return [
    { kind: 'admin', what: `admin dashboard, ${leads} leads`, p50: dash.p50, p99: dash.max },
    {
      kind: 'admin',
      what: `its lead sources (7 + 30 days), ${leads} leads`,
      p50: dash.sources.p50,
      p99: dash.sources.max,
    },
    ...[
      ['firstPage', 'tender list, first page and total'],
      ['frequentWord', 'tender list searched for 工程'],
      ['wholeTitle', "tender list searched for a tender's whole title"],
      ['sourceId', 'tender list searched for a source id'],
      ['titleLike', "tender list searched for 工程 by Payload's own title LIKE (3 runs)"],
    ].map(([key, what]) => ({ kind: 'admin', what, p50: dash.records[key].p50, p99: dash.records[key].max })),
  ];
}

/** `--only dashboard`: the admin dashboard alone on the dataset (loaded unless --reuse finds it). */
export async function benchDashboardOn(db, ctx) {
  const load = await ensureDataset(db, ctx);
  const counts = {
    projects: await ctx.loadedProjects(db.env),
    tenders: await ctx.loadedProjects(db.env, 'tenders'),
  };
  return { name: db.name, load, counts, results: dashboardRows(ctx, db) };
}

/** Keyword landing pages (src/cli/bench-keywords.ts). */
export async function benchKeywordsOn(db, ctx) {
  await ensureDataset(db, ctx);
  console.log(`   ${db.name}: timing keyword pages…`);
  const out = ctx.runPayload('src/cli/bench-keywords.ts', ['--iterations', '100'], db.env);
  return { name: db.name, ...jsonLine(out, 'BENCH_KEYWORDS') };
}

/**
 * Organisations (src/cli/bench-organisations.ts): the reads on the dataset, then the day of
 * tenders on a copy of it, dropped afterwards.
 */
export async function benchOrganisationsOn(db, ctx) {
  await ensureDataset(db, ctx);
  const args = ['--rows', String(ctx.rows), '--day-rows', String(ctx.dayRows)];
  console.log(`   ${db.name}: timing organisation pages…`);
  const reads = jsonLine(
    ctx.runPayload('src/cli/bench-organisations.ts', [...args, '--part', 'reads'], db.env),
    'BENCH_ORGS',
  );
  console.log(`   ${db.name}: copying the dataset for the day of tenders…`);
  const started = performance.now();
  const copy = await db.copy();
  const copySeconds = (performance.now() - started) / 1000;
  try {
    console.log(
      `   ${db.name}: importing a day of ${ctx.dayRows.toLocaleString('en')} tenders on ${copy.inPlace ? 'the dataset' : 'the copy'}…`,
    );
    const day = jsonLine(
      ctx.runPayload('src/cli/bench-organisations.ts', [...args, '--part', 'day'], copy.env),
      'BENCH_ORGS',
    );
    return { name: db.name, ...reads, day: day.day, copySeconds, dayInPlace: Boolean(copy.inPlace) };
  } finally {
    await copy.remove();
  }
}

const ms = (v) => `${v.toFixed(2)} ms`;
const thousands = (n) => n.toLocaleString('en');

/** The load table: what loading each engine's dataset took (reused ones say so). */
export function printLoadTable(loaded, ctx) {
  const rate = (l) => `${thousands(Math.round((2 * ctx.rows) / l.total))} rows/s`;
  console.log(
    '\nBench dataset (projects + tenders with organisations, candidates, stages; figures rebuilt):\n',
  );
  ctx.printTable([
    ['database', 'rows (projects + tenders)', 'projects', 'tenders', 'figures', 'total', 'rate'],
    ...loaded.map(({ name, load }) => [
      name,
      `${thousands(ctx.rows)} + ${thousands(ctx.rows)}`,
      ...(load
        ? [
            `${Math.round(load.projects)} s`,
            `${Math.round(load.tenders)} s`,
            `${Math.round(load.figures)} s`,
            `${Math.round(load.total)} s`,
            rate(load),
          ]
        : ['reused', '-', '-', '-', '-']),
    ]),
  ]);
}

export function printRecordsTable(results, ctx) {
  const rows = [
    ['database', 'rows (projects + tenders)', 'kind', 'what', 'p50', 'p99 (sitemap: max of 5)'],
    ...results.flatMap((r) =>
      r.results.map((x) => [
        r.name,
        `${thousands(r.counts.projects)} + ${thousands(r.counts.tenders)}`,
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
  ctx.printTable(rows);
}

export function printKeywordsTable(results, ctx) {
  console.log('\nKeyword landing pages, in-process, cache miss: target p99 ≤ 50 ms:\n');
  ctx.printTable([
    ['database', 'rows', 'page', 'keyword', '180-day count', 'p50', 'p99'],
    ...results.flatMap((r) => [
      [
        r.name,
        `${thousands(ctx.rows)} + ${thousands(ctx.rows)}`,
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

export function printOrganisationsTable(results, ctx) {
  const rows = [
    ['database', 'projects + tenders (organisations)', 'what', 'p50', 'p99'],
    ...results.flatMap((r) =>
      r.results.map((x) => [
        r.name,
        `${thousands(r.counts.projects)} + ${thousands(r.counts.tenders)} (${thousands(r.orgs)})`,
        x.what,
        ms(x.p50),
        ms(x.p99),
      ]),
    ),
  ];
  console.log(
    '\nOrganisations, in-process, uncached: targets p99 ≤ 50 ms for a page read (≤ 100 ms for the\nbusiest organisation), ≤ 20 ms for a timeline or stage history, ≤ 50 ms for the name search:\n',
  );
  ctx.printTable(rows);
  for (const r of results)
    console.log(
      `${r.name}: a day of ${thousands(r.day.rows)} tenders (10 % updates), ${r.dayInPlace ? 'on the dataset itself (no room for a copy)' : `on a copy of the dataset (copied in ${Math.round(r.copySeconds)} s)`}: ${r.day.imported.toFixed(1)} s imported as data:import stores it (organisation upkeep and publishing included; target ≤ 60 s on PostgreSQL), ${r.day.withoutUpkeep.toFixed(1)} s stored without the upkeep and publishing`,
    );
}

/** Listings by filter shape, first and 100th page, each total counted afresh (src/cli/bench-listings.ts). */
export async function benchListingsOn(db, ctx) {
  await ensureDataset(db, ctx);
  console.log(`   ${db.name}: timing the listings by filter shape…`);
  return {
    name: db.name,
    ...jsonLine(ctx.runPayload('src/cli/bench-listings.ts', [], db.env), 'BENCH_LISTINGS'),
  };
}

/** One row per kind, filter shape and page: the first call, then p50 and p99 of the others. */
export function printListingsTable(results, ctx) {
  console.log(
    `\nListings by filter shape, in-process, each with its total counted (a cache miss): target p99 ≤ 50 ms:\n`,
  );
  ctx.printTable([
    ['database', 'rows', 'kind', 'filters', 'page', 'rows read', 'first call', 'p50', 'p99'],
    ...results.flatMap((r) =>
      r.results.map((x) => [
        r.name,
        `${thousands(ctx.rows)} + ${thousands(ctx.rows)}`,
        x.kind,
        x.shape,
        String(x.page),
        x.rows.toFixed(1),
        ms(x.first),
        ms(x.p50),
        ms(x.p99),
      ]),
    ),
  ]);
}

/** Keyword search over the listings' window, four shapes (src/cli/bench-search.ts). */
export async function benchSearchOn(db, ctx) {
  await ensureDataset(db, ctx);
  console.log(`   ${db.name}: timing keyword search…`);
  return {
    name: db.name,
    ...jsonLine(ctx.runPayload('src/cli/bench-search.ts', ['--iterations', '200'], db.env), 'BENCH_SEARCH'),
  };
}

/** Storage per record (src/cli/bench-storage.ts) on the dataset as loaded. */
export async function benchStorageOn(db, ctx) {
  await ensureDataset(db, ctx);
  console.log(`   ${db.name}: measuring storage…`);
  return {
    name: db.name,
    ...jsonLine(ctx.runPayload('src/cli/bench-storage.ts', [], db.env), 'BENCH_STORAGE'),
  };
}

/** Bytes per record by kind and part, then the five largest indexes of each kind. */
export function printStorageTable(results, ctx) {
  const perRecord = (bytes, records) => `${Math.round(bytes / records).toLocaleString('en')} B`;
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    '\nStorage per record (rows = the record and its candidates or stages; indexes = their\nB-trees; keyword index = GIN on PostgreSQL, FTS5 on SQLite):\n',
  );
  ctx.printTable([
    ['database', 'kind', 'records', 'rows', 'indexes', 'keyword index', 'total', 'per record'],
    ...results.flatMap((r) =>
      r.kinds.map((k) => [
        r.name,
        k.kind,
        thousands(k.records),
        perRecord(k.rows, k.records),
        perRecord(k.indexes, k.records),
        perRecord(k.keywordIndex, k.records),
        mb(k.rows + k.indexes + k.keywordIndex),
        perRecord(k.rows + k.indexes + k.keywordIndex, k.records),
      ]),
    ),
  ]);
  for (const r of results)
    for (const k of r.kinds)
      console.log(
        `${r.name} ${k.kind}: ${k.relations.filter((x) => x.part !== 'rows').length} indexes; largest ${k.relations
          .filter((x) => x.part !== 'rows')
          .slice(0, 5)
          .map((x) => `${x.name} ${perRecord(x.bytes, k.records)}`)
          .join(', ')}`,
      );
}
