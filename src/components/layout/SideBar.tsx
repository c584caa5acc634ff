import { getTranslations } from 'next-intl/server';
import { getPublicConfig } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { ExternalLink } from './ExternalLink';
import { ChromeIcon } from './icons';
import { QrCode } from './QrCode';
import { BackToTop, ServiceAccountQr } from './SideBar.client';
import styles from './SideBar.module.css';

/** Floating side bar: online consultation, free trial, the service-account QR code and back-to-top. */
export async function SideBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const config = getPublicConfig();
  return (
    <aside className={styles.bar} aria-label={t('sidebar.label')}>
      <ul className={styles.list}>
        <li>
          <ExternalLink href={config.chatUrl} className={styles.action}>
            <ChromeIcon name="chat" />
            {t('sidebar.consult')}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={config.registerUrl} className={styles.action}>
            <ChromeIcon name="gift" />
            {t('sidebar.freeTrial')}
          </ExternalLink>
        </li>
        <li>
          <ServiceAccountQr
            label={t('sidebar.serviceAccount')}
            icon={<ChromeIcon name="qr" />}
            hint={t('sidebar.serviceAccountHint')}
          >
            <QrCode
              kind="serviceAccount"
              testId="sidebar-service-account"
              label={t('footer.qrAlt', { name: t('footer.qr.serviceAccount') })}
              size={136}
            />
          </ServiceAccountQr>
        </li>
        <BackToTop label={t('sidebar.backToTop')} icon={<ChromeIcon name="top" />} />
      </ul>
    </aside>
  );
}
