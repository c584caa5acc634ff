import apiEn from '../../messages/en/api.json';
import validationEn from '../../messages/en/validation.json';
import apiZh from '../../messages/zh/api.json';
import validationZh from '../../messages/zh/validation.json';
import { localeTranslators } from '@/i18n/translators';
import type { Locale } from '@/i18n/routing';

export type ApiMessageKey = keyof typeof apiEn;
type ValidationMessageKey = keyof typeof validationEn;

const TRANSLATORS = localeTranslators({
  zh: { api: apiZh, validation: validationZh },
  en: { api: apiEn, validation: validationEn },
});

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
  const validation = `validation.${key as ValidationMessageKey}` as const;
  const api = `api.${key as ApiMessageKey}` as const;
  if (t.has(validation)) return t(validation);
  if (t.has(api)) return t(api);
  return t('validation.invalid');
}
