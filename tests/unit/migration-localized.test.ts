import { createClient } from '@libsql/client';
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import type { MigrateUpArgs } from '@payloadcms/db-sqlite';
import { describe, expect, it } from 'vitest';
import { migrations } from '@/migrations/sqlite';
import { searchText } from '@/text/search-text';

const LOCALIZED = '20261123_142945_localized_listings';

const PROJECTS = [
  ['长沙市第一人民医院门诊楼改造工程', '长沙市卫生健康委员会'],
  ['株洲市污水处理厂提标改造', '株洲市城市建设投资集团有限公司'],
  ['湘潭市中医医院迁建', '湘潭市中医医院'],
];
const TENDERS = [['岳阳市城区道路照明工程招标公告', '岳阳市住房和城乡建设局']];

/** A SQLite database at the schema before the localized titles, with rows in it. */
async function databaseBefore() {
  const client = createClient({ url: ':memory:' });
  const db = drizzle({ client });
  const args = { db, payload: {}, req: {} } as unknown as MigrateUpArgs;
  const index = migrations.findIndex((m) => m.name === LOCALIZED);
  for (const m of migrations.slice(0, index)) await m.up(args);
  const insert = async (table: string, extra: string, values: string, rows: string[][]) => {
    for (const [title, owner] of rows)
      await client.execute({
        sql: `INSERT INTO ${table} (title, owner, province, region, industry, ${extra}, amount_wan, published_at, search_text) VALUES (?, ?, 'hunan', 'central', 'yiliao', ${values}, 100, '2026-01-01T00:00:00.000Z', ?)`,
        args: [title, owner, searchText(title)],
      });
  };
  await insert('projects', 'category_code, stage', "'146', 'design'", PROJECTS);
  await insert('tenders', 'notice_code, free', "'154', 0", TENDERS);
  return { client, args, migration: migrations[index] };
}

const localeRows = async (client: ReturnType<typeof createClient>, table: string) =>
  (
    await client.execute(
      `SELECT p.id, l._locale, l.title, l.owner FROM ${table} p JOIN ${table}_locales l ON l._parent_id = p.id ORDER BY p.id, l._locale`,
    )
  ).rows.map((r) => [r.id, r._locale, r.title, r.owner]);

describe('migration to localized titles and owners (SQLite)', () => {
  it('moves every existing title and owner into the zh locale row and keeps the keyword index', async () => {
    const { client, args, migration } = await databaseBefore();
    await migration.up(args);
    expect(await localeRows(client, 'projects')).toEqual(PROJECTS.map(([t, o], i) => [i + 1, 'zh', t, o]));
    expect(await localeRows(client, 'tenders')).toEqual(TENDERS.map(([t, o], i) => [i + 1, 'zh', t, o]));
    const columns = (await client.execute('PRAGMA table_info(projects)')).rows.map((r) => r.name);
    expect(columns).not.toContain('title');
    expect(columns).not.toContain('owner');
    expect(columns).toContain('search_text');
    // The FTS5 table and its triggers still follow the rows (its rowid is date-keyed: the low 31
    // bits are the row's id, migration 20261123_130000).
    const match = async () =>
      (
        await client.execute(
          "SELECT rowid & 2147483647 AS id FROM projects_search WHERE projects_search MATCH 'search_text : 医院' ORDER BY id",
        )
      ).rows.map((r) => r.id);
    expect(await match()).toEqual([1, 3]);
    await client.execute("UPDATE projects SET search_text = 'x' WHERE id = 3");
    expect(await match()).toEqual([1]);
    // A second locale row for the same parent is refused.
    await expect(
      client.execute(
        "INSERT INTO projects_locales (title, owner, _locale, _parent_id) VALUES ('a', 'b', 'zh', 1)",
      ),
    ).rejects.toThrow(/UNIQUE/);
  });

  it('puts the zh titles and owners back on the way down', async () => {
    const { client, args, migration } = await databaseBefore();
    await migration.up(args);
    await migration.down(args);
    const rows = (await client.execute('SELECT title, owner FROM projects ORDER BY id')).rows.map((r) => [
      r.title,
      r.owner,
    ]);
    expect(rows).toEqual(PROJECTS);
    const tables = (await client.execute("SELECT name FROM sqlite_master WHERE name LIKE '%_locales'")).rows;
    expect(tables.map((r) => r.name)).not.toContain('projects_locales');
  });
});
