/* eslint-disable @next/next/no-img-element -- CMS/seed image URLs of unknown size */
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import styles from '@/components/cases/cases.module.css';
import { Link } from '@/i18n/Link.client';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { CASE_CENTER_TABS } from '@/catalog/routes';
import { variantHref } from '@/routing/page-variants';
import { getCustomerCase } from '@/features/site-content/server/site-content';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/caseCenter/appraiseInfo', async (locale, query) => ({
  company: (await getCustomerCase(locale, query.id))?.companyName,
}));

export default async function AppraiseInfoPage(props: PageProps) {
  const { locale, variant, query } = await preparePage('/caseCenter/appraiseInfo', props);
  const customerCase = await getCustomerCase(locale, query.id);
  if (!customerCase) notFound();
  const t = await getTranslations('cases');
  return (
    <PageFrame
      locale={locale}
      variant={variant}
      subtitle={customerCase.companyName}
      company={customerCase.companyName}
    >
      <div className={styles.detail}>
        <aside className={styles.detailAside} aria-label={t('companyLabel')}>
          {customerCase.logoUrl ? <img src={customerCase.logoUrl} alt="" /> : null}
          {/* The heading between the page's h1 and the case text's own h3s. */}
          <h2 className={styles.detailCompany}>{customerCase.companyName}</h2>
          {customerCase.hangyeStr ? <p className={styles.industry}>{customerCase.hangyeStr}</p> : null}
          <p>{customerCase.sampleTypeName}</p>
        </aside>
        <article className={styles.detailContent} aria-label={t('contentLabel')}>
          {/* Sanitized by the server on save and again before render. */}
          <div dangerouslySetInnerHTML={{ __html: customerCase.content }} />
          <p>
            <Link href={variantHref('/caseCenter', { index: CASE_CENTER_TABS.indexOf('reviews') })}>
              {t('backToReviews')}
            </Link>
          </p>
        </article>
      </div>
    </PageFrame>
  );
}
