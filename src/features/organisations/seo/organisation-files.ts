/**
 * The files of organisations (docs/seo.md): their Atom feeds, and the sitemap files `orgs-<n>.xml`, every indexable
 * organisation's page (at least INDEXABLE_MIN_RECORDS visible records, not merged) in both locales,
 * with its last change. The server's read gives the count and one page of them by a stable order.
 */
import { organisationPath } from '@/catalog/routes';
import { routing } from '@/i18n/routing';
import { escapeXml } from '@/seo/sitemap';
import { absoluteUrl } from '@/seo/urls';

/** One organisation as a sitemap names it. */
export interface SitemapOrganisation {
  id: string;
  updatedAt: string;
}

/** Organisations per file: one URL per locale each, within the URL limit (their URLs are short). */
export function organisationsPerFile(urlLimit: number): number {
  return Math.max(1, Math.floor(urlLimit / routing.locales.length));
}

/** How many files `count` organisations fill (at least one, so the index never names none). */
export function organisationFileCount(count: number, perFile: number): number {
  return Math.max(1, Math.ceil(count / perFile));
}

export function organisationFileName(n: number): string {
  return `orgs-${n}.xml`;
}

/** The number an organisation file's name stands for, or null. */
export function parseOrganisationFileName(name: string): number | null {
  const match = /^orgs-(\d{1,6})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The `<urlset>` of some organisations, each in every locale. */
export function renderOrganisationSitemap(origin: string, orgs: readonly SitemapOrganisation[]): string {
  let out =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const org of orgs) {
    for (const locale of routing.locales) {
      const url = escapeXml(absoluteUrl(origin, locale, organisationPath(org.id)));
      out += `<url><loc>${url}</loc><lastmod>${org.updatedAt}</lastmod></url>\n`;
    }
  }
  return `${out}</urlset>\n`;
}

/** Locale-less path of an organisation's Atom feed (docs/seo.md, 'Feeds'). */
export function organisationFeedPath(id: string): string {
  return `/feeds/org-${id}.atom`;
}

/** The organisation id a feed file names (`org-<id>.atom`), or null. */
export function parseOrganisationFeed(file: string): string | null {
  return /^org-([a-z2-7]{10})\.atom$/.exec(file)?.[1] ?? null;
}
