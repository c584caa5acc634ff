/**
 * Sitemap files of the records (docs/seo.md; product D2.2): every project and tender page in both locales,
 * from the database, streamed. File n of a kind holds the records whose ids are in (n × perFile, (n + 1) ×
 * perFile]: the file count follows from the highest id alone, and each file is one primary-key range, so any
 * file answers as fast as the first (no OFFSET).
 */
import { RECORD_DETAIL_PATHS, type RecordKind } from '@/catalog/routes';
import { routing } from '@/i18n/routing';
import type { SitemapRecord } from '@/features/records/server/sitemap';
import { escapeXml } from '@/seo/sitemap';
import { absoluteUrl } from '@/seo/urls';

/** The protocol's cap per file, in bytes (uncompressed). */
export const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;

export const RECORD_KINDS: readonly RecordKind[] = ['projects', 'tenders'];

/** Ids are at most 64 characters of A-Z a-z 0-9 . _ : - ; `:` is written %3A. */
const MAX_ENCODED_ID = 64 * 3;
const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';
const LASTMOD = '2026-11-24T12:00:00.000Z';

/** One `<url>` line: the page and its last change (hreflang alternates are in each page's head). */
function urlLine(url: string, lastmod: string): string {
  return `<url><loc>${escapeXml(url)}</loc><lastmod>${lastmod}</lastmod></url>\n`;
}

/** The longest `<url>` line any record of `kind` can have on `origin`. */
function worstLineBytes(origin: string, kind: RecordKind): number {
  const longest = absoluteUrl(origin, 'en', `${RECORD_DETAIL_PATHS[kind]}?id=`) + 'x'.repeat(MAX_ENCODED_ID);
  return Buffer.byteLength(urlLine(longest, LASTMOD));
}

/**
 * Records per file: each gives one URL per locale, within `urlLimit` URLs and, with the longest
 * possible ids, within SITEMAP_MAX_BYTES.
 */
export function recordsPerFile(origin: string, kind: RecordKind, urlLimit: number): number {
  const locales = routing.locales.length;
  const budget = SITEMAP_MAX_BYTES - URLSET_OPEN.length - URLSET_CLOSE.length;
  return Math.max(
    1,
    Math.min(Math.floor(urlLimit / locales), Math.floor(budget / (locales * worstLineBytes(origin, kind)))),
  );
}

/** How many files `kind` has with ids up to `ceiling` (at least one, so the index never names none). */
export function recordFileCount(ceiling: number, perFile: number): number {
  return Math.max(1, Math.ceil(ceiling / perFile));
}

/** `<url>` lines of some records, each in every locale. */
export function recordUrlLines(origin: string, kind: RecordKind, records: readonly SitemapRecord[]): string {
  let out = '';
  for (const r of records) {
    const href = `${RECORD_DETAIL_PATHS[kind]}?id=${encodeURIComponent(r.sourceId)}`;
    for (const locale of routing.locales) out += urlLine(absoluteUrl(origin, locale, href), r.updatedAt);
  }
  return out;
}

/** A `<urlset>` streamed from `chunks` of records: one chunk in memory at a time. */
export function recordSitemapStream(
  origin: string,
  kind: RecordKind,
  chunks: AsyncIterable<SitemapRecord[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(URLSET_OPEN));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(recordUrlLines(origin, kind, next.value)));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

/** Name of a record file in `/sitemap/<name>`. */
export function recordFileName(kind: RecordKind, n: number): string {
  return `${kind}-${n}.xml`;
}

/** The kind and number a record file's name stands for, or null. */
export function parseRecordFileName(name: string): { kind: RecordKind; n: number } | null {
  const match = /^(projects|tenders)-(\d{1,6})\.xml$/.exec(name);
  return match ? { kind: match[1] as RecordKind, n: Number(match[2]) } : null;
}
