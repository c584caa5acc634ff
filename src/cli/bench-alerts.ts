/**
 * In-process half of `npm run bench -- --only alerts` (docs/benchmarks.md), on the database the env
 * selects (already holding the base records, scripts/lib/alerts-bench.mjs loads them):
 *   1. replaces every alert with --alerts (100,000) confirmed alerts, their watermark the newest
 *      record ids now; their filters are drawn as visitors would pick them (a listing's province
 *      or industry and tab, a keyword search with or without a province or amount), skewed so
 *      popular filters repeat;
 *   2. adds one day of records, --day-rows (150,000) half projects half tenders, by bulk insert;
 *   3. times the digest run (sendDigests, as the daily job runs it) mailing over a pooled SMTP
 *      connection to SMTP_URL (the bench's local smtp-server).
 * Prints `BENCH_ALERTS {json}`.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { BIDDING_CATEGORIES, INDUSTRIES, PROJECT_CATEGORIES, PROVINCES } from '@/catalog';
import { type AlertFilter, alertFilterKey } from '@/schemas/alerts';
import { sendDigests } from '@/features/alerts/server/digest';
import { type SQL, rawSql, sql } from '@/server/db';
import { createMailSender } from '@/server/mail/sender';
import { bulkLoad, countRows } from '@/seed/bulk-load';
import { migrateDatabase } from '@/startup/bootstrap';
import { intOption } from './args.mjs';

const argv = process.argv.slice(2);
const ALERTS = intOption(argv, 'alerts', 100_000);
const DAY_ROWS = intOption(argv, 'day-rows', 150_000);
const CONCURRENCY = intOption(argv, 'concurrency', 20);

const KEYWORDS = [
  '污水处理',
  '医院',
  '道路',
  '学校',
  '物流',
  '供热',
  '住宅',
  '产业园',
  '管网',
  '变电站',
  '光伏',
  '改造',
  '综合楼',
  '安置房',
  '桥梁',
  'Hospital',
  'School',
  'Road',
  'Logistics',
  'Upgrade',
];

/** A small deterministic generator (mulberry32), so every run draws the same alerts. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Index in [0, n), the first ones far more likely (popular provinces, industries, words). */
const skewed = (r: () => number, n: number) => Math.min(n - 1, Math.floor(n * r() ** 2));

function drawFilter(r: () => number): AlertFilter {
  const shape = r();
  const none = {
    keyword: undefined,
    province: undefined,
    industry: undefined,
    stage: undefined,
    category: undefined,
    amountMin: undefined,
    amountMax: undefined,
  };
  if (shape < 0.4)
    return {
      ...none,
      type: 'tender',
      origin: 'province',
      province: PROVINCES[skewed(r, PROVINCES.length)].slug,
      category: r() < 0.3 ? undefined : BIDDING_CATEGORIES[skewed(r, BIDDING_CATEGORIES.length)].key,
    };
  if (shape < 0.7)
    return {
      ...none,
      type: 'project',
      origin: 'industry',
      industry: INDUSTRIES[skewed(r, INDUSTRIES.length)].slug,
      category: r() < 0.3 ? undefined : PROJECT_CATEGORIES[skewed(r, PROJECT_CATEGORIES.length)].key,
    };
  return {
    ...none,
    type: r() < 0.5 ? 'project' : 'tender',
    origin: 'search',
    keyword: KEYWORDS[skewed(r, KEYWORDS.length)],
    province: r() < 0.5 ? PROVINCES[skewed(r, PROVINCES.length)].slug : undefined,
    amountMin: r() < 0.2 ? 1000 : undefined,
  };
}

const payload = await getPayload({ config });
await migrateDatabase(payload);
const db = rawSql(payload);
const newest = async (table: string) =>
  Number(
    (await db.query<{ m: number | null }>(sql`SELECT max(id) AS m FROM ${sql.identifier(table)}`))[0]?.m ?? 0,
  );

let started = performance.now();
await db.query(sql`DELETE FROM alerts`);
const watermark = { project: await newest('projects'), tender: await newest('tenders') };
const r = random(25);
const now = new Date().toISOString();
const BATCH = 500;
const filterKeys = new Set<string>();
for (let i = 0; i < ALERTS; i += BATCH) {
  const rows: SQL[] = [];
  for (let j = i; j < Math.min(ALERTS, i + BATCH); j++) {
    const filter = drawFilter(r);
    const key = alertFilterKey(filter);
    filterKeys.add(key);
    // An array renders as a parenthesised list of parameters: one row of VALUES.
    const values = [
      `bench-${j}@example.test`,
      j % 5 === 0 ? 'en' : 'zh',
      JSON.stringify(filter),
      key,
      true,
      now,
      watermark[filter.type],
      0,
      now,
      now,
    ];
    rows.push(sql`${values}`);
  }
  await db.query(
    sql`INSERT INTO alerts (email, locale, filter, filter_key, confirmed, confirmed_at, watermark, slot, created_at, updated_at)
      VALUES ${sql.join(rows, sql`, `)}`,
  );
}
const alertsSeconds = (performance.now() - started) / 1000;

started = performance.now();
for (const kind of ['projects', 'tenders'] as const) {
  const count = Math.ceil(DAY_ROWS / 2);
  await bulkLoad(payload, kind, { count, startIndex: await countRows(payload, kind), seed: 7 });
}
const daySeconds = (performance.now() - started) / 1000;

const sender = createMailSender({ pool: true, maxConnections: 5 });
const summary = await sendDigests({ sender, concurrency: CONCURRENCY, log: () => undefined });
sender.close();
console.log(
  'BENCH_ALERTS ' +
    JSON.stringify({
      ...summary,
      distinctFilters: filterKeys.size,
      dayRows: DAY_ROWS,
      alertsSeconds,
      daySeconds,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    }),
);
await payload.destroy();
process.exit(0);
