/**
 * The record import's file reading (docs/import.md): CSV or JSON Lines, streamed, to
 * normalised records or rejections, one a line. No database here: src/server/import stores them.
 */
import { parseCsv } from './csv';
import { detectEncoding, type Input } from './decode';
import { parseJsonl } from './jsonl';
import type { ImportEncoding, ImportFormat, ImportKind, ParsedLine } from './types';

export { MAX_LENGTHS } from './normalise';
export { rejectionText } from './messages';
export * from './types';

export interface ParseOptions {
  format: ImportFormat;
  /** `auto` (the default): UTF-8 with or without BOM, else GB18030. */
  encoding?: ImportEncoding;
}

/**
 * One ParsedLine per record of the file, in file order, read as a stream: memory stays bounded
 * (one line or record of at most MAX_LINE_BYTES, plus the first 64 KB while `auto` decides the
 * encoding), whatever the size of the file.
 */
export async function* parseRecords(
  kind: ImportKind,
  input: Input,
  options: ParseOptions,
): AsyncGenerator<ParsedLine> {
  const { encoding, chunks } = await detectEncoding(input, options.encoding ?? 'auto');
  if (options.format === 'csv') yield* parseCsv(kind, chunks, encoding);
  else yield* parseJsonl(kind, chunks, encoding);
}
