import { recordRoutePage } from '@/features/records/components/RecordPage';
import { noStaticParams } from '@/routing/page-route';
import { recordMetadata } from '@/features/records/seo/record-page';
import { getRecordPage } from '@/features/records/server/detail';

export const generateStaticParams = noStaticParams;
export const generateMetadata = recordMetadata('projects');

/** A project's own page (`/industry/detail?id=<sourceId>`), read through its cached, tagged read. */
export default recordRoutePage('projects', getRecordPage);
