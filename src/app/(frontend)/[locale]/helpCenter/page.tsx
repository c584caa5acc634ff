import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { Section } from '@/components/pages/common/Section';
import { HelpAdvice } from '@/features/site-content/components/help/HelpAdvice';
import { HelpEntries } from '@/features/site-content/components/help/HelpEntries';
import styles from '@/features/site-content/components/help/help.module.css';
import { Link } from '@/i18n/Link.client';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { faqStructuredData } from '@/seo/structured-data';
import { listHelpEntries, listHelpTypes } from '@/features/site-content/server/site-content';

export const generateMetadata = routeMetadata('/helpCenter');

export default async function HelpCenterPage(props: PageProps) {
  const { locale, variant } = await preparePage('/helpCenter', props);
  const t = await getTranslations('help');
  const [types, entries] = await Promise.all([listHelpTypes(locale), listHelpEntries(locale)]);
  return (
    <PageFrame
      locale={locale}
      variant={variant}
      subtitle={t('subtitle')}
      structuredData={[faqStructuredData(entries)]}
    >
      <HelpAdvice />
      <Section id="help-categories" title={t('categoriesTitle')}>
        <HelpEntries types={types} entries={entries} />
      </Section>
      <Section id="help-more" title={t('moreTitle')} lead={t('moreText')} tone="soft">
        <div className={styles.links}>
          <Link href="/ideaBack" className="button button--primary">
            {t('feedbackLink')}
          </Link>
          <Link href="/networkProcess" className="button">
            {t('processLink')}
          </Link>
        </div>
      </Section>
    </PageFrame>
  );
}
