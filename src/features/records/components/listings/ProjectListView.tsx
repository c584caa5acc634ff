import { LISTING_PATHS } from '@/catalog/routes';
import { getTranslations } from 'next-intl/server';
import { findIndustry, INDUSTRIES, PROJECT_CATEGORIES } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import type { Paged, ProjectTeaser } from '@/schemas/dto';
import type { KeywordLink } from '@/schemas/keyword-link';
import { ListingView } from './ListingView';
import { projectRow } from '@/components/listings/rows';

/** Recommended projects for an industry, by project category (`result` is the page's read). */
export async function ProjectListView({
  locale,
  industry,
  category,
  result,
  related,
}: {
  locale: Locale;
  industry: string | undefined;
  category: string | undefined;
  result: Paged<ProjectTeaser>;
  related: KeywordLink[];
}) {
  const t = await getTranslations('listings');
  const name = findIndustry(industry)?.[locale];
  return (
    <ListingView
      locale={locale}
      filtersLabel={t('filters')}
      searchType="project"
      path={LISTING_PATHS.projects}
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
      related={related}
      alert={{ type: 'project', origin: 'industry', industry, category }}
    />
  );
}
