import { localeFromAcceptLanguage } from '@/i18n/accept-language';
import type { Locale } from '@/i18n/routing';

/**
 * Locale for a visitor of `/` (product D2.1): the cookie wins; without one, the browser's
 * Accept-Language, falling back to Chinese.
 */
export function detectRootLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (cookieValue === 'en' || cookieValue === 'zh') return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage);
}
