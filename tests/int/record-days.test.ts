import { describe, expect, it } from 'vitest';
import { storeBatchOver } from '@/features/imports/server/store';
import { readHomeLive } from '@/features/records/server/home-live';
import { type RawSql, sql, sqlOver } from '@/server/db';
import { chinaDay } from '@/text/china-time';
import { BATCHES, at, project, records, tender } from './import-fixtures';
import {
  ENGINE as engine,
  cleanupsAfterAll,
  migrationIndex,
  MIGRATIONS as migrations,
  migrate,
  migrateDown,
  scratchDatabase,
} from './scratch-database';

/**
 * The records published on each China day (`record_days`, docs/pages.md, 'Home'), which the
 * home page's live block reads: the migration that adds them counts the records already stored,
 * and its triggers keep them through the import's inserts, updates and withdrawals and through
 * plain statements on many rows. Always equal to counting the records' own dates, here in
 * JavaScript. The lane's engine: PostgreSQL under `npm run test:postgres`, else SQLite.
 */
const ADDED = migrationIndex('_record_days');

const cleanups = cleanupsAfterAll();

type Day = { kind: string; day: string; count: number };

async function kept(db: RawSql): Promise<Day[]> {
  const rows = await db.query<Day>(
    sql`SELECT kind, day, count FROM record_days WHERE count <> 0 ORDER BY kind, day`,
  );
  return rows.map((r) => ({ kind: r.kind, day: r.day, count: Number(r.count) }));
}

/** The same, counted from every record's `published_at`. */
async function counted(db: RawSql): Promise<Day[]> {
  const out: Day[] = [];
  for (const kind of ['projects', 'tenders']) {
    const rows = await db.query<{ at: string | Date }>(
      sql`SELECT published_at AS at FROM ${sql.identifier(kind)}`,
    );
    const days = new Map<string, number>();
    for (const { at: t } of rows) {
      const day = chinaDay(new Date(t).getTime());
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    for (const [day, count] of [...days].sort(([a], [b]) => a.localeCompare(b)))
      out.push({ kind, day, count });
  }
  return out;
}

describe(`the records of each day on ${engine}`, () => {
  it('are counted by the migration and kept by every write after it', async () => {
    expect(ADDED).toBeGreaterThan(0);
    const database = await scratchDatabase('record_days', cleanups);
    const db = sqlOver(database);
    await migrate(database);
    for (const { kind, day, rows } of BATCHES)
      await storeBatchOver(database, kind, records(kind, rows), { now: at(day) });
    const stored = await counted(db);
    expect(stored.length).toBeGreaterThan(3);
    expect(await kept(db)).toEqual(stored);

    // Records stored before the table existed (today's import writes today's layout, so the
    // table goes and comes back by its migration's own way down and up).
    await migrateDown(database, [migrations[ADDED]]);
    await db.query(sql`DELETE FROM tenders WHERE source_id = 'm-t-3'`);
    const before = await counted(db);
    expect(before).not.toEqual(stored);
    await migrate(database, [migrations[ADDED]]);
    expect(await kept(db)).toEqual(before);

    // The import: new records, one moved to another day (23:30 in China is the same UTC day),
    // one withdrawn.
    await storeBatchOver(
      database,
      'tenders',
      records('tenders', [
        tender('20', { publishedAt: '2026-11-20 23:30' }),
        tender('5', { publishedAt: '2026-11-21 07:00' }),
        { sourceId: 'm-t-2', withdrawn: '1' },
      ]),
      { now: at(22) },
    );
    await storeBatchOver(
      database,
      'projects',
      records('projects', [project('9', { publishedAt: '2026-11-18 10:00' })]),
      { now: at(22) },
    );
    const afterImport = await kept(db);
    expect(afterImport).toEqual(await counted(db));
    expect(afterImport).toContainEqual({ kind: 'tenders', day: '2026-11-20', count: 1 });
    expect(afterImport).toContainEqual({ kind: 'tenders', day: '2026-11-21', count: 1 });

    // Plain statements over many rows: every project a day later, then the oldest tender gone.
    await db.query(
      engine === 'postgres'
        ? sql`UPDATE projects SET published_at = published_at + interval '1 day'`
        : sql`UPDATE projects SET published_at = strftime('%Y-%m-%dT%H:%M:%fZ', published_at, '+1 day')`,
    );
    await db.query(sql`DELETE FROM tender_candidates WHERE tender_id = (SELECT min(id) FROM tenders)`);
    await db.query(sql`DELETE FROM tenders WHERE id = (SELECT min(id) FROM tenders)`);
    expect(await kept(db)).toEqual(await counted(db));

    // The live block's figures are these rows.
    const day = '2026-11-21';
    const live = await readHomeLive('zh', day, db);
    const now = await counted(db);
    const week = (kind: string) =>
      now
        .filter((d) => d.kind === kind && d.day <= day && d.day >= '2026-11-15')
        .reduce((n, d) => n + d.count, 0);
    expect(live.figures.tenders).toEqual({ today: 1, week: week('tenders') });
    expect(live.figures.projects.week).toBe(week('projects'));
    expect(week('projects')).toBeGreaterThan(0);
    expect(live.newest.tenders.length).toBeGreaterThan(0);

    if (engine === 'postgres') {
      await db.query(sql`TRUNCATE tenders CASCADE`);
      expect((await kept(db)).filter((d) => d.kind === 'tenders')).toEqual([]);
    }
  }, 120_000);
});
