/** The bytes of an import file: reading them as chunks, and telling UTF-8 from GB18030. */
import { pipeline, Readable } from 'node:stream';
import iconv from 'iconv-lite';
import type { ImportEncoding } from './types';

export type Input = NodeJS.ReadableStream | AsyncIterable<Uint8Array>;
export type TextEncoding = Exclude<ImportEncoding, 'auto'>;

/** How much of the file `auto` reads to decide its encoding. */
export const SNIFF_BYTES = 64 * 1024;

/** The input's chunks as bytes (a stream with an encoding set gives strings: UTF-8 them back). */
export async function* chunksOf(input: Input): AsyncGenerator<Uint8Array> {
  for await (const chunk of input as AsyncIterable<Uint8Array | string>) {
    yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  }
}

/** Whether these bytes, the start of a file, are UTF-8 (a sequence cut at the end is fine). */
function isUtf8(start: Uint8Array, complete: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(start, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's encoding (forced, or for `auto` UTF-8 unless its first SNIFF_BYTES are not, then
 * GB18030) and all its chunks, the ones read to decide included. A GB18030 file whose first
 * 64 KB are plain ASCII reads as UTF-8: its later Chinese text is then bad encoding.
 */
export async function detectEncoding(
  input: Input,
  encoding: ImportEncoding,
): Promise<{ encoding: TextEncoding; chunks: AsyncIterable<Uint8Array> }> {
  const iterator = chunksOf(input);
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  if (encoding === 'auto') {
    while (size < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      head.push(next.value);
      size += next.value.length;
    }
  }
  async function* chunks() {
    try {
      yield* head.splice(0);
      if (!done) yield* { [Symbol.asyncIterator]: () => iterator };
    } finally {
      await iterator.return(undefined);
    }
  }
  const detected = encoding !== 'auto' ? encoding : isUtf8(Buffer.concat(head), done) ? 'utf8' : 'gb18030';
  return { encoding: detected, chunks: chunks() };
}

/** One whole line as text without a byte-order mark, or null when its bytes are not valid. */
export function decodeLine(bytes: Uint8Array, encoding: TextEncoding): string | null {
  let text: string;
  if (encoding === 'utf8') {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  } else {
    // iconv-lite decodes invalid GB18030 bytes as U+FFFD.
    text = iconv.decode(bytes, 'gb18030');
    if (text.includes('\uFFFD')) return null;
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The text of a stream of chunks, decoded as it comes, without a leading byte-order mark.
 * Invalid bytes become U+FFFD, which the normaliser rejects as bad encoding.
 */
export async function* decodeText(
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncoding,
): AsyncGenerator<string> {
  let first = true;
  const strip = (text: string) => {
    if (!text) return text;
    const out = first && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    first = false;
    return out;
  };
  if (encoding === 'utf8') {
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    for await (const chunk of chunks) {
      const text = strip(decoder.decode(chunk, { stream: true }));
      if (text) yield text;
    }
    const rest = strip(decoder.decode());
    if (rest) yield rest;
    return;
  }
  const decoder = iconv.decodeStream('gb18030');
  const source = Readable.from(chunks, { objectMode: false });
  pipeline(source, decoder, () => {});
  for await (const text of decoder as AsyncIterable<string>) {
    const out = strip(text);
    if (out) yield out;
  }
}
