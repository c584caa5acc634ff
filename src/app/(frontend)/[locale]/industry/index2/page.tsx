import { notFound } from 'next/navigation';
import { findIndustry, findProjectCategory } from '@/catalog';
import { PageFrame } from '@/components/page/PageFrame';
import { ProjectListView } from '@/components/pages/listings/ProjectListView';
import { parsePageParam } from '@/components/pages/listings/query';
import { prepareRoute, queryValue, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('industryList');

export default async function IndustryListPage(props: RouteProps) {
  const { locale, searchParams } = await prepareRoute('/industry/index2', props);
  const industry = queryValue(searchParams, 'industry');
  const category = queryValue(searchParams, 'category');
  if (industry !== undefined && !findIndustry(industry)) notFound();
  if (category !== undefined && !findProjectCategory(category)) notFound();
  const page = parsePageParam(queryValue(searchParams, 'page'));
  return (
    <PageFrame routeKey="industryList">
      <ProjectListView locale={locale} industry={industry} category={category} page={page} />
    </PageFrame>
  );
}
