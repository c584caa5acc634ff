/**
 * CSV import: csv-parse splits the fields; a scanner in front of it follows the same quoting
 * rules to know where each record starts (its physical line) and to cut records over the size
 * limit short, so that the parser never holds more than one record of at most MAX_LINE_BYTES.
 */
import { pipeline, Readable } from 'node:stream';
import type { RecordKind } from '@/catalog/routes';
import { CsvError, parse } from 'csv-parse';
import { decodeText, type TextEncoding } from './decode';
import { normaliseLine, rejectLine } from './normalise';
import {
  IMPORT_COLUMNS,
  OPTIONAL_IMPORT_COLUMNS,
  MAX_LINE_BYTES,
  type ParsedLine,
  type Rejection,
} from './types';

/** Where a record starts, and the fault the scanner found in it (its content is then ignored). */
interface RecordStart {
  line: number;
  /** lineTooLong: cut at MAX_LINE_BYTES; badCsv: a quote still open at the end of the file. */
  fault: 'lineTooLong' | 'badCsv' | null;
}

/** First in, first out, without Array#shift's copying. */
class Queue<T> {
  private items: T[] = [];
  private head = 0;
  push(item: T) {
    this.items.push(item);
  }
  shift(): T | undefined {
    if (this.head === this.items.length) return undefined;
    const item = this.items[this.head++];
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}

enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: a doubled quote if another follows, else the field's end. */
  QuoteInQuoted,
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

/** UTF-8 length of a UTF-16 code unit (a surrogate is half of a 4-byte character). */
const utf8Length = (unit: number) =>
  unit < 0x80 ? 1 : unit < 0x800 || (unit >= 0xd800 && unit < 0xe000) ? 2 : 3;

/**
 * Sits in front of csv-parse and passes the text on unchanged, noting in `starts` the physical
 * line where each record it will emit starts (csv-parse skips empty lines; so does this). A
 * record that grows past `maxBytes` is ended where it stands (its quote closed), marked
 * lineTooLong, and the rest of it is dropped up to its real end, so csv-parse carries on with the
 * next record and never holds more than `maxBytes` of one. Quoting follows csv-parse's with
 * relax_quotes: a quote opens a quoted field only at the field's start; inside, `""` is a quote
 * and a quote followed by anything else ends the quoting. CR, LF and CRLF all end a line.
 */
export class RecordScanner {
  readonly starts = new Queue<RecordStart>();
  private state = State.FieldStart;
  private line = 1;
  private afterCR = false;
  private record: RecordStart | null = null;
  private bytes = 0;
  private dropping = false;
  private skipLF = false;

  constructor(private readonly maxBytes = MAX_LINE_BYTES) {}

  /** The text to pass on for this chunk (possibly empty). */
  feed(chunk: string): string {
    let out = '';
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === LF && this.afterCR) {
        // The LF of a CRLF: the CR already ended the line, and a dropped record's CR its record.
        this.afterCR = false;
        if (this.skipLF) from = i + 1;
        this.skipLF = false;
        continue;
      }
      this.afterCR = c === CR;
      this.skipLF = false;
      const newline = c === CR || c === LF;
      if (this.state === State.Quoted) {
        if (c === QUOTE) this.state = State.QuoteInQuoted;
        else if (newline) this.line++;
        if (this.grow(c)) out += chunk.slice(from, i) + '"\n'; // close the quote, end the record
        continue;
      }
      if (this.state === State.QuoteInQuoted) {
        if (c === QUOTE) {
          this.state = State.Quoted; // a doubled quote
          if (this.grow(c)) out += chunk.slice(from, i) + '\n'; // the quote passed on closes
          continue;
        }
        this.state = State.Unquoted; // the quote closed the field; `c` is read as outside quotes
      }
      if (newline) {
        this.line++;
        if (this.record) {
          this.record = null;
          this.state = State.FieldStart;
          if (this.dropping) {
            this.dropping = false;
            from = i + 1;
            this.skipLF = c === CR;
          }
        }
        continue;
      }
      if (!this.record) {
        this.record = { line: this.line, fault: null };
        this.starts.push(this.record);
        this.bytes = 0;
      }
      if (this.state === State.FieldStart && c === QUOTE) this.state = State.Quoted;
      else this.state = c === COMMA ? State.FieldStart : State.Unquoted;
      if (this.grow(c)) out += chunk.slice(from, i) + '\n';
    }
    return this.dropping ? out : out + chunk.slice(from);
  }

  /**
   * What to pass on at the end of the text: a quote still open is closed, so that csv-parse
   * emits its record (marked badCsv) rather than failing and losing the records it holds.
   */
  end(): string {
    if (this.state !== State.Quoted || this.dropping || !this.record) return '';
    this.record.fault = 'badCsv';
    return '"';
  }

  /** Counts `c` into the current record; true when that makes it too long (dropping starts). */
  private grow(c: number): boolean {
    if (this.dropping) return false;
    this.bytes += utf8Length(c);
    if (this.bytes <= this.maxBytes) return false;
    this.dropping = true;
    this.record!.fault = 'lineTooLong';
    return true;
  }
}

