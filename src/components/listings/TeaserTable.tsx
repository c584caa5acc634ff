import type React from 'react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/Link.client';
import styles from './listings.module.css';

/** One row as the table shows it; labels are already localized by the caller. */
export interface TeaserRow {
  id: number;
  /** Text, or text with the search page's <mark>s. */
  title: React.ReactNode;
  /** The record's own page, locale-less (`recordDetailPath`). */
  href: string;
  place: string;
  industry: string;
  kind: string;
  amountWan: number;
  publishedAt: string;
  contact: string;
}

/**
 * Teaser rows of a listing; each title leads to the record's own page, whose call-to-action
 * opens the external registration page.
 */
export async function TeaserTable({
  caption,
  kindLabel,
  rows,
}: {
  caption: string;
  kindLabel: string;
  rows: TeaserRow[];
}) {
  const t = await getTranslations('listings');
  const format = await getFormatter();
  // Amounts are stored in 万元 (10,000 yuan); English readers get millions of yuan.
  const amountScale = (await getLocale()) === 'zh' ? 1 : 0.01;
  if (rows.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.title')}</th>
          <th scope="col">{t('columns.place')}</th>
          <th scope="col">{t('columns.industry')}</th>
          <th scope="col">{kindLabel}</th>
          <th scope="col">{t('columns.amount')}</th>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.contact')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={styles.rowTitle}>
              <Link href={row.href} prefetch={false}>
                {row.title}
              </Link>
            </th>
            <td>{row.place}</td>
            <td>{row.industry}</td>
            <td>
              <span className={styles.kind}>{row.kind}</span>
            </td>
            <td className={styles.amount}>
              {row.amountWan > 0
                ? t('amount', {
                    amount: format.number(row.amountWan * amountScale, { maximumFractionDigits: 2 }),
                  })
                : t('amountUnknown')}
            </td>
            <td>
              <time dateTime={row.publishedAt}>
                {format.dateTime(new Date(row.publishedAt), {
                  year: 'numeric',
                  month: '2-digit',
                  day: '2-digit',
                })}
              </time>
            </td>
            <td>{row.contact}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
