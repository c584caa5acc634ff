import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { KEYWORD_PAGE_ROUTE } from '@/catalog/routes';
import { PageFrame } from '@/components/frame/PageFrame';
import { localizedPath, type Locale } from '@/i18n/routing';
import { preparePage, type PageProps } from '@/routing/page-route';
import type { KeywordFigures } from '@/features/keywords/schemas/keyword-pages';
import { keywordFeedPath } from '@/features/keywords/seo/keyword-files';
import { keywordTrail, provinceOf } from '@/features/keywords/seo/keyword-page';
import { keywordText } from '@/features/keywords/seo/keyword-text';
import { trailBreadcrumbs } from '@/seo/structured-data';
import { Crumbs } from '@/components/pages/common/DetailPage';
import orgStyles from '@/components/pages/common/profile.module.css';
import { KeywordView } from './KeywordView';

/**
 * The page component of `/keywords/<slug>[/<province>]` (docs/seo.md, 'Keyword pages'). The read
 * is handed in by the route; an unknown keyword is the 404 page (the proxy sets the status).
 */
export function keywordRoutePage(
  read: (slug: string, province: string | undefined, locale: Locale) => Promise<KeywordFigures | null>,
) {
  return async function KeywordRoutePage(props: PageProps) {
    const { locale, variant, query } = await preparePage(KEYWORD_PAGE_ROUTE, props);
    const page = await read(query.slug, provinceOf(variant.values.province), locale);
    if (!page) notFound();
    const [t, text, trail] = await Promise.all([
      getTranslations('keywords.page'),
      keywordText(locale, page),
      keywordTrail(locale, page),
    ]);
    return (
      <PageFrame
        locale={locale}
        variant={variant}
        heading={text.heading}
        crumbs={trailBreadcrumbs(locale, trail)}
      >
        <Crumbs trail={trail} />
        <KeywordView locale={locale} page={page} />
        <p className={orgStyles.feed}>
          <a
            href={localizedPath(locale, keywordFeedPath(page.keyword.slug, page.province))}
            type="application/atom+xml"
          >
            {t('feedLink')}
          </a>
        </p>
      </PageFrame>
    );
  };
}
