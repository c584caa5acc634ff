/**
 * Indexes a large load drops and builds again at its end (docs/import.md, 'Loading a large
 * file'): building an index sorts the table once, where keeping it live costs one tree descent
 * and page write per row and index. Each definition, as the database itself wrote it, is recorded
 * in `deferred_indexes` before its index is dropped and removed in the transaction that builds it
 * again, so a load killed midway leaves a list that the next such load, or the next server start,
 * builds: the tables end as after an uninterrupted load.
 */
import { ifAdvisoryLockFree, withAdvisoryLock } from './advisory-lock';
import { type DrizzleDatabase, type RawSql, poolOf, sql, sqlOver, writeTransaction } from './db';

/** A bookkeeping table of the data layer's own, outside the Payload schema and its migrations. */
const LEDGER = sql.identifier('deferred_indexes');

/**
 * Held (shared) by every load with deferred indexes while it runs; a server start builds leftover
 * indexes only when it can take it alone, so it never builds them under a running load.
 */
export const LOAD_LOCK = 73_016_205;

/** PostgreSQL's sort memory for one index build (`SET LOCAL`, that transaction only). */
const BUILD_MEMORY = '1GB';

export interface IndexInfo {
  table: string;
  name: string;
  definition: string;
  unique: boolean;
  /** The first key column, or the function of an expression index (`array_to_tsvector`). */
  leading: string;
}

/** Which indexes stay live during a load: the ones it reads itself. */
export type KeepIndex = (index: IndexInfo) => boolean;

const LEADING = /\bON\s+\S+(?:\s+USING\s+\w+)?\s*\(\s*[`"]?(\w+)/i;

/** The indexes of `table` that no constraint owns (a primary key stays), with their definitions. */
async function droppableIndexes(db: RawSql, table: string): Promise<IndexInfo[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await db.query<{ name: string; definition: string }>(
          sql`SELECT name, sql AS definition FROM sqlite_master
            WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL ORDER BY name`,
        )
      : await db.query<{ name: string; definition: string }>(
          sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
            WHERE schemaname = current_schema() AND tablename = ${table}
              AND indexname NOT IN (SELECT conname FROM pg_constraint) ORDER BY indexname`,
        );
  return rows.map((r) => ({
    ...r,
    table,
    unique: /^CREATE\s+UNIQUE\b/i.test(r.definition),
    leading: LEADING.exec(r.definition)?.[1] ?? '',
  }));
}

async function ledgerExists(db: RawSql): Promise<boolean> {
  const [row] =
    db.dialect === 'sqlite'
      ? await db.query<{ n: number }>(
          sql`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'deferred_indexes'`,
        )
      : await db.query<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_tables
            WHERE schemaname = current_schema() AND tablename = 'deferred_indexes'`,
        );
  return Number(row.n) > 0;
}

/**
 * Drops the indexes of `table` that `keep` does not keep, each recorded first; returns their
 * names. An index recorded by an earlier, killed load stays recorded (it is already gone).
 */
export async function deferIndexes(db: RawSql, table: string, keep: KeepIndex): Promise<string[]> {
  await db.query(
    sql`CREATE TABLE IF NOT EXISTS ${LEDGER} (name TEXT PRIMARY KEY, table_name TEXT NOT NULL, definition TEXT NOT NULL)`,
  );
  const dropped: string[] = [];
  for (const index of await droppableIndexes(db, table)) {
    if (keep(index)) continue;
    await db.query(
      sql`INSERT INTO ${LEDGER} (name, table_name, definition) VALUES (${index.name}, ${table}, ${index.definition})
        ON CONFLICT (name) DO NOTHING`,
    );
    await db.query(sql`DROP INDEX IF EXISTS ${sql.identifier(index.name)}`);
    dropped.push(index.name);
  }
  return dropped;
}

export interface BuiltIndex {
  name: string;
  table: string;
  seconds: number;
}

/**
 * Builds the recorded indexes (of `tables`, or all), one transaction each that also strikes it
 * from the record, then refreshes the planner's statistics of their tables.
 */
export async function buildDeferredIndexes(
  database: DrizzleDatabase,
  tables?: readonly string[],
  onBuilt?: (index: BuiltIndex) => void,
): Promise<BuiltIndex[]> {
  const db = sqlOver(database);
  if (!(await ledgerExists(db))) return [];
  const pending = (
    await db.query<{ name: string; table_name: string; definition: string }>(
      sql`SELECT name, table_name, definition FROM ${LEDGER} ORDER BY table_name, name`,
    )
  ).filter((row) => !tables || tables.includes(row.table_name));
  const built: BuiltIndex[] = [];
  for (const row of pending) {
    const started = performance.now();
    await writeTransaction(database, async (tx) => {
      if (tx.dialect === 'postgres')
        await tx.query(sql.raw(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`));
      // Another process may have built it already (two loads, a load and a server start).
      await tx.query(
        sql.raw(row.definition.replace(/^(CREATE\s+(?:UNIQUE\s+)?INDEX)\s+(?!IF\b)/i, '$1 IF NOT EXISTS ')),
      );
      await tx.query(sql`DELETE FROM ${LEDGER} WHERE name = ${row.name}`);
    });
    const index = { name: row.name, table: row.table_name, seconds: (performance.now() - started) / 1000 };
    built.push(index);
    onBuilt?.(index);
  }
  for (const table of new Set(built.map((b) => b.table)))
    await db.query(sql`ANALYZE ${sql.identifier(table)}`);
  return built;
}

/**
 * Runs `load` with the indexes of `tables` that `keep` does not keep dropped, then builds them,
 * also when `load` fails (the tables stay fast to read); a killed load leaves them recorded.
 */
export async function withDeferredIndexes<T>(
  database: DrizzleDatabase,
  tables: readonly string[],
  keep: KeepIndex,
  load: () => Promise<T>,
  onBuilt?: (index: BuiltIndex) => void,
): Promise<T> {
  return holdingLoadLock(database, async () => {
    const db = sqlOver(database);
    for (const table of tables) await deferIndexes(db, table, keep);
    let result: T;
    try {
      result = await load();
    } catch (error) {
      try {
        await buildDeferredIndexes(database, tables, onBuilt);
      } catch (buildError) {
        console.error('Building the deferred indexes after a failed load failed too:', buildError);
      }
      throw error;
    }
    await buildDeferredIndexes(database, tables, onBuilt);
    return result;
  });
}

/** PostgreSQL: `task` under the load lock, shared with other loads; SQLite: `task` alone. */
function holdingLoadLock<T>(database: DrizzleDatabase, task: () => Promise<T>): Promise<T> {
  const pool = poolOf(database);
  return pool ? withAdvisoryLock(pool, LOAD_LOCK, task, { shared: true }) : task();
}

/**
 * Builds what a killed load left recorded (a server start), unless a load is running: it builds
 * its own at its end. Returns what it built, or null when a load held the lock.
 */
export async function buildLeftoverIndexes(
  database: DrizzleDatabase,
  onBuilt?: (index: BuiltIndex) => void,
): Promise<BuiltIndex[] | null> {
  const build = () => buildDeferredIndexes(database, undefined, onBuilt);
  const pool = poolOf(database);
  if (!pool) return build();
  // Most starts find nothing recorded: no lock, no connection of its own, for them.
  if (!(await ledgerExists(sqlOver(database)))) return [];
  return (await ifAdvisoryLockFree(pool, LOAD_LOCK, build))?.value ?? null;
}
