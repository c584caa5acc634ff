import { findIndustry, findProjectCategory } from '@/catalog';
import { PageFrame } from '@/components/frame/PageFrame';
import { ProjectListView } from '@/features/records/components/listings/ProjectListView';
import { LISTING_PAGE_SIZE } from '@/catalog/constants';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { relatedKeywords } from '@/features/keywords/server/links';
import { listProjects } from '@/features/records/server/teasers';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/industry/index2');

export default async function IndustryListPage(props: PageProps) {
  const { locale, variant, query } = await preparePage('/industry/index2', props);
  const { industry, category } = query;
  const result = await listProjects({
    locale,
    industry,
    categoryCode: findProjectCategory(category)?.code,
    pageNo: query.page,
    pageSize: LISTING_PAGE_SIZE,
  });
  const related = await relatedKeywords(locale, {
    filterName: findIndustry(industry)?.[locale],
    titles: result.list.map((p) => p.title),
  });
  return (
    <PageFrame locale={locale} variant={variant}>
      <ProjectListView {...{ locale, industry, category, result, related }} />
    </PageFrame>
  );
}
