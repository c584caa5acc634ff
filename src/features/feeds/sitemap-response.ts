import { getConfig } from '@/config/env';
import { type RecordKind } from '@/catalog/routes';
import { PAGE_CACHE_CONTROL } from '@/routing/page-cache';
import { keywordSitemap } from '@/features/keywords';
import { organisationSitemap } from '@/features/organisations';
import { recordIdCeiling, sitemapRecords } from '@/features/records';
import { listSitemapCases } from '@/features/site-content';
import { renderKeywordSitemap } from '@/features/keywords';
import {
  organisationFileCount,
  organisationsPerFile,
  renderOrganisationSitemap,
} from '@/features/organisations';
import { recordFileCount, recordSitemapStream, recordsPerFile, RECORD_KINDS } from '@/features/records';
import { buildSitemap, type SitemapEntry } from '@/seo/sitemap';
import { renderSitemapIndexXml, sitemapChunks, sitemapFileUrls, type SitemapLayout } from './sitemap-files';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  // Same freshness as the pages: shared caches keep it as long and may serve it stale meanwhile.
  'Cache-Control': PAGE_CACHE_CONTROL,
};

/**
 * With the database unreachable (and nothing cached), crawlers are asked to come back rather
 * than handed a partial list.
 */
function unavailable(): Response {
  return new Response('Sitemap temporarily unavailable', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': '300',
      'Cache-Control': 'no-store',
    },
  });
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

/** The site's pages as sitemap entries (SITE_ORIGIN is runtime config; the customer-case read is cached). */
async function pageEntries(origin: string): Promise<SitemapEntry[]> {
  return buildSitemap(origin, await listSitemapCases());
}

/** How many files the sitemap has now: the pages', and per kind from its highest record id. */
export async function sitemapLayout(origin: string): Promise<SitemapLayout> {
  const limit = getConfig().SITEMAP_URLS_PER_FILE;
  const [entries, projects, tenders, organisations] = await Promise.all([
    pageEntries(origin),
    recordIdCeiling('projects'),
    recordIdCeiling('tenders'),
    organisationSitemap.count(),
  ]);
  const ceilings: Record<RecordKind, number> = { projects, tenders };
  const recordFiles = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, recordFileCount(ceilings[kind], recordsPerFile(origin, kind, limit))]),
  ) as Record<RecordKind, number>;
  return {
    pageFiles: sitemapChunks(entries, limit).length,
    recordFiles,
    organisationFiles: organisationFileCount(organisations, organisationsPerFile(limit)),
  };
}

/** Every sitemap file's URL (robots.txt), or none when the database cannot say. */
export async function sitemapFileList(origin: string): Promise<string[]> {
  return sitemapFileUrls(
    origin,
    await sitemapLayout(origin).catch(() => ({
      pageFiles: 0,
      recordFiles: { projects: 0, tenders: 0 },
      organisationFiles: 0,
    })),
  );
}

/** `/sitemap.xml`: the index of every file. */
export async function sitemapIndexResponse(): Promise<Response> {
  const origin = getConfig().SITE_ORIGIN;
  const layout = await sitemapLayout(origin).catch(() => null);
  if (!layout) return unavailable();
  return new Response(renderSitemapIndexXml(origin, layout), { headers: XML_HEADERS });
}

/** A file of the site's pages, rendered from the current entries. */
export async function pagesSitemapResponse(
  render: (entries: SitemapEntry[], limit: number) => string | null,
): Promise<Response> {
  const config = getConfig();
  const entries = await pageEntries(config.SITE_ORIGIN).catch(() => null);
  if (!entries) return unavailable();
  const xml = render(entries, config.SITEMAP_URLS_PER_FILE);
  return xml === null ? notFound() : new Response(xml, { headers: XML_HEADERS });
}

/** File n of a kind's records, streamed from the database (a primary-key range, read in chunks). */
export async function recordSitemapResponse(kind: RecordKind, n: number): Promise<Response> {
  const { SITE_ORIGIN: origin, SITEMAP_URLS_PER_FILE: limit } = getConfig();
  const ceiling = await recordIdCeiling(kind).catch(() => null);
  if (ceiling === null) return unavailable();
  const perFile = recordsPerFile(origin, kind, limit);
  if (n >= recordFileCount(ceiling, perFile)) return notFound();
  const stream = recordSitemapStream(origin, kind, sitemapRecords(kind, n * perFile, (n + 1) * perFile));
  return new Response(stream, { headers: XML_HEADERS });
}

/** File n of the indexable organisations (one page of the server's stable order). */
export async function organisationSitemapResponse(n: number): Promise<Response> {
  const { SITE_ORIGIN: origin, SITEMAP_URLS_PER_FILE: limit } = getConfig();
  const perFile = organisationsPerFile(limit);
  const count = await organisationSitemap.count().catch(() => null);
  if (count === null) return unavailable();
  if (n >= organisationFileCount(count, perFile)) return notFound();
  const orgs = await organisationSitemap.page(n, perFile).catch(() => null);
  if (!orgs) return unavailable();
  return new Response(renderOrganisationSitemap(origin, orgs), { headers: XML_HEADERS });
}

/** `keywords.xml`: every indexable keyword landing page. */
export async function keywordSitemapResponse(): Promise<Response> {
  const pages = await keywordSitemap().catch(() => null);
  if (!pages) return unavailable();
  return new Response(renderKeywordSitemap(getConfig().SITE_ORIGIN, pages), { headers: XML_HEADERS });
}
