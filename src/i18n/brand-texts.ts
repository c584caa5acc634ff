import enCommon from '../../messages/en/common.json';
import zhCommon from '../../messages/zh/common.json';
import type { Locale } from './routing';
import { localeTranslators } from './translators';

/** The site's name outside next-intl's request config: the web manifest, the back-office's logo, icon and tab titles. */
export const BRAND_TEXTS = localeTranslators({ zh: { common: zhCommon }, en: { common: enCommon } });

/** The site's locale for a Payload admin language ('zh', 'en'); anything else is the admin's fallback, zh. */
export function adminLocale(language: string | undefined): Locale {
  return language === 'en' ? 'en' : 'zh';
}

/**
 * The admin's page metadata in one of its languages (Payload's `admin.meta`): tab titles end in
 * '· 中项网后台', and shared links name the site, not 'Payload App'.
 */
export function adminMeta(language: string | undefined) {
  const t = BRAND_TEXTS[adminLocale(language)];
  return {
    titleSuffix: `· ${t('common.adminName')}`,
    openGraph: { siteName: t('common.siteName'), description: t('common.adminName') },
  };
}
