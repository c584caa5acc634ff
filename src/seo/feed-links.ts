/**
 * Links to the Atom feeds (docs/seo.md): the paths, titles and `<link rel="alternate">` every
 * listing page's metadata carries. The feeds themselves are rendered in src/features/feeds/.
 */
import { getTranslations } from 'next-intl/server';
import { findIndustry } from '@/catalog/industries';
import { findProvince } from '@/catalog/regions';
import type { RecordKind } from '@/catalog/routes';
import { getConfig } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl } from './urls';

export const ATOM_TYPE = 'application/atom+xml';

/** A listing feed: its kind and, for one industry's projects or one province's tenders, the slug. */
export interface ListingFeed {
  kind: RecordKind;
  slug?: string;
}

/** Locale-less path of a listing's feed: `/feeds/projects-huanbao.atom`, `/feeds/tenders.atom`. */
export function listingFeedPath(feed: ListingFeed): string {
  return `/feeds/${feed.kind}${feed.slug ? `-${feed.slug}` : ''}.atom`;
}

/** The listing a feed file name stands for (a known industry or province), or null. */
export function parseListingFeed(file: string): ListingFeed | null {
  const match = /^(projects|tenders)(?:-([a-z]{2,20}))?\.atom$/.exec(file);
  if (!match) return null;
  const kind = match[1] as RecordKind;
  const slug = match[2];
  if (slug && !(kind === 'projects' ? findIndustry(slug) : findProvince(slug))) return null;
  return { kind, slug };
}

/** The `<link rel="alternate">` a page's metadata carries for its feed. */
export function feedAlternate(locale: Locale, path: string, title: string) {
  return { [ATOM_TYPE]: [{ url: absoluteUrl(getConfig().SITE_ORIGIN, locale, path), title }] };
}

/** A listing feed's title, as its page names its scope. */
export async function listingFeedTitle(locale: Locale, feed: ListingFeed): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'records' });
  if (feed.kind === 'projects') {
    const name = feed.slug ? findIndustry(feed.slug)?.[locale] : undefined;
    return name ? t('feedTitleProjects', { name }) : t('feedAllProjects');
  }
  const name = feed.slug ? findProvince(feed.slug)?.[locale] : undefined;
  return name ? t('feedTitleTenders', { name }) : t('feedAllTenders');
}
