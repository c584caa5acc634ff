import type { Metadata } from 'next';
import type { RoutePath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { parsePageSegment } from '@/routing/device';
import type { PageProps } from '@/routing/page-route';
import { variantFromSegments, type PageVariant } from '@/routing/page-variants';
import { type PageExtra, pageMetadata } from './page-metadata';

/**
 * The page's `generateMetadata`: title, description, canonical URL, alternates and share tags
 * of the variant it shows (page-metadata.ts). `extra` reads what only the database
 * knows, such as a testimonial's company.
 */
export function routeMetadata(
  path: RoutePath,
  extra?: (locale: Locale, variant: PageVariant) => Promise<PageExtra>,
) {
  return async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const { locale: segment, ...segments } = await params;
    const parsed = parsePageSegment(segment);
    if (!parsed) return {};
    const { locale, device } = parsed;
    const variant = variantFromSegments(path, segments);
    if (!variant) return {};
    return pageMetadata(locale, variant, extra ? await extra(locale, variant) : {}, device);
  };
}
