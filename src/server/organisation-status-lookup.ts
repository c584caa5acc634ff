import { type OrganisationStatus, setOrganisationStatusLookup } from './organisation-status';
import { getRawSql, sql } from './db';

/**
 * An organisation's status, read fresh: one lookup by the unique public id (and the survivor's,
 * after a merge). Not the page's cached read: in the proxy a cached entry outlives the tag an
 * import expires (the page itself re-renders, its status would not follow), and a merge or the
 * last withdrawal must change the answer at once. Same states as the page's read.
 */
export async function lookUpOrganisationStatus(id: string): Promise<OrganisationStatus> {
  const db = await getRawSql();
  const [row] = await db.query<{ record_count: number | string; into_id: string | null }>(
    sql`SELECT o.record_count, m.public_id AS into_id FROM organisations o
      LEFT JOIN organisations m ON m.id = o.merged_into_id WHERE o.public_id = ${id}`,
  );
  if (!row) return { state: 'missing' };
  if (row.into_id) return { state: 'merged', into: String(row.into_id) };
  return { state: Number(row.record_count) > 0 ? 'live' : 'gone' };
}

/** Called once at start: the proxy asks through `organisation-status.ts`. */
export function registerOrganisationStatusLookup(): void {
  setOrganisationStatusLookup(lookUpOrganisationStatus);
}
