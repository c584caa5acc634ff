import { afterAll, describe, expect, it } from 'vitest';
import { storeBatchOver } from '@/features/imports/server/store';
import { computeKeywordFigures } from '@/features/keywords/server/figures';
import { type RawSql, sql, sqlOver } from '@/server/db';
import { BATCHES, at, endState, records, tender } from './import-fixtures';
import { ENGINE as engine, MIGRATIONS as migrations, migrate, scratchDatabase } from './scratch-database';

/**
 * An existing database upgrades in place (docs/deployment.md, 'Upgrading'): one made by the
 * migrations of the release before the year's layout work, holding records, organisations and
 * their figures, withdrawals and keyword figures, is migrated by every later committed migration
 * and holds the same afterwards, and the import writes to it. The lane's engine: PostgreSQL under
 * `npm run test:postgres`, else SQLite.
 */
/** The last migration of that release. */
const RELEASED = migrations.findIndex((m) => m.name.endsWith('_alert_slots'));

const KEYWORDS = [
  { slug: 'xuexiao', nameZh: '学校', nameEn: 'School', synonyms: ['扩建'], featured: false },
  { slug: 'daolu', nameZh: '道路', nameEn: 'Road', synonyms: [], featured: true },
];

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

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
    const database = await scratchDatabase('upgrade', cleanups);
    await migrate(database, migrations.slice(0, RELEASED + 1));

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
    await migrate(database, later);
    expect(await contents(db)).toEqual(before);

    // The upgraded database takes the next import.
    const next = await storeBatchOver(database, 'tenders', records('tenders', [tender('9')]), { now: at(9) });
    expect(next.inserted).toBe(1);
  }, 120_000);
});
