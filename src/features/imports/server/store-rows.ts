/**
 * What an import batch writes of each kind, and what is stored already: the columns and values of
 * a record's row and locale rows, the stored rows read back, and whether a record changed them.
 */
import type { RecordKind } from '@/catalog/routes';
import type { ImportedProject, ImportedRecord, ImportedTender } from '@/features/imports/file/types';
import { type Locale, routing } from '@/i18n/routing';
import { type RawSql, type SqlValue, isoDate, sql } from '@/server/db';
import { inList, keySlices } from '@/server/sql-batches';

export type Values = SqlValue[];

export interface KindSpec<R extends ImportedRecord> {
  /** Row columns written from a record, besides source_id, search_text and the timestamps. */
  columns: string[];
  values: (r: R) => Values;
  /** Columns of `<table>_locales` besides _locale and _parent_id. */
  localeColumns: string[];
  /** A locale's row, or null when the record has nothing in that locale. */
  localeValues: (r: R, locale: Locale) => Values | null;
}

/**
 * The English row: written when the record has any English text; a missing English title or
 * owner repeats the Chinese one (pages read the Chinese row when there is no English row).
 */
function hasEnglish(r: ImportedRecord): boolean {
  const agency = 'agency' in r ? r.agency.en : null;
  const winner = 'winner' in r ? r.winner.en : null;
  return Boolean(r.title.en || r.owner.en || r.summary.en || agency || winner);
}

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
  ],
  values: (r) => [
    ...[r.province, r.region, r.city, r.industry, String(r.categoryCode), r.stage, r.amountWan],
    ...[r.publishedAt, r.startDate, r.contactName, r.contactPhone, r.ownerCreditCode],
  ],
  localeColumns: ['title', 'owner', 'summary'],
  localeValues: (r, locale) =>
    locale === 'zh'
      ? [r.title.zh, r.owner.zh, r.summary.zh]
      : hasEnglish(r)
        ? [r.title.en ?? r.title.zh, r.owner.en ?? r.owner.zh, r.summary.en]
        : null,
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
  ],
  values: (r) => [
    ...[r.province, r.region, r.city, r.industry, String(r.noticeCode), r.free, r.amountWan],
    ...[r.publishedAt, r.deadline, r.contactName, r.contactPhone, r.ownerCreditCode, r.agencyCreditCode],
    ...[r.processId, r.projectSourceId, r.winnerCreditCode, r.winAmountWan, r.candidates],
  ],
  localeColumns: ['title', 'owner', 'summary', 'agency', 'winner'],
  localeValues: (r, locale) =>
    locale === 'zh'
      ? [r.title.zh, r.owner.zh, r.summary.zh, r.agency.zh, r.winner.zh]
      : hasEnglish(r)
        ? [r.title.en ?? r.title.zh, r.owner.en ?? r.owner.zh, r.summary.en, r.agency.en, r.winner.en]
        : null,
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
  locales: Partial<Record<Locale, Values>>;
}

/** The stored rows of these source ids, with their locale rows. */
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
        locales: {},
      });
    }
  }
  const byId = new Map([...stored.values()].map((s) => [s.id, s]));
  for (const part of keySlices(tx, [...byId.keys()])) {
    const rows = await tx.query<Record<string, unknown>>(
      sql`SELECT _parent_id, _locale, ${names(spec.localeColumns)} FROM ${table(`${kind}_locales`)}
        WHERE ${inList(tx, sql`_parent_id`, part)}`,
    );
    for (const row of rows) {
      const owner = byId.get(Number(row._parent_id));
      if (owner) owner.locales[row._locale as Locale] = spec.localeColumns.map((c) => row[c] as SqlValue);
    }
  }
  return stored;
}

export function unchanged(
  spec: KindSpec<ImportedRecord>,
  stored: StoredRow,
  record: ImportedRecord,
): boolean {
  return sameValues(spec.columns, stored.values, spec.values(record)) && sameLocales(spec, stored, record);
}

/** Whether the record's localised columns are those stored (its locale rows need no rewrite). */
export function sameLocales(
  spec: KindSpec<ImportedRecord>,
  stored: StoredRow,
  record: ImportedRecord,
): boolean {
  for (const locale of routing.locales) {
    const next = spec.localeValues(record, locale);
    const before = stored.locales[locale];
    if (!next || !before) {
      if (next || before) return false;
    } else if (!sameValues(spec.localeColumns, before, next)) return false;
  }
  return true;
}

export const titleOf = (stored: StoredRow, locale: Locale) => stored.locales[locale]?.[0] ?? null;

/** What a stored row linked to before the batch: its procurement and project. */
export function storedLinks(
  spec: KindSpec<ImportedRecord>,
  row: StoredRow,
): { processId: string | null; projectSourceId: string | null } {
  const at = (column: string) => {
    const i = spec.columns.indexOf(column);
    const v = i < 0 ? null : row.values[i];
    return v === null || v === undefined || v === '' ? null : String(v);
  };
  return { processId: at('process_id'), projectSourceId: at('project_source_id') };
}
