/**
 * Bulk load of generated projects and tenders (not one Local API call per row, ~7k rows/s):
 * SQLite gets multi-row INSERTs inside write transactions; PostgreSQL gets one INSERT … SELECT
 * FROM unnest(arrays) per batch, a single round trip for thousands of rows. Title, owner,
 * summary and a tender's agency are localized, so each row also gets its zh and en rows in
 * `<table>_locales`. Rows carry the keyword tokens of both titles (`search_text`); SQLite's
 * triggers copy them into the FTS5 table and PostgreSQL's GIN index is rebuilt with the others
 * after a large load.
 *
 * The loaders write through the driver itself, with their statements' text built once per batch
 * size in the driver's own placeholders (nothing rewritten): a Drizzle `sql` template would build
 * the text of every 10,000-parameter statement again. Everything else goes through `server/db.ts`.
 */
import type { Client } from '@libsql/client';
import type { Pool } from 'pg';
import type { Payload } from 'payload';
import { type RawSql, databaseDriver, rawSql, sql } from '@/server/db';
import {
  type GeneratedProject,
  type GeneratedTender,
  generateProjects,
  generateTenders,
} from '@/seed/generator';
import { searchText } from '@/text/search-text';

export type ProjectOrTenderTable = 'projects' | 'tenders';

type Value = string | number | boolean | null;
/** A generated record with its import key (`demo-p-<n>`, as the demo feed names it). */
type Keyed<R> = R & { sourceId: string };
type Generated = Keyed<GeneratedProject> | Keyed<GeneratedTender>;

/** The generator's optional extras (city, dates) when it provides them. */
const extra = (r: object, key: string): Value => {
  const v = (r as Record<string, unknown>)[key];
  return typeof v === 'string' && v ? v : null;
};

/**
 * One column of the row, in insert order, with how a generated record fills it: the one place
 * that pairs columns with values, for both loaders.
 */
interface Column<R> {
  name: string;
  /** PostgreSQL array type used to cast the unnest parameter. */
  pgArray: string;
  value: (record: R) => Value;
}

const text = <R>(name: string, value: (record: R) => Value): Column<R> => ({
  name,
  pgArray: 'varchar[]',
  value,
});
const enumOf = <R>(kind: ProjectOrTenderTable, name: string, value: (record: R) => Value): Column<R> => ({
  name,
  pgArray: `"enum_${kind}_${name}"[]`,
  value,
});

/** Columns of the row itself around the table's `own`; title and owner live in `<table>_locales`. */
function columnsOf<R extends Generated>(kind: ProjectOrTenderTable, own: Column<R>[]): Column<R>[] {
  return [
    text('source_id', (r) => r.sourceId),
    enumOf(kind, 'province', (r) => r.province),
    enumOf(kind, 'region', (r) => r.region),
    enumOf(kind, 'industry', (r) => r.industry),
    ...own,
    { name: 'amount_wan', pgArray: 'numeric[]', value: (r) => r.amountWan },
    { name: 'published_at', pgArray: 'timestamptz[]', value: (r) => r.publishedAt },
    text('contact_name', (r) => r.contactName),
    text('contact_phone', (r) => r.contactPhone),
    text('search_text', (r) => searchText(r.title, r.titleEn)),
    text('city', (r) => extra(r, 'city')),
    { name: 'created_at', pgArray: 'timestamptz[]', value: (r) => r.publishedAt },
    { name: 'updated_at', pgArray: 'timestamptz[]', value: (r) => r.publishedAt },
  ];
}

const PROJECT_COLUMNS = columnsOf<Keyed<GeneratedProject>>('projects', [
  enumOf('projects', 'category_code', (p) => String(p.categoryCode)),
  enumOf('projects', 'stage', (p) => p.stage),
  { name: 'start_date', pgArray: 'timestamptz[]', value: (p) => extra(p, 'startDate') },
]);
const TENDER_COLUMNS = columnsOf<Keyed<GeneratedTender>>('tenders', [
  enumOf('tenders', 'notice_code', (t) => String(t.noticeCode)),
  { name: 'free', pgArray: 'boolean[]', value: (t) => t.free },
  { name: 'deadline', pgArray: 'timestamptz[]', value: (t) => extra(t, 'deadline') },
]);
/** The loaders read the columns' names and types only, whatever the record type. */
const COLUMNS: Record<ProjectOrTenderTable, Column<never>[]> = {
  projects: PROJECT_COLUMNS,
  tenders: TENDER_COLUMNS,
};

