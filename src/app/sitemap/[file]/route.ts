import { parseOrganisationFileName } from '@/seo/organisation-files';
import { parseRecordFileName } from '@/seo/record-sitemap';
import { sitemapFile } from '@/seo/sitemap-files';
import {
  organisationSitemapResponse,
  pagesSitemapResponse,
  recordSitemapResponse,
} from '@/seo/sitemap-response';

export const dynamic = 'force-dynamic';

/**
 * One file of the sitemap index: `/sitemap/<n>.xml` (the site's pages) or
 * `/sitemap/projects-<n>.xml`, `/sitemap/tenders-<n>.xml` (records, streamed from the database),
 * `/sitemap/orgs-<n>.xml` (indexable organisations).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const records = parseRecordFileName(file);
  if (records) return recordSitemapResponse(records.kind, records.n);
  const organisations = parseOrganisationFileName(file);
  if (organisations !== null) return organisationSitemapResponse(organisations);
  const match = /^(\d{1,4})\.xml$/.exec(file);
  return pagesSitemapResponse((entries, limit) =>
    match ? sitemapFile(entries, Number(match[1]), limit) : null,
  );
}
