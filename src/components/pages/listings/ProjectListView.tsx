import { getTranslations } from 'next-intl/server';
import { findIndustry, findProjectCategory, INDUSTRIES, PROJECT_CATEGORIES } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import { recommendProjects } from '@/server/teasers';
import { ListingView } from './ListingView';
import { LISTING_PAGE_SIZE } from './query';
import { projectRow } from './rows';

/** Recommended projects for an industry, by project category. */
export async function ProjectListView({
  locale,
  industry,
  category,
  page,
}: {
  locale: Locale;
  industry: string | undefined;
  category: string | undefined;
  page: number;
}) {
  const t = await getTranslations('listings');
  const result = await recommendProjects({
    locale,
    industry,
    categoryCode: findProjectCategory(category)?.code,
    pageNo: page,
    pageSize: LISTING_PAGE_SIZE,
  });
  const name = findIndustry(industry)?.[locale];
  return (
    <ListingView
      locale={locale}
      searchType="project"
      path="/industry/index2"
      scope={name ? t('projectsIn', { name }) : t('allProjects')}
      filter={{
        name: 'industry',
        label: t('industryFilter'),
        options: INDUSTRIES.map((i) => ({ value: i.slug, label: i[locale] })),
        selected: industry,
      }}
      tabs={PROJECT_CATEGORIES}
      tabsLabel={t('projectTabs')}
      category={category}
      caption={t('projectCaption')}
      kindLabel={t('columns.stage')}
      rows={result.list.map((p) => projectRow(locale, p, (s) => t(`stages.${s}`)))}
      paging={result}
    />
  );
}
