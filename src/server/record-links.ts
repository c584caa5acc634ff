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
 * A record's text in `locale`: the English column (`title_en`) where it is not empty, else the
 * Chinese one (records the provider sent in Chinese only). Both live in the record's row.
 */
export function localText(row: object, column: string, locale: Locale): string {
  const r = row as Row;
  return (locale === 'en' && text(r[`${column}_en`])) || text(r[column]);
}

/** The columns that hold `columns`' texts in both languages, for a select list. */
export const bilingualColumns = (columns: string[]): SQL =>
  sql.raw(columns.flatMap((c) => [c, `${c}_en`]).join(', '));

/**
 * The texts of some rows of `kind` in both languages, by id (a page's ids, whichever plan found
 * them): one lookup by primary key; filtering and counting never read them.
 */
export async function textRows(
  db: RawSql,
  kind: RecordKind,
  ids: number[],
  columns: string[],
): Promise<Map<number, Row>> {
  if (!ids.length) return new Map();
  const rows = await db.query<Row>(
    sql`SELECT id, ${bilingualColumns(columns)} FROM ${sql.identifier(kind)} WHERE id IN ${ids}`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** Link rows (related records, feed entries) of `kind` with their titles (and summaries) in `locale`. */
export function recordLinks(rows: Row[], locale: Locale): RecordLink[] {
  return rows.map((r) => ({
    sourceId: text(r.source_id),
    title: localText(r, 'title', locale),
    summary: localText(r, 'summary', locale),
    province: text(r.province),
    industry: text(r.industry),
    publishedAt: isoDate(r.published_at),
    updatedAt: isoDate(r.updated_at),
    amountWan: Number(r.amount_wan),
  }));
}

/** Columns a link row needs. */
export const LINK_COLUMNS = sql.raw(
  'id, source_id, province, industry, amount_wan, published_at, updated_at, title, title_en, summary, summary_en',
);
