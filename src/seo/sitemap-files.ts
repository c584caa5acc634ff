import { escapeXml, renderSitemapXml, SITEMAP_URL_LIMIT, type SitemapEntry } from './sitemap';
import { siteBase } from './urls';

/** Path of the n-th sitemap file named by the index (`/sitemap/0.xml`, …). */
function sitemapFilePath(n: number): string {
  return `/sitemap/${n}.xml`;
}

/** The entries split into files of at most `limit` URLs, the protocol's cap. */
export function sitemapChunks(entries: readonly SitemapEntry[], limit = SITEMAP_URL_LIMIT): SitemapEntry[][] {
  const chunks: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += limit) chunks.push(entries.slice(i, i + limit));
  return chunks.length ? chunks : [[]];
}

/** A `<sitemapindex>` naming `count` sitemap files. */
function renderSitemapIndexXml(origin: string, count: number): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (let n = 0; n < count; n++) {
    lines.push(`<sitemap><loc>${escapeXml(`${siteBase(origin)}${sitemapFilePath(n)}`)}</loc></sitemap>`);
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/**
 * What `/sitemap.xml` answers: the URL set itself while it fits one file, otherwise an index
 * of the files `/sitemap/<n>.xml` (each at most `limit` URLs).
 */
export function sitemapRoot(
  origin: string,
  entries: readonly SitemapEntry[],
  limit = SITEMAP_URL_LIMIT,
): string {
  if (entries.length <= limit) return renderSitemapXml(entries);
  return renderSitemapIndexXml(origin, sitemapChunks(entries, limit).length);
}

/** The n-th sitemap file, or null when the index names no such file. */
export function sitemapFile(
  entries: readonly SitemapEntry[],
  n: number,
  limit = SITEMAP_URL_LIMIT,
): string | null {
  const chunks = sitemapChunks(entries, limit);
  return Number.isInteger(n) && n >= 0 && n < chunks.length ? renderSitemapXml(chunks[n]) : null;
}
