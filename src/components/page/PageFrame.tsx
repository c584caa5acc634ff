import type React from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PageVariant } from '@/routing/page-variants';
import { Banner } from './Banner';
import { PageShell } from './PageShell';

/**
 * The frame of a page: header, then the banner of the route's height with the page heading,
 * or a plain heading for pages without a banner.
 */
export async function PageFrame({
  locale,
  variant,
  subtitle,
  children,
}: {
  locale: Locale;
  variant: PageVariant;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  const t = await getTranslations('pages');
  const { route } = variant;
  const title = t(`${route.key}.title` as 'aboutUs.title');
  return (
    <PageShell locale={locale} current={variant}>
      {route.banner > 0 ? (
        <Banner height={route.banner as 600 | 500 | 300} title={title} subtitle={subtitle} />
      ) : (
        <div className="page-heading">
          <h1 id="page-title">{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
        </div>
      )}
      <div className="page-body">{children}</div>
    </PageShell>
  );
}
