/**
 * China Standard Time (UTC+8 all year, no daylight saving): the operators' day, the year of the
 * organisations' figures, the dates import files and generated records are written in. Pure
 * arithmetic on UTC instants (ms), safe in the browser.
 */
const DAY_MS = 86_400_000;

/** China's offset from UTC, in ms. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China day holding `t`, as a number of days since 1970-01-01. */
export function chinaDayNumber(t: number): number {
  return Math.floor((t + CHINA_OFFSET_MS) / DAY_MS);
}

/** Midnight China time starting the day numbered `day` (as chinaDayNumber counts), in ms. */
export function chinaDayNumberStart(day: number): number {
  return day * DAY_MS - CHINA_OFFSET_MS;
}

/** Midnight of the China day holding `t`, as a UTC instant (ms). */
export function chinaDayStart(t: number): number {
  return chinaDayNumberStart(chinaDayNumber(t));
}

/** The China day of `t` as YYYY-MM-DD. */
export function chinaDay(t: number): string {
  return new Date(t + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight China time starting the day `day` (YYYY-MM-DD), in ms; NaN for anything else. */
export function chinaDateStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS;
}

/** A date and time read on a clock in China (month 1-12), as a UTC instant (ms). */
export function chinaLocalTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number {
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - CHINA_OFFSET_MS;
}

/** The year of an instant (ISO text or ms) in China time: the key of the organisations' year figures. */
export function chinaYear(instant: string | number): number {
  return new Date(new Date(instant).getTime() + CHINA_OFFSET_MS).getUTCFullYear();
}
