import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/frame/NotFoundView';
import { parsePageSegment } from '@/routing/device';
import { noStaticParams } from '@/routing/page-route';
import { setRequestDevice } from '@/routing/request-device';

export const generateStaticParams = noStaticParams;

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const parsed = parsePageSegment((await params).locale);
  if (!parsed) return {};
  const t = await getTranslations({ locale: parsed.locale, namespace: 'errors' });
  return { title: t('notFound'), robots: { index: false } };
}

/**
 * The localized 404 page. The proxy rewrites every unknown path and invalid query here
 * (`/<locale>/404`) with status 404, so one cached, server-rendered page serves them all:
 * calling notFound() instead would leave the HTML blank until the browser runs the script.
 */
export default async function NotFoundPage({
  params,
}: {
  params: Promise<{ locale: string; rest: string[] }>;
}) {
  const { locale: segment, rest } = await params;
  const parsed = parsePageSegment(segment);
  // Only the proxy's rewrite may render this page (with its 404 status). A path that bypasses
  // the proxy (one with a dot, like /en/foo.txt) must not get this page with a 200.
  if (!parsed || rest.join('/') !== '404') notFound();
  setRequestLocale(parsed.locale);
  setRequestDevice(parsed.device);
  return <NotFoundView locale={parsed.locale} />;
}
