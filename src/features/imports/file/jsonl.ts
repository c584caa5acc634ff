/** JSON Lines import: one JSON object a line, split from the bytes with a bounded buffer. */
import { decodeLine, type TextEncoding } from './decode';
import type { RecordKind } from '@/catalog/routes';
import { normaliseLine, rejectLine } from './normalise';
import { IMPORT_COLUMNS, MAX_LINE_BYTES, type ParsedLine } from './types';

const LF = 0x0a;
const CR = 0x0d;

/**
 * The lines of a byte stream, numbered from 1; a line longer than `maxBytes` comes as null: its
 * bytes are dropped as they arrive, up to the next LF, so at most `maxBytes` are ever held.
 */
export async function* splitLines(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes = MAX_LINE_BYTES,
): AsyncGenerator<{ line: number; bytes: Uint8Array | null }> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let tooLong = false;
  let line = 1;
  for await (const chunk of chunks) {
    let start = 0;
    while (start <= chunk.length) {
      const lf = chunk.indexOf(LF, start);
      const end = lf === -1 ? chunk.length : lf;
      if (!tooLong && end > start) {
        if (size + end - start > maxBytes) {
          tooLong = true;
          parts = [];
        } else {
          parts.push(chunk.subarray(start, end));
          size += end - start;
        }
      }
      if (lf === -1) break;
      yield { line, bytes: tooLong ? null : Buffer.concat(parts) };
      line++;
      parts = [];
      size = 0;
      tooLong = false;
      start = lf + 1;
    }
  }
  if (tooLong || size > 0) yield { line, bytes: tooLong ? null : Buffer.concat(parts) };
}

/**
 * The records of a JSON Lines file. Blank lines are skipped; a line that is not JSON, not an
 * object, or has a key that is not a column is rejected; a missing key is an empty value.
 */
export async function* parseJsonl(
  kind: RecordKind,
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncoding,
): AsyncGenerator<ParsedLine> {
  const columns: readonly string[] = IMPORT_COLUMNS[kind];
  for await (const { line, bytes } of splitLines(chunks)) {
    if (!bytes) {
      yield rejectLine(line, 'lineTooLong', null, { max: MAX_LINE_BYTES / 1024 / 1024 });
      continue;
    }
    const text = decodeLine(bytes.at(-1) === CR ? bytes.subarray(0, -1) : bytes, encoding);
    if (text === null) {
      yield rejectLine(line, 'badEncoding');
      continue;
    }
    if (!text.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      yield rejectLine(line, 'badJson');
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      yield rejectLine(line, 'notAnObject');
      continue;
    }
    const unknown = Object.keys(value).find((key) => !columns.includes(key));
    if (unknown !== undefined) {
      yield rejectLine(line, 'unknownColumn', unknown, { column: unknown });
      continue;
    }
    yield normaliseLine(kind, line, value as Record<string, unknown>);
  }
}
