/**
 * One line's values (CSV fields or JSON Lines values, by column) to a normalised record, or the
 * first fault found in column order (docs/import.md).
 */
import type { ProjectStage, ProvinceSlug } from '@/catalog';
import { type RecordKind, SOURCE_ID_PATTERN } from '@/catalog/routes';
import { CONTROL_CHARACTERS } from '@/schemas/fields';
import { maskName, maskPhone } from '@/text/contact-mask';
import { canonicalCreditCode, isCreditCode } from '@/text/credit-code';
import type {
  ImportedProject,
  ImportedRecord,
  ImportedTender,
  ParsedLine,
  RejectReason,
  Rejection,
} from './types';
import {
  readAmount,
  readBoolean,
  readCategoryCode,
  readDate,
  readIndustry,
  readNoticeCode,
  readProvince,
  readStage,
} from './values';

/** Longest text of each kind of column, in characters (code points) after trimming. */
export const MAX_LENGTHS = {
  sourceId: 64,
  title: 300,
  owner: 200,
  city: 40,
  summary: 2000,
  contact: 50,
  processId: 64,
  candidates: 2000,
} as const;

/** What a decoder leaves for bytes that are not valid in the file's encoding. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/** A line's values by column: text from CSV, any JSON value from JSON Lines; absent is empty. */
export type LineValues = Readonly<Record<string, unknown>>;

class Fault {
  constructor(
    readonly field: string,
    readonly reason: RejectReason,
    readonly max?: number,
  ) {}
}

/** The length of `text` in characters (code points), counted up to `atMost + 1`. */
function codePoints(text: string, atMost: number): number {
  if (text.length <= atMost) return text.length;
  let n = 0;
  for (let i = 0; i < text.length && n <= atMost; i++, n++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit < 0xdc00) i++; // a surrogate pair is one character
  }
  return n;
}

/** Reads the columns of one line; each method throws the column's Fault. */
class Reader {
  constructor(private readonly values: LineValues) {}

  /** The trimmed text of a column, after the checks every column shares. */
  raw(column: string): string {
    const value = this.values[column];
    let text: string;
    if (value === undefined || value === null) text = '';
    else if (typeof value === 'string') text = value;
    else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
    else throw new Fault(column, 'badValue');
    if (text.includes(REPLACEMENT_CHARACTER)) throw new Fault(column, 'badEncoding');
    if (CONTROL_CHARACTERS.test(text)) throw new Fault(column, 'controlCharacters');
    return text.trim();
  }

  text(column: string, max: number, required: true): string;
  text(column: string, max: number, required?: false): string | null;
  text(column: string, max: number, required = false): string | null {
    const text = this.raw(column);
    if (!text) {
      if (required) throw new Fault(column, 'required');
      return null;
    }
    if (codePoints(text, max) > max) throw new Fault(column, 'tooLong', max);
    return text;
  }

  /** A required value read by `read`; `reason` when it is not one. */
  value<T>(column: string, read: (text: string) => T | undefined, reason: RejectReason): T {
    const text = this.raw(column);
    if (!text) throw new Fault(column, 'required');
    const value = read(text);
    if (value === undefined) throw new Fault(column, reason);
    return value;
  }

  optionalDate(column: string): string | null {
    return this.raw(column) ? this.value(column, readDate, 'badDate') : null;
  }

  boolean(column: string): boolean {
    const value = readBoolean(this.raw(column));
    if (value === undefined) throw new Fault(column, 'badBoolean');
    return value;
  }

  /** An optional unified social credit code, checked (GB 32100-2015). */
  creditCode(column: string): string | null {
    const text = this.raw(column);
    if (!text) return null;
    const code = canonicalCreditCode(text);
    if (!isCreditCode(code)) throw new Fault(column, 'badCreditCode');
    return code;
  }

  optionalAmount(column: string): number | null {
    return this.raw(column) ? this.value(column, readAmount, 'badAmount') : null;
  }

  optionalSourceId(column: string): string | null {
    const id = this.text(column, MAX_LENGTHS.sourceId);
    if (id !== null && !SOURCE_ID_PATTERN.test(id)) throw new Fault(column, 'badSourceId');
    return id;
  }

  sourceId(): string {
    const id = this.text('sourceId', MAX_LENGTHS.sourceId, true);
    if (!SOURCE_ID_PATTERN.test(id)) throw new Fault('sourceId', 'badSourceId');
    return id;
  }

  /** Whether the line withdraws its record; a withdrawn value that is not a boolean is not. */
  isWithdrawal(): boolean {
    try {
      return readBoolean(this.raw('withdrawn')) === true;
    } catch (error) {
      if (error instanceof Fault) return false;
      throw error;
    }
  }
}

const masked = (text: string | null, mask: (text: string) => string) => (text ? mask(text) || null : null);

/** sourceId … industry: the first columns of both kinds. */
function readHead(r: Reader) {
  const { title, city } = MAX_LENGTHS;
  const sourceId = r.sourceId();
  const titleText = { zh: r.text('title_zh', title, true), en: r.text('title_en', title) };
  const { slug: province, region } = r.value('province', readProvince, 'badProvince');
  return {
    sourceId,
    title: titleText,
    province,
    region,
    city: r.text('city', city),
    industry: r.value('industry', readIndustry, 'badIndustry'),
  };
}

