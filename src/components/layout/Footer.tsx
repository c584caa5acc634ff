/* eslint-disable @next/next/no-img-element -- certificate scans are small static SVGs, nothing to optimise */
import { getTranslations } from 'next-intl/server';
import { FOOTER_LINKS } from '@/catalog/menus';
import { KEYWORDS_PATH } from '@/catalog/routes';
import { getConfig, getPublicConfig, psbRegistryLink } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import { sitePath } from '@/routing/request-device';
import { CERTIFICATES_CONTENT } from '@/catalog/certificates';
import { BrandMark } from './BrandMark';
import { ExternalLink } from './ExternalLink';
import styles from './Footer.module.css';
import { ChromeIcon } from './icons';
import { resolveItems } from './menu-model';
import { MenuLink } from './MenuLink';
import { NavLink } from './NavLink.client';
import { QR_TARGETS, type QrKind } from './qr';
import { QrCode } from './QrCode';

const QR_KINDS = Object.keys(QR_TARGETS) as QrKind[];

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const keywords = await getTranslations({ locale, namespace: 'relatedKeywords' });
  const config = getConfig();
  const publicConfig = getPublicConfig(config);
  const links = resolveItems(FOOTER_LINKS, (key) => nav(`footerLinks.${key}`), publicConfig);

  return (
    <footer className={styles.footer}>
      <div className={styles.main}>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.brand}>
            {BrandMark()}
            {common('siteName')}
          </h2>
          <p className={styles.about}>{t('footer.about')}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('footer.hotline')}</dt>
              <dd className={styles.hotline}>{publicConfig.hotline}</dd>
            </div>
            <div>
              <dt>{t('footer.officesLabel')}</dt>
              <dd>{t('footer.offices')}</dd>
            </div>
          </dl>
        </section>

        <nav className={styles.links} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <MenuLink link={link} className={styles.link} />
              </li>
            ))}
            <li>
              <a href={sitePath(locale, KEYWORDS_PATH)} className={styles.link} data-footer-keywords="">
                {keywords('directory')}
              </a>
            </li>
          </ul>
        </nav>

        <section className={styles.qrs} aria-labelledby="footer-qr">
          <h2 id="footer-qr" className={styles.heading}>
            {t('footer.followUs')}
          </h2>
          <ul>
            {QR_KINDS.map((kind) => (
              <li key={kind}>
                <figure className={styles.qr}>
                  <QrCode
                    kind={kind}
                    label={t('footer.qrAlt', { name: t(`footer.qr.${kind}`) })}
                    className={styles.qrCode}
                  />
                  <figcaption>{t(`footer.qr.${kind}`)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.certs}>
        <h2 className={styles.heading}>{t('footer.certificates')}</h2>
        <ul>
          {CERTIFICATES_CONTENT.map((certificate) => (
            <li key={certificate.type}>
              <NavLink pathname="/imageView" query={{ type: certificate.type }} className={styles.cert}>
                <img src={certificate.image} alt="" width={56} height={40} loading="lazy" decoding="async" />
                <span>{certificate.name[locale]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>

      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p className={styles.filings}>
          <ExternalLink href={config.ICP_REGISTRY_URL} className={styles.filing}>
            {config.ICP_NUMBER}
          </ExternalLink>
          <ExternalLink href={psbRegistryLink(config)} className={styles.filing}>
            <ChromeIcon name="police" />
            {config.PSB_NUMBER}
          </ExternalLink>
        </p>
      </div>
    </footer>
  );
}
