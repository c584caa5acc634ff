import { describe, expect, it } from 'vitest';
import { growthOf } from '../../scripts/lib/sizes-bench.mjs';

// The verdict `npm run bench -- --only sizes` prints for each cost (docs/benchmarks.md, 'Costs
// against the size'): 600,000 to 6,000,000 records is a log bound of ln(6e6) / ln(6e5) = 1.17.
const LOG_BOUND = Math.log(6e6) / Math.log(6e5);

describe('the growth of a cost against the size', () => {
  it('calls a time within 1.1× flat, within the log bound within log, and beyond it faster', () => {
    expect(growthOf([10, 10.5, 11], true, LOG_BOUND)).toEqual({ growth: 1.1, verdict: 'flat' });
    expect(growthOf([10, 11, 11.5], true, LOG_BOUND).verdict).toBe('within log');
    expect(growthOf([10, 14, 20], true, LOG_BOUND)).toEqual({
      growth: 2,
      verdict: 'grows faster than log',
    });
  });

  it('reads the smallest and the largest size, not the sizes between', () => {
    expect(growthOf([10, 40, 10], true, LOG_BOUND).verdict).toBe('flat');
  });

  it('inverts a rate: a load rate that halves has grown its cost 2×', () => {
    expect(growthOf([8000, 6000, 4000], false, LOG_BOUND)).toEqual({
      growth: 2,
      verdict: 'grows faster than log',
    });
    expect(growthOf([4000, 8000], false, LOG_BOUND)).toEqual({ growth: 0.5, verdict: 'flat' });
  });
});
