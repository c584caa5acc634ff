/** The bytes of an import file: reading them as chunks, and telling UTF-8 from GB18030. */
import { isAscii, isUtf8 } from 'node:buffer';
import { pipeline, Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { type ImportEncoding, MAX_LINE_BYTES } from './types';

export type Input = NodeJS.ReadableStream | AsyncIterable<Uint8Array>;
export type TextEncoding = Exclude<ImportEncoding, 'auto'>;

/** A source of bytes that can be read more than once: `auto` reads a file twice (see below). */
export type Source = Input | (() => Input | Promise<Input>);

/** The input's chunks as bytes (a stream with an encoding set gives strings: UTF-8 them back). */
export async function* chunksOf(input: Input): AsyncGenerator<Uint8Array> {
  for await (const chunk of input as AsyncIterable<Uint8Array | string>) {
    yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  }
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * The bytes cut at every CR and LF, which neither UTF-8 nor GB18030 uses inside a character:
 * each line whole (`line` true, its end left out), and as they come (`line` false) the line
 * ends and the lines over `maxBytes`, which are never held.
 */
async function* lineRuns(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes = MAX_LINE_BYTES,
): AsyncGenerator<{ line: boolean; bytes: Uint8Array }> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let long = false;
  for await (const chunk of chunks) {
    let start = 0;
    let lf = chunk.indexOf(LF);
    let cr = chunk.indexOf(CR);
    for (;;) {
      if (lf !== -1 && lf < start) lf = chunk.indexOf(LF, start);
      if (cr !== -1 && cr < start) cr = chunk.indexOf(CR, start);
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
      if (long) {
        if (piece.length) yield { line: false, bytes: piece };
      } else if (size + piece.length > maxBytes) {
        long = true;
        for (const part of [...parts, piece]) yield { line: false, bytes: part };
        parts = [];
      } else if (piece.length) {
        parts.push(piece);
        size += piece.length;
      }
      if (end === -1) break;
      if (!long) yield { line: true, bytes: parts.length === 1 ? parts[0] : Buffer.concat(parts) };
      yield { line: false, bytes: chunk.subarray(end, end + 1) };
      parts = [];
      size = 0;
      long = false;
      start = end + 1;
    }
  }
  if (!long && size > 0) yield { line: true, bytes: Buffer.concat(parts) };
}

/**
 * Whether a line is UTF-8 text beyond ASCII. GB18030 Chinese almost never is: every character
 * would need a lead byte of C2-DF and a trail byte of 80-BF, or such luck over three bytes.
 */
const isUtf8Text = (bytes: Uint8Array) => !isAscii(bytes) && isUtf8(bytes);

/** Whether bytes are valid GB18030 (iconv-lite decodes invalid ones as U+FFFD). */
const isGb18030 = (bytes: Uint8Array) => !iconv.decode(Buffer.from(bytes), 'gb18030').includes('\uFFFD');

/** Lines of each encoding in a file: its verdict for `auto`. */
export interface EncodingCensus {
  /** Lines that are UTF-8 text beyond ASCII. */
  utf8: number;
  /** Lines that are not UTF-8 (GB18030, or broken bytes). */
  other: number;
  /** Whether at least one of `other` is GB18030 text, not just broken bytes. */
  gb18030: boolean;
}

/** Counts the encodings of a file's lines, reading it through once (nothing is held but a line). */
export async function takeCensus(chunks: AsyncIterable<Uint8Array>): Promise<EncodingCensus> {
  const census: EncodingCensus = { utf8: 0, other: 0, gb18030: false };
  for await (const { line, bytes } of lineRuns(chunks)) {
    if (!line || isAscii(bytes)) continue;
    if (isUtf8(bytes)) census.utf8++;
    else {
      census.other++;
      census.gb18030 ||= isGb18030(bytes);
    }
  }
  return census;
}

/**
 * `auto`'s choice: UTF-8 unless a line is GB18030 (lines that are neither are then rejected
 * alone); GB18030 when no line is UTF-8 text; null when the file mixes both, which would garble
 * the lines of one encoding or the other (docs/import.md, Encodings).
 */
export function chooseEncoding(census: EncodingCensus): TextEncoding | null {
  if (!census.gb18030) return 'utf8';
  return census.utf8 === 0 ? 'gb18030' : null;
}

/**
 * The chunks of a GB18030 file with each line that is UTF-8 text spoilt: its bytes beyond ASCII
 * become FF, which decodes as U+FFFD, so that the line's record is rejected as bad encoding
 * rather than stored as garbled Chinese. Lines over the size limit pass as they are (they are
 * rejected as too long).
 */
export async function* spoilUtf8Lines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let out: Uint8Array[] = [];
  let size = 0;
  for await (const { line, bytes } of lineRuns(chunks)) {
    const piece = line && isUtf8Text(bytes) ? bytes.map((b) => (b < 0x80 ? b : 0xff)) : bytes;
    out.push(piece);
    size += piece.length;
    if (size >= OUT_CHUNK_BYTES) {
      yield Buffer.concat(out);
      out = [];
      size = 0;
    }
  }
  if (size) yield Buffer.concat(out);
}

/** Lines are passed on in chunks of about this size. */
const OUT_CHUNK_BYTES = 64 * 1024;

/** The encodings an HTTP `Content-Type` may name as its charset, by their IANA names and aliases. */
const CHARSETS: Record<string, TextEncoding> = {
  'utf-8': 'utf8',
  utf8: 'utf8',
  gb18030: 'gb18030',
  gbk: 'gb18030',
  gb2312: 'gb18030',
  cp936: 'gb18030',
  'x-gbk': 'gb18030',
};

/**
 * The encoding of an HTTP body: UTF-8 unless its `Content-Type` names a charset, and null when
 * that charset is neither UTF-8 nor GB18030 (GBK and GB2312 are subsets of GB18030).
 */
export function charsetEncoding(contentType: string | null): TextEncoding | null {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1];
  return charset === undefined ? 'utf8' : (CHARSETS[charset.toLowerCase()] ?? null);
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
