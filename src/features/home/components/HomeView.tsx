import { getTranslations } from 'next-intl/server';
import { routeByKey } from '@/catalog';
import { FadeIn } from '@/components/behaviour/FadeIn.client';
import { PageShell } from '@/components/frame/PageShell';
import { JsonLd } from '@/seo/JsonLd';
import { homeStructuredData } from '@/seo/structured-data';
import { getPublicConfig } from '@/config/env';
import { ClientMessages } from '@/i18n/client-messages';
import { NavLink } from '@/components/layout/NavLink.client';
import type { Locale } from '@/i18n/routing';
import type { PageVariant } from '@/routing/page-variants';
import type { HomeContent } from '@/schemas/dto';
import { Section } from '@/components/pages/common/Section';
import { SearchBox } from '@/features/search/ui';
import { cardExcerpt } from '@/components/cases/card-excerpt';
import { CaseTabs } from './CaseTabs.client';
import { DataTiles } from './DataTiles.client';
import { HeroCarousel } from './HeroCarousel.client';
import { HomeLive } from './HomeLive';
import styles from './home.module.css';
import { Offerings } from './Offerings';

/** The strings CaseTabs reads; the section's title and lead are rendered here. */
const CASE_TABS_MESSAGES = [
  'home.cases.tabsLabel',
  'home.cases.loading',
  'home.cases.failed',
  'home.cases.retry',
  'home.cases.empty',
  'home.cases.learnDetails',
  'common.newWindow',
];

/** The home page, shared by /, /home and the two additional home routes (`content`: server/site-content.ts). */
export async function HomeView({
  locale,
  variant,
  content: { banners, tiles, industries, firstCases, live },
}: {
  locale: Locale;
  variant: PageVariant;
  content: HomeContent;
}) {
  const t = await getTranslations('home');
  const common = await getTranslations('common');
  // Only the fields a card shows: the rest of each DTO would be serialized for the browser too.
  const initialCases = firstCases.map(({ id, companyName, hangyeStr, content, logoUrl, backgroundUrl }) => ({
    id,
    companyName,
    hangyeStr,
    content: cardExcerpt(content),
    logoUrl,
    backgroundUrl,
  }));
  const height = routeByKey('home').banner;
  // Nor their ids: the tiles and tabs are keyed by their figure and industry.
  const figures = tiles.map(({ figureKey, number, unit, title, description }) => ({
    figureKey,
    number,
    unit,
    title,
    description,
  }));
  const tabs = industries.map(({ industryId, industryName }) => ({ industryId, industryName }));
  return (
    <PageShell locale={locale} current={variant}>
      <div className={styles.hero} data-banner={height} style={{ height }}>
        <h1 id="page-title" className="visually-hidden">
          {common('siteName')}: {common('siteTagline')}
        </h1>
        <ClientMessages namespaces={['home.carousel']}>
          <HeroCarousel banners={banners} />
        </ClientMessages>
        <SearchBox locale={locale} id="hero-search" type="project" variant="hero" />
      </div>
      <div className="page-body">
        <HomeLive locale={locale} live={live} />
        <FadeIn>
          <Section id="figures" title={t('figures.title')} lead={t('figures.lead')}>
            <DataTiles tiles={figures} />
          </Section>
        </FadeIn>
        <FadeIn>
          <Section id="offerings" title={t('offerings.title')} lead={t('offerings.lead')}>
            <Offerings />
          </Section>
        </FadeIn>
        <FadeIn>
          <Section id="cases" title={t('cases.title')} lead={t('cases.lead')}>
            <ClientMessages namespaces={CASE_TABS_MESSAGES}>
              <CaseTabs tabs={tabs} initial={initialCases} registerUrl={getPublicConfig().registerUrl} />
            </ClientMessages>
            <p className={styles.seeMore}>
              <NavLink pathname="/caseCenter" className="button button--primary">
                {t('cases.seeMore')}
              </NavLink>
            </p>
          </Section>
        </FadeIn>
      </div>
      {/* Last in the main element, so that its copy in the RSC payload falls within gzip's
          window of it (docs/pages.md, 'Home'). */}
      <JsonLd data={await homeStructuredData(locale)} />
    </PageShell>
  );
}
