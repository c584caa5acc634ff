import { describe, expect, it } from 'vitest';
import { storeBatchOver } from '@/features/imports/server/store';
import { computeKeywordFigures } from '@/features/keywords/server/figures';
import { type RawSql, sql, sqlOver } from '@/server/db';
import { BATCHES, at, endState, project, records, tender } from './import-fixtures';
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
 * An existing database upgrades in place (docs/deployment.md, 'Upgrading'): one in the layout of
 * the release before the year's layout work, holding records, organisations and their figures,
 * withdrawals and keyword figures, is migrated by every later committed migration and holds the
 * same afterwards, and the import writes to it. Today's import writes today's layout, so the
 * data is written by it and taken back to the release's layout by the later migrations' own way
 * down; that layout is checked against what the release's import wrote (its texts in locale
 * rows). The lane's engine: PostgreSQL under `npm run test:postgres`, else SQLite.
 */
/** The last migration of that release. */
const RELEASED = migrationIndex('_alert_slots');

const KEYWORDS = [
  { slug: 'xuexiao', nameZh: '学校', nameEn: 'School', synonyms: ['扩建'], featured: false },
  { slug: 'daolu', nameZh: '道路', nameEn: 'Road', synonyms: [], featured: true },
];

const cleanups = cleanupsAfterAll();

/** The import's tables (./import-fixtures.ts), the records' indexes and every keyword figure. */
async function contents(db: RawSql) {
  return {
    ...(await endState(db)),
    indexes: await db.query(
      db.dialect === 'postgres'
        ? sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes
            WHERE tablename IN ('projects', 'tenders') ORDER BY 1`
        : sql`SELECT name, sql AS def FROM sqlite_master WHERE type = 'index'
            AND tbl_name IN ('projects', 'tenders') ORDER BY 1`,
    ),
    keywordFigures: await db.query(
      sql`SELECT slug, province, figures, computed_at FROM keyword_figures ORDER BY slug, province`,
    ),
  };
}

type Texts = Awaited<ReturnType<typeof endState>>['texts'][number];
const COLUMNS = ['title', 'owner', 'summary', 'agency', 'winner'] as const;
const value = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * The locale rows the release's import wrote for a record's texts: a zh row, and an en row where
 * the record had any English, whose title and owner repeat the Chinese where no English came.
 */
function releasedLocaleRows(kind: 'projects' | 'tenders', t: Texts) {
  const columns = kind === 'projects' ? COLUMNS.slice(0, 3) : COLUMNS;
  const zh = Object.fromEntries(columns.map((c) => [c, value(t[c])]));
  const english = columns.some((c) => value(t[`${c}_en`]) !== null);
  const en = Object.fromEntries(
    columns.map((c) => [c, value(t[`${c}_en`]) ?? (c === 'title' || c === 'owner' ? value(t[c]) : null)]),
  );
  return [
    ...(english ? [{ source_id: String(t.source_id), locale: 'en', ...en }] : []),
    { source_id: String(t.source_id), locale: 'zh', ...zh },
  ];
}

async function localeRows(db: RawSql, kind: 'projects' | 'tenders') {
  const columns = sql.raw(
    (kind === 'projects' ? COLUMNS.slice(0, 3) : COLUMNS).map((c) => `l.${c}`).join(', '),
  );
  const rows = await db.query<Record<string, unknown>>(
    sql`SELECT r.source_id, l._locale AS locale, ${columns} FROM ${sql.identifier(`${kind}_locales`)} l
      JOIN ${sql.identifier(kind)} r ON r.id = l._parent_id ORDER BY r.source_id, l._locale`,
  );
  return rows
    .map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'locale' ? String(v) : value(v)])),
    )
    .sort(byRecordAndLocale);
}

const byRecordAndLocale = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  `${String(a.source_id)} ${String(a.locale)}`.localeCompare(`${String(b.source_id)} ${String(b.locale)}`);

describe(`an existing ${engine} database`, () => {
  it('upgrades in place by the committed migrations, with nothing lost', async () => {
    expect(RELEASED).toBeGreaterThan(0);
    const later = migrations.slice(RELEASED + 1);
    expect(later.length).toBeGreaterThan(0);
    const database = await scratchDatabase('upgrade', cleanups);
    await migrate(database);

    for (const { kind, day, rows } of BATCHES)
      await storeBatchOver(database, kind, records(kind, rows), { now: at(day) });
    await storeBatchOver(database, 'tenders', records('tenders', [{ sourceId: 'm-t-5', withdrawn: '1' }]), {
      now: at(7),
    });
    // English for part of the texts only: the release's en row repeated the Chinese title and owner.
    await storeBatchOver(
      database,
      'projects',
      records('projects', [project('7', { title_en: '', owner_en: '' })]),
      { now: at(7) },
    );
    const db = sqlOver(database);
    for (const keyword of KEYWORDS) await computeKeywordFigures(db, keyword, at(8));
    const written = await contents(db);
    expect(written.withdrawals.map((w) => w.source_id)).toEqual(['m-t-5']);
    expect(written.organisations.length).toBeGreaterThan(3);
    expect(written.years.length).toBeGreaterThan(0);
    expect(written.candidates.length).toBeGreaterThan(0);
    expect(written.keywordFigures.length).toBeGreaterThan(2);
    expect(written.indexes.length).toBeGreaterThan(10);
    expect(written.texts.some((t) => value(t.title_en) === null)).toBe(true);
    expect(written.texts.find((t) => t.source_id === 'm-p-7')).toMatchObject({ title_en: null });

    // The release's layout: the texts in locale rows, as its import wrote them.
    await migrateDown(database, later);
    for (const kind of ['projects', 'tenders'] as const) {
      const own = new Set(written[kind].map((r) => String(r.source_id)));
      const expected = written.texts
        .filter((t) => own.has(String(t.source_id)))
        .flatMap((t) => releasedLocaleRows(kind, t))
        .sort(byRecordAndLocale);
      expect(await localeRows(db, kind)).toEqual(expected);
    }

    await migrate(database, later);
    expect(await contents(db)).toEqual(written);

    // The upgraded database takes the next import.
    const next = await storeBatchOver(database, 'tenders', records('tenders', [tender('9')]), { now: at(9) });
    expect(next.inserted).toBe(1);
  }, 120_000);
});
