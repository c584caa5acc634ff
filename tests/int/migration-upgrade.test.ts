import { createClient } from '@libsql/client';
import { drizzle as pgDrizzle } from '@payloadcms/db-postgres/drizzle/node-postgres';
import { drizzle as sqliteDrizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { storeBatchOver } from '@/features/imports/server/store';
import { computeKeywordFigures } from '@/features/keywords/server/figures';
import { migrations as postgresMigrations } from '@/migrations/postgres';
import { migrations as sqliteMigrations } from '@/migrations/sqlite';
import { type DrizzleDatabase, type RawSql, sql, sqlOver } from '@/server/db';
import { onPostgresServer } from '../../scripts/lib/postgres-admin.mjs';
import { BATCHES, at, endState, records, tender } from './import-fixtures';

/**
 * An existing database upgrades in place (docs/deployment.md, 'Upgrading'): one made by the
 * migrations of the release before the year's layout work, holding records, organisations and
 * their figures, withdrawals and keyword figures, is migrated by every later committed migration
 * and holds the same afterwards, and the import writes to it. The lane's engine: PostgreSQL under
 * `npm run test:postgres`, else SQLite.
 */
const SUITE_URL = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const engine = SUITE_URL ? 'postgres' : 'sqlite';
const migrations: { name: string; up: (args: never) => Promise<void> }[] = SUITE_URL
  ? postgresMigrations
  : sqliteMigrations;
/** The last migration of that release. */
const RELEASED = migrations.findIndex((m) => m.name.endsWith('_alert_slots'));
const SCRATCH_DB = `${SUITE_URL ? new URL(SUITE_URL).pathname.slice(1) : 'test'}_upgrade`;

const KEYWORDS = [
  { slug: 'xuexiao', nameZh: '学校', nameEn: 'School', synonyms: ['扩建'], featured: false },
  { slug: 'daolu', nameZh: '道路', nameEn: 'Road', synonyms: [], featured: true },
];

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratch(): Promise<DrizzleDatabase> {
  if (SUITE_URL) {
    await onPostgresServer(SUITE_URL, `DROP DATABASE IF EXISTS "${SCRATCH_DB}" WITH (FORCE)`);
    await onPostgresServer(SUITE_URL, `CREATE DATABASE "${SCRATCH_DB}"`);
    const url = new URL(SUITE_URL);
    url.pathname = `/${SCRATCH_DB}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    cleanups.push(async () => {
      await pool.end();
      await onPostgresServer(SUITE_URL, `DROP DATABASE IF EXISTS "${SCRATCH_DB}" WITH (FORCE)`);
    });
    return { dialect: 'postgres', db: pgDrizzle({ client: pool }) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zxw-upgrade-'));
  const client = createClient({ url: `file:${path.join(dir, 'db.sqlite')}` });
  cleanups.push(async () => {
    client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { dialect: 'sqlite', db: sqliteDrizzle({ client }) };
}

/** The import's tables (./import-fixtures.ts) and every keyword figure. */
async function contents(db: RawSql) {
  return {
    ...(await endState(db)),
    keywordFigures: await db.query(
      sql`SELECT slug, province, figures, computed_at FROM keyword_figures ORDER BY slug, province`,
    ),
  };
}

describe(`an existing ${engine} database`, () => {
  it('upgrades in place by the committed migrations, with nothing lost', async () => {
    expect(RELEASED).toBeGreaterThan(0);
    const database = await scratch();
    const args = { db: database.db, payload: {}, req: {} } as never;
    for (const m of migrations.slice(0, RELEASED + 1)) await m.up(args);

    // Written by today's import and figures, which that schema takes.
    for (const { kind, day, rows } of BATCHES)
      await storeBatchOver(database, kind, records(kind, rows), { now: at(day) });
    await storeBatchOver(database, 'tenders', records('tenders', [{ sourceId: 'm-t-5', withdrawn: '1' }]), {
      now: at(7),
    });
    const db = sqlOver(database);
    for (const keyword of KEYWORDS) await computeKeywordFigures(db, keyword, at(8));
    const before = await contents(db);
    expect(before.withdrawals.map((w) => w.source_id)).toEqual(['m-t-5']);
    expect(before.organisations.length).toBeGreaterThan(3);
    expect(before.years.length).toBeGreaterThan(0);
    expect(before.candidates.length).toBeGreaterThan(0);
    expect(before.keywordFigures.length).toBeGreaterThan(2);

    const later = migrations.slice(RELEASED + 1);
    expect(later.length).toBeGreaterThan(0);
    for (const m of later) await m.up(args);
    expect(await contents(db)).toEqual(before);

    // The upgraded database takes the next import.
    const next = await storeBatchOver(database, 'tenders', records('tenders', [tender('9')]), { now: at(9) });
    expect(next.inserted).toBe(1);
  }, 120_000);
});
