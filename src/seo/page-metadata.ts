import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { findBiddingCategory, findProjectCategory } from '@/catalog/categories';
import { findIndustry } from '@/catalog/industries';
import { findProvince } from '@/catalog/regions';
import {
  ABOUT_SECTIONS,
  CASE_CENTER_TABS,
  matchRoute,
  type PageMessageKey,
  type RouteKey,
} from '@/catalog/routes';
import { getConfig } from '@/config/env';
import type { Messages } from '@/i18n/messages';
import { htmlLang, routing, type Locale } from '@/i18n/routing';
import { mobileUrl, type Device } from '@/routing/device';
import { ALL, publicHref, type PageVariant } from '@/routing/page-variants';
import { CERTIFICATES_CONTENT } from '@/catalog/certificates';
import { feedAlternate, listingFeedPath, listingFeedTitle, type ListingFeed } from '@/seo/feed-links';
import { absoluteUrl, languageAlternates } from './urls';

/** Open Graph locales (the locales zh and en, product §2). */
const OG_LOCALE: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' };

/** The share image of each family of pages (`public/og/<family>.png`, 1200×630). */
const OG_FAMILY: Record<RouteKey, 'home' | 'products' | 'listings' | 'cases' | 'company'> = {
  home: 'home',
  industry: 'products',
  inviteBussInfo: 'products',
  exclusiveBuy: 'products',
  connections: 'products',
  commerceChance: 'products',
  marketService: 'products',
  oneToOne: 'products',
  zxt: 'products',
  industryList: 'listings',
  inviteBussInfoList: 'listings',
  projectDetail: 'listings',
  tenderDetail: 'listings',
  organisationDetail: 'listings',
  search: 'listings',
  keywords: 'listings',
  keywordPage: 'listings',
  caseCenter: 'cases',
  appraiseInfo: 'cases',
  aboutUs: 'company',
  imageView: 'company',
  helpCenter: 'company',
  ideaBack: 'company',
  networkProcess: 'company',
  law: 'company',
  privacy: 'company',
};

/**
 * The page a variant shows, as search engines should index it: the home page's duplicate
 * routes (`/home`, `/home/index-beifen`, `/home/components/swiper`) are the home page.
 */
export function canonicalVariant(variant: PageVariant): PageVariant {
  if (variant.route.key !== 'home' || variant.route.path === '/') return variant;
  return { route: matchRoute('/')!, values: {} };
}

/** Pages whose messages have a `variantTitle` for their query-selected variants. */
type VariantPageKey = {
  [K in PageMessageKey]: 'variantTitle' extends keyof Messages['pages'][K] ? K : never;
}[PageMessageKey];

export interface PageText {
  title: string;
  description: string;
}

/** Title and description of one page variant, unique within its locale. */
/** What only the database knows of a page: a testimonial's company, a record's own text. */
export interface PageExtra {
  company?: string;
  record?: PageText;
}

export async function pageText(
  locale: Locale,
  variant: PageVariant,
  extra: PageExtra = {},
): Promise<PageText> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const key = variant.route.key;
  const base = {
    title: t(`${key}.title`),
    description: t(`${key}.description`),
  };
  const v = variant.values;
  const variantText = (page: VariantPageKey, values: Record<string, string>) => ({
    title: t(`${page}.variantTitle`, values),
    description: t(`${page}.variantDescription`, values),
  });

  switch (key) {
    case 'home':
      return { title: '', description: base.description };
    case 'aboutUs': {
      if (v.index === '0') return base;
      const about = await getTranslations({ locale, namespace: 'about' });
      const section = about(`sections.${ABOUT_SECTIONS[Number(v.index)]}`);
      const text = variantText(key, { section });
      return { title: text.title, description: text.description + base.description };
    }
    case 'caseCenter': {
      const cases = await getTranslations({ locale, namespace: 'cases' });
      const tab = cases(`tabs.${CASE_CENTER_TABS[Number(v.index)]}`);
      const text = v.index === '0' ? base : variantText(key, { tab });
      const withTab = v.index === '0' ? text : { ...text, description: text.description + base.description };
      return withPage(t, withTab, v.page);
    }
    case 'appraiseInfo': {
      if (!extra.company) return base;
      const text = variantText(key, { company: extra.company });
      return { title: text.title, description: text.description + base.description };
    }
    case 'projectDetail':
    case 'tenderDetail':
    case 'organisationDetail':
    case 'keywordPage':
      return extra.record ?? base;
    case 'imageView': {
      const name = CERTIFICATES_CONTENT.find((c) => c.type === v.type)?.name[locale] ?? '';
      const text = variantText(key, { name });
      return { title: text.title, description: text.description + base.description };
    }
    case 'industryList':
    case 'inviteBussInfoList': {
      const listings = await getTranslations({ locale, namespace: 'listings' });
      const place = key === 'industryList' ? findIndustry(v.industry) : findProvince(v.province);
      const category =
        v.category === ALL
          ? undefined
          : (key === 'industryList' ? findProjectCategory(v.category) : findBiddingCategory(v.category))?.key;
      const label = category ? listings(`categories.${category}`) : undefined;
      const named = place
        ? variantText(key, { industry: place[locale], province: place[locale] })
        : undefined;
      let title = named?.title ?? base.title;
      let description = named?.description ?? base.title;
      if (label) {
        title += t('meta.category', { category: label });
        description += t('meta.categoryText', { category: label });
      }
      if (v.page !== '1') {
        title += t('meta.page', { page: v.page });
        description += t('meta.pageText', { page: v.page });
      }
      return { title, description: description + t(`${key}.listSuffix`) };
    }
    default:
      return base;
  }
}

