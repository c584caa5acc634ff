/** Dates of the records: office hours in China time, weekdays weighted over weekends, and dates as text. */
import { chinaDayNumber } from '@/text/china-time';

export const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const PAD4 = Array.from({ length: 10000 }, (_, i) => pad(i, 4));
/** 'THH:MM:' per minute of the day and 'SS.000Z' per second. */
export const MINUTES = Array.from({ length: 1440 }, (_, m) => `T${pad((m / 60) | 0, 2)}:${pad(m % 60, 2)}:`);
export const SECONDS = Array.from({ length: 60 }, (_, s) => `${pad(s, 2)}.000Z`);
export const MONTHS_EN =
  'January February March April May June July August September October November December'.split(' ');

/* ---------- dates ---------- */

export const DAY_MS = 86_400_000;
/** Office hours, in UTC seconds of the calendar day: 00:30-10:00 UTC is 08:30-18:00 Beijing. */
export const OFFICE_START_S = 1800;
export const OFFICE_SPAN_S = 34_200;
/** A weekend day is picked this often relative to a weekday. */
export const WEEKEND_WEIGHT = 0.3;
/** A week's mean day weight, so `perDay` is an average over the whole week. */
const MEAN_DAY_WEIGHT = (5 + 2 * WEEKEND_WEIGHT) / 7;

/** China-time day number (days since 1970-01-01) of an instant. */
export const isWeekend = (day: number) => {
  const wd = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  return wd === 0 || wd === 6;
};

/**
 * How many records the stream dates within (from, to] at an average of `perDay` a day: the
 * window's share of office hours, weekend days weighing WEEKEND_WEIGHT. A year at 55 a day is
 * ~20,000 records; a window with no office hours holds none.
 */
export function recordsInWindow(from: Date, to: Date, perDay: number): number {
  const lo = from.getTime();
  const hi = to.getTime();
  if (!(hi > lo) || !(perDay > 0)) return 0;
  let days = 0;
  for (let day = chinaDayNumber(lo); day <= chinaDayNumber(hi); day++) {
    const open = day * DAY_MS + OFFICE_START_S * 1000;
    const close = open + OFFICE_SPAN_S * 1000;
    const overlap = Math.max(0, Math.min(close, hi) - Math.max(open, lo));
    days += (overlap / (OFFICE_SPAN_S * 1000)) * (isWeekend(day) ? WEEKEND_WEIGHT : 1);
  }
  return Math.round((perDay * days) / MEAN_DAY_WEIGHT);
}

/** A day's date in text: '2026年12月8日' and '8 December 2026'. */
export interface DayText {
  zh: string;
  en: string;
}
