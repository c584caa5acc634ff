/**
 * One project's or tender's own page (product D2.2, 'A page per record'): the record, its related records
 * and, when it is gone from its table, its withdrawal. One cached read per page, under the record's own tag,
 * so an import, an edit or a withdrawal expires this page and no other.
 */
import type { RecordKind } from '@/catalog/routes';
import { recordTag } from '@/routing/cache-tags';
import type { RecordDetail, RecordLink, RecordPage, WithdrawnRecord } from '@/schemas/dto';
import { maskName, maskPhone } from '@/text/contact-mask';
import { cachedRead } from '@/server/cache';
import { type RawSql, type SQL, isoDate, readConfirmingMissing, sql } from '@/server/db';
import { readConnections } from '@/features/organisations';
import {
  LINK_COLUMNS,
  type Row,
  bilingualColumns,
  localText,
  recordLinks,
  text,
} from '@/server/record-links';
import type { Locale } from './types';

const optionalDate = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : isoDate(value);

/** How many related records a page lists (same industry and province, newest first). */
export const RELATED_LIMIT = 6;

/** Columns each kind adds to the common ones. */
const OWN_COLUMNS: Record<RecordKind, SQL> = {
  projects: sql.raw('stage, start_date, owner_org_id'),
  tenders: sql.raw(
    'notice_code, free, deadline, owner_org_id, agency_org_id, winner_org_id, process_id, project_source_id, win_amount_wan',
  ),
};
/** Texts in both languages (`title` and `title_en`, …): the page shows the visitor's. */
const TEXT_COLUMNS: Record<RecordKind, SQL> = {
  projects: bilingualColumns(['title', 'owner', 'summary']),
  tenders: bilingualColumns(['title', 'owner', 'summary', 'agency']),
};

/**
 * Up to RELATED_LIMIT other records of the same industry and province, newest first: one range
 * of the (industry, province, published_at, …) index (projects) or (province, industry,
 * published_at, …) (tenders).
 */
export async function relatedRecords(
  db: RawSql,
  kind: RecordKind,
  of: { id: number; industry: string; province: string },
  locale: Locale,
): Promise<RecordLink[]> {
  const rows = await db.query<Row>(
    sql`SELECT ${LINK_COLUMNS} FROM ${sql.identifier(kind)}
     WHERE industry = ${of.industry} AND province = ${of.province} AND id <> ${of.id}
     ORDER BY published_at DESC LIMIT ${RELATED_LIMIT}`,
  );
  return recordLinks(rows, locale);
}

async function readRecord(db: RawSql, kind: RecordKind, sourceId: string, locale: Locale) {
  const [row] = await db.query<Row>(
    sql`SELECT id, source_id, province, city, industry, amount_wan, published_at, updated_at,
       contact_name, contact_phone, ${TEXT_COLUMNS[kind]}, ${OWN_COLUMNS[kind]} FROM ${sql.identifier(kind)} WHERE source_id = ${sourceId}`,
  );
  if (!row) return null;
  const id = Number(row.id);
  const local = (column: string) => localText(row, column, locale);
  const connections = await readConnections(db, kind, id, row, locale);
  const record: RecordDetail = {
    kind,
    sourceId: text(row.source_id),
    title: local('title'),
    province: text(row.province),
    city: text(row.city),
    industry: text(row.industry),
    amountWan: Number(row.amount_wan),
    publishedAt: isoDate(row.published_at),
    updatedAt: isoDate(row.updated_at),
    owner: local('owner'),
    summary: local('summary'),
    // Imports mask contacts on the way in; rows typed in the admin are masked on the way out.
    contactName: maskName(text(row.contact_name)),
    contactPhone: maskPhone(text(row.contact_phone)),
    ...(kind === 'projects'
      ? { stage: text(row.stage), startDate: optionalDate(row.start_date) }
      : {
          noticeCode: Number(row.notice_code),
          free: row.free === true || row.free === 1 || row.free === '1',
          deadline: optionalDate(row.deadline),
          agency: local('agency'),
        }),
    connections,
  };
  return { id, record };
}

/** The withdrawal of a record gone from its table, or null. */
export async function readWithdrawal(
  db: RawSql,
  kind: RecordKind,
  sourceId: string,
  locale: Locale,
): Promise<WithdrawnRecord | null> {
  const [row] = await db.query<Row>(
    sql`SELECT id, source_id, province, industry, withdrawn_at FROM withdrawals
      WHERE kind = ${kind} AND source_id = ${sourceId}`,
  );
  if (!row) return null;
  const titles = await db.query<Row>(
    sql`SELECT _locale AS locale, title FROM withdrawals_locales
      WHERE _parent_id = ${Number(row.id)} AND _locale IN (${locale}, 'zh')`,
  );
  const title = (l: string) => text(titles.find((t) => t.locale === l)?.title);
  return {
    kind,
    sourceId,
    title: title(locale) || title('zh'),
    province: row.province ? text(row.province) : null,
    industry: row.industry ? text(row.industry) : null,
    withdrawnAt: isoDate(row.withdrawn_at),
  };
}

const isMissing = (page: RecordPage) => page.state === 'missing';

/** What a record's page shows, read fresh (the bench times this: a page's cache miss). */
export async function readRecordPage(
  kind: RecordKind,
  sourceId: string,
  locale: Locale,
  given?: RawSql,
): Promise<RecordPage> {
  // On a replica, a record it does not hold yet is looked up on the primary before a 404.
  if (!given) return readConfirmingMissing((db) => readRecordPage(kind, sourceId, locale, db), isMissing);
  const db = given;
  const found = await readRecord(db, kind, sourceId, locale);
  if (found) {
    const { id, record } = found;
    const related = await relatedRecords(
      db,
      kind,
      { id, industry: record.industry, province: record.province },
      locale,
    );
    return { state: 'live', record, related };
  }
  const withdrawal = await readWithdrawal(db, kind, sourceId, locale);
  return withdrawal ? { state: 'withdrawn', withdrawal } : { state: 'missing' };
}

/**
 * The page's read, cached under the record's own tag. Related records are part of it: they
 * refresh with the page (at the latest after PAGE_REVALIDATE_SECONDS), never by a listing-wide tag,
 * so an import does not expire every record page at once.
 */
export const getRecordPage = cachedRead<[RecordKind, string, Locale], RecordPage>(
  'record-page',
  (kind, sourceId) => [recordTag(kind, sourceId)],
  (kind: RecordKind, sourceId: string, locale: Locale) => readRecordPage(kind, sourceId, locale),
);
