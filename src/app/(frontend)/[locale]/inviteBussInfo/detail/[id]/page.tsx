import { recordRoutePage } from '@/components/pages/records/RecordPage';
import { noStaticParams } from '@/routing/page-route';
import { recordMetadata } from '@/seo/record-page';
import { getRecordPage } from '@/server/records/detail';

export const generateStaticParams = noStaticParams;
export const generateMetadata = recordMetadata('tenders');

/** A tender's own page (`/inviteBussInfo/detail?id=<sourceId>`), read through its cached, tagged read. */
export default recordRoutePage('tenders', getRecordPage);
