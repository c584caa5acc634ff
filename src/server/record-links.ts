/**
 * Link rows of records (related records, feed entries, an organisation's records, a procurement's
 * notices) with their titles in the visitor's locale.
 */
import type { RecordKind } from '@/catalog/routes';
import type { RecordLink } from '@/schemas/dto';
import { type RawSql, type SQL, isoDate, sql } from '@/server/db';
import type { Locale } from '@/i18n/routing';

export type Row = Record<string, unknown>;

export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The localized texts of some rows of `kind`: the row in `locale`, else the zh one (records the
 * provider sent in Chinese only), field by field. One lookup by the unique (_locale, _parent_id)
 * index.
 */
export async function localTexts(
  db: RawSql,
  kind: RecordKind,
  ids: number[],
  locale: Locale,
  columns: SQL,
): Promise<(id: number, column: string) => string> {
  if (!ids.length) return () => '';
  const rows = await db.query<Row>(
    sql`SELECT _parent_id AS parent, _locale AS locale, ${columns} FROM ${sql.identifier(`${kind}_locales`)}
     WHERE _locale IN (${locale}, 'zh') AND _parent_id IN ${ids}`,
  );
  const found = new Map(rows.map((r) => [`${String(r.locale)}:${Number(r.parent)}`, r]));
  return (id, column) =>
    text(found.get(`${locale}:${id}`)?.[column]) || text(found.get(`zh:${id}`)?.[column]);
}

/** Link rows (related records, feed entries) of `kind` with their titles (and summaries) in `locale`. */
export async function recordLinks(
  db: RawSql,
  kind: RecordKind,
  rows: Row[],
  locale: Locale,
): Promise<RecordLink[]> {
  const ids = rows.map((r) => Number(r.id));
  const local = await localTexts(db, kind, ids, locale, sql.raw('title, summary'));
  return rows.map((r) => ({
    sourceId: text(r.source_id),
    title: local(Number(r.id), 'title'),
    summary: local(Number(r.id), 'summary'),
    province: text(r.province),
    industry: text(r.industry),
    publishedAt: isoDate(r.published_at),
    updatedAt: isoDate(r.updated_at),
    amountWan: Number(r.amount_wan),
  }));
}

/** Columns a link row needs. */
export const LINK_COLUMNS = sql.raw(
  'id, source_id, province, industry, amount_wan, published_at, updated_at',
);
