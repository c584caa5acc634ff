import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { LegalDocument } from '@/components/pages/legal/LegalDocument';
import { getPublicConfig } from '@/config/env';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';

export const generateMetadata = routeMetadata('/privacy');

const EXCEPTIONS = ['authorisation', 'law', 'government', 'publicInterest', 'ownRights'] as const;

export default async function PrivacyPage(props: PageProps) {
  const { locale, variant } = await preparePage('/privacy', props);
  const t = await getTranslations('legal.privacy');
  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('subtitle')}>
      <LegalDocument doc="privacy">
        <section>
          <h2>{t('disclosureTitle')}</h2>
          <p>{t('disclosureLead')}</p>
          <ul id="disclosure-exceptions">
            {EXCEPTIONS.map((key) => (
              <li key={key} data-exception={key}>
                {t(`exceptions.${key}`)}
              </li>
            ))}
          </ul>
        </section>
        <section id="privacy-alerts">
          <h2>{t('alertsTitle')}</h2>
          <p>{t('alertsStored')}</p>
          <p>{t('alertsWhy')}</p>
          <p>{t('alertsLeave')}</p>
        </section>
        <section id="privacy-sources">
          <h2>{t('sourceTitle')}</h2>
          <p>{t('sourceStored')}</p>
          <p>{t('sourceWhy')}</p>
        </section>
        <section>
          <h2>{t('contactTitle')}</h2>
          <p>{t('contactText', { hotline: getPublicConfig().hotline })}</p>
        </section>
      </LegalDocument>
    </PageFrame>
  );
}
