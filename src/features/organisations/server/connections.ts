/**
 * What links a record to organisations and to the other records of its procurement or project
 * (docs/organisations.md, 'Record pages'), read with the record's page: lookups by the
 * procurement number, the project's source id and the organisations' primary keys, each an index.
 */
import type { RecordKind } from '@/catalog/routes';
import type { AwardResult, RecordConnections } from '@/schemas/organisations';
import { type RawSql, isoDate, sql } from '@/server/db';
import { LINK_COLUMNS, type Row, localText, recordLinks, text } from '@/server/record-links';
import type { Locale } from '@/i18n/routing';
import { orgRefs } from './refs';

/** The most notices a timeline and the most tenders a project page lists. */
export const TIMELINE_LIMIT = 50;

const optional = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A procurement's notices, oldest first. */
export async function timeline(db: RawSql, processId: string, locale: Locale) {
  const rows = await db.query<Row>(
    sql`SELECT id, source_id, notice_code, published_at, title, title_en FROM tenders
      WHERE process_id = ${processId} ORDER BY published_at, id LIMIT ${TIMELINE_LIMIT}`,
  );
  return rows.map((r) => ({
    sourceId: text(r.source_id),
    noticeCode: Number(r.notice_code),
    title: localText(r, 'title', locale),
    publishedAt: isoDate(r.published_at),
  }));
}

/** The stages a project has been in, oldest first (one range of the primary key). */
export async function stageHistory(db: RawSql, sourceId: string) {
  const rows = await db.query<Row>(
    sql`SELECT stage, first_seen_at FROM project_stages WHERE source_id = ${sourceId} ORDER BY first_seen_at, stage`,
  );
  return rows.map((s) => ({ stage: text(s.stage), firstSeenAt: isoDate(s.first_seen_at) }));
}

/** Connections of the record of `kind` whose row (with its organisation columns) is `row`. */
export async function readConnections(
  db: RawSql,
  kind: RecordKind,
  id: number,
  row: Row,
  locale: Locale,
): Promise<RecordConnections> {
  const empty: RecordConnections = {
    owner: null,
    agency: null,
    processId: null,
    timeline: [],
    award: null,
    project: null,
    tenders: [],
    stages: [],
  };
  if (kind === 'projects') {
    const sourceId = text(row.source_id);
    const [ref, tenders, stages] = await Promise.all([
      orgRefs(db, [num(row.owner_org_id)], locale),
      db
        .query<Row>(
          sql`SELECT ${LINK_COLUMNS} FROM tenders WHERE project_source_id = ${sourceId}
            ORDER BY published_at DESC LIMIT ${TIMELINE_LIMIT}`,
        )
        .then((rows) => recordLinks(rows, locale)),
      stageHistory(db, sourceId),
    ]);
    return {
      ...empty,
      owner: ref(row.owner_org_id),
      tenders,
      stages,
    };
  }
  const processId = optional(row.process_id);
  const projectId = optional(row.project_source_id);
  const candidates = await db.query<Row>(
    sql`SELECT rank, name, org_id FROM tender_candidates WHERE tender_id = ${id} ORDER BY rank`,
  );
  const [ref, steps, project] = await Promise.all([
    orgRefs(
      db,
      [
        num(row.owner_org_id),
        num(row.agency_org_id),
        num(row.winner_org_id),
        ...candidates.map((c) => num(c.org_id)),
      ],
      locale,
    ),
    processId ? timeline(db, processId, locale) : Promise.resolve([]),
    projectId
      ? db
          .query<Row>(sql`SELECT ${LINK_COLUMNS} FROM projects WHERE source_id = ${projectId}`)
          .then((rows) => recordLinks(rows, locale))
      : Promise.resolve([]),
  ]);
  const winner = ref(row.winner_org_id);
  const award: AwardResult | null =
    winner || candidates.length
      ? {
          winner,
          amountWan: num(row.win_amount_wan),
          candidates: candidates.map((c) => ({
            rank: Number(c.rank),
            name: text(c.name),
            org: ref(c.org_id),
          })),
        }
      : null;
  return {
    ...empty,
    owner: ref(row.owner_org_id),
    agency: ref(row.agency_org_id),
    processId,
    timeline: steps,
    award,
    project: project[0] ?? null,
  };
}
