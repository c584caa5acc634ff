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
import type { RecordKind } from '@/catalog/routes';
import type { Pool } from 'pg';
import type { Payload } from 'payload';
import { type OrgName, candidateNames, orgKey } from '@/features/organisations/upkeep/keys';
import { resolveOrganisations } from '@/features/organisations/upkeep/resolve';
import {
  type DrizzleDatabase,
  type RawSql,
  databaseDriver,
  rawSql,
  sql,
  sqlOver,
  withWriteTransaction,
  writeTransaction,
} from '@/server/db';
import {
  type GeneratedProject,
  type GeneratedTender,
  generateProjects,
  generateTenders,
} from '@/seed/generator';
import { rebuildKeywordFigures } from '@/features/keywords/server/figures';
import { searchText } from '@/text/search-text';

type Value = string | number | boolean | null;
/**
 * A generated record with its import key (`demo-p-<n>`, as the demo feed names it) and the
 * organisations it names (owner; a tender's agency and winner; its candidates in rank order).
 */
type Keyed<R> = R & {
  sourceId: string;
  ownerOrg: number | null;
  agencyOrg: number | null;
  winnerOrg: number | null;
  candidateOrgs: { name: string; org: number | null }[];
};
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
const enumOf = <R>(kind: RecordKind, name: string, value: (record: R) => Value): Column<R> => ({
  name,
  pgArray: `"enum_${kind}_${name}"[]`,
  value,
});

