import { createClient } from '@libsql/client';
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite';
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import { describe, expect, it } from 'vitest';
import { migrations } from '@/migrations/sqlite';

/** Every table of the database (FTS5 shadow tables included), by name. */
async function tables(client: ReturnType<typeof createClient>): Promise<string[]> {
  const result = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  return result.rows.map((r) => String(r.name));
}

describe('SQLite migrations', () => {
  it('go all the way down and up again', async () => {
    const client = createClient({ url: ':memory:' });
    await client.execute('PRAGMA foreign_keys = ON');
    const args = { db: drizzle({ client }), payload: {}, req: {} } as unknown as MigrateUpArgs &
      MigrateDownArgs;
    for (const m of migrations) await m.up(args);
    const schema = await tables(client);
    expect(schema).toContain('projects_search');
    for (const m of [...migrations].reverse()) await m.down(args);
    expect(await tables(client)).toEqual([]);
    for (const m of migrations) await m.up(args);
    expect(await tables(client)).toEqual(schema);
  });
});
