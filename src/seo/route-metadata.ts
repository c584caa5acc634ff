import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import type { RoutePath } from '@/catalog/routes';
import { routing, type Locale } from '@/i18n/routing';
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
    const { locale, ...segments } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const variant = variantFromSegments(path, segments);
    if (!variant) return {};
    return pageMetadata(locale, variant, extra ? await extra(locale, variant) : {});
  };
}
