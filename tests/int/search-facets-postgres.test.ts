import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrizzleDatabase, type RawSql, sql, sqlOver, writeTransaction } from '@/server/db';
import { ENGINE, MIGRATIONS, migrate, scratchDatabase } from './scratch-database';

/**
 * The keyword index's facet functions, made cheaper by migration 20261203_090000 without
 * rebuilding the index: every value they give must be the one the index was built with, or a
 * search by province, category or day would miss rows written before the migration. Under
 * `npm run test:postgres`; SQLite's keyword index holds no such functions.
 */
const FACETS = '20261203_090000_search_facet_functions';

const cleanups: (() => Promise<void>)[] = [];
let database: DrizzleDatabase;
let db: RawSql;

const tender = (sourceId: string, province: string, at: string) =>
  sql`INSERT INTO tenders (source_id, province, region, industry, notice_code, amount_wan, published_at, title, owner, search_text)
    VALUES (${sourceId}, ${province}, 'east', 'dianli', '154', 1, ${at}, '道路工程', '某单位', '道路 路工 工程')`;

beforeAll(async () => {
  if (ENGINE !== 'postgres') return;
  database = await scratchDatabase('search_facets', cleanups);
  const at = MIGRATIONS.findIndex((m) => m.name === FACETS);
  expect(at).toBeGreaterThan(0);
  await migrate(database, MIGRATIONS.slice(0, at));
  db = sqlOver(database);
  // Index entries written by the functions before the migration, the second at midnight UTC.
  await db.query(tender('before-1', 'hunan', '2026-11-20T23:59:59.999Z'));
  await db.query(tender('before-2', 'jiangsu', '2026-11-21T00:00:00.000Z'));
  await migrate(database, MIGRATIONS.slice(at));
  await db.query(tender('after-1', 'hunan', '2026-11-20T12:00:00.000Z'));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(ENGINE !== 'postgres')('the keyword index’s facet functions', () => {
  it('give every enum value and every instant the facet they gave before', async () => {
    const [enums] = await db.query<{ n: number; wrong: number }>(
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE search_facet('#p', v) <> '#p' || v::text)::int AS wrong
        FROM unnest(enum_range(NULL::enum_tenders_province)) AS v`,
    );
    expect(enums).toEqual({ n: expect.any(Number), wrong: 0 });
    expect(enums.n).toBeGreaterThan(30);
    // 1900 to 2100 at an uneven step, each instant and a microsecond and a millisecond before it.
    const [days] = await db.query<{ n: number; wrong: number }>(
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE search_day_facet(t) <> '#d' || floor(extract(epoch FROM t) / 86400)::bigint)::int AS wrong
        FROM generate_series(timestamptz '1900-01-01 00:00:00+00', timestamptz '2100-01-01 00:00:00+00', interval '1 day') AS d,
          unnest(ARRAY[d, d - interval '1 microsecond', d - interval '1 millisecond', d + interval '13 hours 7 minutes 1.234 seconds']) AS t`,
    );
    expect(days.n).toBeGreaterThan(290_000);
    expect(days.wrong).toBe(0);
  });

  it('find rows indexed before the migration and after it through the index', async () => {
    const [{ expr }] = await db.query<{ expr: string }>(
      sql`SELECT pg_get_expr(indexprs, indrelid) AS expr FROM pg_index WHERE indexrelid = 'tenders_search_idx'::regclass`,
    );
    // Read through the index alone (one connection: SET LOCAL holds for its transaction).
    const found = (query: string) =>
      writeTransaction(database, async (tx) => {
        await tx.query(sql`SET LOCAL enable_seqscan = off`);
        const where = sql`${sql.raw(expr)} @@ ${query}::tsquery`;
        const plan = await tx.query<Record<string, string>>(
          sql`EXPLAIN SELECT source_id FROM tenders WHERE ${where}`,
        );
        expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('tenders_search_idx');
        const rows = await tx.query<{ source_id: string }>(
          sql`SELECT source_id FROM tenders WHERE ${where} ORDER BY source_id`,
        );
        return rows.map((r) => r.source_id);
      });
    const day = (iso: string) => Math.floor(Date.parse(iso) / 86_400_000);
    expect(await found(`'#phunan'`)).toEqual(['after-1', 'before-1']);
    expect(await found(`'#d${day('2026-11-20T00:00:00Z')}'`)).toEqual(['after-1', 'before-1']);
    expect(await found(`'#d${day('2026-11-21T00:00:00Z')}' & '#pjiangsu'`)).toEqual(['before-2']);
  });
});
