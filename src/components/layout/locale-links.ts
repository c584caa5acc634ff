import { htmlLang, routing, type Locale } from '@/i18n/routing';

/** The language switch's links: the page shown, in each locale, at the address `hrefOf` gives. */
export function localeLinks(
  current: Locale,
  label: (locale: Locale) => string,
  hrefOf: (locale: Locale) => string,
) {
  return routing.locales.map((target) => ({
    locale: target,
    href: hrefOf(target),
    label: label(target),
    lang: htmlLang(target),
    current: target === current,
  }));
}
