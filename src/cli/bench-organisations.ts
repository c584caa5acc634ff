/**
 * Organisations half of `npm run bench` (docs/benchmarks.md, docs/organisations.md): on the
 * database the env selects, bulk-loads --rows generated projects and as many tenders with their
 * organisations (src/seed/bulk-load.ts; the figures rebuilt set-based afterwards, src/seed/bulk-figures.ts) unless they are
 * there, then times in-process, uncached: an organisation's page read (organisations drawn evenly, and the one
 * with the most records), a procurement's timeline and a project's stage history, the name
 * search, and a day of --day-rows tenders (10 % of them updates), imported as `npm run data:import`
 * stores it and, for the upkeep's share, stored again without the upkeep. The day's new records
 * are published on one day (`--day-span-days N` spreads them over N days).
 * `--part reads` times the reads alone, `--part day` the day alone (it writes: `npm run bench`
 * runs it on a copy of its dataset). Prints `BENCH_ORGS {json}`.
 */
import config from '@payload-config';
import type { RecordKind } from '@/catalog/routes';
import { getPayload } from 'payload';
import type { ImportedRecord } from '@/features/imports/file/types';
import { rebuildOrganisationFigures } from '@/seed/bulk-figures';
import { bulkLoad } from '@/seed/bulk-load';
import { demoProject, demoTender } from '@/seed/demo-feed';
import { DAY_MS, DEFAULT_END_DATE, generateProjects, generateTenders } from '@/seed/generator';
import { drizzleOf, rawSql, sql } from '@/server/db';
import { importBatchSize, storeLines } from '@/features/imports/server/run';
import { storeBatch } from '@/features/imports/server/store';
import { stageHistory, timeline } from '@/features/organisations/server/connections';
import { searchOrganisations } from '@/features/organisations/server/lists';
import { readOrganisationPage } from '@/features/organisations/server/page';
import { intOption, stringOption } from './args.mjs';
import { timeCalls } from './timing.mjs';

const argv = process.argv.slice(2);
const ROWS = intOption(argv, 'rows', 100_000);
const DAY_ROWS = intOption(argv, 'day-rows', 150_000);
const iterations = intOption(argv, 'iterations', 300);
const PART = stringOption(argv, 'part') ?? 'all';
if (!['all', 'reads', 'day'].includes(PART)) throw new Error(`--part takes reads or day, not "${PART}"`);
/**
 * The day's new records are published over this many days up to the end of the day after the
 * dataset's last (`--day-span-days`): 1, a day's notices as the provider publishes them, all
 * dated that day (docs/benchmarks.md, 'The day as the provider publishes it').
 */
const DAY_SPAN = intOption(argv, 'day-span-days', 1);

const payload = await getPayload({ config });
const db = rawSql(payload);
const BATCH = importBatchSize(payload);

const time = timeCalls;

