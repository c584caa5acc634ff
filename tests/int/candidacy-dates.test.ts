import { describe, expect, it } from 'vitest';
import { storeBatchOver } from '@/features/imports/server/store';
import { readOrganisationPage } from '@/features/organisations/server/page';
import { type RawSql, isoDate, sql, sqlOver } from '@/server/db';
import { BATCHES, at, records, tender } from './import-fixtures';
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
 * A candidacy carries its tender's publication time (docs/organisations.md, 'Upkeep'): the
 * migration that adds it dates the candidacies already stored, every writer dates the ones it
 * writes, and a tender whose date moves takes its candidacies along. An organisation's page lists
 * its candidacies newest first from that date, and when its newest record goes, the date of its
 * last publication is read back from them. The lane's engine: PostgreSQL under
 * `npm run test:postgres`, else SQLite.
 */
const ADDED = migrationIndex('_candidacy_dates');

const cleanups = cleanupsAfterAll();

/** Every candidacy with its own date and its tender's, as ISO strings. */
async function candidacies(db: RawSql) {
  const rows = await db.query<{ source_id: string; rank: number; own: unknown; tender: unknown }>(
    sql`SELECT t.source_id, c.rank, c.published_at AS own, t.published_at AS tender
      FROM tender_candidates c JOIN tenders t ON t.id = c.tender_id ORDER BY 1, 2`,
  );
  return rows.map((r) => ({
    tender: String(r.source_id),
    rank: Number(r.rank),
    own: r.own == null ? null : isoDate(r.own),
    published: r.tender == null ? null : isoDate(r.tender),
  }));
}

const dated = (rows: Awaited<ReturnType<typeof candidacies>>) =>
  rows.every((r) => r.own !== null && r.own === r.published);

const CANDIDATE = '中建五局第三建设有限公司';

async function orgOf(db: RawSql, name: string) {
  const [row] = await db.query<{ id: number; public_id: string; last_published_at: unknown }>(
    sql`SELECT id, public_id, last_published_at FROM organisations WHERE name = ${name}`,
  );
  return { ...row, last: row.last_published_at == null ? null : isoDate(row.last_published_at) };
}

describe(`the candidacies' dates on ${engine}`, () => {
  it('are set by the migration, kept by every write, and read by the organisation page', async () => {
    expect(ADDED).toBeGreaterThan(0);
    const database = await scratchDatabase('candidacy_dates', cleanups);
    const db = sqlOver(database);
    await migrate(database);
    for (const { kind, day, rows } of BATCHES)
      await storeBatchOver(database, kind, records(kind, rows), { now: at(day) });
    const written = await candidacies(db);
    expect(written.length).toBeGreaterThan(1);
    expect(dated(written)).toBe(true);

    // Candidacies stored before the column existed are dated by the migration from their tenders.
    await migrateDown(database, [migrations[ADDED]]);
    await migrate(database, [migrations[ADDED]]);
    expect(await candidacies(db)).toEqual(written);
    const [index] = await db.query<{ def: string }>(
      engine === 'postgres'
        ? sql`SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'tender_candidates_org_idx'`
        : sql`SELECT sql AS def FROM sqlite_master WHERE name = 'tender_candidates_org_idx'`,
    );
    expect(index.def.replace(/["`]/g, '')).toContain('(org_id, published_at, tender_id)');

    // The same organisation a candidate of three tenders published on three days; the newest
    // then moves back by the import, and one more by a plain statement.
    const names = `${CANDIDATE}；湖南建工集团有限公司`;
    await storeBatchOver(
      database,
      'tenders',
      records('tenders', [
        tender('30', { candidates: names, publishedAt: '2026-11-10 09:00' }),
        tender('31', { candidates: names, publishedAt: '2026-11-12 09:00' }),
        tender('32', { candidates: CANDIDATE, publishedAt: '2026-11-14 09:00' }),
      ]),
      { now: at(15) },
    );
    expect(dated(await candidacies(db))).toBe(true);
    const org = await orgOf(db, CANDIDATE);
    expect(org.last).toBe(new Date('2026-11-14T01:00:00Z').toISOString());
    const page = await readOrganisationPage(org.public_id, 'zh', db, at(15));
    if (page.state !== 'live') throw new Error(`organisation page: ${page.state}`);
    const listed = page.organisation.newest.filter((r) => r.role === 'candidate').map((r) => r.sourceId);
    expect(listed.slice(0, 3)).toEqual(['m-t-32', 'm-t-31', 'm-t-30']);

    await storeBatchOver(
      database,
      'tenders',
      records('tenders', [tender('32', { candidates: CANDIDATE, publishedAt: '2026-11-09 09:00' })]),
      { now: at(16) },
    );
    expect(dated(await candidacies(db))).toBe(true);
    // Its newest record moved back: the date is read again, the candidacies' included.
    expect((await orgOf(db, CANDIDATE)).last).toBe(new Date('2026-11-12T01:00:00Z').toISOString());

    await db.query(
      engine === 'postgres'
        ? sql`UPDATE tenders SET published_at = published_at - interval '1 day' WHERE source_id = 'm-t-31'`
        : sql`UPDATE tenders SET published_at = strftime('%Y-%m-%dT%H:%M:%fZ', published_at, '-1 day')
            WHERE source_id = 'm-t-31'`,
    );
    expect(dated(await candidacies(db))).toBe(true);

    // A writer that gives no date gets its tender's.
    const [t30] = await db.query<{ id: number }>(sql`SELECT id FROM tenders WHERE source_id = 'm-t-30'`);
    await db.query(
      sql`INSERT INTO tender_candidates (tender_id, rank, name, org_id) VALUES (${t30.id}, 9, '长沙某公司', NULL)`,
    );
    const all = await candidacies(db);
    expect(all.find((r) => r.tender === 'm-t-30' && r.rank === 9)?.own).toBe(
      new Date('2026-11-10T01:00:00Z').toISOString(),
    );
    expect(dated(all)).toBe(true);
  }, 120_000);
});
