import { PageFrame } from '@/components/frame/PageFrame';
import { ProjectListView } from '@/components/pages/listings/ProjectListView';
import { noStaticParams, preparePage, routeMetadata, type PageProps } from '@/routing/page-route';
import { ALL } from '@/routing/page-variants';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/industry/index2');

export default async function IndustryListPage(props: PageProps) {
  const { locale, variant } = await preparePage('/industry/index2', props);
  const { industry, category, page } = variant.values;
  return (
    <PageFrame locale={locale} variant={variant}>
      <ProjectListView
        locale={locale}
        industry={industry === ALL ? undefined : industry}
        category={category === ALL ? undefined : category}
        page={Number(page)}
      />
    </PageFrame>
  );
}
