import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['zh', 'en'],
  defaultLocale: 'zh',
  localePrefix: 'as-needed',
  // Detection happens in the proxy, on `/` only; the cookie is written by the language switch.
  localeDetection: false,
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];

export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}

/**
 * Locale-prefixed path for plain links, forms and absolute URLs: the default locale is unprefixed
 * (`localePrefix: 'as-needed'`). next-intl's getPathname does the same, but comes with its
 * navigation module (React Link, next/navigation), which the proxy's 503 page must not load.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The locale a path is in (by its prefix) and the locale-less rest of it: `localizedPath` undone. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  if (pathname === '/en' || pathname.startsWith('/en/'))
    return { locale: 'en', rest: pathname.slice(3) || '/' };
  return { locale: routing.defaultLocale, rest: pathname };
}
