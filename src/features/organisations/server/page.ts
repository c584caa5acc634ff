/**
 * An organisation's page (docs/organisations.md, 'Pages'): one cached read under the
 * organisation's own tag. Figures come from the maintained tables (organisations,
 * organisation_years, organisation_facets, organisation_partners); the records from the
 * (organisation, published_at) indexes, never a GROUP BY over a records table.
 */
import { survivorOf } from '@/features/organisations/upkeep/merge';
import type { RecordKind } from '@/catalog/routes';
import { orgTag } from '@/routing/cache-tags';
import type {
  OrgPartner,
  OrgRecord,
  OrgRole,
  OrgShare,
  OrgWin,
  OrgYearFigure,
  OrganisationDetail,
  OrganisationPage,
} from '@/schemas/organisations';
import { maskName, maskPhone } from '@/text/contact-mask';
import { chinaYear } from '@/text/china-time';
import { cachedRead } from '@/server/cache';
import { type RawSql, isoDate, readConfirmingMissing, sql } from '@/server/db';
import { type Row, recordLinks, text } from '@/server/record-links';
import type { Locale } from '@/i18n/routing';
import { localName, orgRefs } from './refs';

/** Records, wins and partners a page lists; shares of industries and provinces. */
export const NEWEST_LIMIT = 20;
export const WINS_LIMIT = 20;
export const PARTNERS_LIMIT = 12;
export const SHARES_LIMIT = 6;
/** Years of the chart: this one and the 4 before. */
export const YEARS = 5;

/** Under this many visible records a page is `noindex, follow` and in no sitemap. */
export const INDEXABLE_MIN_RECORDS = 3;

const COLUMN_NAMES = [
  'id',
  'source_id',
  'province',
  'industry',
  'amount_wan',
  'published_at',
  'updated_at',
  'contact_name',
  'contact_phone',
  'title',
  'title_en',
  'summary',
  'summary_en',
];
const COLUMNS = sql.raw(COLUMN_NAMES.join(', '));
const TENDER_COLUMNS = sql.raw(COLUMN_NAMES.map((c) => `t.${c}`).join(', '));

export const ORG_COLUMN_NAMES = [
  'id',
  'public_id',
  'name',
  'name_en',
  'credit_code',
  'merged_into_id',
  'record_count',
  'owner_count',
  'agency_count',
  'win_count',
  'candidate_count',
  'win_amount_wan',
  'updated_at',
];
export const ORG_COLUMNS = sql.raw(ORG_COLUMN_NAMES.join(', '));

/** The roles with at least one visible record, in the DTO's order. */
export function rolesOf(row: Row): OrgRole[] {
  const roles: OrgRole[] = [];
  if (Number(row.owner_count) > 0) roles.push('owner');
  if (Number(row.agency_count) > 0) roles.push('agency');
  if (Number(row.win_count) > 0) roles.push('winner');
  if (Number(row.candidate_count) > 0) roles.push('candidate');
  return roles;
}

interface Found extends Row {
  kind: RecordKind;
  role: OrgRole;
}

/**
 * The newest rows of each role, each one range of an (organisation, published_at) index: the
 * candidacies' own (they carry their tender's date), then their tenders by id.
 */
async function newestRows(db: RawSql, id: number, limit: number): Promise<Found[]> {
  const range = (table: RecordKind, column: string, role: OrgRole, extra = sql``) =>
    db
      .query<Row>(
        sql`SELECT ${COLUMNS} ${extra} FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}
          ORDER BY published_at DESC LIMIT ${limit}`,
      )
      .then((rows) => rows.map((r) => ({ ...r, kind: table, role }) as Found));
  const lists = await Promise.all([
    range('projects', 'owner_org_id', 'owner'),
    range('tenders', 'owner_org_id', 'owner'),
    range('tenders', 'agency_org_id', 'agency'),
    range('tenders', 'winner_org_id', 'winner', sql.raw(', win_amount_wan, owner_org_id')),
    db
      .query<Row>(
        sql`SELECT ${TENDER_COLUMNS}
          FROM tender_candidates c JOIN tenders t ON t.id = c.tender_id WHERE c.org_id = ${id}
          ORDER BY c.published_at DESC, c.tender_id DESC LIMIT ${limit}`,
      )
      .then((rows) => rows.map((r) => ({ ...r, kind: 'tenders', role: 'candidate' }) as Found)),
  ]);
  return lists.flat();
}

function years(rows: Row[], now: Date): OrgYearFigure[] {
  const last = chinaYear(now.getTime());
  const found = new Map(rows.map((r) => [`${String(r.role)}:${Number(r.year)}`, r]));
  const out: OrgYearFigure[] = [];
  for (let year = last - YEARS + 1; year <= last; year++) {
    for (const role of ['owner', 'agency', 'winner'] as const) {
      const r = found.get(`${role}:${year}`);
      out.push({ year, role, count: Number(r?.count ?? 0), amountWan: Number(r?.amount_wan ?? 0) });
    }
  }
  return out;
}

const isMissing = (page: OrganisationPage) => page.state === 'missing';

