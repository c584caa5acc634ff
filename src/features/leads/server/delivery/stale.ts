import type { Payload } from 'payload';
import { getConfig } from '@/config/env';
import { isoDate, rawSql, sql } from '@/server/db';

/** When the newest project or tender was added (by an import, the ingest API or the demo feed). */
export async function lastRecordAdded(payload: Payload): Promise<string | null> {
  const db = rawSql(payload);
  const [p] = await db.query<{ at: unknown }>(sql`SELECT MAX(created_at) AS at FROM projects`);
  const [t] = await db.query<{ at: unknown }>(sql`SELECT MAX(created_at) AS at FROM tenders`);
  const times = [p?.at, t?.at].filter((v) => v != null).map(isoDate);
  return times.length ? times.sort().at(-1)! : null;
}

/** Stale: no record added for STALE_DATA_HOURS. */
export function isStale(last: string | null, now = Date.now()): boolean {
  return !last || now - Date.parse(last) > getConfig().STALE_DATA_HOURS * 3_600_000;
}

/**
 * Sends the stale-data state once, and a recovery message when records flow again (the
 * `leadWatch` job, every minute). The state lives in the `ops-status` global. Returns the
 * message sent, or null when the state did not change.
 */
export async function watchStaleData(
  payload: Payload,
  notify: (kind: 'stale' | 'recovered') => Promise<void>,
): Promise<'stale' | 'recovered' | null> {
  const stale = isStale(await lastRecordAdded(payload));
  const status = await payload.findGlobal({ slug: 'ops-status', overrideAccess: true, depth: 0 });
  if (stale === Boolean(status.staleSince)) return null;
  await payload.updateGlobal({
    slug: 'ops-status',
    overrideAccess: true,
    data: { staleSince: stale ? new Date().toISOString() : null },
  });
  await notify(stale ? 'stale' : 'recovered');
  return stale ? 'stale' : 'recovered';
}
