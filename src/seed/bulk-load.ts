/**
 * Bulk load of generated projects and tenders (not one Local API call per row, ~7k rows/s):
 * SQLite gets multi-row INSERTs inside write transactions; PostgreSQL gets one INSERT … SELECT
 * FROM unnest(arrays) per batch, a single round trip for thousands of rows. Titles and owners are
 * localized, so each row also gets its zh and en rows in `<table>_locales`. Rows carry the keyword
 * tokens of both titles (`search_text`); SQLite's triggers copy them into the FTS5 table and
 * PostgreSQL's GIN index is rebuilt with the others after a large load.
 */
import type { Client } from '@libsql/client';
import type { Pool } from 'pg';
import type { Payload } from 'payload';
import { type RawSql, databaseDriver, rawSql, toSqliteValue } from '@/server/db';
import { generateProjects, generateTenders } from '@/seed/generator';
import { searchText } from '@/text/search-text';

export type ProjectOrTenderTable = 'projects' | 'tenders';

interface Column {
  name: string;
  /** PostgreSQL array type used to cast the unnest parameter. */
  pgArray: string;
}

const text = (name: string): Column => ({ name, pgArray: 'varchar[]' });
const enumOf = (kind: ProjectOrTenderTable, name: string): Column => ({
  name,
  pgArray: `"enum_${kind}_${name}"[]`,
});

/** Columns of the row itself; title and owner live in `<table>_locales`. */
function columnsOf(kind: ProjectOrTenderTable): Column[] {
  const code = kind === 'projects' ? ['category_code', 'stage'] : ['notice_code'];
  return [
    enumOf(kind, 'province'),
    enumOf(kind, 'region'),
    enumOf(kind, 'industry'),
    ...code.map((c) => enumOf(kind, c)),
    ...(kind === 'tenders' ? [{ name: 'free', pgArray: 'boolean[]' }] : []),
    { name: 'amount_wan', pgArray: 'numeric[]' },
    { name: 'published_at', pgArray: 'timestamptz[]' },
    text('contact_name'),
    text('contact_phone'),
    text('search_text'),
  ];
}

/** The localized texts that lead each generated row: zh title, zh owner, en title, en owner. */
const LOCALIZED = 4;
const LOCALE_COLUMNS = ['title', 'owner', '_locale', '_parent_id'];

type Row = (string | number | boolean)[];

function* rowsOf(
  kind: ProjectOrTenderTable,
  count: number,
  startIndex: number,
  seed?: number,
): Generator<Row> {
  if (kind === 'projects') {
    for (const p of generateProjects(count, { startIndex, seed })) {
      yield [
        p.title,
        p.owner,
        p.titleEn,
        p.ownerEn,
        p.province,
        p.region,
        p.industry,
        String(p.categoryCode),
        p.stage,
        p.amountWan,
        p.publishedAt,
        p.contactName,
        p.contactPhone,
        searchText(p.title, p.titleEn),
      ];
    }
  } else {
    for (const t of generateTenders(count, { startIndex, seed })) {
      yield [
        t.title,
        t.owner,
        t.titleEn,
        t.ownerEn,
        t.province,
        t.region,
        t.industry,
        String(t.noticeCode),
        t.free,
        t.amountWan,
        t.publishedAt,
        t.contactName,
        t.contactPhone,
        searchText(t.title, t.titleEn),
      ];
    }
  }
}

