import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type React from 'react';
import { Suspense } from 'react';
import { Analytics } from '@/components/behaviour/Analytics.client';
import { ChunkReloadGuard } from '@/components/behaviour/ChunkReloadGuard.client';
import { MobileRedirect } from '@/components/behaviour/MobileRedirect.client';
import { OfflineNotice } from '@/components/behaviour/OfflineNotice.client';
import { ProgressBar } from '@/components/behaviour/ProgressBar.client';
import { ScrollToTop } from '@/components/behaviour/ScrollToTop.client';
import { Footer } from '@/components/layout/Footer';
import { SideBar } from '@/components/layout/SideBar';
import { getConfig, getPublicConfig } from '@/config/env';
import { pickMessages } from '@/i18n/client-messages';
import { htmlLang, routing } from '@/i18n/routing';
import { noStaticParams } from '@/routing/page-route';
import { manifestPath, THEME_COLOR } from '@/seo/manifest';
import '../globals.css';

// Every page is rendered on its first request (so config read at runtime is current, and one
// build serves several environments), then served from the cache for PAGE_REVALIDATE_SECONDS
// (src/routing/page-cache.ts) or until an operator's save expires its tags.
export const dynamic = 'force-static';
export const revalidate = 300;
export const generateStaticParams = noStaticParams;

/** The messages `error.tsx` reads; the rest of `errors` is rendered on the server. */
const ERROR_BOUNDARY_MESSAGES = ['errors.error', 'errors.statusLabel', 'errors.retry', 'errors.backHome'];

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'common' });
  const config = getConfig();
  const mobile = config.MOBILE_SITE_URL;
  // Each page adds its own title, description, canonical URL, alternates and share tags.
  return {
    metadataBase: new URL(config.SITE_ORIGIN),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('metaDescription'),
    manifest: manifestPath(locale),
    ...(config.BAIDU_SITE_VERIFICATION
      ? { verification: { other: { 'baidu-site-verification': config.BAIDU_SITE_VERIFICATION } } }
      : {}),
    ...(mobile
      ? {
          other: {
            'mobile-agent': [`format=html5;url=${mobile}`, `format=xhtml;url=${mobile}`],
            'applicable-device': 'pc',
          },
        }
      : {}),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: THEME_COLOR };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'common' });
  const chrome = await getTranslations({ locale, namespace: 'chrome' });
  const config = getPublicConfig();
  const analytics = config.baiduTongjiId || config.umamiWebsiteId;

  return (
    <html lang={htmlLang(locale)} data-scroll-behavior="smooth">
      <body>
        {/* Only what client components of every page read: the error boundary's four strings
            (error.tsx). Pages add their own (see client-messages). */}
        <NextIntlClientProvider messages={pickMessages(await getMessages(), ERROR_BOUNDARY_MESSAGES)}>
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <Suspense fallback={null}>
            <ProgressBar label={chrome('progress')} />
          </Suspense>
          {children}
          <Footer locale={locale} />
          <SideBar locale={locale} />
          <OfflineNotice message={chrome('offline')} />
          <ScrollToTop />
          <MobileRedirect mobileSiteUrl={config.mobileSiteUrl} />
          <ChunkReloadGuard />
          {analytics ? (
            <Suspense fallback={null}>
              <Analytics
                baiduTongjiId={config.baiduTongjiId}
                umamiWebsiteId={config.umamiWebsiteId}
                umamiScriptUrl={config.umamiScriptUrl}
              />
            </Suspense>
          ) : null}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
