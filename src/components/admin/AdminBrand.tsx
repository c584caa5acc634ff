import type { ServerProps } from 'payload';
import { adminLocale, BRAND_TEXTS } from '@/i18n/brand-texts';
import { BrandMark } from '@/components/layout/BrandMark';

/** Payload hands its graphics the admin's i18n, except the Open Graph image (then zh, the fallback). */
type GraphicProps = Partial<Pick<ServerProps, 'i18n'>>;

/**
 * The back-office's logo (payload.config.ts, `admin.components.graphics.Logo`): the site's mark
 * and name on the login, first-operator and password pages, in the admin's language.
 */
export function AdminLogo({ i18n }: GraphicProps) {
  const t = BRAND_TEXTS[adminLocale(i18n?.language)];
  return (
    <div className="admin-logo" data-testid="admin-logo">
      <BrandMark />
      <span className="admin-logo__name">{t('common.siteName')}</span>
      <span className="admin-logo__role">{t('common.backOffice')}</span>
    </div>
  );
}

/**
 * The back-office's icon (`admin.components.graphics.Icon`): the site's mark in the header's link
 * to the dashboard, named after the site so the link reads as the brand's home.
 */
export function AdminIcon({ i18n }: GraphicProps) {
  return (
    <span
      className="admin-icon"
      role="img"
      aria-label={BRAND_TEXTS[adminLocale(i18n?.language)]('common.siteName')}
    >
      <BrandMark />
    </span>
  );
}
