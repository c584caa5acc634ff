import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Organization, WithContext } from 'schema-dts';
import { ORGANISATION_PATH, organisationPath } from '@/catalog/routes';
import { getConfig } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { readPage, type PageProps } from '@/routing/page-route';
import type { OrganisationDetail } from '@/schemas/organisations';
import { INDEXABLE_MIN_RECORDS, getOrganisationPage } from '@/features/organisations/server/page';
import { feedAlternate } from '@/seo/feed-links';
import { organisationFeedPath } from './organisation-files';
import { pageMetadata } from '@/seo/page-metadata';
import { absoluteUrl } from '@/seo/urls';

/** The breadcrumb trail, locale-less: home › enterprise and contact library › the organisation. */
export async function organisationTrail(
  locale: Locale,
  org: { id: string; name: string },
): Promise<{ name: string; href: string }[]> {
  const pages = await getTranslations({ locale, namespace: 'pages' });
  return [
    { name: pages('home.title'), href: '/' },
    { name: pages('connections.title'), href: '/connections' },
    { name: org.name, href: organisationPath(org.id) },
  ];
}

/** schema.org `Organization`: its names, its page and its unified social credit code. */
export function organisationStructuredData(
  locale: Locale,
  org: OrganisationDetail,
): WithContext<Organization> {
  const alternate = [org.nameZh, org.nameEn].filter((n): n is string => !!n && n !== org.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    ...(alternate.length ? { alternateName: alternate } : {}),
    url: absoluteUrl(getConfig().SITE_ORIGIN, locale, organisationPath(org.id)),
    ...(org.creditCode
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: 'USCC',
            value: org.creditCode,
          },
        }
      : {}),
  };
}

async function organisationText(locale: Locale, org: OrganisationDetail) {
  const [pages, t] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'organisations' }),
  ]);
  const roles = org.roles.map((role) => t(`roles.${role}`)).join(t('rolesSeparator'));
  const values = { name: org.name, roles, count: org.recordCount };
  return {
    title: pages('organisationDetail.variantTitle', values),
    description: pages('organisationDetail.variantDescription', values),
  };
}

/**
 * An organisation page's `generateMetadata`: its own title and description, its feed, and
 * `noindex, follow` while it has fewer than INDEXABLE_MIN_RECORDS visible records; a page with
 * none left keeps its name out of the index too (the 404 has Next's).
 */
export async function organisationMetadata(props: PageProps): Promise<Metadata> {
  const found = await readPage(ORGANISATION_PATH, props);
  if (!found) return {};
  const { locale, device, variant, query } = found;
  const page = await getOrganisationPage(query.id, locale);
  if (page.state === 'gone') {
    const t = await getTranslations({ locale, namespace: 'organisations' });
    return { title: t('goneTitle'), robots: { index: false, follow: true } };
  }
  if (page.state !== 'live') return {};
  const org = page.organisation;
  const base = await pageMetadata(locale, variant, { record: await organisationText(locale, org) }, device);
  const t = await getTranslations({ locale, namespace: 'organisations' });
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: feedAlternate(locale, organisationFeedPath(org.id), t('feedTitle', { name: org.name })),
    },
    ...(org.recordCount < INDEXABLE_MIN_RECORDS ? { robots: { index: false, follow: true } } : {}),
  };
}
