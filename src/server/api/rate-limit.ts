/**
 * Fixed-window request counter per (bucket, client IP), in this process's memory. With several
 * instances each keeps its own counts, so the effective limit is per instance; that is enough to
 * stop a single client flooding the form endpoints.
 */
interface Window {
  start: number;
  count: number;
}

const windows = new Map<string, Window>();
const SWEEP_AT = 10_000;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

export function hit(
  bucket: string,
  ip: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): RateDecision {
  const windowMs = windowSeconds * 1000;
  if (windows.size > SWEEP_AT) {
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
  }
  const key = `${bucket}|${ip}`;
  let w = windows.get(key);
  if (!w || now - w.start >= windowMs) {
    w = { start: now, count: 0 };
    windows.set(key, w);
  }
  w.count++;
  return { allowed: w.count <= limit, retryAfter: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) };
}
