import type { Metadata } from 'next';
import { RECORD_DETAIL_PATHS, type RecordKind } from '@/catalog/routes';
import { readPage, type PageProps } from '@/routing/page-route';
import { getRecordPage } from '@/features/records/server/detail';
import { pageMetadata } from '@/seo/page-metadata';
import { recordText, withdrawnMetadata } from './record-text';

/** A record page's `generateMetadata`: the record's own text, or the withdrawal's (the 404 has Next's). */
export function recordMetadata(kind: RecordKind) {
  return async function generateMetadata(props: PageProps): Promise<Metadata> {
    const found = await readPage(RECORD_DETAIL_PATHS[kind], props);
    if (!found) return {};
    const { locale, device, variant, query } = found;
    const page = await getRecordPage(kind, query.id, locale);
    if (page.state === 'withdrawn') return withdrawnMetadata(locale);
    if (page.state === 'missing') return {};
    return pageMetadata(locale, variant, { record: await recordText(locale, page.record) }, device);
  };
}
