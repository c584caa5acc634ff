import { getTranslations } from 'next-intl/server';
import type { BreadcrumbList, FAQPage, Organization, WebSite, WithContext } from 'schema-dts';
import { matchRoute, type RoutePath } from '@/catalog/routes';
import { getConfig } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { publicHref, type PageVariant } from '@/routing/page-variants';
import { canonicalVariant, pageText } from './page-metadata';
import { absoluteUrl, siteBase } from './urls';

const OFFICES = ['beijing', 'hunan'] as const;

/** Home: the company (name, site, logo, the configured hotline, the two offices) and the site. */
export async function homeStructuredData(
  locale: Locale,
): Promise<[WithContext<Organization>, WithContext<WebSite>]> {
  const config = getConfig();
  const common = await getTranslations({ locale, namespace: 'common' });
  const about = await getTranslations({ locale, namespace: 'about' });
  const url = absoluteUrl(config.SITE_ORIGIN, locale, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: common('siteName'),
      url,
      logo: `${siteBase(config.SITE_ORIGIN)}/apple-icon.png`,
      telephone: config.HOTLINE,
      address: OFFICES.map((office) => ({
        '@type': 'PostalAddress',
        name: about(`offices.${office}.name`),
        streetAddress: about(`offices.${office}.address`),
        addressRegion: office === 'beijing' ? 'Beijing' : 'Hunan',
        addressCountry: 'CN',
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: common('siteName'),
      url,
      inLanguage: locale === 'zh' ? 'zh-CN' : 'en',
    },
  ];
}

/** The page a listing or a detail belongs under in the breadcrumb trail. */
const PARENT: Partial<Record<RoutePath, RoutePath>> = {
  '/industry/index2': '/industry',
  '/inviteBussInfo/index2': '/inviteBussInfo',
  '/caseCenter/appraiseInfo': '/caseCenter',
};

/** Inner pages: Home › (parent) › this page, with the page's own title. */
export async function breadcrumbs(
  locale: Locale,
  variant: PageVariant,
  extra: { company?: string } = {},
): Promise<WithContext<BreadcrumbList>> {
  const origin = getConfig().SITE_ORIGIN;
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const trail: { name: string; url: string }[] = [
    { name: pages('home.title'), url: absoluteUrl(origin, locale, '/') },
  ];
  const parent = PARENT[variant.route.path as RoutePath];
  if (parent) {
    const route = matchRoute(parent)!;
    trail.push({
      name: pages(`${route.key}.title`),
      url: absoluteUrl(origin, locale, parent),
    });
  }
  const page = canonicalVariant(variant);
  trail.push({
    name: (await pageText(locale, page, extra)).title,
    url: absoluteUrl(origin, locale, publicHref(page)),
  });
  return breadcrumbList(trail);
}

/** A trail of locale-less hrefs in one locale (a record's page: home › section › listing › record). */
export function trailBreadcrumbs(locale: Locale, trail: { name: string; href: string }[]) {
  const origin = getConfig().SITE_ORIGIN;
  return breadcrumbList(trail.map((c) => ({ name: c.name, url: absoluteUrl(origin, locale, c.href) })));
}

function breadcrumbList(trail: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Help centre: its entries as questions and answers (answers are sanitized HTML). */
export function faqStructuredData(entries: { title: string; content: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.title,
      acceptedAnswer: { '@type': 'Answer', text: entry.content },
    })),
  };
}