const count = async (kind: RecordKind) =>
  Number((await db.query<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(kind)}`))[0].n);

/**
 * Records `from`..`from + n` of a kind's stream, published up to the end of the `day`-th day after
 * the dataset's last, then `update` records already stored, imported again with another amount
 * (`bump` added).
 */
function* dayRecords(kind: RecordKind, day: number, from: number, n: number, update = 0, bump = 1) {
  const gen = kind === 'projects' ? generateProjects : generateTenders;
  let index = from;
  const endDate = new Date(DEFAULT_END_DATE.getTime() + day * DAY_MS);
  for (const r of gen(n, { startIndex: from, endDate, spanDays: DAY_SPAN }))
    yield kind === 'projects'
      ? demoProject(r as Parameters<typeof demoProject>[0], index++)
      : demoTender(r as Parameters<typeof demoTender>[0], index++);
  let k = 0;
  for (const r of update ? generateTenders(update, { startIndex: 0, endDate: DEFAULT_END_DATE }) : [])
    yield { ...demoTender(r, k++), amountWan: r.amountWan + bump };
}

/** Stores records in the import's batches through storeBatch, without the upkeep; returns seconds. */
async function storeWithoutUpkeep(kind: RecordKind, records: Iterable<ImportedRecord>) {
  const organisations = false;
  const started = performance.now();
  let batch: ImportedRecord[] = [];
  for (const record of records) {
    batch.push(record);
    if (batch.length < BATCH) continue;
    await storeBatch(payload, kind, batch, { organisations });
    batch = [];
  }
  if (batch.length) await storeBatch(payload, kind, batch, { organisations });
  return (performance.now() - started) / 1000;
}

/**
 * Imports records as `npm run data:import` does once a file is parsed (storeLines): batches
 * stored while the next is gathered, each published (keyword figures, push queue, cache
 * expiry); returns seconds.
 */
async function importRecords(kind: RecordKind, records: Iterable<ImportedRecord>) {
  const started = performance.now();
  async function* lines() {
    // Numbered as a CSV file's lines, after its header.
    let line = 1;
    for (const record of records) yield { line: ++line, record };
  }
  await storeLines(payload, lines(), { kind });
  return (performance.now() - started) / 1000;
}

const loaded: Record<string, number> = {};
for (const kind of ['projects', 'tenders'] as RecordKind[]) {
  const have = await count(kind);
  if (have >= ROWS) continue;
  const started = performance.now();
  await bulkLoad(payload, kind, { count: ROWS - have, startIndex: have });
  loaded[kind] = (performance.now() - started) / 1000;
}
if (Object.keys(loaded).length) loaded.figures = await rebuildOrganisationFigures(drizzleOf(payload));
for (const table of ['projects', 'tenders', 'organisations'])
  await db.query(sql`ANALYZE ${sql.identifier(table)}`);
const counts = { projects: await count('projects'), tenders: await count('tenders') };
const [{ n: orgCount }] = await db.query<{ n: number }>(sql`SELECT count(*) AS n FROM organisations`);
const results: Record<string, unknown>[] = [];
const locale = (i: number) => (i % 2 ? 'en' : 'zh');

/** The reads, timed on the data as loaded. */
async function timeReads() {
  const [{ m: maxId }] = await db.query<{ m: number }>(sql`SELECT max(id) AS m FROM organisations`);
  const step = Math.max(1, Math.floor(Number(maxId) / iterations));
  const orgs = await db.query<{ public_id: string; name: string }>(
    sql`SELECT public_id, name FROM organisations WHERE id % ${step} = 0 AND record_count > 0 LIMIT ${iterations}`,
  );
  for (const o of orgs.slice(0, 30)) await readOrganisationPage(o.public_id, 'zh', db);
  results.push({
    what: 'organisation page read (cache miss)',
    ...(await time(orgs.length, (i) => readOrganisationPage(orgs[i].public_id, locale(i), db))),
  });
  const [top] = await db.query<{ public_id: string; record_count: number }>(
    sql`SELECT public_id, record_count FROM organisations ORDER BY record_count DESC LIMIT 1`,
  );
  results.push({
    what: `organisation with the most records (${Number(top.record_count).toLocaleString('en')})`,
    ...(await time(50, (i) => readOrganisationPage(top.public_id, locale(i), db))),
  });
  const procs = await db.query<{ process_id: string }>(
    sql`SELECT process_id FROM tenders WHERE process_id IS NOT NULL AND id % ${Math.max(1, Math.floor(counts.tenders / iterations))} = 0 LIMIT ${iterations}`,
  );
  results.push({
    what: 'procurement timeline',
    ...(await time(procs.length, (i) => timeline(db, procs[i].process_id, locale(i)))),
  });
  const projects = await db.query<{ source_id: string }>(
    sql`SELECT source_id FROM projects WHERE id % ${Math.max(1, Math.floor(counts.projects / iterations))} = 0 LIMIT ${iterations}`,
  );
  results.push({
    what: 'project stage history',
    ...(await time(projects.length, (i) => stageHistory(db, projects[i].source_id))),
  });
  // Search terms: 2-4 characters out of the names (hospitals, bureaus, 建设…) and a few frequent ones.
  const terms = orgs.map((o, i) => {
    const chars = [...o.name];
    const len = 2 + (i % 3);
    const at = (i * 7) % Math.max(1, chars.length - len);
    return chars.slice(at, at + len).join('');
  });
  terms.push('医院', '公司', '建设', '人民医院', '水务局');
  results.push({
    what: 'organisation name search (20 hits)',
    ...(await time(terms.length, (i) => searchOrganisations(terms[i], locale(i), 20, db))),
  });
}

/**
 * A day of tenders, 90 % new and 10 % updates of stored ones: imported as `npm run data:import`
 * stores a file (organisation upkeep and publishing included), then the next day through
 * storeBatch without the upkeep, for its share. Both update the same stored records, which the
 * first brought into memory: the difference also holds those records' cold reads.
 */
async function timeDay() {
  const updates = Math.round(DAY_ROWS / 10);
  const from = counts.tenders + 100_000;
  const dayImported = await importRecords(
    'tenders',
    dayRecords('tenders', 1, from, DAY_ROWS - updates, updates),
  );
  const dayWithout = await storeWithoutUpkeep(
    'tenders',
    dayRecords('tenders', 2, from + DAY_ROWS, DAY_ROWS - updates, updates, 2),
  );
  return { rows: DAY_ROWS, imported: dayImported, withoutUpkeep: dayWithout };
}

if (PART !== 'day') await timeReads();
const day = PART === 'reads' ? null : await timeDay();
console.log(
  'BENCH_ORGS ' +
    JSON.stringify({
      dialect: db.dialect,
      counts,
      orgs: Number(orgCount),
      loaded,
      results,
      day,
    }),
);
await payload.destroy();
process.exit(0);
