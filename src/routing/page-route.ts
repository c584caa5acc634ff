import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { RoutePath } from '@/catalog/routes';
import { routing, type Locale } from '@/i18n/routing';
import { runGuards } from '@/routing/guards';
import { variantFromSegments, type PageVariant } from './page-variants';

/** Props of a page: the locale and, for pages with variants, one segment per query parameter. */
export interface PageProps {
  params: Promise<{ locale: string } & Record<string, string>>;
}

/**
 * Resolves the locale and the page variant from the internal path segments (written by the
 * proxy), runs the route's guards and returns what the page needs. Pages never read
 * `searchParams`, which would make them render per request.
 */
export async function preparePage(
  path: RoutePath,
  props: PageProps,
): Promise<{ locale: Locale; variant: PageVariant }> {
  const { locale, ...segments } = await props.params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const variant = variantFromSegments(path, segments);
  if (!variant) notFound();
  runGuards({ route: variant.route, searchParams: variant.values });
  return { locale, variant };
}

/** Page variants are rendered on their first request, not at build (config is read at runtime). */
export function noStaticParams(): never[] {
  return [];
}
