import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { RoutePath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { parsePageSegment, type Device } from './device';
import { setRequestDevice } from './request-device';
import { variantFromSegments, type PageVariant } from './page-variants';

/**
 * Props of a page: the locale segment (locale and device, see device.ts) and, for pages with
 * variants, one segment per query parameter.
 */
export interface PageProps {
  params: Promise<{ locale: string } & Record<string, string>>;
}

/**
 * Resolves the locale, the device and the page variant from the internal path segments (written
 * by the proxy) and returns what the page needs. Pages never read
 * `searchParams`, which would make them render per request. The device is also set for the
 * request, so the page's frame and links pick the mobile view without the page passing it on.
 */
export async function preparePage(
  path: RoutePath,
  props: PageProps,
): Promise<{ locale: Locale; variant: PageVariant; device: Device }> {
  const { locale: segment, ...segments } = await props.params;
  const parsed = parsePageSegment(segment);
  if (!parsed) notFound();
  const { locale, device } = parsed;
  setRequestLocale(locale);
  setRequestDevice(device);
  const variant = variantFromSegments(path, segments);
  if (!variant) notFound();
  return { locale, variant, device };
}

/** Page variants are rendered on their first request, not at build (config is read at runtime). */
export function noStaticParams(): never[] {
  return [];
}
