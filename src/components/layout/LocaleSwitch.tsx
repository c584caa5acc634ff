'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/catalog/constants';
import { usePathname } from '@/i18n/navigation';
import { htmlLang, LOCALE_COOKIE, localizedPath, routing } from '@/i18n/routing';
import styles from './Header.module.css';

/** Chinese/English switch: same page and query in the other locale; remembers the choice for 365 days. */
export function LocaleSwitch() {
  const t = useTranslations('chrome');
  const locale = useLocale();
  const pathname = usePathname();
  const query = useSearchParams().toString();

  return (
    <div className={styles.locales} role="group" aria-label={t('header.language')}>
      {routing.locales.map((target) => {
        const href = `${localizedPath(target, pathname)}${query ? `?${query}` : ''}`;
        return (
          // A full load: the whole page, including the server-rendered chrome, changes language.
          <a
            key={target}
            href={href}
            lang={htmlLang(target)}
            hrefLang={htmlLang(target)}
            className={styles.locale}
            aria-current={target === locale ? 'true' : undefined}
            onClick={() => {
              document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
            }}
          >
            {t(`locales.${target}`)}
          </a>
        );
      })}
    </div>
  );
}
