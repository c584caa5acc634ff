import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/layout/ExternalLink';
import { getPublicConfig } from '@/config/env';
import styles from './common.module.css';

/** Closing call to action: the free trial opens the external registration page. */
export async function RegisterCta() {
  const t = await getTranslations('products.common');
  return (
    <aside className={styles.cta} aria-label={t('ctaTitle')}>
      <div>
        <p className={styles.ctaTitle}>{t('ctaTitle')}</p>
        <p className={styles.ctaText}>{t('ctaText')}</p>
      </div>
      <ExternalLink href={getPublicConfig().registerUrl} className={styles.ctaButton}>
        {t('ctaButton')}
      </ExternalLink>
    </aside>
  );
}
