import enErrors from '../../messages/en/errors.json';
import zhErrors from '../../messages/zh/errors.json';
import { plainPage } from '@/http/plain-page';
import { localizedPath, type Locale } from '@/i18n/routing';
import { localeTranslators } from '@/i18n/translators';

const TRANSLATORS = localeTranslators({ zh: { errors: zhErrors }, en: { errors: enErrors } });

/** The proxy's own error pages: status, localized title and hint, and a link home. */
const ERRORS = {
  503: { title: 'errors.unavailable', hint: 'errors.unavailableHint', headers: { 'Retry-After': '30' } },
  400: { title: 'errors.badRequest', hint: 'errors.badRequestHint', headers: undefined },
  403: { title: 'errors.forbidden', hint: 'errors.forbiddenHint', headers: undefined },
} as const;

function errorPage(status: keyof typeof ERRORS, locale: Locale, home: string): Response {
  const t = TRANSLATORS[locale];
  const { title, hint, headers } = ERRORS[status];
  return plainPage({
    locale,
    title: t(title),
    eyebrow: String(status),
    text: t(hint),
    link: { href: home, label: t('errors.backHome') },
    status,
    headers,
  });
}

/**
 * The page answered while the database is down and a page was never rendered: localized, 503,
 * not cached; `home` is the home page of the site it was asked on (desktop or mobile).
 */
export const unavailableResponse = (locale: Locale, home: string = localizedPath(locale, '/')) =>
  errorPage(503, locale, home);

/**
 * A post to a page that is not one of the site's forms (src/http/form-posts.ts): Next's
 * server-action reader would throw and answer 500 before any page code runs.
 */
export const badRequestResponse = (locale: Locale, home: string = localizedPath(locale, '/')) =>
  errorPage(400, locale, home);

/** A form posted to a page from another site. */
export const forbiddenResponse = (locale: Locale, home: string = localizedPath(locale, '/')) =>
  errorPage(403, locale, home);
