import apiEn from '../../messages/en/api.json';
import validationEn from '../../messages/en/validation.json';
import apiZh from '../../messages/zh/api.json';
import validationZh from '../../messages/zh/validation.json';
import type { Locale } from '@/server/types';

export type ApiMessageKey = keyof typeof apiEn;
type ValidationMessageKey = keyof typeof validationEn;

const API: Record<Locale, Record<ApiMessageKey, string>> = { zh: apiZh, en: apiEn };
const VALIDATION: Record<Locale, Record<ValidationMessageKey, string>> = {
  zh: validationZh,
  en: validationEn,
};

/** An API message with `{name}` placeholders filled in. */
export function apiMessage(
  locale: Locale,
  key: ApiMessageKey,
  values: Record<string, string | number> = {},
): string {
  return API[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A schema error (a `validation` key, else an `api` key) in the locale; unknown keys read as "invalid". */
export function fieldMessage(locale: Locale, key: string): string {
  if (key in VALIDATION[locale]) return VALIDATION[locale][key as ValidationMessageKey];
  if (key in API[locale]) return API[locale][key as ApiMessageKey];
  return VALIDATION[locale].invalid;
}