/** A header that is not exactly the kind's columns (in any order); null when it is. */
function headerFault(kind: RecordKind, names: string[], line: number): Rejection | null {
  const columns: readonly string[] = IMPORT_COLUMNS[kind];
  const seen = new Set<string>();
  const fault = (column: string, reason: Rejection['reason']): Rejection => ({
    line,
    field: column,
    reason,
    params: { column },
  });
  for (const name of names) {
    if (!columns.includes(name)) return fault(name, 'unknownColumn');
    if (seen.has(name)) return fault(name, 'duplicateColumn');
    seen.add(name);
  }
  const missing = columns.find((column) => !seen.has(column) && !OPTIONAL_IMPORT_COLUMNS.has(column));
  return missing === undefined ? null : fault(missing, 'missingColumn');
}

/**
 * The records of a CSV file. Rows whose cells are all empty (Excel writes them) are skipped. A
 * header that is not the kind's columns is one rejection and the end. A quote never closed runs
 * to the end of the file: its record is rejected as badCsv, and there is nothing after it. Should
 * csv-parse fail all the same (the scanner keeps it from it), the first record not yet yielded
 * is rejected as badCsv and nothing after it is read.
 */
export async function* parseCsv(
  kind: RecordKind,
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncoding,
): AsyncGenerator<ParsedLine> {
  const scanner = new RecordScanner();
  async function* scanned() {
    for await (const text of decodeText(chunks, encoding)) {
      const out = scanner.feed(text);
      if (out) yield out;
    }
    const end = scanner.end();
    if (end) yield end;
  }
  const parser = parse({
    bom: false,
    delimiter: ',',
    quote: '"',
    escape: '"',
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // The scanner cuts records at MAX_LINE_BYTES; this only guards against it missing one.
    max_record_size: MAX_LINE_BYTES + 1024,
  });
  pipeline(Readable.from(scanned()), parser, () => {});
  let header: string[] | null = null;
  let lastLine = 1;
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      const start = scanner.starts.shift();
      if (!start) throw new Error('CSV import: the record scanner is out of step with csv-parse');
      const { line } = start;
      lastLine = line;
      if (start.fault) {
        const params = start.fault === 'lineTooLong' ? { max: MAX_LINE_BYTES / 1024 / 1024 } : undefined;
        yield rejectLine(line, start.fault, null, params);
        if (!header) return;
        continue;
      }
      if (fields.every((field) => !field.trim())) continue;
      if (!header) {
        const names = fields.map((name) => name.trim());
        const fault = headerFault(kind, names, line);
        if (fault) {
          yield { line, rejection: fault };
          return;
        }
        header = names;
        continue;
      }
      if (fields.length !== header.length) {
        yield rejectLine(line, 'fieldCount', null, { expected: header.length, found: fields.length });
        continue;
      }
      const values: Record<string, string> = {};
      header.forEach((column, i) => (values[column] = fields[i]));
      yield normaliseLine(kind, line, values);
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    yield rejectLine(scanner.starts.shift()?.line ?? lastLine, 'badCsv', null, { code: error.code });
  } finally {
    parser.destroy();
  }
}
