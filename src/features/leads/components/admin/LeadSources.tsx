import type { ConversionState } from '@/catalog/lead-sources';
import { LEAD_TEXTS } from '@/features/leads/lead-texts';
import {
  SOURCE_COLUMNS,
  type SourceColumn,
  type SourcePeriod,
  type SourceRow,
} from '@/features/leads/schemas/dashboard';
import { channelName } from '@/features/leads/sources/lead-source';
import type { Locale } from '@/i18n/routing';
import styles from './Dashboard.module.css';

const TITLES: Record<SourceColumn, string> = {
  engines: 'byEngine',
  campaigns: 'byCampaign',
  kinds: 'byKind',
  landings: 'topLandings',
  keywords: 'topKeywords',
};

/** The message of each conversion state's tile. */
const REPORT_TILES: Record<ConversionState, 'reported' | 'failedReports' | 'queuedReports'> = {
  reported: 'reported',
  failed: 'failedReports',
  queued: 'queuedReports',
};

/** The dashboard's 'Where leads come from': each period's tables of count and share. */
export function LeadSources({ periods, locale }: { periods: SourcePeriod[]; locale: Locale }) {
  const t = LEAD_TEXTS[locale];
  const tag = locale === 'zh' ? 'zh-CN' : 'en-GB';
  const number = (n: number) => n.toLocaleString(tag);
  const percent = (share: number) =>
    share.toLocaleString(tag, { style: 'percent', maximumFractionDigits: 1 });
  // Visitors' values (campaigns, pages, words) are rendered as text by React, never as markup.
  const name = (column: SourceColumn, key: string | null) => {
    if (key === null) return t('leads.dashboard.noSource');
    if (column === 'kinds') return t(`leads.source.kinds.${key}` as 'leads.source.kinds.home');
    return column === 'engines' ? channelName(key, locale) : key;
  };
  const table = (period: SourcePeriod, column: SourceColumn) => (
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
            {(['reported', 'failed', 'queued'] as const satisfies readonly ConversionState[]).map((state) => (
              <div
                className={styles.tile}
                key={state}
                data-testid={`conversions-${period.days}-${REPORT_TILES[state]}`}
              >
                <dt>
                  {t('leads.dashboard.conversions')} · {t(`leads.dashboard.${REPORT_TILES[state]}`)}
                </dt>
                <dd>{number(period.conversions[state])}</dd>
              </div>
            ))}
          </dl>
          {SOURCE_COLUMNS.map((column) => table(period, column))}
        </div>
      ))}
    </section>
  );
}
