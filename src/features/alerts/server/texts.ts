import enAlerts from '../../../../messages/en/alerts.json';
import enCommon from '../../../../messages/en/common.json';
import enListings from '../../../../messages/en/listings.json';
import enValidation from '../../../../messages/en/validation.json';
import zhAlerts from '../../../../messages/zh/alerts.json';
import zhCommon from '../../../../messages/zh/common.json';
import zhListings from '../../../../messages/zh/listings.json';
import zhValidation from '../../../../messages/zh/validation.json';
import { localeTranslators } from '@/i18n/translators';
import type { AlertFilter, FilterTexts } from '@/schemas/alerts';
import { describeFilter } from '@/schemas/alerts';
import type { Locale } from '@/i18n/routing';

/** The alert texts outside next-intl's request config (mails, the answer pages of /api/subscriptions). */
export const ALERT_TEXTS = localeTranslators({
  zh: { alerts: zhAlerts, listings: zhListings, common: zhCommon, validation: zhValidation },
  en: { alerts: enAlerts, listings: enListings, common: enCommon, validation: enValidation },
});

function filterTexts(locale: Locale): FilterTexts {
  const t = ALERT_TEXTS[locale];
  return {
    label: (name) => t(`alerts.filters.${name}`),
    type: (type) => t(`alerts.filters.types.${type}`),
    category: (key) => t(`listings.categories.${key as 'vip'}`),
    amountRange: (min, max) => t('alerts.filters.amountRange', { min, max }),
    any: t('alerts.filters.any'),
  };
}

/** The filter on one line: `Type: Projects · Province: Guangdong`. */
export function filterSummary(filter: AlertFilter, locale: Locale): string {
  const separator = locale === 'zh' ? '；' : ' · ';
  const colon = locale === 'zh' ? '：' : ': ';
  return describeFilter(filter, locale, filterTexts(locale))
    .map((line) => `${line.label}${colon}${line.value}`)
    .join(separator);
}
