/**
 * Fixed-window request counter per (bucket, key), in this process's memory. With several
 * instances each keeps its own counts, so the effective limit is per instance; that is enough to
 * stop a single client flooding the form endpoints. Async so that a shared store can replace it.
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

export async function hit(
  bucket: string,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<RateDecision> {
  const windowMs = windowSeconds * 1000;
  if (windows.size > SWEEP_AT) {
    for (const [id, w] of windows) if (now - w.start >= windowMs) windows.delete(id);
  }
  const id = `${bucket}|${key}`;
  let w = windows.get(id);
  if (!w || now - w.start >= windowMs) {
    w = { start: now, count: 0 };
    windows.set(id, w);
  }
  w.count++;
  return { allowed: w.count <= limit, retryAfter: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) };
}
