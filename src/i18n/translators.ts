import { createTranslator } from 'next-intl';
import type { Locale } from './routing';

/**
 * A translator per locale over catalogues the caller imports itself, for code that runs outside
 * next-intl's request config (the proxy, the API, the manifest, and their unit tests). The build
 * compiles every catalogue (next.config.ts), so imported messages must be formatted like this,
 * never read as strings.
 */
export function localeTranslators<Messages extends Record<string, unknown>>(
  catalogues: Record<Locale, Messages>,
) {
  return {
    zh: createTranslator({ locale: 'zh', messages: catalogues.zh }),
    en: createTranslator({ locale: 'en', messages: catalogues.en }),
  };
}
