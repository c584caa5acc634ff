import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** 万元 as the listings write amounts: 万元 in Chinese, millions of yuan in English. */
export async function amountText(locale: Locale) {
  const [listings, format] = await Promise.all([getTranslations('listings'), getFormatter()]);
  return (wan: number | null) =>
    wan && wan > 0
      ? listings('amount', {
          amount: format.number(wan * (locale === 'zh' ? 1 : 0.01), { maximumFractionDigits: 2 }),
        })
      : listings('amountUnknown');
}

/** A day in China time, as record pages write dates. */
export async function dayText() {
  const format = await getFormatter();
  return (iso: string) =>
    format.dateTime(new Date(iso), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'Asia/Shanghai',
    });
}