/** amountWan, publishedAt. */
function readMoneyAndDate(r: Reader) {
  const amountWan = r.value('amountWan', readAmount, 'badAmount');
  return { amountWan, publishedAt: r.value('publishedAt', readDate, 'badDate') };
}

function readOwner(r: Reader) {
  return { zh: r.text('owner_zh', MAX_LENGTHS.owner, true), en: r.text('owner_en', MAX_LENGTHS.owner) };
}

/** contactName … withdrawn: the last columns of both kinds. */
function readTail(r: Reader) {
  const { contact, summary } = MAX_LENGTHS;
  const contactName = masked(r.text('contactName', contact), maskName);
  const contactPhone = masked(r.text('contactPhone', contact), maskPhone);
  const summaryText = { zh: r.text('summary_zh', summary), en: r.text('summary_en', summary) };
  return { contactName, contactPhone, summary: summaryText, withdrawn: r.boolean('withdrawn') };
}

// Each kind reads its columns in IMPORT_COLUMNS order, so the first fault is the leftmost one.

function readProject(r: Reader): ImportedProject {
  const head = readHead(r);
  const categoryCode = r.value('categoryCode', readCategoryCode, 'badCategoryCode');
  const stage = r.value('stage', readStage, 'badStage');
  const money = readMoneyAndDate(r);
  const startDate = r.optionalDate('startDate');
  const owner = readOwner(r);
  const tail = readTail(r);
  return {
    ...head,
    categoryCode,
    stage,
    ...money,
    startDate,
    owner,
    ...tail,
    ownerCreditCode: r.creditCode('ownerCreditCode'),
  };
}

function readTender(r: Reader): ImportedTender {
  const head = readHead(r);
  const noticeCode = r.value('noticeCode', readNoticeCode, 'badNoticeCode');
  const free = r.boolean('free');
  const money = readMoneyAndDate(r);
  const deadline = r.optionalDate('deadline');
  const owner = readOwner(r);
  const agency = { zh: r.text('agency_zh', MAX_LENGTHS.owner), en: r.text('agency_en', MAX_LENGTHS.owner) };
  const tail = readTail(r);
  return {
    ...head,
    noticeCode,
    free,
    ...money,
    deadline,
    owner,
    agency,
    ...tail,
    ownerCreditCode: r.creditCode('ownerCreditCode'),
    agencyCreditCode: r.creditCode('agencyCreditCode'),
    processId: r.text('processId', MAX_LENGTHS.processId),
    projectSourceId: r.optionalSourceId('projectSourceId'),
    winner: { zh: r.text('winner_zh', MAX_LENGTHS.owner), en: r.text('winner_en', MAX_LENGTHS.owner) },
    winnerCreditCode: r.creditCode('winnerCreditCode'),
    winAmountWan: r.optionalAmount('winAmountWan'),
    candidates: r.text('candidates', MAX_LENGTHS.candidates),
  };
}

/** A withdrawal row: its sourceId, every other field empty (see RecordBase.withdrawn). */
function withdrawal(kind: RecordKind, sourceId: string): ImportedRecord {
  const base = {
    sourceId,
    title: { zh: '', en: null },
    province: '' as ProvinceSlug,
    region: '',
    city: null,
    industry: '',
    amountWan: 0,
    publishedAt: '',
    owner: { zh: '', en: null },
    ownerCreditCode: null,
    contactName: null,
    contactPhone: null,
    summary: { zh: null, en: null },
    withdrawn: true,
  };
  return kind === 'projects'
    ? { ...base, categoryCode: 0, stage: '' as ProjectStage, startDate: null }
    : {
        ...base,
        noticeCode: 0,
        free: false,
        deadline: null,
        agency: { zh: null, en: null },
        agencyCreditCode: null,
        processId: null,
        projectSourceId: null,
        winner: { zh: null, en: null },
        winnerCreditCode: null,
        winAmountWan: null,
        candidates: null,
      };
}

/**
 * The record of one line, or its rejection: the first fault in column order. A withdrawal row
 * (withdrawn true) needs only a valid sourceId; its other values are ignored, so stale or
 * partial values never keep a withdrawn record online.
 */
export function normaliseLine(kind: RecordKind, line: number, values: LineValues): ParsedLine {
  const r = new Reader(values);
  try {
    if (r.isWithdrawal()) return { line, record: withdrawal(kind, r.sourceId()) };
    return { line, record: kind === 'projects' ? readProject(r) : readTender(r) };
  } catch (error) {
    if (!(error instanceof Fault)) throw error;
    const { field, reason, max } = error;
    return rejectLine(line, reason, field, max === undefined ? { column: field } : { column: field, max });
  }
}

/** A rejected line; `field` is the column at fault, null when the whole line is. */
export function rejectLine(
  line: number,
  reason: RejectReason,
  field: string | null = null,
  params?: Rejection['params'],
): ParsedLine {
  return { line, rejection: { line, field, reason, ...(params && { params }) } };
}
