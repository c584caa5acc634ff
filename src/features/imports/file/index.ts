/**
 * The record import's file reading (docs/import.md): CSV or JSON Lines, streamed, to
 * normalised records or rejections, one a line. No database here: src/server/import stores them.
 */
import { parseCsv } from './csv';
import type { RecordKind } from '@/catalog/routes';
import { chooseEncoding, chunksOf, type Input, type Source, spoilUtf8Lines, takeCensus } from './decode';
import { parseJsonl } from './jsonl';
import type { ImportEncoding, ImportFormat, ParsedLine } from './types';

export { MAX_LENGTHS } from './normalise';
export { importText, rejectionText } from './messages';
export { charsetEncoding, type Source } from './decode';
export * from './types';

export interface ParseOptions {
  format: ImportFormat;
  /** `auto` (the default): UTF-8 with or without BOM, or GB18030; never both in one file. */
  encoding?: ImportEncoding;
}

const open = (source: Source): Promise<Input> =>
  Promise.resolve(typeof source === 'function' ? source() : source);

/**
 * One ParsedLine per record of the file, in file order, read as a stream: memory stays bounded
 * (one line or record of at most MAX_LINE_BYTES), whatever the size of the file. `auto` first
 * reads the whole file to tell its encoding, so its source must be a function that opens it; a
 * file that mixes UTF-8 and GB18030 lines is then one rejection, at line 1, and nothing else.
 * In GB18030, a line that is UTF-8 text is rejected as bad encoding, never read garbled.
 */
export async function* parseRecords(
  kind: RecordKind,
  source: Source,
  options: ParseOptions,
): AsyncGenerator<ParsedLine> {
  let encoding = options.encoding ?? 'auto';
  if (encoding === 'auto') {
    if (typeof source !== 'function')
      throw new TypeError('parseRecords: `auto` reads the file twice; pass a function that opens it');
    const census = await takeCensus(chunksOf(await open(source)));
    const chosen = chooseEncoding(census);
    if (!chosen) {
      const params = {
        utf8: census.utf8,
        other: census.other,
        encoding: census.utf8 >= census.other ? 'UTF-8' : 'GB18030',
      };
      yield { line: 1, rejection: { line: 1, field: null, reason: 'mixedEncoding', params } };
      return;
    }
    encoding = chosen;
  }
  const bytes = chunksOf(await open(source));
  const chunks = encoding === 'gb18030' ? spoilUtf8Lines(bytes) : bytes;
  if (options.format === 'csv') yield* parseCsv(kind, chunks, encoding);
  else yield* parseJsonl(kind, chunks, encoding);
}
