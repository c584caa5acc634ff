import type { Client, TransactionMode } from '@libsql/client';
import { SQLITE_BUSY_TIMEOUT_MS } from '@/database';
import type { Pool } from 'pg';
import type { Payload } from 'payload';
import { reportDatabaseError } from './db-health';
import { getPayload } from './payload';

export type Dialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | boolean | null;

/**
 * Raw SQL over the connection Payload already holds, for the hot paths Payload's query
 * builder makes slow (listings over millions of rows, bulk loads, atomic counters).
 * Statements use `?` placeholders; they become `$n` on PostgreSQL. The schema stays owned by
 * the Payload collections and their migrations.
 */
export interface RawSql {
  dialect: Dialect;
  query<T = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
}

/** SQLite has no boolean type: booleans are stored as 1 and 0. */
export function toSqliteValue<V>(value: V | boolean): V | number {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

function toPostgresPlaceholders(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** The driver under Payload's database adapter: a pg pool or a libSQL client. */
type DatabaseDriver = { dialect: 'postgres'; pool: Pool } | { dialect: 'sqlite'; client: Client };

const keepingBusyTimeout = new WeakSet<Client>();

/**
 * libSQL hands the client's connection to each transaction and opens a fresh one for the client
 * on its next use, without the busy timeout Payload set on the first: every read beside an
 * import's commit then failed at once with SQLITE_BUSY (a 500). Sets it again on each fresh
 * connection, before anything else can use it: both calls run synchronously.
 */
function keepBusyTimeout(client: Client): void {
  if (keepingBusyTimeout.has(client)) return;
  keepingBusyTimeout.add(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (mode?: TransactionMode) => {
    const handedOver = transaction(mode);
    void client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    return handedOver;
  };
}

/** The one place that tells the adapters apart (raw SQL, the start-up lock, bulk loads). */
export function databaseDriver(payload: Payload): DatabaseDriver {
  const db = payload.db as unknown as { name: string; client?: Client; pool?: Pool };
  if (db.pool) return { dialect: 'postgres', pool: db.pool };
  if (db.client) {
    keepBusyTimeout(db.client);
    return { dialect: 'sqlite', client: db.client };
  }
  throw new Error(`Unsupported database adapter ${db.name}`);
}

export function rawSql(payload: Payload): RawSql {
  const driver = databaseDriver(payload);
  if (driver.dialect === 'postgres') {
    const { pool } = driver;
    return {
      dialect: 'postgres',
      async query<T>(text: string, params: readonly SqlValue[] = []) {
        try {
          const result = await pool.query(toPostgresPlaceholders(text), params as SqlValue[]);
          return result.rows as T[];
        } catch (error) {
          reportDatabaseError(error);
          throw error;
        }
      },
    };
  }
  const { client } = driver;
  return {
    dialect: 'sqlite',
    async query<T>(text: string, params: readonly SqlValue[] = []) {
      const args = params.map(toSqliteValue);
      try {
        const result = await client.execute({ sql: text, args });
        return result.rows as unknown as T[];
      } catch (error) {
        reportDatabaseError(error);
        throw error;
      }
    },
  };
}

let shared: Promise<RawSql> | undefined;

export function getRawSql(): Promise<RawSql> {
  shared ??= getPayload().then(rawSql);
  return shared;
}

/** PostgreSQL returns timestamps as Date and numerics as strings; SQLite as text and numbers. */
export function isoDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return value == null ? '' : new Date(String(value)).toISOString();
}

/**
 * Runs `work` in one write transaction on its own connection: all of it commits or none does.
 * On PostgreSQL, `lockKey` first takes a transaction-level advisory lock, so concurrent writers
 * of one key run one after another (SQLite's write transaction already does that).
 */
export async function withWriteTransaction<T>(
  payload: Payload,
  work: (tx: RawSql) => Promise<T>,
  lockKey?: number,
): Promise<T> {
  const driver = databaseDriver(payload);
  if (driver.dialect === 'postgres') {
    const client = await driver.pool.connect();
    const tx: RawSql = {
      dialect: 'postgres',
      async query<R>(text: string, params: readonly SqlValue[] = []) {
        const result = await client.query(toPostgresPlaceholders(text), params as SqlValue[]);
        return result.rows as R[];
      },
    };
    try {
      await client.query('BEGIN');
      if (lockKey !== undefined) await client.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      reportDatabaseError(error);
      throw error;
    } finally {
      client.release();
    }
  }
  // Another process (an import CLI beside the server) may hold the write lock: wait for it.
  const transaction = await driver.client.transaction('write');
  const tx: RawSql = {
    dialect: 'sqlite',
    async query<R>(text: string, params: readonly SqlValue[] = []) {
      const result = await transaction.execute({ sql: text, args: params.map(toSqliteValue) });
      return result.rows as unknown as R[];
    },
  };
  try {
    const result = await work(tx);
    await transaction.commit();
    return result;
  } catch (error) {
    reportDatabaseError(error);
    throw error;
  } finally {
    transaction.close();
  }
}
