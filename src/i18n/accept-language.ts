import Negotiator from 'negotiator';
import { routing, type Locale } from './routing';

/** The site locale an Accept-Language header prefers (by q, then order), else Chinese. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return routing.defaultLocale;
  const preferred = new Negotiator({ headers: { 'accept-language': header } }).language([...routing.locales]);
  return (preferred as Locale | undefined) ?? routing.defaultLocale;
}
