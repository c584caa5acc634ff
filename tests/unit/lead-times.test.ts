import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from '@/catalog/lead-times';

/** China's day (UTC+8): the keyword figures' daily run, the push quota and the dashboard's 'today'. */
describe('chinaDayStart', () => {
  const start = (iso: string) => new Date(chinaDayStart(Date.parse(iso))).toISOString();

  it('is 16:00 UTC of the day before until 16:00 UTC, then 16:00 UTC of the same day', () => {
    expect(start('2026-11-27T15:59:59.999Z')).toBe('2026-11-26T16:00:00.000Z');
    expect(start('2026-11-27T16:00:00.000Z')).toBe('2026-11-27T16:00:00.000Z');
    expect(start('2026-11-28T03:00:00.000Z')).toBe('2026-11-27T16:00:00.000Z');
  });

  it('names the same day as chinaDay', () => {
    expect(chinaDay(Date.parse('2026-11-27T15:59:59.999Z'))).toBe('2026-11-27');
    expect(chinaDay(Date.parse('2026-11-27T16:00:00.000Z'))).toBe('2026-11-28');
  });
});
