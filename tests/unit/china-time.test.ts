import { describe, expect, it } from 'vitest';
import {
  chinaDateStart,
  chinaDay,
  chinaDayNumber,
  chinaDayNumberStart,
  chinaDayStart,
  chinaLocalTime,
  chinaYear,
} from '@/text/china-time';

const iso = (t: number) => new Date(t).toISOString();
// China's midnight is 16:00 UTC of the day before: the last instant of a China day and the first of the next.
const LAST = Date.parse('2026-11-27T15:59:59.999Z');
const FIRST = Date.parse('2026-11-27T16:00:00.000Z');

/** China's day (UTC+8): the keyword figures' daily run, the push quota and the dashboard's 'today'. */
describe('chinaDayStart', () => {
  const start = (at: string) => iso(chinaDayStart(Date.parse(at)));

  it('is 16:00 UTC of the day before until 16:00 UTC, then 16:00 UTC of the same day', () => {
    expect(start('2026-11-27T15:59:59.999Z')).toBe('2026-11-26T16:00:00.000Z');
    expect(start('2026-11-27T15:59:59.000Z')).toBe('2026-11-26T16:00:00.000Z');
    expect(start('2026-11-27T16:00:00.000Z')).toBe('2026-11-27T16:00:00.000Z');
    expect(start('2026-11-28T03:00:00.000Z')).toBe('2026-11-27T16:00:00.000Z');
  });

  it('names the same day as chinaDay', () => {
    expect(chinaDay(LAST)).toBe('2026-11-27');
    expect(chinaDay(FIRST)).toBe('2026-11-28');
  });
});

describe('chinaDayNumber', () => {
  it('counts China days from 1970-01-01, turning at 16:00 UTC', () => {
    const nov27 = Date.UTC(2026, 10, 27) / 86_400_000;
    expect(chinaDayNumber(LAST)).toBe(nov27);
    expect(chinaDayNumber(FIRST)).toBe(nov27 + 1);
    expect(chinaDayNumber(Date.parse('1970-01-01T00:00:00Z'))).toBe(0);
    expect(chinaDayNumber(Date.parse('1969-12-31T16:00:00Z'))).toBe(0);
    expect(chinaDayNumber(Date.parse('1969-12-31T15:59:59Z'))).toBe(-1);
  });

  it('starts each day at China midnight', () => {
    expect(iso(chinaDayNumberStart(chinaDayNumber(LAST)))).toBe('2026-11-26T16:00:00.000Z');
    expect(iso(chinaDayNumberStart(chinaDayNumber(FIRST)))).toBe('2026-11-27T16:00:00.000Z');
  });
});

describe('chinaDateStart', () => {
  it('is China midnight of a YYYY-MM-DD day, as chinaDay names it', () => {
    expect(iso(chinaDateStart('2026-11-28'))).toBe('2026-11-27T16:00:00.000Z');
    expect(chinaDateStart('2026-11-28')).toBe(Date.parse('2026-11-28T00:00:00+08:00'));
    expect(chinaDateStart(chinaDay(FIRST))).toBe(FIRST);
    expect(chinaDateStart(chinaDay(LAST))).toBe(chinaDayStart(LAST));
  });

  it('is NaN for what is not a day', () => {
    expect(chinaDateStart('tomorrow')).toBeNaN();
  });
});

describe('chinaLocalTime', () => {
  it('reads a China clock eight hours ahead of UTC, across the year end', () => {
    expect(iso(chinaLocalTime(2026, 11, 28))).toBe('2026-11-27T16:00:00.000Z');
    expect(iso(chinaLocalTime(2026, 11, 27, 23, 59, 59, 999))).toBe('2026-11-27T15:59:59.999Z');
    expect(iso(chinaLocalTime(2027, 1, 1, 10, 30))).toBe('2027-01-01T02:30:00.000Z');
  });
});

describe('chinaYear', () => {
  it('turns at 16:00 UTC on 31 December, from ISO text or ms', () => {
    expect(chinaYear('2026-12-31T15:59:59Z')).toBe(2026);
    expect(chinaYear('2026-12-31T16:00:00Z')).toBe(2027);
    expect(chinaYear(Date.parse('2026-12-31T15:59:59.999Z'))).toBe(2026);
    expect(chinaYear(Date.parse('2026-12-31T16:00:00.000Z'))).toBe(2027);
    expect(chinaYear('2027-01-01T00:00:00+08:00')).toBe(2027);
  });
});
