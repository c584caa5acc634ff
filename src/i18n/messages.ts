import type { Locale } from './routing';

/**
 * Messages are split per namespace (`messages/<locale>/<namespace>.json`) so features own
 * their copy. Add a namespace here to load it.
 */
export const NAMESPACES = [
  'common',
  'nav',
  'pages',
  'errors',
  'validation',
  'chrome',
  'home',
  'products',
  'listings',
  'about',
  'cases',
  'help',
  'feedback',
  'trial',
  'legal',
  'process',
] as const;

export async function loadMessages(locale: Locale) {
  const entries = await Promise.all(
    NAMESPACES.map(
      async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const,
    ),
  );
  return Object.fromEntries(entries) as Messages;
}

export type Messages = {
  common: typeof import('../../messages/zh/common.json');
  nav: typeof import('../../messages/zh/nav.json');
  pages: typeof import('../../messages/zh/pages.json');
  errors: typeof import('../../messages/zh/errors.json');
  validation: typeof import('../../messages/zh/validation.json');
  chrome: typeof import('../../messages/zh/chrome.json');
  home: typeof import('../../messages/zh/home.json');
  products: typeof import('../../messages/zh/products.json');
  listings: typeof import('../../messages/zh/listings.json');
  about: typeof import('../../messages/zh/about.json');
  cases: typeof import('../../messages/zh/cases.json');
  help: typeof import('../../messages/zh/help.json');
  feedback: typeof import('../../messages/zh/feedback.json');
  trial: typeof import('../../messages/zh/trial.json');
  legal: typeof import('../../messages/zh/legal.json');
  process: typeof import('../../messages/zh/process.json');
};
