/**
 * Dashboard half of `npm run bench` (docs/benchmarks.md): on the database the env selects (the
 * record pages' database, millions of projects and tenders), tops the leads up to --leads
 * (default 100,000, half feedback and half trial applications over the last 30 days, a third
 * contacted), gives every lead without one a source (engines, campaigns, landing pages and
 * keywords spread as paid and organic traffic would be, a tenth with a conversion report), then
 * times the admin dashboard's figures uncached, and its lead-source part (7 and 30 days) alone;
 * then the back-office's tender list as its list view asks for it: the first page, newest first,
 * with its total, and its search box (a frequent word, a record's whole title, a source id),
 * and Payload's own search beside it.
 * Prints `BENCH_DASHBOARD {json}`.
 */
import config from '@payload-config';
import { getPayload, type Where } from 'payload';
import { mergeListSearchAndWhere } from 'payload/shared';
import { rawSql, sql, withWriteTransaction } from '@/server/db';
import { computeDashboardFigures } from '@/features/leads/server/delivery/dashboard';
import { sourcePeriods } from '@/features/leads/server/source-figures';
import { intOption } from './args.mjs';
import { medianAndTail } from './timing.mjs';

const argv = process.argv.slice(2);
const leads = intOption(argv, 'leads', 100_000);
const iterations = intOption(argv, 'iterations', 20);
const BATCH = 500;

const payload = await getPayload({ config });
const db = rawSql(payload);
const count = async (table: 'feedback' | 'apply_records') =>
  Number((await db.query<{ n: unknown }>(sql`SELECT COUNT(*) AS n FROM ${sql.raw(table)}`))[0]?.n ?? 0);

for (const table of ['feedback', 'apply_records'] as const) {
  const missing = Math.ceil(leads / 2) - (await count(table));
  for (let done = 0; done < missing; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, missing - done) }, (_, i) => {
      const n = done + i;
      const received = Date.now() - ((n * 7919) % (30 * 86_400)) * 1000;
      const minutes = n % 3 === 0 ? (n % 240) + 5 : null;
      const contacted = minutes === null ? null : new Date(received + minutes * 60_000).toISOString();
      const at = new Date(received).toISOString();
      const status = contacted ? 'contacted' : 'new';
      return sql`(${`Bench ${n}`}, ${'Bench'}, ${'13800000000'}, ${'b@example.com'}, ${at}, ${'zh'}, ${1}, ${status}, ${contacted}, ${minutes}, ${at}, ${at})`;
    });
    const phone = sql.raw(table === 'feedback' ? 'contact_number' : 'phone');
    await withWriteTransaction(payload, (tx) =>
      tx.query(
        sql`INSERT INTO ${sql.raw(table)} (company_name, contacts, ${phone}, email, received_at, locale, times_received,
              status, first_contact_at, minutes_to_first_contact, updated_at, created_at) VALUES ${sql.join(rows, sql`, `)}`,
      ),
    );
  }
}

// Sources by id: 12 engines (a third Baidu, a fifth none), 40 campaigns, 2,000 landing pages of
// every kind, 500 keywords; one lead in ten a Baidu click, reported or (one in 50) failed.
const ENGINES = `CASE id % 12 WHEN 0 THEN NULL WHEN 1 THEN NULL WHEN 2 THEN 'sogou' WHEN 3 THEN '360'
  WHEN 4 THEN 'shenma' WHEN 5 THEN 'bing' WHEN 6 THEN 'google' WHEN 7 THEN 'referral' ELSE 'baidu' END`;
const LANDINGS = `CASE id % 7 WHEN 0 THEN '/' WHEN 1 THEN '/industry/detail?id=P' || (id % 2000)
  WHEN 2 THEN '/connections/detail?id=org' || (id % 300) WHEN 3 THEN '/keywords/kw-' || (id % 400)
  WHEN 4 THEN '/industry/index2?industry=huanbao' WHEN 5 THEN '/search' ELSE '/aboutUs' END`;
const KINDS = `CASE id % 7 WHEN 0 THEN 'home' WHEN 1 THEN 'record' WHEN 2 THEN 'organisation'
  WHEN 3 THEN 'keyword' WHEN 4 THEN 'listing' WHEN 5 THEN 'search' ELSE 'other' END`;
for (const table of ['feedback', 'apply_records'] as const) {
  const conversion = `CASE WHEN id % 10 <> 8 THEN NULL WHEN id % 50 = 8 THEN 'failed' ELSE 'reported' END`;
  await withWriteTransaction(payload, (tx) =>
    tx.query(
      sql.raw(`UPDATE ${table} SET source_engine = ${ENGINES}, source_landing = ${LANDINGS},
        source_landing_kind = ${db.dialect === 'postgres' ? `(${KINDS})::enum_${table}_source_landing_kind` : KINDS},
        source_utm_campaign = CASE WHEN id % 3 = 0 THEN 'campaign-' || (id % 40) ELSE NULL END,
        source_keyword = CASE WHEN id % 4 = 0 THEN NULL ELSE 'keyword-' || (id % 500) END,
        source_conversion = ${db.dialect === 'postgres' ? `(${conversion})::enum_${table}_source_conversion` : conversion}
        WHERE source_visited_at IS NULL`),
    ),
  );
  await withWriteTransaction(payload, (tx) =>
    tx.query(sql.raw(`UPDATE ${table} SET source_visited_at = received_at WHERE source_visited_at IS NULL`)),
  );
}
if (db.dialect === 'postgres') {
  await db.query(sql`ANALYZE feedback`);
  await db.query(sql`ANALYZE apply_records`);
}

const timed = async (work: () => Promise<unknown>, runs = iterations) => {
  await work(); // warm the database's page cache once
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { p50: medianAndTail(times).p50, max: Math.max(...times) };
};
const { p50, max } = await timed(() => computeDashboardFigures(payload));
const since = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const sources = await timed(() => sourcePeriods(db, since(7), since(30)));

// The back-office's tender list, as the list view reads it: 10 rows newest first and the total.
const tenders = payload.collections.tenders.config;
const list = (search?: string) =>
  payload.find({
    collection: 'tenders',
    where: mergeListSearchAndWhere({ collectionConfig: tenders, search: search ?? '', where: {} as Where }),
    sort: '-publishedAt',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  });
const [newest] = (await list()).docs;
const title = String(newest?.title ?? '');
const records = {
  firstPage: await timed(() => list()),
  frequentWord: await timed(() => list('工程')),
  wholeTitle: await timed(() => list(title)),
  sourceId: await timed(() => list(String(newest?.sourceId))),
  // Payload's own search, as the list searched before (docs/backend.md, 'The back-office's
  // record lists'): the title `LIKE '%工程%'` and the count of its matches. Three runs: each reads
  // the whole table.
  titleLike: await timed(
    () =>
      payload.find({
        collection: 'tenders',
        where: { or: [{ title: { like: '工程' } }] },
        sort: '-publishedAt',
        limit: 10,
        depth: 0,
        overrideAccess: true,
      }),
    3,
  ),
};
console.log(
  'BENCH_DASHBOARD ' +
    JSON.stringify({
      dialect: db.dialect,
      leads: (await count('feedback')) + (await count('apply_records')),
      iterations,
      p50,
      max,
      sources,
      records,
    }),
);
await payload.destroy();
process.exit(0);
