import { PageFrame } from '@/components/frame/PageFrame';
import { LISTING_PAGE_SIZE } from '@/catalog/constants';
import { TenderListView } from '@/features/records/components/listings/TenderListView';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { biddingTabFilter } from '@/schemas/alerts';
import { relatedKeywords } from '@/features/keywords/server/links';
import { listTenders } from '@/features/records/server/teasers';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/inviteBussInfo/index2');

export default async function InviteBussInfoListPage(props: PageProps) {
  const { locale, variant, query } = await preparePage('/inviteBussInfo/index2', props);
  const { province, category } = query;
  const result = await listTenders({
    locale,
    province,
    ...biddingTabFilter(category),
    pageNo: query.page,
    pageSize: LISTING_PAGE_SIZE,
  });
  const related = await relatedKeywords(locale, { titles: result.list.map((t) => t.title) });
  return (
    <PageFrame locale={locale} variant={variant}>
      <TenderListView {...{ locale, province, category, result, related }} />
    </PageFrame>
  );
}
