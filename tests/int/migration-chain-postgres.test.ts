import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres';
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '@/migrations/postgres';
import { onPostgresServer } from '../../scripts/lib/postgres-admin.mjs';

/**
 * The PostgreSQL migrations, all the way down and up again, in a scratch database created next
 * to the suite's (under `npm run test:postgres`; the SQLite chain is a unit test).
 */
const SUITE_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const scratch = SUITE_URL ? new URL(SUITE_URL) : undefined;
const SCRATCH_DB = `${scratch?.pathname.slice(1) ?? 'test'}_migration_chain`;

const onServer = (statement: string) => onPostgresServer(SUITE_URL!, statement);

describe.skipIf(!SUITE_URL)('PostgreSQL migrations', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    await onServer(`DROP DATABASE IF EXISTS "${SCRATCH_DB}"`);
    await onServer(`CREATE DATABASE "${SCRATCH_DB}"`);
    scratch!.pathname = `/${SCRATCH_DB}`;
    pool = new pg.Pool({ connectionString: scratch!.toString(), max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await onServer(`DROP DATABASE IF EXISTS "${SCRATCH_DB}"`);
  });

  const tables = async () =>
    (
      await pool.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )
    ).rows.map((r) => r.name);

  it('go all the way down and up again', async () => {
    const args = { db: drizzle({ client: pool }), payload: {}, req: {} } as unknown as MigrateUpArgs &
      MigrateDownArgs;
    for (const m of migrations) await m.up(args);
    const schema = await tables();
    expect(schema).toContain('withdrawals_locales');
    for (const m of [...migrations].reverse()) await m.down(args);
    expect(await tables()).toEqual([]);
    for (const m of migrations) await m.up(args);
    expect(await tables()).toEqual(schema);
  });
});
