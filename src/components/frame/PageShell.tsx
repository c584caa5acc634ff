import type React from 'react';
import { Header } from '@/components/layout/Header';
import type { Locale } from '@/i18n/routing';
import type { PageVariant } from '@/routing/page-variants';

/**
 * The header and the main landmark of a page. The header lives in the page, not the layout,
 * because it marks the current page and links its other-language twin, and only the page
 * knows its variant (the query that selected it) when rendered once for the cache.
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
  return (
    <>
      <Header locale={locale} current={current} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
