import { htmlLang, localizedPath, routing, type Locale } from '@/i18n/routing';

/** SITE_ORIGIN without trailing slashes, so `${origin}${path}` never doubles a slash. */
export function siteBase(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** Absolute URL of a public, locale-less href (`/aboutUs?index=2`) in one locale. */
export function absoluteUrl(origin: string, locale: Locale, href: string): string {
  return `${siteBase(origin)}${localizedPath(locale, href)}`;
}

/**
 * hreflang alternates of one page: each locale under its `<html lang>` value, and `x-default`
 * on the default locale (zh is served unprefixed at `/`). Pages' `alternates.languages` and the
 * sitemap's `xhtml:link`s should both come from here so the two never disagree.
 */
export function languageAlternates(origin: string, href: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[htmlLang(locale)] = absoluteUrl(origin, locale, href);
  languages['x-default'] = absoluteUrl(origin, routing.defaultLocale, href);
  return languages;
}
