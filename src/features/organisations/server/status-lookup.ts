import { survivorOf } from '@/features/organisations/upkeep/merge';
import { type OrganisationStatus, setOrganisationStatusLookup } from './status';
import { type RawSql, readConfirmingMissing, sql } from '@/server/db';

/**
 * An organisation's status, read fresh: one lookup by the unique public id (and the chain to the
 * survivor, after a merge). Not the page's cached read: in the proxy a cached entry outlives the tag an
 * import expires (the page itself re-renders, its status would not follow), and a merge or the
 * last withdrawal must change the answer at once. Same states as the page's read.
 */
export function lookUpOrganisationStatus(id: string): Promise<OrganisationStatus> {
  // On a replica, 'missing' is confirmed on the primary: an organisation imported a moment ago is no 404.
  return readConfirmingMissing(
    (db) => statusOn(db, id),
    (status) => status.state === 'missing',
  );
}

async function statusOn(db: RawSql, id: string): Promise<OrganisationStatus> {
  const [row] = await db.query<{ record_count: number | string; merged_into_id: number | string | null }>(
    sql`SELECT record_count, merged_into_id FROM organisations WHERE public_id = ${id}`,
  );
  if (!row) return { state: 'missing' };
  if (row.merged_into_id != null) {
    // Straight to the end of the chain (an older chain can be longer than one step).
    const survivor = await survivorOf(db, Number(row.merged_into_id));
    const [into] =
      survivor === null
        ? []
        : await db.query<{ public_id: string }>(
            sql`SELECT public_id FROM organisations WHERE id = ${survivor}`,
          );
    if (into) return { state: 'merged', into: String(into.public_id) };
  }
  return { state: Number(row.record_count) > 0 ? 'live' : 'gone' };
}

/** Called once at start: the proxy asks through `organisation-status.ts`. */
export function registerOrganisationStatusLookup(): void {
  setOrganisationStatusLookup(lookUpOrganisationStatus);
}