export interface BulkLoadOptions {
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
  const columns = ['id', ...columnsOf(kind).map((c) => c.name)];
  const rowSql = multiRowInsert(kind, columns);
  const localeSql = multiRowInsert(`${kind}_locales`, LOCALE_COLUMNS);
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
    const args: (string | number)[] = [];
    const localeArgs: (string | number)[] = [];
    for (const row of batch) {
      args.push(id);
      for (let i = LOCALIZED; i < row.length; i++) args.push(toSqliteValue(row[i]));
      localeArgs.push(
        row[0] as string,
        row[1] as string,
        'zh',
        id,
        row[2] as string,
        row[3] as string,
        'en',
        id,
      );
      id++;
    }
    await tx.execute({ sql: rowSql(batch.length), args });
    await tx.execute({ sql: localeSql(batch.length * 2), args: localeArgs });
    inTx += batch.length;
    progress(batch.length);
    batch = [];
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
  const columns = columnsOf(kind);
  const names = columns.map((c) => c.name).join(',');
  const {
    rows: [{ seq }],
  } = await pool.query<{ seq: string }>(`SELECT pg_get_serial_sequence('${kind}', 'id') AS seq`);
  // One statement per batch: the rows take their ids from the sequence, and the same ids name
  // the zh and en locale rows (the CTE is read twice, so PostgreSQL materializes it once).
  const localized = ['title', 'owner', 'title_en', 'owner_en'];
  const sql =
    `WITH src AS (SELECT nextval('${seq}') AS id, * FROM unnest(` +
    [...localized.map(() => 'varchar[]'), ...columns.map((c) => c.pgArray)]
      .map((type, i) => `$${i + 1}::${type}`)
      .join(',') +
    `) AS u(${[...localized, ...columns.map((c) => c.name)].join(',')})), ` +
    `rows AS (INSERT INTO ${kind} (id,${names}) SELECT id,${names} FROM src) ` +
    `INSERT INTO ${kind}_locales (title, owner, _locale, _parent_id) ` +
    `SELECT title, owner, 'zh'::_locales, id FROM src UNION ALL SELECT title_en, owner_en, 'en'::_locales, id FROM src`;
  const width = LOCALIZED + columns.length;
  let arrays: unknown[][] = Array.from({ length: width }, () => []);
  let size = 0;
  const flush = async () => {
    if (!size) return;
    await pool.query(sql, arrays);
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
async function withoutIndexes(sql: RawSql, table: string, load: () => Promise<void>): Promise<void> {
  const indexes =
    sql.dialect === 'sqlite'
      ? await sql.query<{ name: string; def: string }>(
          "SELECT name, sql AS def FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
          [table],
        )
      : await sql.query<{ name: string; def: string }>(
          'SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i WHERE i.schemaname = current_schema() AND i.tablename = ? AND i.indexname NOT IN (SELECT conname FROM pg_constraint)',
          [table],
        );
  for (const index of indexes) await sql.query(`DROP INDEX "${index.name}"`);
  try {
    await load();
  } finally {
    for (const index of indexes) await sql.query(index.def);
  }
}

/**
 * PostgreSQL checks the locale rows' foreign key row by row (a trigger per row, half the load
 * time): a large load runs without it and adds it back afterwards, one validating scan. Rows an
 * operator deleted meanwhile lost no cascade: their orphaned locale rows go first.
 */
async function withoutForeignKeys(sql: RawSql, table: string, load: () => Promise<void>): Promise<void> {
  if (sql.dialect !== 'postgres') return load();
  const keys = await sql.query<{ name: string; def: string; parent: string }>(
    "SELECT c.conname AS name, pg_get_constraintdef(c.oid) AS def, c.confrelid::regclass::text AS parent FROM pg_constraint c WHERE c.conrelid = ?::regclass AND c.contype = 'f'",
    [table],
  );
  for (const key of keys) await sql.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${key.name}"`);
  try {
    await load();
  } finally {
    for (const key of keys) {
      await sql.query(
        `DELETE FROM "${table}" l WHERE NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE p.id = l._parent_id)`,
      );
      await sql.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${key.name}" ${key.def}`);
    }
  }
}

/**
 * Fresh planner statistics (so each filter shape picks its index) and, on PostgreSQL, a
 * visibility map, so the capped counts are index-only scans.
 */
async function refreshStatistics(sql: RawSql, table: string): Promise<void> {
  await sql.query(sql.dialect === 'postgres' ? `VACUUM ANALYZE ${table}` : `ANALYZE ${table}`);
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
  const sql = rawSql(payload);
  if (options.count >= REINDEX_THRESHOLD)
    await withoutIndexes(sql, kind, () =>
      withoutIndexes(sql, `${kind}_locales`, () => withoutForeignKeys(sql, `${kind}_locales`, load)),
    );
  else await load();
  await refreshStatistics(sql, kind);
  await refreshStatistics(sql, `${kind}_locales`);
  const seconds = (performance.now() - started) / 1000;
  return loaded / Math.max(seconds, 1e-3);
}

/** Number of rows already in a listing table (the next generator index to append from). */
export async function countRows(payload: Payload, kind: ProjectOrTenderTable): Promise<number> {
  const { totalDocs } = await payload.count({ collection: kind, overrideAccess: true });
  return totalDocs;
}
