import type { Locale } from './routing';

/**
 * Messages are split per namespace (`messages/<locale>/<namespace>.json`) so features own
 * their copy. Add a namespace here to load it.
 */
export const NAMESPACES = ['common', 'nav', 'pages', 'errors', 'validation', 'chrome'] as const;

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
};