/** The localized texts of a record, each column with its Chinese and English field. */
type LocaleText = { column: string; zh: (r: Generated) => Value; en: (r: Generated) => Value };
const SHARED_TEXTS: LocaleText[] = [
  { column: 'title', zh: (r) => r.title, en: (r) => r.titleEn },
  { column: 'owner', zh: (r) => r.owner, en: (r) => r.ownerEn },
  { column: 'summary', zh: (r) => r.summary, en: (r) => r.summaryEn },
];
const tenderText = (r: Generated) => r as Keyed<GeneratedTender>;
const LOCALE_TEXTS: Record<ProjectOrTenderTable, LocaleText[]> = {
  projects: SHARED_TEXTS,
  tenders: [
    ...SHARED_TEXTS,
    { column: 'agency', zh: (r) => tenderText(r).agency, en: (r) => tenderText(r).agencyEn },
  ],
};
const LOCALES = ['zh', 'en'] as const;
/** How many texts lead each Row of `kind`: its locale texts, once per locale. */
const localizedCount = (kind: ProjectOrTenderTable) => LOCALES.length * LOCALE_TEXTS[kind].length;
const localeColumns = (kind: ProjectOrTenderTable) => [
  ...LOCALE_TEXTS[kind].map((t) => t.column),
  '_locale',
  '_parent_id',
];

/** A generated record as the loaders take it: its locale texts (zh, then en), then its columns' values. */
type Row = Value[];

function toRow<R extends Generated>(kind: ProjectOrTenderTable, record: R, columns: Column<R>[]): Row {
  return [
    ...LOCALES.flatMap((locale) => LOCALE_TEXTS[kind].map((t) => t[locale](record))),
    ...columns.map((c) => c.value(record)),
  ];
}

function* rowsOf(
  kind: ProjectOrTenderTable,
  count: number,
  startIndex: number,
  seed?: number,
): Generator<Row> {
  // Record i of the stream is `demo-p-<i + 1>`, the demo feed's name for it (src/seed/demo-feed.ts).
  let i = startIndex;
  if (kind === 'projects') {
    for (const p of generateProjects(count, { startIndex, seed }))
      yield toRow('projects', { ...p, sourceId: `demo-p-${++i}` }, PROJECT_COLUMNS);
  } else {
    for (const t of generateTenders(count, { startIndex, seed }))
      yield toRow('tenders', { ...t, sourceId: `demo-t-${++i}` }, TENDER_COLUMNS);
  }
}

interface BulkLoadOptions {
  count: number;
  /** Index of the first generated record, so repeated loads append new rows. */
  startIndex?: number;
  seed?: number;
  onProgress?: (loaded: number) => void;
}

const SQLITE_ROWS_PER_STATEMENT = 500;
const SQLITE_ROWS_PER_TRANSACTION = 50_000;
const PG_ROWS_PER_STATEMENT = 10_000;

