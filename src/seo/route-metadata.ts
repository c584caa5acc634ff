import type { Metadata } from 'next';
import type { RoutePath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { readPage, type PageProps } from '@/routing/page-route';
import type { VariantQuery } from '@/routing/page-variants';
import { type PageExtra, pageMetadata } from './page-metadata';

/**
 * The page's `generateMetadata`: title, description, canonical URL, alternates and share tags
 * of the variant it shows (page-metadata.ts). `extra` reads what only the database
 * knows, such as a testimonial's company.
 */
export function routeMetadata<P extends RoutePath>(
  path: P,
  extra?: (locale: Locale, query: VariantQuery<P>) => Promise<PageExtra>,
) {
  return async function generateMetadata(props: PageProps): Promise<Metadata> {
    const page = await readPage(path, props);
    if (!page) return {};
    const { locale, device, variant, query } = page;
    return pageMetadata(locale, variant, extra ? await extra(locale, query) : {}, device);
  };
}
