import { PageFrame } from '@/components/frame/PageFrame';
import { KeywordDirectory } from '@/features/keywords/components/KeywordDirectory';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { listKeywords } from '@/features/keywords/server/list';

export const generateMetadata = routeMetadata('/keywords');

/** The keyword directory (docs/seo.md, 'Keyword pages'), cached under the `keywords` tag. */
export default async function KeywordsPage(props: PageProps) {
  const { locale, variant } = await preparePage('/keywords', props);
  return (
    <PageFrame locale={locale} variant={variant}>
      <KeywordDirectory locale={locale} keywords={await listKeywords()} />
    </PageFrame>
  );
}
