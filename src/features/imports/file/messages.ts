import importEn from '../../../../messages/en/import.json';
import importZh from '../../../../messages/zh/import.json';
import { BIDDING_CATEGORY_CODES, PROJECT_CATEGORY_CODES } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import { localeTranslators } from '@/i18n/translators';
import type { Rejection } from './types';

const TRANSLATORS = localeTranslators({ zh: { import: importZh }, en: { import: importEn } });

/** Every placeholder of the reasons, so that a message never lacks a value. */
const DEFAULTS = { column: '', max: '', expected: '', found: '', utf8: 0, other: 0, encoding: '' };

/** A message of the import outside its reasons, such as `unsupportedCharset`. */
export function importText(key: 'unsupportedCharset', locale: Locale): string {
  return TRANSLATORS[locale](`import.${key}`);
}

/** A rejection as one line of a report: "Line 12, province: Is not a province: …". */
export function rejectionText(rejection: Rejection, locale: Locale): string {
  const t = TRANSLATORS[locale];
  const codes = rejection.reason === 'badNoticeCode' ? BIDDING_CATEGORY_CODES : PROJECT_CATEGORY_CODES;
  const reason = t(`import.reasons.${rejection.reason}`, {
    ...DEFAULTS,
    column: rejection.field ?? '',
    codes: codes.join(locale === 'zh' ? '、' : ', '),
    ...rejection.params,
  });
  // The line as text: a number would be grouped (12,345).
  const line = String(rejection.line);
  return rejection.field === null
    ? t('import.rejectionLine', { line, reason })
    : t('import.rejection', { line, field: rejection.field, reason });
}
