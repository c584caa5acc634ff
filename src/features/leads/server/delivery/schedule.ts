const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** `1m,5m,1h` → [60000, 300000, 3600000]: the waits after each failed attempt. */
export function parseSchedule(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => Number(part.slice(0, -1)) * UNIT_MS[part.slice(-1) as keyof typeof UNIT_MS]);
}
