import type { Metadata } from 'next';
import { RECORD_DETAIL_PATHS, type RecordKind } from '@/catalog/routes';
import { parsePageSegment } from '@/routing/device';
import type { PageProps } from '@/routing/page-route';
import { variantFromSegments } from '@/routing/page-variants';
import { getRecordPage } from '@/server/records/detail';
import { pageMetadata } from './page-metadata';
import { recordText, withdrawnMetadata } from './record-text';

/** A record page's `generateMetadata`: the record's own text, or the withdrawal's (the 404 has Next's). */
export function recordMetadata(kind: RecordKind) {
  return async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const { locale: segment, ...segments } = await params;
    const parsed = parsePageSegment(segment);
    if (!parsed) return {};
    const { locale, device } = parsed;
    const variant = variantFromSegments(RECORD_DETAIL_PATHS[kind], segments);
    if (!variant) return {};
    const page = await getRecordPage(kind, variant.values.id, locale);
    if (page.state === 'withdrawn') return withdrawnMetadata(locale);
    if (page.state === 'missing') return {};
    return pageMetadata(locale, variant, { record: await recordText(locale, page.record) }, device);
  };
}
