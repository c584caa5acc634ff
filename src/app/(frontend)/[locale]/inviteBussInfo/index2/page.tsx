import { notFound } from 'next/navigation';
import { findBiddingCategory, findProvince } from '@/catalog';
import { PageFrame } from '@/components/page/PageFrame';
import { parsePageParam } from '@/components/pages/listings/query';
import { TenderListView } from '@/components/pages/listings/TenderListView';
import { prepareRoute, queryValue, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('inviteBussInfoList');

export default async function InviteBussInfoListPage(props: RouteProps) {
  const { locale, searchParams } = await prepareRoute('/inviteBussInfo/index2', props);
  const province = queryValue(searchParams, 'province');
  const category = queryValue(searchParams, 'category');
  if (province !== undefined && !findProvince(province)) notFound();
  if (category !== undefined && !findBiddingCategory(category)) notFound();
  const page = parsePageParam(queryValue(searchParams, 'page'));
  return (
    <PageFrame routeKey="inviteBussInfoList">
      <TenderListView locale={locale} province={province} category={category} page={page} />
    </PageFrame>
  );
}
