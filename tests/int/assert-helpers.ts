import { expect } from 'vitest';

/**
 * Every item of `list` passes `check`, and there is at least one item: `[].every(…)` is true, so
 * an empty answer would otherwise pass any filter test. Names the items that fail.
 */
export function expectEvery<T>(list: readonly T[], check: (item: T) => boolean, what: string) {
  expect(list.length, `${what}: expected a non-empty list`).toBeGreaterThan(0);
  expect(
    list.filter((item) => !check(item)),
    what,
  ).toEqual([]);
}
