'use client';

import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/catalog/constants';
import { LOCALE_COOKIE } from '@/i18n/routing';
import styles from './LocaleSwitch.module.css';

interface LocaleLink {
  locale: string;
  /** The same page and query in that locale, computed on the server. */
  href: string;
  label: string;
  lang: string;
  current: boolean;
}

/** Chinese/English switch: same page and query in the other locale; remembers the choice for 365 days. */
export function LocaleSwitch({ label, links }: { label: string; links: LocaleLink[] }) {
  return (
    <div className={styles.locales} role="group" aria-label={label}>
      {links.map((link) => (
        // A full load: the whole page, including the server-rendered chrome, changes language.
        <a
          key={link.locale}
          href={link.href}
          lang={link.lang}
          hrefLang={link.lang}
          className={styles.locale}
          aria-current={link.current ? 'true' : undefined}
          onClick={() => {
            document.cookie = `${LOCALE_COOKIE}=${link.locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
          }}
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}
