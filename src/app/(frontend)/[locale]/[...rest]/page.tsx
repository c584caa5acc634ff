import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/page/NotFoundView';
import { routing } from '@/i18n/routing';
import { noStaticParams, type PageProps } from '@/routing/page-route';

export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('notFound'), robots: { index: false } };
}

/**
 * The localized 404 page. The proxy rewrites every unknown path and invalid query here
 * (`/<locale>/404`) with status 404, so one cached, server-rendered page serves them all:
 * calling notFound() instead would leave the HTML blank until the browser runs the script.
 */
export default async function NotFoundPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <NotFoundView locale={locale} />;
}
