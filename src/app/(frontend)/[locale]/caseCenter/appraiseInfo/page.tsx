/* eslint-disable @next/next/no-img-element -- CMS/seed image URLs of unknown size */
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page/PageFrame';
import styles from '@/components/pages/cases/cases.module.css';
import { Link } from '@/i18n/navigation';
import { getSample } from '@/server/content';
import { prepareRoute, queryValue, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('appraiseInfo');

export default async function AppraiseInfoPage(props: RouteProps) {
  const { locale, searchParams } = await prepareRoute('/caseCenter/appraiseInfo', props);
  const raw = queryValue(searchParams, 'id');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) notFound();
  const sample = await getSample(locale, Number(raw));
  if (!sample) notFound();
  const t = await getTranslations('cases');
  return (
    <PageFrame routeKey="appraiseInfo" subtitle={sample.companyName}>
      <div className={styles.detail}>
        <aside className={styles.detailAside} aria-label={t('companyLabel')}>
          {sample.logoUrl ? <img src={sample.logoUrl} alt="" /> : null}
          <p>
            <strong>{sample.companyName}</strong>
          </p>
          {sample.hangyeStr ? <p className={styles.industry}>{sample.hangyeStr}</p> : null}
          <p>{sample.sampleTypeName}</p>
        </aside>
        <article className={styles.detailContent} aria-label={t('contentLabel')}>
          {/* Sanitized by the server on save and again before render. */}
          <div dangerouslySetInnerHTML={{ __html: sample.content }} />
          <p>
            <Link href="/caseCenter?index=1">{t('backToReviews')}</Link>
          </p>
        </article>
      </div>
    </PageFrame>
  );
}
