import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { drizzle as libsqlDrizzle } from 'drizzle-orm/libsql';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_BUSY_TIMEOUT_MS, keepBusyTimeout } from '@/database';
import { type DrizzleDatabase, type RawSql, sql, sqlOver, writeTransaction } from '@/server/db';

/**
 * Raw SQL (src/server/db.ts) on both databases: statements are Drizzle templates, so a literal
 * `?` and PostgreSQL's JSON `?` operators reach the database as written, beside parameters.
 * SQLite always, in a scratch file; PostgreSQL under `npm run test:postgres` (DATABASE_URL).
 */
const POSTGRES_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

/** What both databases must answer alike. */
function sharedCases(db: () => RawSql) {
  it('keeps a literal ? in the text apart from the parameters', async () => {
    const [row] = await db().query<{ mark: string; value: string }>(sql`SELECT '?' AS mark, ${'x'} AS value`);
    expect(row).toEqual({ mark: '?', value: 'x' });
  });

  it('finds the text that contains a ?', async () => {
    const find = db().dialect === 'sqlite' ? sql`instr` : sql`strpos`;
    const rows = await db().query<{ body: string }>(
      sql`SELECT body FROM raw_sql_notes WHERE ${find}(body, '?') > 0 AND body <> ${'none'} ORDER BY body`,
    );
    expect(rows.map((r) => r.body)).toEqual(['what?', 'why?']);
    const like = await db().query<{ body: string }>(
      sql`SELECT body FROM raw_sql_notes WHERE body LIKE ${'%y?'} ORDER BY body`,
    );
    expect(like.map((r) => r.body)).toEqual(['why?']);
  });

  it('expands a list into its parameters', async () => {
    const rows = await db().query<{ body: string }>(
      sql`SELECT body FROM raw_sql_notes WHERE body IN ${['why?', 'because']} ORDER BY body`,
    );
    expect(rows.map((r) => r.body)).toEqual(['because', 'why?']);
  });
}

const NOTES = ['why?', 'what?', 'because'];

