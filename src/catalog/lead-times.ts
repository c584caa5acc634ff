/** A lead still new after this many hours is overdue (the dashboard and the lists' filter). */
export const OVERDUE_HOURS = 4;

const DAY = 86_400_000;
/** China Standard Time, the operators' day (no daylight saving). */
const CST = 8 * 3_600_000;

/** Midnight of the China day holding `t`, as a UTC instant (ms). */
export function chinaDayStart(t: number): number {
  return Math.floor((t + CST) / DAY) * DAY - CST;
}

/** The China day of `t` as YYYY-MM-DD. */
export const chinaDay = (t: number): string => new Date(t + CST).toISOString().slice(0, 10);
