import { createClient } from '@libsql/client';
import { drizzle as pgDrizzle } from '@payloadcms/db-postgres/drizzle/node-postgres';
import { drizzle as sqliteDrizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { migrations as postgresMigrations } from '@/migrations/postgres';
import { migrations as sqliteMigrations } from '@/migrations/sqlite';
import type { DrizzleDatabase } from '@/server/db';
import { onPostgresServer } from '../../scripts/lib/postgres-admin.mjs';

/**
 * A database of a suite's own on the lane's engine: PostgreSQL under `npm run test:postgres`
 * (`<database>_<name>` on DATABASE_URL's server), else a SQLite file in a temporary folder.
 */
export const SUITE_URL = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : undefined;
export const ENGINE = SUITE_URL ? 'postgres' : 'sqlite';
export const MIGRATIONS: {
  name: string;
  up: (args: never) => Promise<void>;
  down: (args: never) => Promise<void>;
}[] = SUITE_URL ? postgresMigrations : sqliteMigrations;

/** A test file's cleanups, run after its tests, the last added first. */
export function cleanupsAfterAll(): (() => Promise<void>)[] {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return cleanups;
}

/** The position of the committed migration whose name ends with `suffix` (-1 when none). */
export const migrationIndex = (suffix: string) => MIGRATIONS.findIndex((m) => m.name.endsWith(suffix));

/** An empty database; `cleanups` gets what closes and deletes it. */
export async function scratchDatabase(
  name: string,
  cleanups: (() => Promise<void>)[],
): Promise<DrizzleDatabase> {
  if (SUITE_URL) {
    const database = `${new URL(SUITE_URL).pathname.slice(1)}_${name}`;
    await onPostgresServer(SUITE_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await onPostgresServer(SUITE_URL, `CREATE DATABASE "${database}"`);
    const url = new URL(SUITE_URL);
    url.pathname = `/${database}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
    cleanups.push(async () => {
      // pool.end() resolves before its clients' sockets close, and the forced DROP may end a
      // backend first: that client's error then has no listener left but this one.
      pool.on('error', () => {});
      await pool.end();
      await onPostgresServer(SUITE_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    });
    return { dialect: 'postgres', db: pgDrizzle({ client: pool }) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `zxw-${name}-`));
  const client = createClient({ url: `file:${path.join(dir, 'db.sqlite')}` });
  cleanups.push(async () => {
    client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { dialect: 'sqlite', db: sqliteDrizzle({ client }) };
}

/** Runs `migrations` on `database`, as the server's start does. */
export async function migrate(database: DrizzleDatabase, migrations = MIGRATIONS): Promise<void> {
  const args = { db: database.db, payload: {}, req: {} } as never;
  for (const m of migrations) await m.up(args);
}

/** Undoes `migrations` on `database`, the last first, as `payload migrate:down` does. */
export async function migrateDown(database: DrizzleDatabase, migrations: typeof MIGRATIONS): Promise<void> {
  const args = { db: database.db, payload: {}, req: {} } as never;
  for (const m of [...migrations].reverse()) await m.down(args);
}
