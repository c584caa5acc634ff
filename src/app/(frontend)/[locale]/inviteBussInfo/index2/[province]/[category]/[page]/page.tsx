import { PageFrame } from '@/components/frame/PageFrame';
import { TenderListView } from '@/components/pages/listings/TenderListView';
import { noStaticParams, preparePage, routeMetadata, type PageProps } from '@/routing/page-route';
import { ALL } from '@/routing/page-variants';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/inviteBussInfo/index2');

export default async function InviteBussInfoListPage(props: PageProps) {
  const { locale, variant } = await preparePage('/inviteBussInfo/index2', props);
  const { province, category, page } = variant.values;
  return (
    <PageFrame locale={locale} variant={variant}>
      <TenderListView
        locale={locale}
        province={province === ALL ? undefined : province}
        category={category === ALL ? undefined : category}
        page={Number(page)}
      />
    </PageFrame>
  );
}
