import type { AlertFilter } from '@/schemas/alerts';
import { type RawSql, isoDate, sql } from '@/server/db';
import { getOrganisationPage } from '@/features/organisations';
import type { Locale } from '@/i18n/routing';

/**
 * An organisation alert (docs/backend.md, 'Saved-search alerts'): the organisation a 'Follow' box
 * names, resolved by the server (a merged one's survivor; none when unknown or without visible
 * records), and the digest's matching of its new records.
 */
export async function followedOrganisation(
  id: string,
  locale: Locale,
): Promise<{ id: string; name: string } | undefined> {
  let page = await getOrganisationPage(id, locale);
  // A merge of a merge at most once more: the survivor's page already points at the end.
  for (let hops = 0; page.state === 'merged' && hops < 3; hops++)
    page = await getOrganisationPage((id = page.into), locale);
  return page.state === 'live' ? { id, name: page.organisation.name } : undefined;
}

/** A match of the digest: what its mail line shows. */
export interface DigestMatch {
  id: number;
  title: string;
  province: string;
  publishedAt: string;
}

/**
 * The organisation's records in the id window (watermark, newest], newest first: tenders where it
 * is the buyer, the agency or the winner, projects where it is the owner. The alert keeps the id it
 * followed; after a merge its records carry the survivor's key, so the survivor is matched too.
 */
export async function organisationMatches(
  db: RawSql,
  filter: AlertFilter & { org: string },
  afterId: number,
  throughId: number,
  limit: number,
): Promise<Omit<DigestMatch, 'title'>[]> {
  const orgs = await db.query<{ id: number | string; merged: number | string | null }>(
    sql`SELECT id, merged_into_id AS merged FROM organisations WHERE public_id = ${filter.org}`,
  );
  const ids = orgs.flatMap((o) => (o.merged === null ? [Number(o.id)] : [Number(o.id), Number(o.merged)]));
  if (!ids.length) return [];
  const table = filter.type === 'tender' ? 'tenders' : 'projects';
  const roles =
    table === 'tenders'
      ? sql`(owner_org_id IN ${ids} OR agency_org_id IN ${ids} OR winner_org_id IN ${ids})`
      : sql`owner_org_id IN ${ids}`;
  const rows = await db.query<{ id: number | string; province: string; published_at: unknown }>(
    sql`SELECT id, province, published_at FROM ${sql.identifier(table)}
      WHERE id > ${afterId} AND id <= ${throughId} AND ${roles}
      ORDER BY published_at DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    province: r.province,
    publishedAt: isoDate(r.published_at),
  }));
}
