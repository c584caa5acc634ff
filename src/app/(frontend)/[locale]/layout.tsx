import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type React from 'react';
import { Suspense } from 'react';
import { PageViews } from '@/components/behaviour/PageViews.client';
import { ChunkReloadGuard } from '@/components/behaviour/ChunkReloadGuard.client';
import { MobileRedirect } from '@/components/behaviour/MobileRedirect.client';
import { OfflineNotice } from '@/components/behaviour/OfflineNotice.client';
import { ProgressBar } from '@/components/behaviour/ProgressBar.client';
import { ScrollToTop } from '@/components/behaviour/ScrollToTop.client';
import { Footer } from '@/components/layout/Footer';
import { SideBar } from '@/components/layout/SideBar';
import { BottomBar } from '@/components/mobile/BottomBar';
import { getConfig, getPublicConfig } from '@/config/env';
import { pickMessages } from '@/i18n/client-messages';
import { LinkBaseProvider } from '@/i18n/Link.client';
import { htmlLang } from '@/i18n/routing';
import { linkBaseOf, mobileRedirectTarget, parsePageSegment } from '@/routing/device';
import { noStaticParams } from '@/routing/page-route';
import { setRequestDevice } from '@/routing/request-device';
import { manifestPath, THEME_COLOR } from '@/seo/manifest';
import { siteVerification } from '@/seo/site-verification';
import { WeChatShare } from '@/features/wechat/components/WeChatShare.client';
import { wechatAccount } from '@/features/wechat/server/account';
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
  const parsed = parsePageSegment((await params).locale);
  if (!parsed) return {};
  const { locale } = parsed;
  const t = await getTranslations({ locale, namespace: 'common' });
  const config = getConfig();
  // Each page adds its own title, description, canonical URL, alternates and share tags, and
  // Baidu's mobile-adaptation tags (they name the page's own twin: src/seo/page-metadata.ts).
  return {
    metadataBase: new URL(config.SITE_ORIGIN),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('metaDescription'),
    manifest: manifestPath(locale),
    ...siteVerification(config),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: THEME_COLOR };

export default async function LocaleLayout({ children, params }: Props) {
  const parsed = parsePageSegment((await params).locale);
  if (!parsed) notFound();
  const { locale, device } = parsed;
  const mobile = device === 'mobile';
  setRequestLocale(locale);
  setRequestDevice(device);
  const t = await getTranslations({ locale, namespace: 'common' });
  const chrome = await getTranslations({ locale, namespace: 'chrome' });
  const config = getPublicConfig();

  return (
    // data-device picks the mobile CSS of the shared section components (docs/mobile-site.md, 'How').
    <html lang={htmlLang(locale)} data-scroll-behavior="smooth" data-device={device}>
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
          <LinkBaseProvider base={linkBaseOf(device)}>
            {children}
            <Footer locale={locale} />
          </LinkBaseProvider>
          {mobile ? <BottomBar locale={locale} /> : <SideBar locale={locale} />}
          <OfflineNotice message={chrome('offline')} />
          {mobile ? null : <ScrollToTop />}
          {mobile ? null : <MobileRedirect target={mobileRedirectTarget()} />}
          <ChunkReloadGuard />
          {/* Pages seen (the lead forms carry the count) and the analytics services' views. */}
          <Suspense fallback={null}>
            <PageViews
              baiduTongjiId={config.baiduTongjiId}
              umamiWebsiteId={config.umamiWebsiteId}
              umamiScriptUrl={config.umamiScriptUrl}
            />
          </Suspense>
          {/* Share cards in WeChat's browser, when the operator configured an official account. */}
          {wechatAccount() ? <WeChatShare /> : null}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
