import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sql } from '@/server/db';
import { ROWS_PER_STATEMENT, chunks, inList, keySlices } from '@/server/sql-batches';

describe('chunks', () => {
  it('cuts a list into consecutive slices of the statement size, the last one shorter', () => {
    const list = Array.from({ length: ROWS_PER_STATEMENT * 2 + 1 }, (_, i) => i);
    const parts = chunks(list);
    expect(parts.map((p) => p.length)).toEqual([ROWS_PER_STATEMENT, ROWS_PER_STATEMENT, 1]);
    expect(parts.flat()).toEqual(list);
  });

  it('takes another size, and gives nothing for an empty list', () => {
    expect(chunks([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(chunks([])).toEqual([]);
  });
});

describe('keySlices and inList', () => {
  const pg = { dialect: 'postgres' as const };
  const lite = { dialect: 'sqlite' as const };
  const render = (statement: ReturnType<typeof inList>) =>
    new PgDialect().sqlToQuery(statement) as { sql: string; params: unknown[] };

  it('matches every key at once on PostgreSQL, as one array parameter', () => {
    const keys = Array.from({ length: ROWS_PER_STATEMENT * 3 }, (_, i) => `k${i}`);
    expect(keySlices(pg, keys)).toEqual([keys]);
    expect(keySlices(pg, [])).toEqual([]);
    const query = render(inList(pg, sql`source_id`, keys));
    expect(query.sql).toBe('source_id = ANY($1)');
    expect(query.params).toEqual([keys]);
  });

  it('matches slices of the statement size on SQLite, each key a parameter', () => {
    const keys = Array.from({ length: ROWS_PER_STATEMENT + 1 }, (_, i) => i);
    expect(keySlices(lite, keys).map((p) => p.length)).toEqual([ROWS_PER_STATEMENT, 1]);
    const query = render(inList(lite, sql`id`, [1, 2]));
    expect(query.sql).toBe('id IN ($1, $2)');
    expect(query.params).toEqual([1, 2]);
  });
});
