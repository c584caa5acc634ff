import { keywordRoutePage } from '@/components/pages/keywords/KeywordPage';
import { noStaticParams } from '@/routing/page-route';
import { keywordMetadata } from '@/seo/keyword-page';
import { getKeywordFigures } from '@/server/keywords/page';

export const generateStaticParams = noStaticParams;
export const generateMetadata = keywordMetadata;

/** A keyword's landing page (`/keywords/<slug>[/<province>]`), read through its cached, tagged read. */
export default keywordRoutePage(getKeywordFigures);
