import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordPlan } from '@/features/records';
import type { KeywordQuery } from '@/features/search';
import { type RawSql, type SQL, sql, sqlOver } from '@/server/db';
import { searchTerms } from '@/text/search-text';
import { ENGINE, migrate, scratchDatabase } from './scratch-database';

/**
 * PostgreSQL's keyword plan for frequent terms (src/features/search/server/keyword-postgres.ts)
 * on a busy day: thousands of tenders published on one day, where reading the day's every match
 * costs more than testing the window's newest rows one by one. Whichever way the plan reads them,
 * a page holds what the plain query returns, and a window without the page's matches falls back.
 * On quiet days the newest days' matches are read instead, those days found in `record_days`.
 * Under `npm run test:postgres`; SQLite's plan keys its index by date and has no window.
 */
const DAY = '2026-11-20';
const ROWS = 8_000;
const QUIET_ROWS = 20_000;

const cleanups: (() => Promise<void>)[] = [];
let db: RawSql;
const statements: string[] = [];
const dialect = new PgDialect();

beforeAll(async () => {
  if (ENGINE !== 'postgres') return;
  const database = await scratchDatabase('keyword_window', cleanups);
  await migrate(database);
  const plain = sqlOver(database);
  // Every other row names 产业园 (its bigrams, as search_text holds titles); the newest 1,000 of
  // the day name it only in Hunan; all are published within the day, many at the same minute.
  await plain.query(sql`INSERT INTO tenders (source_id, province, region, industry, notice_code, amount_wan, published_at, title, owner, search_text)
    SELECT 'kw-' || n, (CASE WHEN n > ${ROWS - 1000} AND n % 2 = 0 THEN 'hunan' ELSE 'jiangsu' END)::enum_tenders_province,
      'east', 'dianli', '154', n,
      ${DAY}::date + make_interval(mins => n / 20), CASE WHEN n % 2 = 0 THEN '湖南产业园建设' ELSE '道路工程' END, '某单位',
      CASE WHEN n % 2 = 0 THEN '湖南 产业 业园 园建 建设' ELSE '道路 路工 工程' END
    FROM generate_series(1, ${ROWS}) AS n`);
  await plain.query(sql`ANALYZE tenders`);
  // Quiet days: 20,000 projects, one every 7 minutes back from a China noon over 97 days (so
  // many lie after 16:00 UTC, on the next China day), 医院 in 30 % of them.
  await plain.query(sql`INSERT INTO projects (source_id, province, region, industry, category_code, stage, amount_wan, published_at, title, owner, search_text)
    SELECT 'kp-' || n, 'jiangsu', 'east', 'yiliao', '1461', 'fitOut', n,
      timestamptz '2026-11-21 03:30:00+00' - make_interval(mins => n * 7),
      CASE WHEN n % 10 < 3 THEN '医院门诊' ELSE '道路工程' END, '某单位',
      CASE WHEN n % 10 < 3 THEN '医院 门诊' ELSE '道路 工程' END
    FROM generate_series(1, ${QUIET_ROWS}) AS n`);
  await plain.query(sql`ANALYZE projects`);
  db = {
    dialect: 'postgres',
    query: <T>(statement: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      statements.push(`${text} -- ${JSON.stringify(params)}`);
      return plain.query<T>(statement);
    },
  };
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const query = (keyword: string, conditions: Partial<KeywordQuery['conditions']> = {}): KeywordQuery => ({
  table: 'tenders',
  columns: 'id, source_id, published_at',
  terms: searchTerms(keyword),
  conditions: { equalities: [], ...conditions },
});

/** The page the plain query returns: rows naming 产业园, newest first, ties by id. */
async function plainPage(where: SQL, limit: number, offset: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    sql`SELECT id FROM tenders WHERE strpos(' ' || search_text || ' ', ' 产业 业园 ') > 0 AND ${where}
      ORDER BY published_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((r) => Number(r.id));
}

async function planPage(q: KeywordQuery, limit: number, offset: number): Promise<number[]> {
  statements.length = 0;
  const rows = await keywordPlan(db, q).rows(limit, offset);
  return rows.map((r) => Number(r.id));
}

const readWindow = () => statements.some((s) => s.includes('CROSS JOIN LATERAL'));

describe.skipIf(ENGINE !== 'postgres')('keyword plans on busy and quiet days', () => {
  it('read the window’s newest rows, page by page, as the plain query orders them', async () => {
    for (const offset of [0, 20, 40]) {
      expect(await planPage(query('产业园'), 20, offset)).toEqual(await plainPage(sql`true`, 20, offset));
      expect(readWindow(), `offset ${offset}`).toBe(true);
    }
    // With an equality the index holds as a facet, and a date range, as the listing filters.
    const filtered = query('产业园', { equalities: [{ column: 'industry', value: 'dianli' }], from: DAY });
    expect(await planPage(filtered, 20, 0)).toEqual(
      await plainPage(sql`industry = 'dianli' AND published_at >= ${DAY}`, 20, 0),
    );
    expect(readWindow()).toBe(true);
  });

  it('try a window sized for terms that go together before one sized for independent terms', async () => {
    // 湖南 and 产业园 are each in half the rows, always together: the newest 360 rows (three
    // times the 60 of page 3, over their share) hold page 3, where the 720 that independent
    // terms would need are not read.
    const together = query('湖南 产业园');
    expect(await planPage(together, 20, 40)).toEqual(
      await plainPage(sql`strpos(' ' || search_text || ' ', ' 湖南 ') > 0`, 20, 40),
    );
    const windows = statements.filter((s) => s.includes('CROSS JOIN LATERAL'));
    expect(windows).toHaveLength(1);
    const limit = Number(/LIMIT \$(\d+)\)\s*SELECT/.exec(windows[0])![1]);
    const params = JSON.parse(windows[0].split(' -- ').at(-1)!) as unknown[];
    expect(Number(params[limit - 1])).toBeLessThan(540);
  });

  it('read the newest days’ matches on quiet days, the days taken from record_days without filters', async () => {
    const hospitals = { ...query('医院'), table: 'projects' as const };
    for (const offset of [0, 20, 40, 200]) {
      const plain = await db.query<{ id: number }>(
        sql`SELECT id FROM projects WHERE strpos(' ' || search_text || ' ', ' 医院 ') > 0
          ORDER BY published_at DESC, id DESC LIMIT 20 OFFSET ${offset}`,
      );
      expect(await planPage(hospitals, 20, offset), `offset ${offset}`).toEqual(
        plain.map((r) => Number(r.id)),
      );
      expect(readWindow()).toBe(false);
      expect(statements.some((s) => s.includes('FROM record_days') && s.includes('upto'))).toBe(true);
      expect(statements.at(-1)).toMatch(/'#d\d+'/);
    }
  });

  it('read every match when a window would cost more rows than the index holds matches', async () => {
    // 医院 in Jiangsu (every project), page 76: a window of 15,200 rows spans more days than a
    // query names, and testing it costs more than the 6,000 matches the index hands over.
    const hospitals = {
      ...query('医院', { equalities: [{ column: 'province', value: 'jiangsu' }] }),
      table: 'projects' as const,
    };
    const plain = await db.query<{ id: number }>(
      sql`SELECT id FROM projects WHERE strpos(' ' || search_text || ' ', ' 医院 ') > 0
        ORDER BY published_at DESC, id DESC LIMIT 20 OFFSET 1500`,
    );
    expect(await planPage(hospitals, 20, 1500)).toEqual(plain.map((r) => Number(r.id)));
    expect(readWindow()).toBe(false);
    expect(statements.at(-1)).toContain('WITH hits AS MATERIALIZED');
    expect(statements.at(-1)).not.toMatch(/'#d\d+'/);
  });

  it('count a frequent term up to the cap from the newest days when they hold it, else every match', async () => {
    const hospitals = { ...query('医院'), table: 'projects' as const };
    const [{ n: total }] = await db.query<{ n: number }>(
      sql`SELECT count(*) AS n FROM projects WHERE strpos(' ' || search_text || ' ', ' 医院 ') > 0`,
    );
    expect(Number(total)).toBe(QUIET_ROWS * 0.3);
    // A cap the newest few days hold: those days' matches are counted, by their day lexemes.
    statements.length = 0;
    expect(await keywordPlan(db, hospitals).count(100)).toBe(100);
    const counts = statements.filter((s) => s.includes('SELECT count(*)'));
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(/'#d\d+'/);
    // A cap past every match: no days hold it, every match is counted.
    statements.length = 0;
    expect(await keywordPlan(db, hospitals).count(10_000)).toBe(Number(total));
    expect(statements.filter((s) => s.includes('SELECT count(*)')).every((s) => !/'#d\d+'/.test(s))).toBe(
      true,
    );
  });

  it('fall back to every match when the window’s rows do not hold the page', async () => {
    // The newest 1,000 rows name it only in Hunan: Jiangsu's newest window holds no match.
    const jiangsu = query('产业园', { equalities: [{ column: 'province', value: 'jiangsu' }] });
    const page = await planPage(jiangsu, 20, 0);
    expect(readWindow()).toBe(true);
    expect(statements.at(-1)).toContain('WITH hits AS MATERIALIZED');
    expect(page).toEqual(await plainPage(sql`province = 'jiangsu'`, 20, 0));
    expect(page).toHaveLength(20);
  });
});
