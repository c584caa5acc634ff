import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/layout/ExternalLink';
import { ChromeIcon } from '@/components/layout/icons';
import { getPublicConfig } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import styles from './mobile.module.css';

/** The sticky bar of mobile pages: call the hotline, free trial, online consultation. */
export async function BottomBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const config = getPublicConfig();
  return (
    <nav className={styles.bottomBar} aria-label={t('mobile.bottomBar')}>
      <a
        className={styles.barAction}
        href={`tel:${config.hotline.replace(/-/g, '')}`}
        data-testid="call-hotline"
      >
        <ChromeIcon name="phone" />
        {t('mobile.call')}
        <span className="visually-hidden"> {config.hotline}</span>
      </a>
      <ExternalLink href={config.registerUrl} className={`${styles.barAction} ${styles.barPrimary}`}>
        <ChromeIcon name="gift" />
        {t('mobile.freeTrial')}
      </ExternalLink>
      <ExternalLink href={config.chatUrl} className={styles.barAction}>
        <ChromeIcon name="chat" />
        {t('mobile.consult')}
      </ExternalLink>
    </nav>
  );
}
