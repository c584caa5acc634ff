import { recordRoutePage } from '@/components/pages/records/RecordPage';
import { noStaticParams } from '@/routing/page-route';
import { recordMetadata } from '@/seo/record-page';
import { getRecordPage } from '@/server/records/detail';

export const generateStaticParams = noStaticParams;
export const generateMetadata = recordMetadata('projects');

/** A project's own page (`/industry/detail?id=<sourceId>`), read through its cached, tagged read. */
export default recordRoutePage('projects', getRecordPage);
