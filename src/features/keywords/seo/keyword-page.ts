import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { findProvince } from '@/catalog/regions';
import { KEYWORDS_PATH, KEYWORD_PAGE_ROUTE, keywordPath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { readPage, type PageProps } from '@/routing/page-route';
import { ALL } from '@/routing/page-variants';
import { type KeywordFigures, getKeywordFigures } from '@/features/keywords/server/page';
import { feedAlternate } from '@/seo/feed-links';
import { keywordFeedPath } from './keyword-files';
import { keywordText } from './keyword-text';
import { pageMetadata } from '@/seo/page-metadata';

/** The page's province slug, or undefined on the page of every province. */
export const provinceOf = (value: string) => (value === ALL ? undefined : value);

/** The breadcrumb trail: home › keywords › the keyword › its province. */
export async function keywordTrail(locale: Locale, page: Pick<KeywordFigures, 'keyword' | 'province'>) {
  const [pages, t] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'keywords.page' }),
  ]);
  const trail = [
    { name: pages('home.title'), href: '/' },
    { name: t('crumb'), href: KEYWORDS_PATH },
    { name: page.keyword.name, href: keywordPath(page.keyword.slug) },
  ];
  const province = page.province ? findProvince(page.province) : undefined;
  if (province) trail.push({ name: province[locale], href: keywordPath(page.keyword.slug, province.slug) });
  return trail;
}

/**
 * A landing page's `generateMetadata`: the title pattern '<关键词><省份>招标信息_<品牌>', its feed,
 * and `noindex, follow` under KEYWORD_INDEXABLE_MIN records in the last 180 days.
 */
export async function keywordMetadata(props: PageProps): Promise<Metadata> {
  const found = await readPage(KEYWORD_PAGE_ROUTE, props);
  if (!found) return {};
  const { locale, device, variant, query } = found;
  const page = await getKeywordFigures(query.slug, provinceOf(variant.values.province), locale);
  if (!page) return {};
  const text = await keywordText(locale, page);
  const base = await pageMetadata(
    locale,
    variant,
    { record: { title: text.title, description: text.description } },
    device,
  );
  return {
    ...base,
    title: { absolute: text.title },
    openGraph: { ...base.openGraph, title: text.title },
    alternates: {
      ...base.alternates,
      types: feedAlternate(locale, keywordFeedPath(page.keyword.slug, page.province), text.feedTitle),
    },
    ...(page.indexable ? {} : { robots: { index: false, follow: true } }),
  };
}