/** What an organisation's page shows, read fresh (the bench times this: a page's cache miss). */
export async function readOrganisationPage(
  publicId: string,
  locale: Locale,
  given?: RawSql,
  now = new Date(),
): Promise<OrganisationPage> {
  // On a replica, an organisation it does not hold yet is looked up on the primary before a 404.
  if (!given)
    return readConfirmingMissing((db) => readOrganisationPage(publicId, locale, db, now), isMissing);
  const db = given;
  const [org] = await db.query<Row>(
    sql`SELECT ${ORG_COLUMNS} FROM organisations WHERE public_id = ${publicId}`,
  );
  if (!org) return { state: 'missing' };
  if (org.merged_into_id != null) {
    // Straight to the end of the chain: one 301, never a redirect to another redirect.
    const survivor = await survivorOf(db, Number(org.merged_into_id));
    const [into] =
      survivor === null
        ? []
        : await db.query<Row>(sql`SELECT public_id FROM organisations WHERE id = ${survivor}`);
    if (into) return { state: 'merged', into: String(into.public_id) };
  }
  if (Number(org.record_count) <= 0) return { state: 'gone', name: localName(org, locale) };
  const id = Number(org.id);
  const firstYear = chinaYear(now.getTime()) - YEARS + 1;
  const [yearRows, facetRows, partnerRows, found] = await Promise.all([
    db.query<Row>(
      sql`SELECT role, year, count, amount_wan FROM organisation_years WHERE org_id = ${id} AND year >= ${firstYear}`,
    ),
    db.query<Row>(
      sql`SELECT dim, value, count FROM organisation_facets WHERE org_id = ${id} ORDER BY count DESC`,
    ),
    db.query<Row>(
      sql`SELECT partner_id, relation, count FROM organisation_partners WHERE org_id = ${id}
        ORDER BY count DESC, partner_id LIMIT ${PARTNERS_LIMIT}`,
    ),
    newestRows(db, id, NEWEST_LIMIT),
  ]);
  // Newest first; a record in two roles (a buyer that also ran its own tender) once, first role kept.
  const seen = new Set<string>();
  const newest = found
    .sort(
      (a, b) => isoDate(b.published_at).localeCompare(isoDate(a.published_at)) || Number(b.id) - Number(a.id),
    )
    .filter((r) => {
      const key = `${r.kind}:${String(r.id)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, NEWEST_LIMIT);
  const winRows = found.filter((r) => r.role === 'winner').slice(0, WINS_LIMIT);
  const refs = await orgRefs(
    db,
    [
      ...partnerRows.map((p) => Number(p.partner_id)),
      ...winRows.map((w) => (w.owner_org_id == null ? null : Number(w.owner_org_id))),
    ],
    locale,
  );
  const linksOf = (rows: Found[]) => {
    const out = new Map<string, ReturnType<typeof recordLinks>[number]>();
    const links = recordLinks(rows, locale);
    rows.forEach((r, i) => out.set(`${r.kind}:${String(r.id)}`, links[i]));
    return out;
  };
  const links = linksOf([...newest, ...winRows]);
  const newestRecords: OrgRecord[] = newest.map((r) => ({
    ...links.get(`${r.kind}:${String(r.id)}`)!,
    kind: r.kind,
    role: r.role,
  }));
  const wins: OrgWin[] = winRows.map((r) => ({
    tender: links.get(`tenders:${String(r.id)}`)!,
    amountWan: r.win_amount_wan == null ? null : Number(r.win_amount_wan),
    buyer: refs(r.owner_org_id),
  }));
  const partners: OrgPartner[] = partnerRows.flatMap((p) => {
    const ref = refs(p.partner_id);
    return ref
      ? [{ org: ref, relation: String(p.relation) as OrgPartner['relation'], count: Number(p.count) }]
      : [];
  });
  const shares = (dim: string): OrgShare[] =>
    facetRows
      .filter((f) => f.dim === dim)
      .slice(0, SHARES_LIMIT)
      .map((f) => ({ value: text(f.value), count: Number(f.count) }));
  const withContact = newest.find((r) => r.contact_name || r.contact_phone);
  const organisation: OrganisationDetail = {
    id: String(org.public_id),
    name: localName(org, locale),
    nameZh: String(org.name),
    nameEn: org.name_en == null ? null : String(org.name_en),
    creditCode: org.credit_code == null ? null : String(org.credit_code),
    roles: rolesOf(org),
    recordCount: Number(org.record_count),
    years: years(yearRows, now),
    industries: shares('industry'),
    provinces: shares('province'),
    newest: newestRecords,
    wins,
    partners,
    contact: withContact
      ? {
          name: maskName(text(withContact.contact_name)),
          phone: maskPhone(text(withContact.contact_phone)),
          publishedAt: isoDate(withContact.published_at),
        }
      : null,
    updatedAt: isoDate(org.updated_at),
  };
  return { state: 'live', organisation };
}

/** The page's read, cached under the organisation's own tag (expired by every write touching it). */
export const getOrganisationPage = cachedRead<[string, Locale], OrganisationPage>(
  'organisation-page',
  (id) => [orgTag(id)],
  (id: string, locale: Locale) => readOrganisationPage(id, locale),
);