function withPage(
  t: Awaited<ReturnType<typeof getTranslations<'pages'>>>,
  text: PageText,
  page: string,
): PageText {
  if (page === '1') return text;
  return {
    title: text.title + t('meta.page', { page }),
    description: text.description + t('meta.pageText', { page }),
  };
}

/** The feed a listing page names: its industry's projects or its province's tenders. */
function listingFeed(variant: PageVariant): ListingFeed | undefined {
  const v = variant.values;
  const slug = (value: string | undefined) => (value && value !== ALL ? value : undefined);
  if (variant.route.key === 'industryList') return { kind: 'projects', slug: slug(v.industry) };
  if (variant.route.key === 'inviteBussInfoList') return { kind: 'tenders', slug: slug(v.province) };
  return undefined;
}

/**
 * Baidu's mobile adaptation and the desktop/mobile pair (docs/mobile-site.md, 'Search engines'): a desktop
 * page names its mobile view (`alternate` with a media query, `mobile-agent`), a mobile view its canonical
 * desktop page (set by the caller) and itself as the `mobile-agent`.
 */
function deviceMetadata(
  locale: Locale,
  href: string,
  device: Device,
): { media?: Record<string, string>; languages?: Record<string, string>; other?: Metadata['other'] } {
  const mobile = mobileUrl(locale, href);
  if (!mobile) return {};
  const other = {
    'applicable-device': device === 'mobile' ? 'mobile' : 'pc',
    'mobile-agent': [`format=html5;url=${mobile}`, `format=xhtml;url=${mobile}`],
  };
  if (device === 'desktop') return { media: { 'only screen and (max-width: 640px)': mobile }, other };
  const languages: Record<string, string> = {};
  for (const target of routing.locales) {
    const twin = mobileUrl(target, href);
    if (twin) languages[htmlLang(target)] = twin;
  }
  return { languages, other };
}

/**
 * Everything a page says about itself to search engines and when shared: title and description
 * of its own, the canonical URL on SITE_ORIGIN (path plus the content-selecting query only),
 * hreflang alternates naming the same page in each locale, Open Graph and Twitter card tags.
 * A mobile view's canonical URL is its desktop page.
 */
export async function pageMetadata(
  locale: Locale,
  variant: PageVariant,
  extra: PageExtra = {},
  device: Device = 'desktop',
): Promise<Metadata> {
  const { SITE_ORIGIN: origin } = getConfig();
  const common = await getTranslations({ locale, namespace: 'common' });
  const canonical = canonicalVariant(variant);
  const href = publicHref(canonical);
  const url = absoluteUrl(origin, locale, href);
  const text = await pageText(locale, canonical, extra);
  const feed = listingFeed(canonical);
  const siteName = common('siteName');
  const fullTitle = text.title ? `${text.title} | ${siteName}` : `${siteName}: ${common('siteTagline')}`;
  const image = {
    url: `/og/${OG_FAMILY[variant.route.key as RouteKey]}.png`,
    width: 1200,
    height: 630,
    alt: siteName,
  };
  const pair = deviceMetadata(locale, href, device);
  return {
    title: { absolute: fullTitle },
    description: text.description,
    alternates: {
      canonical: url,
      languages: pair.languages ?? languageAlternates(origin, href),
      ...(pair.media ? { media: pair.media } : {}),
      ...(feed
        ? { types: feedAlternate(locale, listingFeedPath(feed), await listingFeedTitle(locale, feed)) }
        : {}),
    },
    ...(pair.other ? { other: pair.other } : {}),
    openGraph: {
      type: 'website',
      siteName,
      title: fullTitle,
      description: text.description,
      url,
      locale: OG_LOCALE[locale],
      alternateLocale: Object.entries(OG_LOCALE)
        .filter(([l]) => l !== locale)
        .map(([, og]) => og),
      images: [image],
    },
    // Next fills twitter:title, description and image from the Open Graph fields above.
    twitter: { card: 'summary_large_image' },
  };
}
