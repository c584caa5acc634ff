/** Number of decimals `value` is written with, so the animation ends on the exact figure. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(text.length - dot - 1, 6);
}

/** Value shown `elapsedMs` into a count-up from `from` to `to` (ease-out, exact at the end). */
export function countUpValue(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - Math.pow(1 - progress, 3);
  const factor = 10 ** decimalsOf(to);
  return Math.round((from + (to - from) * eased) * factor) / factor;
}

export function formatCountUp(value: number, decimals: number): string {
  return value.toFixed(decimals);
}
