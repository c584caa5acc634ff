import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { routing, type Locale } from '@/i18n/routing';

/**
 * Locale for a visitor of `/` (DESIGN §4): the cookie wins; without one, the browser's
 * Accept-Language, falling back to Chinese.
 */
export function detectRootLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (cookieValue === 'en' || cookieValue === 'zh') return cookieValue;
  if (!acceptLanguage) return routing.defaultLocale;
  const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  try {
    return match(languages, routing.locales as unknown as string[], routing.defaultLocale) as Locale;
  } catch {
    return routing.defaultLocale;
  }
}