describe('raw SQL on SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'raw-sql-'));
  const file = path.join(dir, 'raw.db');
  let client: Client;
  let database: DrizzleDatabase;
  let db: RawSql;

  beforeAll(async () => {
    // As the adapter opens it (src/database.ts): a busy timeout, kept across transactions.
    client = createClient({ url: `file:${file}` });
    await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    keepBusyTimeout(client);
    database = { dialect: 'sqlite', db: libsqlDrizzle(client) };
    db = sqlOver(database);
    await db.query(sql`CREATE TABLE raw_sql_notes (body TEXT NOT NULL)`);
    await db.query(
      sql`INSERT INTO raw_sql_notes (body) VALUES ${sql.join(
        NOTES.map((n) => sql`(${n})`),
        sql`, `,
      )}`,
    );
  });
  afterAll(() => {
    client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  sharedCases(() => db);

  /**
   * Another process holds the write lock for `ms` (libSQL's calls are synchronous: a holder in
   * this process could not let go while this one waits). Resolves once it holds it, with the
   * holder's end and the time (this machine's clock) it began to commit: a waiter that ends
   * after it waited for the lock, however late this process heard that the lock was taken.
   */
  function holdWriteLock(ms: number): Promise<{ released: Promise<number> }> {
    const script = `
      const { createClient } = require('@libsql/client');
      const c = createClient({ url: ${JSON.stringify(`file:${file}`)} });
      (async () => {
        const tx = await c.transaction('write');
        await tx.execute("INSERT INTO raw_sql_notes (body) VALUES ('held')");
        console.log('locked');
        setTimeout(async () => { console.log('commit ' + Date.now()); await tx.commit(); c.close(); }, ${ms});
      })();`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const released = new Promise<number>((resolve, reject) =>
      child.on('exit', (code) =>
        code === 0
          ? resolve(Number(/commit (\d+)/.exec(output)?.[1]))
          : reject(new Error(`holder exited ${code}`)),
      ),
    );
    return new Promise((resolve) => child.stdout.once('data', () => resolve({ released })));
  }

  it('waits in a write transaction for another process holding the lock, and keeps waiting after it', async () => {
    let holder = await holdWriteLock(400);
    const inside = await writeTransaction(database, async (tx) => {
      await tx.query(sql`INSERT INTO raw_sql_notes (body) VALUES (${'written?'})`);
      return (await tx.query<{ n: number }>(sql`SELECT count(*) AS n FROM raw_sql_notes`))[0].n;
    });
    const written = Date.now();
    expect(Number(inside)).toBe(NOTES.length + 2);
    expect(written).toBeGreaterThanOrEqual(await holder.released);
    // The transaction took the client's connection; the fresh one waits just as long, and
    // deletes the second holder's row too.
    holder = await holdWriteLock(400);
    await db.query(sql`DELETE FROM raw_sql_notes WHERE body IN ${['held', 'written?']}`);
    expect(Date.now()).toBeGreaterThanOrEqual(await holder.released);
    const rows = await db.query<{ body: string }>(sql`SELECT body FROM raw_sql_notes ORDER BY body`);
    expect(rows.map((r) => r.body)).toEqual([...NOTES].sort());
  });

  it('rolls the whole transaction back when its work throws', async () => {
    await expect(
      writeTransaction(database, async (tx) => {
        await tx.query(sql`INSERT INTO raw_sql_notes (body) VALUES (${'lost'})`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.query(sql`SELECT body FROM raw_sql_notes WHERE body = ${'lost'}`)).toEqual([]);
  });
});

describe.skipIf(!POSTGRES_URL)('raw SQL on PostgreSQL', () => {
  let pool: pg.Pool;
  let database: DrizzleDatabase;
  let db: RawSql;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 4 });
    database = { dialect: 'postgres', db: pgDrizzle({ client: pool }) };
    db = sqlOver(database);
    await db.query(sql`DROP TABLE IF EXISTS raw_sql_notes, raw_sql_counter`);
    await db.query(sql`CREATE TABLE raw_sql_notes (body text NOT NULL)`);
    await db.query(sql`INSERT INTO raw_sql_notes (body) SELECT unnest(${sql.param(NOTES)}::text[])`);
    await db.query(sql`CREATE TABLE raw_sql_counter (n int NOT NULL)`);
    await db.query(sql`INSERT INTO raw_sql_counter VALUES (0)`);
  });
  afterAll(async () => {
    await db?.query(sql`DROP TABLE IF EXISTS raw_sql_notes, raw_sql_counter`);
    await pool?.end();
  });

  sharedCases(() => db);

  it('passes the JSON ? operators through as written', async () => {
    const [row] = await db.query<{ has: boolean; any: boolean; all: boolean; after: string }>(
      sql`SELECT ${'{"a": 1, "b": 2}'}::jsonb ? 'a' AS has,
        ${'{"a": 1}'}::jsonb ?| array['b', 'a'] AS any,
        ${'{"a": 1}'}::jsonb ?& array['a', 'c'] AS all,
        ${'y'} AS after`,
    );
    expect(row).toEqual({ has: true, any: true, all: false, after: 'y' });
  });

  it('runs the write transactions of one lock key one after another', async () => {
    const increment = () =>
      writeTransaction(
        database,
        async (tx) => {
          const [{ n }] = await tx.query<{ n: number }>(sql`SELECT n FROM raw_sql_counter`);
          await tx.query(sql`SELECT pg_sleep(0.1)`);
          await tx.query(sql`UPDATE raw_sql_counter SET n = ${n + 1}`);
        },
        73_016_999,
      );
    await Promise.all([increment(), increment(), increment()]);
    const [{ n }] = await db.query<{ n: number }>(sql`SELECT n FROM raw_sql_counter`);
    expect(n).toBe(3);
  });
});
