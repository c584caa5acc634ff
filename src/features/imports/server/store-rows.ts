/**
 * What an import batch writes of each kind, and what is stored already: the columns and values of
 * a record's row (its texts in both languages among them: `title`, `title_en`, …), the stored
 * rows read back, and whether a record changed them.
 */
import type { RecordKind } from '@/catalog/routes';
import type { ImportedProject, ImportedRecord, ImportedTender } from '@/features/imports/file/types';
import type { Locale } from '@/i18n/routing';
import { type RawSql, type SqlValue, isoDate, sql } from '@/server/db';
import { inList, keySlices } from '@/server/sql-batches';

export type Values = SqlValue[];

export interface KindSpec<R extends ImportedRecord> {
  /**
   * Row columns written from a record, besides source_id, search_text and the timestamps; the
   * place columns first (province, region, city, industry: a withdrawal keeps them), the texts last.
   */
  columns: string[];
  values: (r: R) => Values;
}

/** A text's columns, the Chinese and the English (empty where the provider sent none). */
const bilingual = (...names: string[]) => names.flatMap((n) => [n, `${n}_en`]);
const both = (text: { zh: string | null; en: string | null }): Values => [text.zh, text.en];

const PROJECTS: KindSpec<ImportedProject> = {
  columns: [
    'province',
    'region',
    'city',
    'industry',
    'category_code',
    'stage',
    'amount_wan',
    'published_at',
    'start_date',
    'contact_name',
    'contact_phone',
    'owner_credit_code',
    ...bilingual('title', 'owner', 'summary'),
  ],
  values: (r) => [
    ...[r.province, r.region, r.city, r.industry, String(r.categoryCode), r.stage, r.amountWan],
    ...[r.publishedAt, r.startDate, r.contactName, r.contactPhone, r.ownerCreditCode],
    ...[...both(r.title), ...both(r.owner), ...both(r.summary)],
  ],
};

const TENDERS: KindSpec<ImportedTender> = {
  columns: [
    'province',
    'region',
    'city',
    'industry',
    'notice_code',
    'free',
    'amount_wan',
    'published_at',
    'deadline',
    'contact_name',
    'contact_phone',
    'owner_credit_code',
    'agency_credit_code',
    'process_id',
    'project_source_id',
    'winner_credit_code',
    'win_amount_wan',
    'candidates',
    ...bilingual('title', 'owner', 'summary', 'agency', 'winner'),
  ],
  values: (r) => [
    ...[r.province, r.region, r.city, r.industry, String(r.noticeCode), r.free, r.amountWan],
    ...[r.publishedAt, r.deadline, r.contactName, r.contactPhone, r.ownerCreditCode, r.agencyCreditCode],
    ...[r.processId, r.projectSourceId, r.winnerCreditCode, r.winAmountWan, r.candidates],
    ...[...both(r.title), ...both(r.owner), ...both(r.summary), ...both(r.agency), ...both(r.winner)],
  ],
};

// Each spec reads its own kind's records; the store hands each kind only its own.
export const SPECS = { projects: PROJECTS, tenders: TENDERS } as unknown as Record<
  RecordKind,
  KindSpec<ImportedRecord>
>;

/** Columns holding instants, compared as ISO strings (each database writes them its own way). */
const DATE_COLUMNS = new Set(['published_at', 'start_date', 'deadline']);

/** A stored value in the form `values()` gives it, so equal records compare equal. */
function comparable(column: string, value: unknown): SqlValue {
  if (value === null || value === undefined || value === '') return null;
  if (DATE_COLUMNS.has(column)) return isoDate(value);
  if (column === 'free') return value === true || value === 1 || value === '1' || value === 't';
  if (column === 'amount_wan' || column === 'win_amount_wan') return Number(value);
  return String(value);
}

const sameValues = (columns: string[], stored: Values, next: Values) =>
  columns.every((c, i) => comparable(c, stored[i]) === comparable(c, next[i]));

/** Column names, constants of this module. */
export const names = (columns: string[]) => sql.raw(columns.join(', '));
export const table = (name: string) => sql.identifier(name);

export interface StoredRow {
  id: number;
  sourceId: string;
  values: Values;
}

/** The stored rows of these source ids. */
export async function readStored(
  tx: RawSql,
  kind: RecordKind,
  spec: KindSpec<ImportedRecord>,
  ids: string[],
) {
  const stored = new Map<string, StoredRow>();
  for (const part of keySlices(tx, ids)) {
    const rows = await tx.query<Record<string, unknown>>(
      sql`SELECT id, source_id, ${names(spec.columns)} FROM ${table(kind)} WHERE ${inList(tx, sql`source_id`, part)}`,
    );
    for (const row of rows) {
      stored.set(String(row.source_id), {
        id: Number(row.id),
        sourceId: String(row.source_id),
        values: spec.columns.map((c) => row[c] as SqlValue),
      });
    }
  }
  return stored;
}

export function unchanged(
  spec: KindSpec<ImportedRecord>,
  stored: StoredRow,
  record: ImportedRecord,
): boolean {
  return sameValues(spec.columns, stored.values, spec.values(record));
}

/** A stored row's value of `column`, or null. */
function valueOf(spec: KindSpec<ImportedRecord>, row: StoredRow, column: string): string | null {
  const i = spec.columns.indexOf(column);
  const v = i < 0 ? null : row.values[i];
  return v === null || v === undefined || v === '' ? null : String(v);
}

/** A stored row's title in `locale`; null where it has none in that language. */
export const titleOf = (spec: KindSpec<ImportedRecord>, stored: StoredRow, locale: Locale) =>
  valueOf(spec, stored, locale === 'en' ? 'title_en' : 'title');

/** What a stored row linked to before the batch: its procurement and project. */
export function storedLinks(
  spec: KindSpec<ImportedRecord>,
  row: StoredRow,
): { processId: string | null; projectSourceId: string | null } {
  return {
    processId: valueOf(spec, row, 'process_id'),
    projectSourceId: valueOf(spec, row, 'project_source_id'),
  };
}
