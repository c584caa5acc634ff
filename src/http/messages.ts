import { createTranslator } from 'next-intl';
import apiEn from '../../messages/en/api.json';
import validationEn from '../../messages/en/validation.json';
import apiZh from '../../messages/zh/api.json';
import validationZh from '../../messages/zh/validation.json';
import type { Locale } from '@/server/types';

export type ApiMessageKey = keyof typeof apiEn;
type ValidationMessageKey = keyof typeof validationEn;

// The build compiles the catalogues (next.config.ts), so messages are formatted by next-intl,
// never read as strings.
const CATALOGUES = {
  zh: { api: apiZh, validation: validationZh },
  en: { api: apiEn, validation: validationEn },
} satisfies Record<Locale, { api: typeof apiEn; validation: typeof validationEn }>;
const TRANSLATORS = {
  zh: createTranslator({ locale: 'zh', messages: CATALOGUES.zh }),
  en: createTranslator({ locale: 'en', messages: CATALOGUES.en }),
};

/** An API message with its `{name}` placeholders filled in. */
export function apiMessage(
  locale: Locale,
  key: ApiMessageKey,
  values: Record<string, string | number> = {},
): string {
  return TRANSLATORS[locale](`api.${key}`, values);
}

/** A schema error (a `validation` key, else an `api` key) in the locale; unknown keys read as "invalid". */
export function fieldMessage(locale: Locale, key: string): string {
  const t = TRANSLATORS[locale];
  if (key in CATALOGUES[locale].validation) return t(`validation.${key as ValidationMessageKey}`);
  if (key in CATALOGUES[locale].api) return t(`api.${key as ApiMessageKey}`);
  return t('validation.invalid');
}
