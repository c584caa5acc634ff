import { createClient } from '@libsql/client';
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import type { MigrateUpArgs } from '@payloadcms/db-sqlite';
import { describe, expect, it } from 'vitest';
import { migrations } from '@/migrations/sqlite';

const SLOTS = '20261128_011036_alert_slots';

describe('migration to alert slots (SQLite)', () => {
  it('keeps one alert per address and filters, gives each its place, then refuses twins and a taken slot', async () => {
    const client = createClient({ url: ':memory:' });
    const args = { db: drizzle({ client }), payload: {}, req: {} } as unknown as MigrateUpArgs;
    const index = migrations.findIndex((m) => m.name === SLOTS);
    for (const m of migrations.slice(0, index)) await m.up(args);
    // What sign-ups arriving at once could leave: twins (the later one confirmed), and 11 alerts.
    const rows: [email: string, key: string, confirmed: number][] = [
      ['a@example.test', 'k1', 0],
      ['a@example.test', 'k1', 1],
      ['a@example.test', 'k2', 0],
      ['a@example.test', 'k2', 0],
      ...Array.from({ length: 11 }, (_, i): [string, string, number] => ['b@example.test', `k${i}`, 0]),
    ];
    for (const [email, key, confirmed] of rows)
      await client.execute({
        sql: `INSERT INTO alerts (email, locale, filter, filter_key, confirmed, watermark, created_at, updated_at)
          VALUES (?, 'zh', '{}', ?, ?, 0, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`,
        args: [email, key, confirmed],
      });
    await migrations[index].up(args);
    const kept = (
      await client.execute('SELECT id, email, filter_key, confirmed, slot FROM alerts ORDER BY id')
    ).rows;
    expect(
      kept.filter((r) => r.email === 'a@example.test').map((r) => [r.id, r.filter_key, r.confirmed, r.slot]),
    ).toEqual([
      [2, 'k1', 1, 0],
      [3, 'k2', 0, 1],
    ]);
    expect(kept.filter((r) => r.email === 'b@example.test').map((r) => r.slot)).toEqual([
      ...Array(11).keys(),
    ]);
    const insert = (key: string, slot: number) =>
      client.execute({
        sql: `INSERT INTO alerts (email, locale, filter, filter_key, confirmed, watermark, slot, created_at, updated_at)
          VALUES ('a@example.test', 'zh', '{}', ?, 0, 0, ?, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`,
        args: [key, slot],
      });
    await expect(insert('k1', 5)).rejects.toThrow(/UNIQUE/);
    await expect(insert('k3', 1)).rejects.toThrow(/UNIQUE/);
    await insert('k3', 2);
  });
});
