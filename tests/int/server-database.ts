import { createClient } from '@libsql/client';
import { drizzle as libsqlDrizzle } from 'drizzle-orm/libsql';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { SQLITE_BUSY_TIMEOUT_MS } from '@/database';
import { type DrizzleDatabase, type RawSql, sqlOver } from '@/server/db';
import { serverFiles } from '../../scripts/lib/test-data.mjs';
import { BASE_URL } from './helpers';

/**
 * A test server's database: its SQLite file (in the run's folder, scripts/lib/test-data.mjs), or `databaseUrl` (the shared
 * server's DATABASE_URL under `npm run test:postgres`, or a suite's own from ownDatabaseEnv).
 * Without arguments, the shared server's.
 */
export async function serverDatabase({
  port = new URL(BASE_URL).port,
  databaseUrl = process.env.DATABASE_URL,
}: { port?: number | string; databaseUrl?: string } = {}): Promise<{
  db: RawSql;
  close: () => Promise<void>;
}> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const database = { dialect: 'postgres', db: pgDrizzle(pool) } as DrizzleDatabase;
    return { db: sqlOver(database), close: () => pool.end() };
  }
  const client = createClient({ url: `file:${serverFiles(String(port)).database}` });
  await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const database = { dialect: 'sqlite', db: libsqlDrizzle(client) } as DrizzleDatabase;
  return { db: sqlOver(database), close: async () => client.close() };
}
