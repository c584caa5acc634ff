import { DIRECT, REFERRAL } from '@/catalog/lead-sources';
import { LEAD_TEXTS } from '@/features/leads/lead-texts';
import type { SourcePeriod, SourceRow } from '@/features/leads/schemas/dashboard';
import { engineName } from '@/features/leads/sources/lead-source';
import type { Locale } from '@/i18n/routing';
import styles from './Dashboard.module.css';

type Column = 'engines' | 'campaigns' | 'kinds' | 'landings' | 'keywords';

const TITLES: Record<Column, string> = {
  engines: 'byEngine',
  campaigns: 'byCampaign',
  kinds: 'byKind',
  landings: 'topLandings',
  keywords: 'topKeywords',
};

/** The dashboard's 'Where leads come from': each period's tables of count and share. */
export function LeadSources({ periods, locale }: { periods: SourcePeriod[]; locale: Locale }) {
  const t = LEAD_TEXTS[locale];
  const tag = locale === 'zh' ? 'zh-CN' : 'en-GB';
  const number = (n: number) => n.toLocaleString(tag);
  const percent = (share: number) =>
    share.toLocaleString(tag, { style: 'percent', maximumFractionDigits: 1 });
  // Visitors' values (campaigns, pages, words) are rendered as text by React, never as markup.
  const name = (column: Column, key: string | null) => {
    if (key === null) return t('leads.dashboard.noSource');
    if (column === 'kinds') return t(`leads.source.kinds.${key}` as 'leads.source.kinds.home');
    if (column !== 'engines') return key;
    if (key === DIRECT) return t('leads.source.direct');
    if (key === REFERRAL) return t('leads.source.referral');
    return engineName(key, locale);
  };
  const table = (period: SourcePeriod, column: Column) => (
    <table className={styles.table} data-testid={`sources-${period.days}-${column}`} key={column}>
      <caption>{t(`leads.dashboard.${TITLES[column]}` as 'leads.dashboard.byEngine')}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`leads.dashboard.${TITLES[column]}` as 'leads.dashboard.byEngine')}</th>
          <th scope="col" className={styles.number}>
            {t('leads.dashboard.leadsCol')}
          </th>
          <th scope="col" className={styles.number}>
            {t('leads.dashboard.shareCol')}
          </th>
        </tr>
      </thead>
      <tbody>
        {period[column].length === 0 ? (
          <tr>
            <td colSpan={3}>{t('leads.dashboard.noRows')}</td>
          </tr>
        ) : (
          period[column].map((row: SourceRow) => (
            <tr key={row.key ?? ''} data-key={row.key ?? ''}>
              <th scope="row">{name(column, row.key)}</th>
              <td className={styles.number}>{number(row.count)}</td>
              <td className={styles.number}>{percent(row.share)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  return (
    <section className={styles.section} aria-labelledby="dashboard-sources">
      <h2 id="dashboard-sources">{t('leads.dashboard.sourcesTitle')}</h2>
      <p>{t('leads.dashboard.sourcesDesc')}</p>
      {periods.map((period) => (
        <div key={period.days} data-testid={`sources-${period.days}`}>
          <h3>
            {t('leads.dashboard.days', { n: period.days })} · {number(period.total)}
          </h3>
          <dl className={styles.tiles}>
            {(['reported', 'failedReports', 'queuedReports'] as const).map((key) => (
              <div className={styles.tile} key={key} data-testid={`conversions-${period.days}-${key}`}>
                <dt>
                  {t('leads.dashboard.conversions')} · {t(`leads.dashboard.${key}`)}
                </dt>
                <dd>
                  {number(
                    period.conversions[
                      key === 'reported' ? 'reported' : key === 'failedReports' ? 'failed' : 'queued'
                    ],
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {(Object.keys(TITLES) as Column[]).map((column) => table(period, column))}
        </div>
      ))}
    </section>
  );
}
