import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordKind } from '@/catalog/routes';
import { keptByImport, storeBatchOver } from '@/features/imports/server/store';
import { type DrizzleDatabase, type RawSql, poolOf, sql, sqlOver } from '@/server/db';
import {
  LOAD_LOCK,
  buildLeftoverIndexes,
  deferIndexes,
  withDeferredIndexes,
} from '@/server/deferred-indexes';
import { BATCHES, at, endState, records } from './import-fixtures';
import { ENGINE, migrate, scratchDatabase } from './scratch-database';

/**
 * A bulk load (docs/import.md, 'Loading a large file') drops the indexes only pages read, loads,
 * and builds them again: the tables end as after a plain import, a load killed midway is finished
 * by the next one or by a server start, and a server start never builds them under a running load.
 */
const KINDS: RecordKind[] = ['projects', 'tenders'];

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Every index of the record tables, as the database writes its definition. */
async function indexes(db: RawSql): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await db.query<{ def: string }>(
          sql`SELECT sql AS def FROM sqlite_master
            WHERE type = 'index' AND tbl_name IN ('projects', 'tenders') AND sql IS NOT NULL`,
        )
      : await db.query<{ def: string }>(
          sql`SELECT indexdef AS def FROM pg_indexes WHERE tablename IN ('projects', 'tenders')`,
        );
  return rows.map((r) => r.def).sort();
}

const ledger = (db: RawSql) =>
  db.query<{ name: string; table_name: string }>(
    sql`SELECT name, table_name FROM deferred_indexes ORDER BY name`,
  );

async function importFixtures(database: DrizzleDatabase, kinds: RecordKind[] = KINDS) {
  for (const { kind, day, rows } of BATCHES)
    if (kinds.includes(kind)) await storeBatchOver(database, kind, records(kind, rows), { now: at(day) });
}

describe(`a bulk load on ${ENGINE}`, () => {
  let plain: DrizzleDatabase;
  let all: string[];
  beforeAll(async () => {
    plain = await scratchDatabase('plain_load', cleanups);
    await migrate(plain);
    all = await indexes(sqlOver(plain));
    await importFixtures(plain);
  }, 120_000);

  it('drops the page indexes during the load and ends as a plain import', async () => {
    const database = await scratchDatabase('bulk_load', cleanups);
    await migrate(database);
    const db = sqlOver(database);
    expect(await indexes(db)).toEqual(all);

    let during: string[] = [];
    await withDeferredIndexes(database, KINDS, keptByImport, async () => {
      during = await indexes(db);
      await importFixtures(database);
    });
    // The listing, date and keyword indexes were gone; the merge's and the upkeep's stayed.
    expect(during.length).toBeLessThan(all.length);
    // An index's first key column (or the function of an expression index), from its definition.
    const leading = (d: string) => /\bON\s+\S+(?:\s+USING\s+\w+)?\s*\(\s*[`"]?(\w+)/i.exec(d)?.[1];
    const kept = (column: string) => during.some((d) => leading(d) === column);
    for (const column of ['source_id', 'owner_org_id', 'agency_org_id', 'winner_org_id', 'process_id'])
      expect(kept(column), column).toBe(true);
    for (const column of ['province', 'industry', 'published_at', 'created_at'])
      expect(kept(column), column).toBe(false);
    // The keyword index (PostgreSQL's GIN; SQLite's is an FTS5 table) stays: its batches merge it.
    if (ENGINE === 'postgres') expect(during.some((d) => d.includes('_search_idx'))).toBe(true);

    expect(await indexes(db)).toEqual(all);
    expect(await ledger(db)).toEqual([]);
    expect(await endState(db)).toEqual(await endState(sqlOver(plain)));
  }, 120_000);

  it('builds its indexes when the load fails', async () => {
    const database = await scratchDatabase('failed_load', cleanups);
    await migrate(database);
    const db = sqlOver(database);
    const failure = withDeferredIndexes(database, ['tenders'], keptByImport, async () => {
      await importFixtures(database, ['tenders']);
      throw new Error('the file ended early');
    });
    await expect(failure).rejects.toThrow('the file ended early');
    expect(await indexes(db)).toEqual(all);
    expect(await ledger(db)).toEqual([]);
  }, 120_000);

  it('leaves a killed load recorded, for the next load or a server start to build', async () => {
    const database = await scratchDatabase('killed_load', cleanups);
    await migrate(database);
    const db = sqlOver(database);
    // Killed after dropping: nothing built them.
    const dropped = [
      ...(await deferIndexes(db, 'projects', keptByImport)),
      ...(await deferIndexes(db, 'tenders', keptByImport)),
    ];
    expect(dropped.length).toBeGreaterThan(4);
    expect((await ledger(db)).map((r) => r.name)).toEqual([...dropped].sort());

    // Run again, for tenders: it defers nothing new and builds what tenders lost.
    await withDeferredIndexes(database, ['tenders'], keptByImport, () =>
      importFixtures(database, ['tenders']),
    );
    const left = await ledger(db);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((r) => r.table_name === 'projects')).toBe(true);
    const ofTenders = (list: string[]) => list.filter((d) => /\btenders\b/.test(d.split(' ON ')[1]));
    expect(ofTenders(await indexes(db))).toEqual(ofTenders(all));

    const pool = poolOf(database);
    if (pool) {
      // A load running in another process holds the load lock: a server start leaves it alone.
      // (A connection of its own is a session of its own.)
      const other = await pool.connect();
      await other.query('SELECT pg_advisory_lock_shared($1)', [LOAD_LOCK]);
      expect(await buildLeftoverIndexes(database)).toBeNull();
      expect((await ledger(db)).length).toBeGreaterThan(0);
      await other.query('SELECT pg_advisory_unlock_shared($1)', [LOAD_LOCK]);
      other.release();
    }
    const built = await buildLeftoverIndexes(database);
    expect(built?.map((b) => b.table)).toEqual(built?.map(() => 'projects'));
    expect(await indexes(db)).toEqual(all);
    expect(await ledger(db)).toEqual([]);
  }, 120_000);
});