async function loadSqlite(
  client: Client,
  kind: ProjectOrTenderTable,
  rows: Iterable<Row>,
  progress: (n: number) => void,
) {
  const columns = ['id', ...COLUMNS[kind].map((c) => c.name)];
  const rowSql = multiRowInsert(kind, columns);
  const localeSql = multiRowInsert(`${kind}_locales`, localeColumns(kind));
  const texts = LOCALE_TEXTS[kind].length;
  const localized = localizedCount(kind);
  // Ids are given, not left to SQLite, so the locale rows can name their parent; the write
  // transaction holds the database, so max(id) stays ours until it commits.
  const nextId = async () => {
    const { rows: r } = await tx.execute(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${kind}`);
    return Number(r[0].id);
  };
  let tx = await client.transaction('write');
  let id = await nextId();
  let inTx = 0;
  let batch: Row[] = [];
  const flush = async () => {
    if (!batch.length) return;
    // libSQL stores booleans as 1 and 0 itself.
    const args: Value[] = [];
    const localeArgs: Value[] = [];
    for (const row of batch) {
      args.push(id);
      for (let i = localized; i < row.length; i++) args.push(row[i]);
      LOCALES.forEach((locale, l) => {
        for (let t = 0; t < texts; t++) localeArgs.push(row[l * texts + t]);
        localeArgs.push(locale, id);
      });
      id++;
    }
    await tx.execute({ sql: rowSql(batch.length), args });
    await tx.execute({ sql: localeSql(batch.length * LOCALES.length), args: localeArgs });
    inTx += batch.length;
    progress(batch.length);
    batch = [];
    // libSQL frees a statement's native memory (its SQL and bound values) in a finalizer that
    // runs only when the event loop turns, and every await here resolves at once: without this
    // a load kept each batch's statements alive, 4 KB a row (3M + 3M rows ran out of 24 GB).
    await new Promise((resolve) => setImmediate(resolve));
    if (inTx >= SQLITE_ROWS_PER_TRANSACTION) {
      await tx.commit();
      tx = await client.transaction('write');
      id = await nextId();
      inTx = 0;
    }
  };
  try {
    for (const row of rows) {
      batch.push(row);
      if (batch.length === SQLITE_ROWS_PER_STATEMENT) await flush();
    }
    await flush();
    await tx.commit();
  } finally {
    tx.close();
  }
}

/** `INSERT INTO table (columns) VALUES (?,…),…` for n rows, built once per n. */
function multiRowInsert(table: string, columns: string[]): (n: number) => string {
  const tuple = `(${columns.map(() => '?').join(',')})`;
  const head = `INSERT INTO ${table} (${columns.join(',')}) VALUES `;
  const byCount = new Map<number, string>();
  return (n) => {
    let sql = byCount.get(n);
    if (!sql) byCount.set(n, (sql = head + Array(n).fill(tuple).join(',')));
    return sql;
  };
}

async function loadPostgres(
  pool: Pool,
  kind: ProjectOrTenderTable,
  rows: Iterable<Row>,
  progress: (n: number) => void,
) {
  const columns = COLUMNS[kind];
  const names = columns.map((c) => c.name).join(',');
  const {
    rows: [{ seq }],
  } = await pool.query<{ seq: string }>(`SELECT pg_get_serial_sequence('${kind}', 'id') AS seq`);
  // One statement per batch: the rows take their ids from the sequence, and the same ids name
  // the zh and en locale rows (the CTE is read twice, so PostgreSQL materializes it once).
  const texts = LOCALE_TEXTS[kind].map((t) => t.column);
  const localized = LOCALES.flatMap((locale) => texts.map((column) => `${column}_${locale}`));
  const statement =
    `WITH src AS (SELECT nextval('${seq}') AS id, * FROM unnest(` +
    [...localized.map(() => 'varchar[]'), ...columns.map((c) => c.pgArray)]
      .map((type, i) => `$${i + 1}::${type}`)
      .join(',') +
    `) AS u(${[...localized, ...columns.map((c) => c.name)].join(',')})), ` +
    `rows AS (INSERT INTO ${kind} (id,${names}) SELECT id,${names} FROM src) ` +
    `INSERT INTO ${kind}_locales (${localeColumns(kind).join(', ')}) ` +
    LOCALES.map(
      (locale) =>
        `SELECT ${texts.map((column) => `${column}_${locale}`).join(', ')}, '${locale}'::_locales, id FROM src`,
    ).join(' UNION ALL ');
  const width = localized.length + columns.length;
  let arrays: unknown[][] = Array.from({ length: width }, () => []);
  let size = 0;
  const flush = async () => {
    if (!size) return;
    await pool.query(statement, arrays);
    progress(size);
    arrays = Array.from({ length: width }, () => []);
    size = 0;
  };
  for (const row of rows) {
    row.forEach((v, i) => arrays[i].push(v));
    if (++size === PG_ROWS_PER_STATEMENT) await flush();
  }
  await flush();
}

/** Above this many rows, dropping the listing indexes and building them afterwards is faster. */
const REINDEX_THRESHOLD = 200_000;

/**
 * Runs `load` without the secondary indexes of `table`, then recreates them from their stored
 * definitions (building an index from sorted data beats updating eight of them per row).
 */
async function withoutIndexes(db: RawSql, table: string, load: () => Promise<void>): Promise<void> {
  const indexes =
    db.dialect === 'sqlite'
      ? await db.query<{ name: string; def: string }>(
          sql`SELECT name, sql AS def FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`,
        )
      : await db.query<{ name: string; def: string }>(
          sql`SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
            WHERE i.schemaname = current_schema() AND i.tablename = ${table}
              AND i.indexname NOT IN (SELECT conname FROM pg_constraint)`,
        );
  for (const index of indexes) await db.query(sql`DROP INDEX ${sql.identifier(index.name)}`);
  try {
    await load();
  } finally {
    // The definitions as the database itself wrote them.
    for (const index of indexes) await db.query(sql.raw(index.def));
  }
}

/**
 * PostgreSQL checks the locale rows' foreign key row by row (a trigger per row, half the load
 * time): a large load runs without it and adds it back afterwards, one validating scan. Rows an
 * operator deleted meanwhile lost no cascade: their orphaned locale rows go first.
 */
async function withoutForeignKeys(db: RawSql, table: string, load: () => Promise<void>): Promise<void> {
  if (db.dialect !== 'postgres') return load();
  const keys = await db.query<{ name: string; def: string; parent: string }>(
    sql`SELECT c.conname AS name, pg_get_constraintdef(c.oid) AS def, c.confrelid::regclass::text AS parent
      FROM pg_constraint c WHERE c.conrelid = ${table}::regclass AND c.contype = 'f'`,
  );
  const name = sql.identifier(table);
  for (const key of keys)
    await db.query(sql`ALTER TABLE ${name} DROP CONSTRAINT ${sql.identifier(key.name)}`);
  try {
    await load();
  } finally {
    // The parent's name (quoted where needed) and the key's definition as PostgreSQL wrote them.
    for (const key of keys) {
      await db.query(
        sql`DELETE FROM ${name} l WHERE NOT EXISTS (SELECT 1 FROM ${sql.raw(key.parent)} p WHERE p.id = l._parent_id)`,
      );
      await db.query(sql`ALTER TABLE ${name} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.def)}`);
    }
  }
}

/**
 * Fresh planner statistics (so each filter shape picks its index) and, on PostgreSQL, a
 * visibility map, so the capped counts are index-only scans.
 */
async function refreshStatistics(db: RawSql, table: string): Promise<void> {
  const name = sql.identifier(table);
  await db.query(db.dialect === 'postgres' ? sql`VACUUM ANALYZE ${name}` : sql`ANALYZE ${name}`);
}

/** Appends `count` generated rows to `projects` or `tenders`; returns rows per second. */
export async function bulkLoad(
  payload: Payload,
  kind: ProjectOrTenderTable,
  options: BulkLoadOptions,
): Promise<number> {
  const started = performance.now();
  let loaded = 0;
  const progress = (n: number) => {
    loaded += n;
    options.onProgress?.(loaded);
  };
  const rows = rowsOf(kind, options.count, options.startIndex ?? 0, options.seed);
  const driver = databaseDriver(payload);
  const load = () =>
    driver.dialect === 'postgres'
      ? loadPostgres(driver.pool, kind, rows, progress)
      : loadSqlite(driver.client, kind, rows, progress);
  const db = rawSql(payload);
  if (options.count >= REINDEX_THRESHOLD)
    await withoutIndexes(db, kind, () =>
      withoutIndexes(db, `${kind}_locales`, () => withoutForeignKeys(db, `${kind}_locales`, load)),
    );
  else await load();
  await refreshStatistics(db, kind);
  await refreshStatistics(db, `${kind}_locales`);
  const seconds = (performance.now() - started) / 1000;
  return loaded / Math.max(seconds, 1e-3);
}

/** Number of rows already in a listing table (the next generator index to append from). */
export async function countRows(payload: Payload, kind: ProjectOrTenderTable): Promise<number> {
  const { totalDocs } = await payload.count({ collection: kind, overrideAccess: true });
  return totalDocs;
}
