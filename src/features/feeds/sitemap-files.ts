import type { RecordKind } from '@/catalog/routes';
import { KEYWORD_SITEMAP_FILE } from '@/features/keywords';
import { organisationFileName } from '@/features/organisations';
import { recordFileName, RECORD_KINDS } from '@/features/records';
import { escapeXml, renderSitemapXml, SITEMAP_URL_LIMIT, type SitemapEntry } from '@/seo/sitemap';
import { siteBase } from '@/seo/urls';

/** Path of the n-th file of the site's pages (`/sitemap/0.xml`, …). */
function sitemapFilePath(n: number): string {
  return `/sitemap/${n}.xml`;
}

/** The entries split into files of at most `limit` URLs, the protocol's cap. */
export function sitemapChunks(entries: readonly SitemapEntry[], limit = SITEMAP_URL_LIMIT): SitemapEntry[][] {
  const chunks: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += limit) chunks.push(entries.slice(i, i + limit));
  return chunks.length ? chunks : [[]];
}

/** How many files each part of the sitemap has: the site's pages, each kind of record, the organisations. */
export interface SitemapLayout {
  pageFiles: number;
  recordFiles: Record<RecordKind, number>;
  organisationFiles: number;
}

/** Absolute URLs of every sitemap file, in order: the index lists them, and so does robots.txt. */
export function sitemapFileUrls(origin: string, layout: SitemapLayout): string[] {
  const base = siteBase(origin);
  const urls: string[] = [];
  for (let n = 0; n < layout.pageFiles; n++) urls.push(`${base}${sitemapFilePath(n)}`);
  for (const kind of RECORD_KINDS) {
    for (let n = 0; n < layout.recordFiles[kind]; n++)
      urls.push(`${base}/sitemap/${recordFileName(kind, n)}`);
  }
  for (let n = 0; n < layout.organisationFiles; n++) urls.push(`${base}/sitemap/${organisationFileName(n)}`);
  // One file: at most 346 keywords × 32 pages × 2 locales today, far below the protocol's cap.
  urls.push(`${base}/sitemap/${KEYWORD_SITEMAP_FILE}`);
  return urls;
}

/** `/sitemap.xml`: the index of every file (the site's pages and the records' own pages). */
export function renderSitemapIndexXml(origin: string, layout: SitemapLayout): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const url of sitemapFileUrls(origin, layout))
    lines.push(`<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/** The n-th file of the site's pages, or null when the index names no such file. */
export function sitemapFile(
  entries: readonly SitemapEntry[],
  n: number,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  const chunks = sitemapChunks(entries, limit);
  return Number.isInteger(n) && n >= 0 && n < chunks.length ? renderSitemapXml(chunks[n]) : null;
}
