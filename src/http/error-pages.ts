import enErrors from '../../messages/en/errors.json';
import zhErrors from '../../messages/zh/errors.json';
import { plainPage } from './plain-page';
import { localizedPath, type Locale } from '@/i18n/routing';
import { localeTranslators } from '@/i18n/translators';

const TRANSLATORS = localeTranslators({ zh: { errors: zhErrors }, en: { errors: enErrors } });

/**
 * The page answered while the database is down and a page was never rendered: localized, 503,
 * not cached; `home` is the home page of the site it was asked on (desktop or mobile).
 */
export function unavailableResponse(locale: Locale, home: string = localizedPath(locale, '/')): Response {
  const t = TRANSLATORS[locale];
  return plainPage({
    locale,
    title: t('errors.unavailable'),
    eyebrow: '503',
    text: t('errors.unavailableHint'),
    link: { href: home, label: t('errors.backHome') },
    status: 503,
    headers: { 'Retry-After': '30' },
  });
}

/**
 * A form post to a page whose body does not parse: Next's server-action reader would throw and
 * answer 500 before any page code runs.
 */
export function badRequestResponse(locale: Locale, home: string = localizedPath(locale, '/')): Response {
  const t = TRANSLATORS[locale];
  return plainPage({
    locale,
    title: t('errors.badRequest'),
    eyebrow: '400',
    text: t('errors.badRequestHint'),
    link: { href: home, label: t('errors.backHome') },
    status: 400,
  });
}
