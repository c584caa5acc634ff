import { notFound } from 'next/navigation';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { RoutePath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { parsePageSegment, type Device } from './device';
import { setRequestDevice } from './request-device';
import { variantFromSegments, variantQuery, type PageVariant, type VariantQuery } from './page-variants';

/**
 * Props of a page: the locale segment (locale and device, see device.ts) and, for pages with
 * variants, one segment per query parameter.
 */
export interface PageProps {
  params: Promise<{ locale: string } & Record<string, string>>;
}

/** What a page renders from: its locale, device and variant, and the variant's values typed. */
export interface PreparedPage<P extends RoutePath> {
  locale: Locale;
  device: Device;
  variant: PageVariant;
  query: VariantQuery<P>;
}

/**
 * The page a render is for, from the internal path segments the proxy wrote, or null when they
 * name none. Parsed once per render: the page and its metadata share the result.
 */
const parsePage = cache((path: RoutePath, key: string): PreparedPage<RoutePath> | null => {
  const { locale: segment, ...segments } = JSON.parse(key) as { locale: string } & Record<string, string>;
  const parsed = parsePageSegment(segment);
  const variant = parsed && variantFromSegments(path, segments);
  return parsed && variant ? { ...parsed, variant, query: variantQuery(path, variant) } : null;
});

/** The page of `path` the props name, or null (for `generateMetadata`, which answers {} then). */
export async function readPage<P extends RoutePath>(
  path: P,
  props: PageProps,
): Promise<PreparedPage<P> | null> {
  return parsePage(path, JSON.stringify(await props.params)) as PreparedPage<P> | null;
}

/**
 * What a page renders from, or the 404 page. Pages never read `searchParams`, which would make
 * them render per request. The locale and the device are set for the request, so the page's
 * frame and links pick the mobile view without the page passing it on.
 */
export async function preparePage<P extends RoutePath>(path: P, props: PageProps): Promise<PreparedPage<P>> {
  const page = await readPage(path, props);
  if (!page) notFound();
  setRequestLocale(page.locale);
  setRequestDevice(page.device);
  return page;
}

/** Page variants are rendered on their first request, not at build (config is read at runtime). */
export function noStaticParams(): never[] {
  return [];
}
