import { keywordRoutePage } from '@/features/keywords/components/KeywordPage';
import { noStaticParams } from '@/routing/page-route';
import { keywordMetadata } from '@/features/keywords/seo/keyword-page';
import { getKeywordFigures } from '@/features/keywords/server/page';

export const generateStaticParams = noStaticParams;
export const generateMetadata = keywordMetadata;

/** A keyword's landing page (`/keywords/<slug>[/<province>]`), read through its cached, tagged read. */
export default keywordRoutePage(getKeywordFigures);