/** Columns of the row itself around the table's `own`; title and owner live in `<table>_locales`. */
function columnsOf<R extends Generated>(kind: RecordKind, own: Column<R>[]): Column<R>[] {
  return [
    text('source_id', (r) => r.sourceId),
    enumOf(kind, 'province', (r) => r.province),
    enumOf(kind, 'region', (r) => r.region),
    enumOf(kind, 'industry', (r) => r.industry),
    ...own,
    { name: 'amount_wan', pgArray: 'numeric[]', value: (r) => r.amountWan },
    { name: 'published_at', pgArray: 'timestamptz[]', value: (r) => r.publishedAt },
    { name: 'owner_org_id', pgArray: 'integer[]', value: (r) => r.ownerOrg },
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
  { name: 'agency_org_id', pgArray: 'integer[]', value: (t) => t.agencyOrg },
  { name: 'winner_org_id', pgArray: 'integer[]', value: (t) => t.winnerOrg },
  text('process_id', (t) => t.processId),
  text('project_source_id', (t) => t.projectSourceId),
  { name: 'win_amount_wan', pgArray: 'numeric[]', value: (t) => t.winAmountWan },
  text('candidates', (t) => t.candidates),
]);
/** The loaders read the columns' names and types only, whatever the record type. */
const COLUMNS: Record<RecordKind, Column<never>[]> = {
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
const LOCALE_TEXTS: Record<RecordKind, LocaleText[]> = {
  projects: SHARED_TEXTS,
  tenders: [
    ...SHARED_TEXTS,
    { column: 'agency', zh: (r) => tenderText(r).agency, en: (r) => tenderText(r).agencyEn },
    { column: 'winner', zh: (r) => tenderText(r).winner, en: (r) => tenderText(r).winnerEn },
  ],
};
const LOCALES = ['zh', 'en'] as const;
/** How many texts lead each Row of `kind`: its locale texts, once per locale. */
const localizedCount = (kind: RecordKind) => LOCALES.length * LOCALE_TEXTS[kind].length;
const localeColumns = (kind: RecordKind) => [
  ...LOCALE_TEXTS[kind].map((t) => t.column),
  '_locale',
  '_parent_id',
];

/** A generated record as the loaders take it: its locale texts (zh, then en), then its columns' values. */
type Row = Value[];

function toRow<R extends Generated>(kind: RecordKind, record: R, columns: Column<R>[]): Row {
  return [
    ...LOCALES.flatMap((locale) => LOCALE_TEXTS[kind].map((t) => t[locale](record))),
    ...columns.map((c) => c.value(record)),
  ];
}

/**
 * The organisation of each name the loaded records give, found or made by the import's own
 * `resolveOrganisations` (same keys, same public ids) but once per distinct spelling: the
 * generator's few tens of thousands of organisations name millions of records. A spelling seen
 * again with an English name is resolved again, so the organisation takes it as the import does.
 */
class OrgLookup {
  private ids = new Map<string, number | null>();
  constructor(
    private readonly payload: Payload,
    private readonly at: string,
  ) {}

  private static spelling(n: OrgName): string {
    return `${n.zh}\u0000${n.en ? 'en' : ''}`;
  }

  async resolve(names: OrgName[]): Promise<void> {
    const unknown = new Map<string, OrgName>();
    for (const n of names) {
      const spelling = OrgLookup.spelling(n);
      if (n.zh && !this.ids.has(spelling)) unknown.set(spelling, n);
    }
    if (!unknown.size) return;
    // One transaction: made one statement at a time, each would commit (and sync) on its own.
    const orgOf = await withWriteTransaction(this.payload, (tx) =>
      resolveOrganisations(tx, [...unknown.values()], this.at),
    );
    for (const [spelling, n] of unknown) this.ids.set(spelling, orgKey(n) ? orgOf(n) : null);
  }

  idOf(zh: string | null, en: string | null = null): number | null {
    return zh ? (this.ids.get(OrgLookup.spelling({ zh, en, code: null })) ?? null) : null;
  }
}

const named = (zh: string | null, en: string | null): OrgName[] => (zh ? [{ zh, en, code: null }] : []);

/** A transaction's worth of rows, with the candidates (by row) and stages the import would write. */
interface Chunk {
  rows: Row[];
  /** Row index in `rows`, rank (from 1), name, organisation. */
  candidates: [number, number, string, number | null][];
  /** Project source id, stage, first seen. */
  stages: [string, string, string][];
}

/**
 * The records `startIndex`.. of the generator's stream in chunks of `size`, their organisations
 * resolved (between transactions: SQLite's write transaction holds the one writer).
 */
async function* chunksOf(
  kind: RecordKind,
  options: { count: number; startIndex: number; seed?: number; size: number; orgs: OrgLookup },
): AsyncGenerator<Chunk> {
  const { count, startIndex, seed, size, orgs } = options;
  // Record i of the stream is `demo-p-<i + 1>`, the demo feed's name for it (src/seed/demo-feed.ts).
  let i = startIndex;
  const records =
    kind === 'projects'
      ? generateProjects(count, { startIndex, seed })
      : generateTenders(count, { startIndex, seed });
  let pending: (GeneratedProject | GeneratedTender)[] = [];
  const chunk = async (): Promise<Chunk> => {
    const names = pending.flatMap((r) =>
      'noticeCode' in r
        ? [
            ...named(r.owner, r.ownerEn),
            ...named(r.agency, r.agencyEn),
            ...named(r.winner, r.winnerEn),
            ...candidateNames(r.candidates).flatMap((zh) => named(zh, null)),
          ]
        : named(r.owner, r.ownerEn),
    );
    await orgs.resolve(names);
    const out: Chunk = { rows: [], candidates: [], stages: [] };
    for (const r of pending) {
      const sourceId = `demo-${kind === 'projects' ? 'p' : 't'}-${++i}`;
      const tender = 'noticeCode' in r ? r : null;
      const candidateOrgs = candidateNames(tender?.candidates).map((name) => ({
        name,
        org: orgs.idOf(name),
      }));
      const keyed = {
        ...r,
        sourceId,
        ownerOrg: orgs.idOf(r.owner, r.ownerEn),
        agencyOrg: tender ? orgs.idOf(tender.agency, tender.agencyEn) : null,
        winnerOrg: tender ? orgs.idOf(tender.winner, tender.winnerEn) : null,
        candidateOrgs,
      };
      candidateOrgs.forEach((c, rank) => out.candidates.push([out.rows.length, rank + 1, c.name, c.org]));
      if (tender) out.rows.push(toRow('tenders', keyed as Keyed<GeneratedTender>, TENDER_COLUMNS));
      else {
        const p = keyed as Keyed<GeneratedProject>;
        out.rows.push(toRow('projects', p, PROJECT_COLUMNS));
        // The stages it went through, and the one it is published in (docs/organisations.md).
        for (const h of p.stageHistory) out.stages.push([sourceId, h.stage, h.at]);
        out.stages.push([sourceId, p.stage, p.publishedAt]);
      }
    }
    pending = [];
    return out;
  };
  for (const r of records) {
    pending.push(r);
    if (pending.length === size) yield await chunk();
  }
  if (pending.length) yield await chunk();
}

/**
 * The chunks of `source`, the next one made while the caller writes the current one: on
 * PostgreSQL the server inserts a chunk while this process generates and resolves the next (two
 * cores busy instead of one at a time). Not for SQLite, whose writes run on this thread.
 */
async function* ahead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  for (;;) {
    const current = await next;
    if (current.done) return;
    next = iterator.next();
    // Awaited on the next turn; a failure while the caller still writes must not go unhandled.
    next.catch(() => undefined);
    yield current.value;
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
  kind: RecordKind,
  chunks: AsyncIterable<Chunk>,
  progress: (n: number) => void,
) {
  const columns = ['id', ...COLUMNS[kind].map((c) => c.name)];
  const rowSql = multiRowInsert(kind, columns);
  const localeSql = multiRowInsert(`${kind}_locales`, localeColumns(kind));
  const candidateSql = multiRowInsert('tender_candidates', ['tender_id', 'rank', 'name', 'org_id']);
  const stageSql = (n: number) =>
    multiRowInsert('project_stages', ['source_id', 'stage', 'first_seen_at'])(n) +
    ' ON CONFLICT (source_id, stage) DO NOTHING';
  const texts = LOCALE_TEXTS[kind].length;
  const localized = localizedCount(kind);
  for await (const { rows, candidates, stages } of chunks) {
    const tx = await client.transaction('write');
    try {
      // Ids are given, not left to SQLite, so the locale and candidate rows can name their
      // parent; the write transaction holds the database, so max(id) stays ours until it commits.
      const { rows: r } = await tx.execute(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${kind}`);
      const firstId = Number(r[0].id);
      for (let from = 0; from < rows.length; from += SQLITE_ROWS_PER_STATEMENT) {
        const batch = rows.slice(from, from + SQLITE_ROWS_PER_STATEMENT);
        // libSQL stores booleans as 1 and 0 itself.
        const args: Value[] = [];
        const localeArgs: Value[] = [];
        batch.forEach((row, k) => {
          const id = firstId + from + k;
          args.push(id);
          for (let i = localized; i < row.length; i++) args.push(row[i]);
          LOCALES.forEach((locale, l) => {
            for (let t = 0; t < texts; t++) localeArgs.push(row[l * texts + t]);
            localeArgs.push(locale, id);
          });
        });
        await tx.execute({ sql: rowSql(batch.length), args });
        await tx.execute({ sql: localeSql(batch.length * LOCALES.length), args: localeArgs });
        progress(batch.length);
        // libSQL frees a statement's native memory (its SQL and bound values) in a finalizer
        // that runs only when the event loop turns, and every await here resolves at once:
        // without this a load kept each batch's statements alive, 4 KB a row (3M + 3M rows ran
        // out of 24 GB).
        await new Promise((resolve) => setImmediate(resolve));
      }
      const step = SQLITE_ROWS_PER_STATEMENT;
      for (let from = 0; from < candidates.length; from += step) {
        const part = candidates.slice(from, from + step);
        const args = part.flatMap(([row, rank, name, org]) => [firstId + row, rank, name, org]);
        await tx.execute({ sql: candidateSql(part.length), args });
      }
      for (let from = 0; from < stages.length; from += step) {
        const part = stages.slice(from, from + step);
        await tx.execute({ sql: stageSql(part.length), args: part.flat() });
      }
      await tx.commit();
    } finally {
      tx.close();
    }
    await new Promise((resolve) => setImmediate(resolve));
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
  kind: RecordKind,
  chunks: AsyncIterable<Chunk>,
  progress: (n: number) => void,
) {
  const columns = COLUMNS[kind];
  const names = columns.map((c) => c.name).join(',');
  const {
    rows: [{ seq }],
  } = await pool.query<{ seq: string }>(`SELECT pg_get_serial_sequence('${kind}', 'id') AS seq`);
  // One statement per batch, with ids taken from the sequence beforehand: the same ids name the
  // zh and en locale rows (the CTE is read twice, so PostgreSQL materializes it once) and the
  // candidates.
  const texts = LOCALE_TEXTS[kind].map((t) => t.column);
  const localized = LOCALES.flatMap((locale) => texts.map((column) => `${column}_${locale}`));
  const statement =
    `WITH src AS (SELECT * FROM unnest(` +
    ['integer[]', ...localized.map(() => 'varchar[]'), ...columns.map((c) => c.pgArray)]
      .map((type, i) => `$${i + 1}::${type}`)
      .join(',') +
    `) AS u(id,${[...localized, ...columns.map((c) => c.name)].join(',')})), ` +
    `rows AS (INSERT INTO ${kind} (id,${names}) SELECT id,${names} FROM src) ` +
    `INSERT INTO ${kind}_locales (${localeColumns(kind).join(', ')}) ` +
    LOCALES.map(
      (locale) =>
        `SELECT ${texts.map((column) => `${column}_${locale}`).join(', ')}, '${locale}'::_locales, id FROM src`,
    ).join(' UNION ALL ');
  const width = localized.length + columns.length;
  for await (const { rows, candidates, stages } of chunks) {
    const { rows: ids } = await pool.query<{ id: number }>(
      `SELECT nextval('${seq}') AS id FROM generate_series(1, $1)`,
      [rows.length],
    );
    const idOf = ids.map((r) => Number(r.id));
    const arrays: unknown[][] = [idOf, ...Array.from({ length: width }, () => [])];
    for (const row of rows) row.forEach((v, i) => arrays[i + 1].push(v));
    await pool.query(statement, arrays);
    if (candidates.length) {
      await pool.query(
        `INSERT INTO tender_candidates (tender_id, rank, name, org_id)
          SELECT * FROM unnest($1::integer[], $2::integer[], $3::varchar[], $4::integer[])`,
        [0, 1, 2, 3].map((k) => candidates.map((c) => (k === 0 ? idOf[c[0]] : c[k]))),
      );
    }
    if (stages.length) {
      await pool.query(
        `INSERT INTO project_stages (source_id, stage, first_seen_at)
          SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::timestamptz[])
          ON CONFLICT (source_id, stage) DO NOTHING`,
        [0, 1, 2].map((k) => stages.map((st) => st[k])),
      );
    }
    progress(rows.length);
  }
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
 * SQLite's keyword index (docs/search.md) is a contentless FTS5 table keyed by date and id, which a
 * trigger fills row by row: rows coming in id order give it keys in no order, and FTS5 writes its
 * pending terms out at every key lower than the last (a 200,000-row load spent 10 s there, 3 s
 * in key order). A load runs without that trigger; then the trigger's own INSERT, its VALUES
 * read as a SELECT over the rows loaded, fills the index once in key order.
 */
async function withoutSearchTrigger(
  client: Client,
  table: RecordKind,
  load: () => Promise<void>,
): Promise<void> {
  const name = `${table}_search_ai`;
  const { rows } = await client.execute({
    sql: `SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?`,
    args: [name],
  });
  const definition = rows.length ? String(rows[0].sql) : '';
  // `CREATE TRIGGER … AFTER INSERT ON t BEGIN INSERT INTO fts(cols) VALUES (exprs of new.*); END`
  const parts = /\bBEGIN\s+(INSERT INTO [^(]+\([^)]*\))\s*VALUES\s*\((.*)\);\s*END\s*$/is.exec(definition);
  if (!parts) return load();
  const { rows: top } = await client.execute(`SELECT coalesce(max(id), 0) AS id FROM ${table}`);
  await client.execute(`DROP TRIGGER "${name}"`);
  try {
    await load();
  } finally {
    const tx = await client.transaction('write');
    try {
      await tx.execute(
        `${parts[1]} SELECT ${parts[2]} FROM ${table} AS new WHERE new.id > ${Number(top[0].id)} ORDER BY 1`,
      );
      await tx.execute(definition);
      await tx.commit();
    } finally {
      tx.close();
    }
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

/**
 * Appends `count` generated rows to `projects` or `tenders` with their organisations, candidates
 * and stages; returns rows per second. The organisations' figures are the caller's to rebuild
 * once every kind is loaded (`rebuildOrganisationFigures`).
 */
export async function bulkLoad(
  payload: Payload,
  kind: RecordKind,
  options: BulkLoadOptions,
): Promise<number> {
  const started = performance.now();
  let loaded = 0;
  const progress = (n: number) => {
    loaded += n;
    options.onProgress?.(loaded);
  };
  const driver = databaseDriver(payload);
  const db = rawSql(payload);
  const chunks = chunksOf(kind, {
    count: options.count,
    startIndex: options.startIndex ?? 0,
    seed: options.seed,
    size: driver.dialect === 'postgres' ? PG_ROWS_PER_STATEMENT : SQLITE_ROWS_PER_TRANSACTION,
    orgs: new OrgLookup(payload, new Date().toISOString()),
  });
  const load = () =>
    driver.dialect === 'postgres'
      ? loadPostgres(driver.pool, kind, ahead(chunks), progress)
      : withoutSearchTrigger(driver.client, kind, () => loadSqlite(driver.client, kind, chunks, progress));
  const large = options.count >= REINDEX_THRESHOLD;
  // The candidates' and stages' own indexes too: their org and stage keys come in no order.
  const side = kind === 'tenders' ? 'tender_candidates' : 'project_stages';
  const withoutAll = (tables: string[], inner: () => Promise<void>): Promise<void> =>
    tables.length
      ? withoutIndexes(db, tables[0], () => withoutAll(tables.slice(1), inner))
      : withoutForeignKeys(db, `${kind}_locales`, inner);
  if (large) await withoutAll([kind, `${kind}_locales`, side], load);
  else await load();
  await refreshStatistics(db, kind);
  await refreshStatistics(db, `${kind}_locales`);
  // Without fresh statistics PostgreSQL read an organisation's candidacies by walking every
  // tender newest first (seconds) instead of from the candidates' index.
  await refreshStatistics(db, kind === 'tenders' ? 'tender_candidates' : 'project_stages');
  const seconds = (performance.now() - started) / 1000;
  return loaded / Math.max(seconds, 1e-3);
}

/** Number of rows already in a listing table (the next generator index to append from). */
export async function countRows(payload: Payload, kind: RecordKind): Promise<number> {
  const { totalDocs } = await payload.count({ collection: kind, overrideAccess: true });
  return totalDocs;
}

/** The China-time year of a `published_at` column, as the upkeep's `chinaYear`. */
const yearOf = (db: RawSql, column: string) =>
  db.dialect === 'postgres'
    ? `CAST(extract(year FROM ${column} AT TIME ZONE 'Asia/Shanghai') AS integer)`
    : `CAST(strftime('%Y', ${column}, '+8 hours') AS integer)`;

/**
 * The organisations' maintained figures and their year, facet and partner tables computed again
 * from every stored record, set-based (docs/organisations.md, 'Upkeep': the same contributions
 * the upkeep adds one by one). For a bulk load: one pass over the records instead of the import's
 * per-batch difference. Returns seconds.
 */
export async function rebuildOrganisationFigures(database: DrizzleDatabase): Promise<number> {
  const started = performance.now();
  await writeTransaction(database, async (tx) => {
    const run = (text: string) => tx.query(sql.raw(text));
    const keep = tx.dialect === 'postgres' ? ' ON COMMIT DROP' : '';
    for (const t of ['org_roles', 'org_records', 'org_figures']) await run(`DROP TABLE IF EXISTS ${t}`);
    // Each role a record gives an organisation: owner, agency, winner (the amount won), candidate.
    const role = (table: string, column: string, name: string, amount: string) =>
      `SELECT ${column} AS org, '${table[0]}' AS kind, id AS rec, '${name}' AS role, published_at,
        ${amount} AS amount, CAST(industry AS varchar) AS industry, CAST(province AS varchar) AS province
        FROM ${table} WHERE ${column} IS NOT NULL`;
    await run(
      `CREATE TEMP TABLE org_roles${keep} AS
        ${role('projects', 'owner_org_id', 'owner', 'amount_wan')}
        UNION ALL ${role('tenders', 'owner_org_id', 'owner', 'amount_wan')}
        UNION ALL ${role('tenders', 'agency_org_id', 'agency', 'amount_wan')}
        UNION ALL ${role('tenders', 'winner_org_id', 'winner', 'coalesce(win_amount_wan, 0)')}
        UNION ALL SELECT c.org_id, 't', t.id, 'candidate', t.published_at, 0,
          CAST(t.industry AS varchar), CAST(t.province AS varchar)
          FROM tender_candidates c JOIN tenders t ON t.id = c.tender_id WHERE c.org_id IS NOT NULL`,
    );
    // A record counts once per organisation, whatever roles it gives it.
    await run(
      `CREATE TEMP TABLE org_records${keep} AS
        SELECT DISTINCT org, kind, rec, published_at, industry, province FROM org_roles`,
    );
    // Each organisation's figures, keyed by it (the update below looks each one up).
    await run(
      `CREATE TEMP TABLE org_figures (org integer PRIMARY KEY, records integer, last ${
        tx.dialect === 'postgres' ? 'timestamptz' : 'text'
      }, owners integer, agencies integer, wins integer, candidacies integer, won numeric)${keep}`,
    );
    await run(
      `INSERT INTO org_figures (org, owners, agencies, wins, candidacies, won)
        SELECT org, sum(CASE WHEN role = 'owner' THEN 1 ELSE 0 END),
          sum(CASE WHEN role = 'agency' THEN 1 ELSE 0 END), sum(CASE WHEN role = 'winner' THEN 1 ELSE 0 END),
          count(DISTINCT CASE WHEN role = 'candidate' THEN rec END),
          round(sum(CASE WHEN role = 'winner' THEN amount ELSE 0 END), 4)
        FROM org_roles GROUP BY org`,
    );
    await run(
      `UPDATE org_figures AS f SET records = r.records, last = r.last
        FROM (SELECT org, count(*) AS records, max(published_at) AS last FROM org_records GROUP BY org) AS r
        WHERE f.org = r.org`,
    );
    await run(
      `UPDATE organisations SET record_count = 0, owner_count = 0, agency_count = 0, win_count = 0,
        candidate_count = 0, win_amount_wan = 0, last_published_at = NULL`,
    );
    await run(
      `UPDATE organisations AS o SET record_count = f.records, last_published_at = f.last,
        owner_count = f.owners, agency_count = f.agencies, win_count = f.wins,
        candidate_count = f.candidacies, win_amount_wan = f.won
        FROM org_figures AS f WHERE o.id = f.org`,
    );
    for (const t of ['organisation_years', 'organisation_facets', 'organisation_partners'])
      await run(`DELETE FROM ${t}`);
    await run(
      `INSERT INTO organisation_years (org_id, role, year, count, amount_wan)
        SELECT org, role, ${yearOf(tx, 'published_at')}, count(*), round(sum(amount), 4)
        FROM org_roles WHERE role <> 'candidate' GROUP BY 1, 2, 3`,
    );
    await run(
      `INSERT INTO organisation_facets (org_id, dim, value, count)
        SELECT org, 'industry', industry, count(*) FROM org_records GROUP BY org, industry
        UNION ALL SELECT org, 'province', province, count(*) FROM org_records GROUP BY org, province`,
    );
    // A buyer's agencies and winners, an agency's and a winner's buyers (one row per pair).
    const pair = (org: string, partner: string, relation: string) =>
      `SELECT ${org} AS org, ${partner} AS partner, '${relation}' AS relation FROM tenders
        WHERE ${org} IS NOT NULL AND ${partner} IS NOT NULL AND ${org} <> ${partner}`;
    await run(
      `INSERT INTO organisation_partners (org_id, partner_id, relation, count)
        SELECT org, partner, relation, count(*) FROM (
          ${pair('owner_org_id', 'agency_org_id', 'agency')}
          UNION ALL ${pair('agency_org_id', 'owner_org_id', 'buyer')}
          UNION ALL ${pair('owner_org_id', 'winner_org_id', 'winner')}
          UNION ALL ${pair('winner_org_id', 'owner_org_id', 'buyer')}) AS p
        GROUP BY org, partner, relation`,
    );
    if (tx.dialect === 'sqlite')
      for (const t of ['org_roles', 'org_records', 'org_figures']) await run(`DROP TABLE ${t}`);
  });
  const db = sqlOver(database);
  for (const table of ['organisations', 'organisation_years', 'organisation_facets', 'organisation_partners'])
    await refreshStatistics(db, table);
  return (performance.now() - started) / 1000;
}

/**
 * Every keyword's figures computed again (docs/seo.md, 'Keyword pages'), which the import keeps
 * and a bulk load bypasses: the loader's last step, after `rebuildOrganisationFigures`, on the
 * database of the process's Payload. Returns seconds.
 */
export async function rebuildKeywordFiguresAfterLoad(payload: Payload): Promise<number> {
  const started = performance.now();
  await rebuildKeywordFigures(rawSql(payload));
  return (performance.now() - started) / 1000;
}
