import type { Client, ResultSet } from '@libsql/client';
import { type SQL, sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { Pool } from 'pg';
import type { Payload, PayloadRequest } from 'payload';
import { reportDatabaseError } from './db-health';

export { type SQL, sql };

export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | boolean | null;

/**
 * Raw SQL over the connection Payload already holds, for the hot paths Payload's query
 * builder makes slow (listings over millions of rows, bulk loads, atomic counters). Statements
 * are Drizzle `sql` templates: values are parameters, and each adapter's dialect writes the
 * placeholders, so no statement text is ever rewritten (a literal `?`, PostgreSQL's JSON `?`
 * operator, stay as written). Identifiers come through `sql.identifier`, or `sql.raw` for
 * constants of the code. The schema stays owned by the Payload collections and their migrations.
 */
export interface RawSql {
  dialect: Dialect;
  query<T = Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /**
   * Bulk rows into a table by COPY (src/server/pg-bulk.ts): only a PostgreSQL connection of its
   * own has it; writers fall back to multi-row INSERTs without it.
   */
  copy?(table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void>;
}

/** A runner that takes COPY: a PostgreSQL connection of its own (src/server/pg-bulk.ts). */
export type CopySql = RawSql & Required<Pick<RawSql, 'copy'>>;

/** `db` where it takes COPY, else null (SQLite, Payload's pool). */
export const copyCapable = (db: RawSql): CopySql | null => (db.copy ? (db as CopySql) : null);

/** Payload's own Drizzle instance (or one of its transactions), with the dialect it speaks. */
export type DrizzleDatabase =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: raw statements only
  | { dialect: 'postgres'; db: PgDatabase<NodePgQueryResultHKT, any> }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: raw statements only
  | { dialect: 'sqlite'; db: BaseSQLiteDatabase<'async', ResultSet, any> };

/** A runner over `db`, or over a transaction of it (both answer `execute` / `all` alike). */
function runner(database: DrizzleDatabase): RawSql {
  if (database.dialect === 'postgres') {
    const { db } = database;
    return {
      dialect: 'postgres',
      async query<T>(statement: SQL) {
        return (await db.execute(statement)).rows as T[];
      },
    };
  }
  const { db } = database;
  return { dialect: 'sqlite', query: <T>(statement: SQL) => db.all<T>(statement) };
}

/** Failures reach db-health, so an outage shows in the proxy's answers (503) within seconds. */
function reporting(inner: RawSql): RawSql {
  return {
    dialect: inner.dialect,
    async query<T>(statement: SQL) {
      try {
        return await inner.query<T>(statement);
      } catch (error) {
        reportDatabaseError(error);
        throw error;
      }
    },
  };
}

/** The driver under Payload's database adapter: a pg pool or a libSQL client. */
type DatabaseDriver = { dialect: 'postgres'; pool: Pool } | { dialect: 'sqlite'; client: Client };

interface AdapterParts {
  name: string;
  drizzle: unknown;
  client?: Client;
  pool?: Pool;
}

/**
 * The driver itself, for what Drizzle cannot do: a session-long advisory lock on one pooled
 * connection (the start-up lock) and the bulk loaders' statements prepared once per batch size.
 */
export function databaseDriver(payload: Payload): DatabaseDriver {
  // Payload's adapter type hides the driver fields both Drizzle adapters carry.
  const db = payload.db as unknown as AdapterParts;
  if (db.pool) return { dialect: 'postgres', pool: db.pool };
  if (db.client) return { dialect: 'sqlite', client: db.client };
  throw new Error(`Unsupported database adapter ${db.name}`);
}

/** The pg pool under a PostgreSQL database (its connections take COPY and session locks); null on SQLite. */
export function poolOf(database: DrizzleDatabase): Pool | null {
  if (database.dialect !== 'postgres') return null;
  // Drizzle's node-postgres instance holds the pool it was made over (a transaction of it does not).
  const client = (database.db as unknown as { $client?: Pool }).$client;
  return client && typeof client.connect === 'function' ? client : null;
}

/** The one place that tells the adapters apart for Drizzle. */
export function drizzleOf(payload: Payload): DrizzleDatabase {
  // As above: the adapter's Drizzle instance and driver are not in Payload's adapter type.
  const db = payload.db as unknown as AdapterParts;
  if (db.pool) return { dialect: 'postgres', db: db.drizzle } as DrizzleDatabase;
  if (db.client) return { dialect: 'sqlite', db: db.drizzle } as DrizzleDatabase;
  throw new Error(`Unsupported database adapter ${db.name}`);
}

/** Raw SQL over a Drizzle database (Payload's, or a test's own). */
export function sqlOver(database: DrizzleDatabase): RawSql {
  return reporting(runner(database));
}

export function rawSql(payload: Payload): RawSql {
  return sqlOver(drizzleOf(payload));
}

/**
 * Raw SQL inside `req`'s transaction (Payload's Drizzle adapters keep one per request), for
 * collection hooks that must see and write what the save itself wrote.
 */
export async function requestSql(req: PayloadRequest): Promise<RawSql> {
  // The adapter's open transactions (`sessions`) are not in Payload's adapter type either.
  const adapter = req.payload.db as unknown as AdapterParts & { sessions?: Record<string, { db: unknown }> };
  const id = req.transactionID ? await req.transactionID : undefined;
  const db = (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle;
  return sqlOver({ dialect: adapter.pool ? 'postgres' : 'sqlite', db } as DrizzleDatabase);
}

/** The Drizzle instance over the read replicas, when DATABASE_REPLICA_URLS names some (src/database.ts). */
function replicaDrizzle(payload: Payload): unknown {
  const adapter = payload.db as unknown as AdapterParts;
  return adapter.pool ? (adapter.drizzle as { $replicas?: unknown[] }).$replicas?.[0] : undefined;
}

let shared: Promise<{ primary: RawSql; page: RawSql }> | undefined;

/**
 * The primary's runner, and the page reads' one: over the read replicas when there are some
 * (they fall back to the primary), else the primary's itself. Never a page runner for a write,
 * nor for a read a write depends on: those take `rawSql`, `requestSql` or a write transaction.
 */
function runners() {
  // Imported when first asked for: this module loads without the Payload config (tests run it
  // over a database of their own).
  shared ??= import('./payload')
    .then(({ getPayload }) => getPayload())
    .then((payload) => {
      const primary = rawSql(payload);
      const replica = replicaDrizzle(payload);
      return {
        primary,
        page: replica ? sqlOver({ dialect: 'postgres', db: replica } as DrizzleDatabase) : primary,
      };
    });
  return shared;
}

/** Raw SQL on the primary: writes, and reads that must see the latest write. */
export async function getRawSql(): Promise<RawSql> {
  return (await runners()).primary;
}

/** Raw SQL for page reads (on a replica when there is one). */
export async function getPageSql(): Promise<RawSql> {
  return (await runners()).page;
}

/**
 * A page read whose 'not found' is confirmed on the primary: a replica a moment behind does not
 * yet hold a record just imported, and its 404 must never be answered (nor cached) for a record
 * the primary holds. Any other answer of the replica stands (docs/deployment.md, 'Read replicas').
 */
export async function readConfirmingMissing<T>(
  read: (db: RawSql) => Promise<T>,
  missing: (answer: T) => boolean,
): Promise<T> {
  const { primary, page } = await runners();
  const answer = await read(page);
  return page !== primary && missing(answer) ? read(primary) : answer;
}

/** PostgreSQL returns timestamps as text through Drizzle, or Date through pg; SQLite as text. */
export function isoDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return value == null ? '' : new Date(String(value)).toISOString();
}

/**
 * Runs `work` in one write transaction on its own connection: all of it commits or none does.
 * SQLite: libSQL begins it with BEGIN IMMEDIATE, so it takes the write lock first, waiting up to
 * the busy timeout for another process holding it (an import CLI beside the server).
 * PostgreSQL: `lockKey` first takes a transaction-level advisory lock, so concurrent writers of
 * one key run one after another (SQLite's write lock already does that).
 */
export async function writeTransaction<T>(
  database: DrizzleDatabase,
  work: (tx: RawSql) => Promise<T>,
  lockKey?: number,
): Promise<T> {
  try {
    if (database.dialect === 'postgres') {
      return await database.db.transaction(async (tx) => {
        if (lockKey !== undefined) await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey})`);
        return work(runner({ dialect: 'postgres', db: tx }));
      });
    }
    return await database.db.transaction((tx) => work(runner({ dialect: 'sqlite', db: tx })));
  } catch (error) {
    reportDatabaseError(error);
    throw error;
  }
}

export function withWriteTransaction<T>(
  payload: Payload,
  work: (tx: RawSql) => Promise<T>,
  lockKey?: number,
): Promise<T> {
  return writeTransaction(drizzleOf(payload), work, lockKey);
}
