import { KEYWORD_SITEMAP_FILE } from '@/features/keywords/seo/keyword-files';
import { parseOrganisationFileName } from '@/features/organisations/seo/organisation-files';
import { parseRecordFileName } from '@/features/records/seo/record-sitemap';
import { sitemapFile } from '@/features/feeds/sitemap-files';
import {
  keywordSitemapResponse,
  organisationSitemapResponse,
  pagesSitemapResponse,
  recordSitemapResponse,
} from '@/features/feeds/sitemap-response';

export const dynamic = 'force-dynamic';

/**
 * One file of the sitemap index: `/sitemap/<n>.xml` (the site's pages) or
 * `/sitemap/projects-<n>.xml`, `/sitemap/tenders-<n>.xml` (records, streamed from the database),
 * `/sitemap/orgs-<n>.xml` (indexable organisations), `/sitemap/keywords.xml` (indexable keyword pages).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === KEYWORD_SITEMAP_FILE) return keywordSitemapResponse();
  const records = parseRecordFileName(file);
  if (records) return recordSitemapResponse(records.kind, records.n);
  const organisations = parseOrganisationFileName(file);
  if (organisations !== null) return organisationSitemapResponse(organisations);
  const match = /^(\d{1,4})\.xml$/.exec(file);
  return pagesSitemapResponse((entries, limit) =>
    match ? sitemapFile(entries, Number(match[1]), limit) : null,
  );
}
