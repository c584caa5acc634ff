import type React from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PageVariant } from '@/routing/page-variants';
import { JsonLd } from '@/seo/JsonLd';
import { breadcrumbs } from '@/seo/structured-data';
import type { Thing, WithContext } from 'schema-dts';
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
  company,
  structuredData = [],
  heading,
  crumbs,
  children,
}: {
  locale: Locale;
  variant: PageVariant;
  subtitle?: string;
  /** The testimonial's company, named in the breadcrumb trail. */
  company?: string;
  /** Structured data of the page itself, beside its breadcrumb trail (e.g. the help centre's FAQ). */
  structuredData?: WithContext<Thing>[];
  /** The page's own h1 instead of the route's title (a record's page: the record's title). */
  heading?: string;
  /** The breadcrumb trail's JSON-LD, when the page builds its own (a record's page). */
  crumbs?: WithContext<Thing>;
  children?: React.ReactNode;
}) {
  const t = await getTranslations('pages');
  const { route } = variant;
  const title = heading ?? t(`${route.key}.title`);
  return (
    <PageShell locale={locale} current={variant}>
      <JsonLd data={[crumbs ?? (await breadcrumbs(locale, variant, { company })), ...structuredData]} />
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
