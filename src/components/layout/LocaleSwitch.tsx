'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/catalog/constants';
import { usePathname } from '@/i18n/navigation';
import { LOCALE_COOKIE, localizedPath, routing, type Locale } from '@/i18n/routing';

const LABELS: Record<Locale, string> = { zh: '中文', en: 'English' };

/** Chinese/English switch: same page and query in the other locale; remembers the choice for 365 days. */
export function LocaleSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();

  return (
    <div className={className} role="group" aria-label="Language / 语言">
      {routing.locales.map((target) => {
        const href = `${localizedPath(target, pathname)}${query ? `?${query}` : ''}`;
        const current = target === locale;
        return (
          <a
            key={target}
            href={href}
            lang={target === 'zh' ? 'zh-CN' : 'en'}
            hrefLang={target === 'zh' ? 'zh-CN' : 'en'}
            aria-current={current ? 'true' : undefined}
            onClick={() => {
              document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
            }}
          >
            {LABELS[target]}
          </a>
        );
      })}
    </div>
  );
}
