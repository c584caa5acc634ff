import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ORGANISATION_PATH } from '@/catalog/routes';
import { PageFrame } from '@/components/frame/PageFrame';
import { localizedPath, type Locale } from '@/i18n/routing';
import { preparePage, type PageProps } from '@/routing/page-route';
import type { OrganisationPage as OrganisationPageData } from '@/schemas/organisations';
import { organisationFeedPath } from '@/features/organisations/seo/organisation-files';
import {
  organisationStructuredData,
  organisationTrail,
} from '@/features/organisations/seo/organisation-page';
import { trailBreadcrumbs } from '@/seo/structured-data';
import { Crumbs, GonePage } from '@/components/pages/common/DetailPage';
import { OrganisationView } from './OrganisationView';
import styles from '@/components/pages/common/profile.module.css';

/**
 * The page component of `/connections/detail?id=` (docs/pages.md, 'Organisations'). The read is
 * handed in by the route (components never query the database). An unknown id is the 404 page; a
 * merged organisation never gets here (the proxy answers 301), one with no visible record left is
 * a short notice the proxy answers with 410.
 */
export function organisationRoutePage(read: (id: string, locale: Locale) => Promise<OrganisationPageData>) {
  return async function OrganisationRoutePage(props: PageProps) {
    const { locale, variant, query } = await preparePage(ORGANISATION_PATH, props);
    const page = await read(query.id, locale);
    // A merge the proxy did not see yet (no status lookup before start): the 404 page, never a copy.
    if (page.state === 'missing' || page.state === 'merged') notFound();
    if (page.state === 'gone') {
      const t = await getTranslations('organisations');
      const trail = await organisationTrail(locale, { id: query.id, name: page.name });
      return (
        <GonePage
          locale={locale}
          variant={variant}
          heading={t('goneTitle')}
          trail={trail}
          text={t('goneText', { name: page.name })}
          link={{ href: '/connections', text: t('goneLink') }}
        />
      );
    }
    const org = page.organisation;
    const [t, trail] = await Promise.all([getTranslations('organisations'), organisationTrail(locale, org)]);
    return (
      <PageFrame
        locale={locale}
        variant={variant}
        heading={org.name}
        crumbs={trailBreadcrumbs(locale, trail)}
        structuredData={[organisationStructuredData(locale, org)]}
      >
        <Crumbs trail={trail} />
        <OrganisationView locale={locale} org={org} />
        <p className={styles.feed}>
          <a href={localizedPath(locale, organisationFeedPath(org.id))} type="application/atom+xml">
            {t('feedLink')}
          </a>
        </p>
      </PageFrame>
    );
  };
}
