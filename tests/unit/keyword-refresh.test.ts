import { describe, expect, it } from 'vitest';
import { lastChinaMidnight } from '@/server/keywords/refresh';

/** The day boundary of the daily keyword figures run (docs/seo.md, 'Keyword pages'). */
describe('lastChinaMidnight', () => {
  it('is 16:00 UTC of the day before until 16:00 UTC, then 16:00 UTC of the same day', () => {
    expect(lastChinaMidnight(new Date('2026-11-27T15:59:59.999Z')).toISOString()).toBe(
      '2026-11-26T16:00:00.000Z',
    );
    expect(lastChinaMidnight(new Date('2026-11-27T16:00:00.000Z')).toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    );
    expect(lastChinaMidnight(new Date('2026-11-28T03:00:00.000Z')).toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    );
  });
});
