import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { tenderKindKey } from '@/catalog/categories';
import { findIndustry } from '@/catalog/industries';
import { findProvince } from '@/catalog/regions';
import { type RecordKind, recordDetailPath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import type { RecordDetail, WithdrawnRecord } from '@/schemas/dto';
import type { PageText } from '@/seo/page-metadata';

/** The listing a record belongs to: its industry's projects, or its province's tenders. */
export function recordListing(
  kind: RecordKind,
  record: Pick<RecordDetail, 'industry' | 'province'> | Pick<WithdrawnRecord, 'industry' | 'province'>,
  locale: Locale,
): { href: string; name: string | undefined } {
  if (kind === 'projects') {
    const industry = record.industry ? findIndustry(record.industry) : undefined;
    return {
      href: industry ? `/industry/index2?industry=${industry.slug}` : '/industry/index2',
      name: industry?.[locale],
    };
  }
  const province = record.province ? findProvince(record.province) : undefined;
  return {
    href: province ? `/inviteBussInfo/index2?province=${province.slug}` : '/inviteBussInfo/index2',
    name: province?.[locale],
  };
}

/**
 * The breadcrumb trail of a record's page, locale-less: home › project (or tender) information ›
 * the record's listing (its industry; for a tender, its province, as tender listings go by
 * province) › the record.
 */
export async function recordTrail(
  locale: Locale,
  kind: RecordKind,
  record: { sourceId: string; title: string; industry: string | null; province: string | null },
): Promise<{ name: string; href: string }[]> {
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const listing = recordListing(kind, record, locale);
  const section = kind === 'projects' ? 'industry' : 'inviteBussInfo';
  return [
    { name: pages('home.title'), href: '/' },
    { name: pages(`${section}.title`), href: `/${section}` },
    ...(listing.name ? [{ name: listing.name, href: listing.href }] : []),
    { name: record.title, href: recordDetailPath(kind, record.sourceId) },
  ];
}

/** The kind label of a record: its project stage, or its notice type (free tenders marked). */
export async function recordKindLabel(locale: Locale, record: RecordDetail): Promise<string> {
  const listings = await getTranslations({ locale, namespace: 'listings' });
  if (record.kind === 'projects') return listings(`stages.${record.stage as 'initiation'}`);
  const key = tenderKindKey({ noticeCode: record.noticeCode ?? 0, free: Boolean(record.free) });
  return listings(`categories.${key}`);
}

/** At most this many characters of description, as search engines show. */
const DESCRIPTION_MAX = 160;

/** A record page's own title and description (unique: the title names place and kind too). */
export async function recordText(locale: Locale, record: RecordDetail): Promise<PageText> {
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const key = record.kind === 'projects' ? 'projectDetail' : 'tenderDetail';
  const place = findProvince(record.province)?.[locale] ?? record.province;
  const industry = findIndustry(record.industry)?.[locale] ?? record.industry;
  const kind = await recordKindLabel(locale, record);
  const values = {
    title: record.title,
    place: record.city && locale === 'zh' ? `${place}${record.city}` : place,
    industry,
    kind,
    stage: kind,
    notice: kind,
    date: record.publishedAt.slice(0, 10),
  };
  const lead = pages(`${key}.variantDescription`, values);
  const summary = record.summary.replace(/\s+/g, ' ').trim();
  const description = (lead + summary).slice(0, DESCRIPTION_MAX);
  return { title: pages(`${key}.variantTitle`, values), description };
}

/** A withdrawn record's page: its own title, kept out of the index. */
export async function withdrawnMetadata(locale: Locale): Promise<Metadata> {
  const records = await getTranslations({ locale, namespace: 'records' });
  return { title: records('withdrawnTitle'), robots: { index: false, follow: true } };
}
