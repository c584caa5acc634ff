import { getTranslations } from 'next-intl/server';
import { findProvince } from '@/catalog/regions';
import type { Locale } from '@/i18n/routing';
import type { KeywordFigures } from '@/features/keywords/schemas/keyword-pages';

/** The title's words: '<关键词><省份>招标信息', 'Sewage Treatment tenders in Beijing'. */
export async function keywordText(
  locale: Locale,
  page: Pick<KeywordFigures, 'keyword' | 'province' | 'recentCount'>,
) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'keywords.page' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const name = page.province ? findProvince(page.province)?.[locale] : undefined;
  const values = {
    keyword: page.keyword.name,
    province: name ? t('provinceSuffix', { province: name }) : '',
    site: common('siteName'),
  };
  return {
    title: t('title', values),
    heading: t('heading', values),
    description: page.recentCount
      ? t('description', { ...values, count: page.recentCount })
      : t('descriptionEmpty', values),
    feedTitle: t('feedTitle', values),
  };
}
