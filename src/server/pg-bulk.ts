/**
 * Bulk writes on PostgreSQL (docs/import.md, 'How a batch is stored'): a transaction on one pooled
 * connection of its own, statements rendered from Drizzle `sql` templates, and `COPY … FROM STDIN`
 * (pg-copy-streams) for rows by the thousand, which a multi-row INSERT sends far slower.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { reportDatabaseError } from './db-health';
import { type CopySql, type SQL, type SqlValue, sql } from './db';

const dialect = new PgDialect();

/** One value in COPY's text format: `\N` for null, backslash escapes for the characters it uses. */
function copyValue(value: SqlValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : text;
}

/** Text of about this many characters goes to the server at a time. */
const COPY_CHUNK = 1 << 20;

function* copyText(rows: readonly SqlValue[][]): Generator<string> {
  let out = '';
  for (const row of rows) {
    out += row.map(copyValue).join('\t') + '\n';
    if (out.length >= COPY_CHUNK) {
      yield out;
      out = '';
    }
  }
  if (out) yield out;
}

/** Streams `rows` into `table` (a name of the code's, quoted here) with COPY. */
export async function copyRows(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly SqlValue[][],
): Promise<void> {
  if (!rows.length) return;
  const target = `"${table}" (${columns.map((c) => `"${c}"`).join(', ')})`;
  const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from(copyText(rows)), stream);
}

/** Raw SQL over one pooled connection (and its transaction), with COPY besides statements. */
export function clientSql(client: PoolClient): CopySql {
  return {
    dialect: 'postgres',
    async query<T>(statement: SQL) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return (await client.query(text, params)).rows as T[];
    },
    copy: (table, columns, rows) => copyRows(client, table, columns, rows),
  };
}

/**
 * `rows` COPYed into a temporary table `name` (its columns: `shape`, such as `(LIKE t)`) for
 * `work`'s set-based statements to read; dropped when `work` is done, and at commit if it fails.
 */
export async function withStagingTable<T>(
  tx: CopySql,
  name: string,
  shape: SQL,
  columns: readonly string[],
  rows: readonly SqlValue[][],
  work: (stage: SQL) => Promise<T>,
): Promise<T> {
  const stage = sql`${sql.identifier(name)}`;
  await tx.query(sql`CREATE TEMP TABLE ${stage} ${shape} ON COMMIT DROP`);
  await tx.copy(name, columns, rows);
  const result = await work(stage);
  await tx.query(sql`DROP TABLE ${stage}`);
  return result;
}

/**
 * Runs `work` in one transaction on a connection of `pool` of its own: all of it commits or none
 * does. `lockKey` first takes a transaction-level advisory lock, as writeTransaction does.
 */
export async function pgTransaction<T>(
  pool: Pool,
  work: (tx: CopySql) => Promise<T>,
  lockKey?: number,
): Promise<T> {
  let client: PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    reportDatabaseError(error);
    throw error;
  }
  const tx = clientSql(client);
  let broken = false;
  try {
    await client.query('BEGIN');
    if (lockKey !== undefined) await tx.query(sql`SELECT pg_advisory_xact_lock(${lockKey})`);
    const result = await work(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    reportDatabaseError(error);
    try {
      await client.query('ROLLBACK');
    } catch {
      broken = true; // the connection is gone: the pool drops it
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
