import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/page/NotFoundView';
import type { Locale } from '@/i18n/routing';

/**
 * The 404 of a page that calls notFound() after a lookup (a testimonial that does not exist).
 * Next renders it in the browser; unknown paths and invalid queries get the server-rendered
 * 404 page of `[...rest]` instead.
 */
export default async function NotFound() {
  return <NotFoundView locale={(await getLocale()) as Locale} />;
}
