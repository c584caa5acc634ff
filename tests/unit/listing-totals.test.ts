import { describe, expect, it } from 'vitest';
import { KEYWORD_COUNT_AHEAD, LISTING_TOTAL_CAP, isCappedTotal, totalCap } from '@/catalog/constants';

describe('listing totals (docs/search.md, Totals)', () => {
  it('count a keyword only as far past the page as KEYWORD_COUNT_AHEAD, within the listing cap', () => {
    expect(totalCap(0, true)).toBe(KEYWORD_COUNT_AHEAD);
    expect(totalCap(1_000, true)).toBe(KEYWORD_COUNT_AHEAD + 1_000);
    expect(totalCap(LISTING_TOTAL_CAP - 20, true)).toBe(LISTING_TOTAL_CAP);
    expect(totalCap(0, false)).toBe(LISTING_TOTAL_CAP);
    expect(totalCap(5_000, false)).toBe(LISTING_TOTAL_CAP);
  });

  it('show a total as a floor only where the count stopped', () => {
    expect(isCappedTotal(KEYWORD_COUNT_AHEAD, 0, true)).toBe(true);
    expect(isCappedTotal(KEYWORD_COUNT_AHEAD - 1, 0, true)).toBe(false);
    // A keyword total read whole may pass the page's cap: it is exact.
    expect(isCappedTotal(3_456, 0, true)).toBe(false);
    expect(isCappedTotal(KEYWORD_COUNT_AHEAD + 1_000, 1_000, true)).toBe(true);
    expect(isCappedTotal(KEYWORD_COUNT_AHEAD, 0, false)).toBe(false);
    expect(isCappedTotal(LISTING_TOTAL_CAP, 0, false)).toBe(true);
    expect(isCappedTotal(LISTING_TOTAL_CAP, 0, true)).toBe(true);
  });
});
