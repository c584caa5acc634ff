import type { ProjectStage, ProvinceSlug } from '@/catalog';
import type { RecordKind } from '@/catalog/routes';

/**
 * The import format of projects and tenders (docs/import.md): one record per CSV row or JSON
 * Lines line, with exactly these columns (CSV header) or keys (JSONL).
 */
export const IMPORT_COLUMNS = {
  projects: [
    'sourceId',
    'title_zh',
    'title_en',
    'province',
    'city',
    'industry',
    'categoryCode',
    'stage',
    'amountWan',
    'publishedAt',
    'startDate',
    'owner_zh',
    'owner_en',
    'contactName',
    'contactPhone',
    'summary_zh',
    'summary_en',
    'withdrawn',
    'ownerCreditCode',
  ],
  tenders: [
    'sourceId',
    'title_zh',
    'title_en',
    'province',
    'city',
    'industry',
    'noticeCode',
    'free',
    'amountWan',
    'publishedAt',
    'deadline',
    'owner_zh',
    'owner_en',
    'agency_zh',
    'agency_en',
    'contactName',
    'contactPhone',
    'summary_zh',
    'summary_en',
    'withdrawn',
    'ownerCreditCode',
    'agencyCreditCode',
    'processId',
    'projectSourceId',
    'winner_zh',
    'winner_en',
    'winnerCreditCode',
    'winAmountWan',
    'candidates',
  ],
} as const satisfies Record<RecordKind, readonly string[]>;

/**
 * Columns a CSV header may leave out (docs/import.md, 'Organisations and procurements'): files
 * written before them import as they always did. JSON Lines keys are all optional anyway.
 */
export const OPTIONAL_IMPORT_COLUMNS: ReadonlySet<string> = new Set(
  IMPORT_COLUMNS.tenders.slice(IMPORT_COLUMNS.tenders.indexOf('withdrawn') + 1),
);

/** The longest line (JSON Lines) or record (CSV) read, in UTF-8 bytes: 10 MB. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;
export type ImportFormat = 'csv' | 'jsonl';
/** `auto`: UTF-8 (with or without BOM) unless a line is GB18030 and none is UTF-8, then GB18030. */
export type ImportEncoding = 'auto' | 'utf8' | 'gb18030';

/** What is common to a normalised project and tender: ready to store, contacts already masked. */
interface RecordBase {
  sourceId: string;
  title: { zh: string; en: string | null };
  province: ProvinceSlug;
  region: string;
  city: string | null;
  industry: string;
  /** 10k CNY, integer or decimal, >= 0. */
  amountWan: number;
  /** ISO 8601 UTC instant. */
  publishedAt: string;
  owner: { zh: string; en: string | null };
  /** The owner's unified social credit code (checked, upper case), or null. */
  ownerCreditCode: string | null;
  /** Masked on the way in ('王**'); the full value is never kept. */
  contactName: string | null;
  /** Masked on the way in ('138****5621'). */
  contactPhone: string | null;
  summary: { zh: string | null; en: string | null };
  /**
   * A withdrawal: the record leaves listings, search, statistics and the sitemap. Only
   * `sourceId` is read from a withdrawal row; every other field of the record is empty ('' for
   * texts and ISO dates, null where nullable, 0 for numbers, false) and must not be stored.
   */
  withdrawn: boolean;
}

export interface ImportedProject extends RecordBase {
  categoryCode: number;
  stage: ProjectStage;
  startDate: string | null;
}

export interface ImportedTender extends RecordBase {
  noticeCode: number;
  free: boolean;
  /** The bid deadline, ISO 8601 UTC instant. */
  deadline: string | null;
  agency: { zh: string | null; en: string | null };
  agencyCreditCode: string | null;
  /** 招标编号: shared by the notices of one procurement. */
  processId: string | null;
  /** The project record this tender belongs to. */
  projectSourceId: string | null;
  winner: { zh: string | null; en: string | null };
  winnerCreditCode: string | null;
  /** 10k CNY won, or null. */
  winAmountWan: number | null;
  /** Ranked candidate names as given, `;`-separated, or null. */
  candidates: string | null;
}

export type ImportedRecord = ImportedProject | ImportedTender;

/**
 * Why a line was rejected: a key of the `import.reasons` messages (messages/<locale>/import.json),
 * translated into the operator's language where it is reported.
 */
export type RejectReason =
  | 'badJson'
  | 'notAnObject'
  | 'badEncoding'
  | 'mixedEncoding'
  | 'lineTooLong'
  | 'badCsv'
  | 'fieldCount'
  | 'unknownColumn'
  | 'missingColumn'
  | 'duplicateColumn'
  | 'badValue'
  | 'required'
  | 'tooLong'
  | 'controlCharacters'
  | 'badProvince'
  | 'badIndustry'
  | 'badStage'
  | 'badCategoryCode'
  | 'badNoticeCode'
  | 'badBoolean'
  | 'badAmount'
  | 'badDate'
  | 'badSourceId'
  | 'badCreditCode';

export interface Rejection {
  /** 1-based line of the file where the record starts (the CSV header is line 1). */
  line: number;
  /** The column or key at fault; null when the whole line is. */
  field: string | null;
  reason: RejectReason;
  /** Values for the message's placeholders (e.g. {column}, {max}). */
  params?: Record<string, string | number>;
}

/** One parsed line: a normalised record, or why it was rejected. */
export type ParsedLine<R extends ImportedRecord = ImportedRecord> =
  { line: number; record: R } | { line: number; rejection: Rejection };
