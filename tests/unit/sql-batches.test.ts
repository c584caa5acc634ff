import { describe, expect, it } from 'vitest';
import { ROWS_PER_STATEMENT, chunks } from '@/server/sql-batches';

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
