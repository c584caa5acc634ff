import type { Locale } from './routing';

/**
 * Messages are split per namespace (`messages/<locale>/<namespace>.json`) so features own
 * their copy. This is the one list of namespaces: add a row to load one. Each row is typed by
 * its zh file, the reference that types every locale's keys for next-intl (global.d.ts); the
 * values are empty placeholders, only the keys are read at run time.
 */
const NAMESPACE_TYPES = {
  common: {} as typeof import('../../messages/zh/common.json'),
  nav: {} as typeof import('../../messages/zh/nav.json'),
  pages: {} as typeof import('../../messages/zh/pages.json'),
  errors: {} as typeof import('../../messages/zh/errors.json'),
  validation: {} as typeof import('../../messages/zh/validation.json'),
  chrome: {} as typeof import('../../messages/zh/chrome.json'),
  home: {} as typeof import('../../messages/zh/home.json'),
  products: {} as typeof import('../../messages/zh/products.json'),
  listings: {} as typeof import('../../messages/zh/listings.json'),
  search: {} as typeof import('../../messages/zh/search.json'),
  about: {} as typeof import('../../messages/zh/about.json'),
  cases: {} as typeof import('../../messages/zh/cases.json'),
  help: {} as typeof import('../../messages/zh/help.json'),
  feedback: {} as typeof import('../../messages/zh/feedback.json'),
  trial: {} as typeof import('../../messages/zh/trial.json'),
  legal: {} as typeof import('../../messages/zh/legal.json'),
  process: {} as typeof import('../../messages/zh/process.json'),
  market: {} as typeof import('../../messages/zh/market.json'),
  records: {} as typeof import('../../messages/zh/records.json'),
  alerts: {} as typeof import('../../messages/zh/alerts.json'),
  organisations: {} as typeof import('../../messages/zh/organisations.json'),
  keywords: {} as typeof import('../../messages/zh/keywords.json'),
  relatedKeywords: {} as typeof import('../../messages/zh/relatedKeywords.json'),
};

export type Messages = typeof NAMESPACE_TYPES;
type Namespace = keyof Messages;
const NAMESPACES = Object.keys(NAMESPACE_TYPES) as Namespace[];

export async function loadMessages(locale: Locale) {
  const entries = await Promise.all(
    NAMESPACES.map(
      async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const,
    ),
  );
  return Object.fromEntries(entries) as Messages;
}
