import type React from 'react';
import { Header } from '@/components/layout/Header';
import { DesktopVersionLink, MobileHeader } from '@/components/mobile/MobileHeader';
import type { Locale } from '@/i18n/routing';
import { desktopViewHref } from '@/routing/device';
import { publicHref, type PageVariant } from '@/routing/page-variants';
import { getRequestDevice } from '@/routing/request-device';

/**
 * The header and the main landmark of a page. The header lives in the page, not the layout,
 * because it marks the current page and links its other-language twin, and only the page
 * knows its variant (the query that selected it) when rendered once for the cache. Mobile
 * views get the compact header and, after the content, the link to the desktop page.
 */
export function PageShell({
  locale,
  current,
  children,
}: {
  locale: Locale;
  /** The page shown; null on the 404 page. */
  current: PageVariant | null;
  children: React.ReactNode;
}) {
  if (getRequestDevice() === 'mobile') {
    return (
      <>
        <MobileHeader locale={locale} current={current} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <DesktopVersionLink
          locale={locale}
          href={desktopViewHref(locale, current ? publicHref(current) : '/')}
        />
      </>
    );
  }
  return (
    <>
      <Header locale={locale} current={current} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
