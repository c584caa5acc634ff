/**
 * The bulk loaders, one per database: SQLite's multi-row INSERTs inside write transactions,
 * PostgreSQL's INSERT … SELECT FROM unnest(arrays), statements prepared once per batch size.
 */
import type { Client } from '@libsql/client';
import type { RecordKind } from '@/catalog/routes';
import type { Pool } from 'pg';
import { COLUMNS, type Chunk } from './bulk-rows';
import type { SqlValue } from '@/server/db';

const SQLITE_ROWS_PER_STATEMENT = 500;
export const SQLITE_ROWS_PER_TRANSACTION = 50_000;
export const PG_ROWS_PER_STATEMENT = 10_000;

export async function loadSqlite(
  client: Client,
  kind: RecordKind,
  chunks: AsyncIterable<Chunk>,
  progress: (n: number) => void,
) {
  const columns = ['id', ...COLUMNS[kind].map((c) => c.name)];
  const rowSql = multiRowInsert(kind, columns);
  const candidateSql = multiRowInsert('tender_candidates', [
    'tender_id',
    'rank',
    'name',
    'org_id',
    'published_at',
  ]);
  const stageSql = (n: number) =>
    multiRowInsert('project_stages', ['source_id', 'stage', 'first_seen_at'])(n) +
    ' ON CONFLICT (source_id, stage) DO NOTHING';
  for await (const { rows, candidates, stages } of chunks) {
    const tx = await client.transaction('write');
    try {
      // Ids are given, not left to SQLite, so the candidate rows can name their parent; the write transaction holds the database, so max(id) stays ours until it commits.
      const { rows: r } = await tx.execute(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${kind}`);
      const firstId = Number(r[0].id);
      for (let from = 0; from < rows.length; from += SQLITE_ROWS_PER_STATEMENT) {
        const batch = rows.slice(from, from + SQLITE_ROWS_PER_STATEMENT);
        // libSQL stores booleans as 1 and 0 itself.
        const args: SqlValue[] = [];
        batch.forEach((row, k) => args.push(firstId + from + k, ...row));
        await tx.execute({ sql: rowSql(batch.length), args });
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
        const args = part.flatMap(([row, rank, name, org, at]) => [firstId + row, rank, name, org, at]);
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

export async function loadPostgres(
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
  // candidates.
  const statement =
    `INSERT INTO ${kind} (id,${names}) SELECT * FROM unnest(` +
    ['integer[]', ...columns.map((c) => c.pgArray)].map((type, i) => `$${i + 1}::${type}`).join(',') +
    `)`;
  const width = columns.length;
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
        `INSERT INTO tender_candidates (tender_id, rank, name, org_id, published_at)
          SELECT * FROM unnest($1::integer[], $2::integer[], $3::varchar[], $4::integer[], $5::timestamptz[])`,
        [0, 1, 2, 3, 4].map((k) => candidates.map((c) => (k === 0 ? idOf[c[0]] : c[k]))),
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
