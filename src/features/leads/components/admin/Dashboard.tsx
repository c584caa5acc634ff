import Link from 'next/link';
import { LEAD_TEXTS } from '@/features/leads/lead-texts';
import type { Locale } from '@/i18n/routing';
import { LEADS, LEAD_KINDS } from '@/features/leads/lead-kinds';
import type { DashboardData } from '@/features/leads/schemas/dashboard';
import styles from './Dashboard.module.css';
import { leadListHref, sinceHref } from './lead-lists';
import { LeadSources } from './LeadSources';

const KINDS = [
  { kind: 'feedback', collection: LEADS.feedback.collection, field: 'receivedAt', colour: '#2563eb' },
  { kind: 'trial', collection: LEADS.trial.collection, field: 'receivedAt', colour: '#d97706' },
  { kind: 'alerts', collection: 'alerts', field: 'confirmedAt', colour: '#059669' },
] as const;

/** The back-office's first page: leads, data freshness, imports and alerts at a glance. */
export function Dashboard({ data, locale }: { data: DashboardData; locale: Locale }) {
  const t = LEAD_TEXTS[locale];
  const tag = locale === 'zh' ? 'zh-CN' : 'en-GB';
  const time = (iso: string) =>
    new Date(iso).toLocaleString(tag, { timeZone: 'Asia/Shanghai', dateStyle: 'medium', timeStyle: 'short' });
  const number = (n: number) => n.toLocaleString(tag);
  const sinceWeek = new Date(Date.parse(data.todayStart) - 6 * 86_400_000).toISOString();
  const ago = (iso: string) => {
    const hours = (Date.parse(data.at) - Date.parse(iso)) / 3_600_000;
    return hours >= 48
      ? t('leads.dashboard.agoDays', { n: Math.floor(hours / 24) })
      : t('leads.dashboard.ago', { n: Math.max(0, Math.floor(hours)) });
  };
  const bounds = { todayStart: data.todayStart, overdueBefore: data.overdueBefore };
  const median = data.medianContactMinutes;
  const max = Math.max(1, ...data.daily.map((d) => d.feedback + d.trial + d.alerts));
  const total = data.daily.reduce((s, d) => s + d.feedback + d.trial + d.alerts, 0);
  const hoursSince = data.stale.last
    ? Math.floor((Date.parse(data.at) - Date.parse(data.stale.last)) / 3_600_000)
    : null;

  return (
    <main className={`${styles.dashboard} gutter--left gutter--right`} aria-labelledby="dashboard-title">
      <header>
        <h1 id="dashboard-title">{t('leads.dashboard.title')}</h1>
        <p>{t('leads.dashboard.updated', { time: time(data.at) })}</p>
      </header>

      <section className={styles.section} aria-labelledby="dashboard-stale">
        <h2 id="dashboard-stale">{t('leads.dashboard.staleTitle')}</h2>
        {data.stale.stale ? (
          <p className={styles.alert} role="alert" data-testid="stale">
            {t('leads.dashboard.stale', { hours: hoursSince ?? '∞', limit: data.stale.limitHours })}
          </p>
        ) : (
          <p className={styles.ok} data-testid="fresh">
            {t('leads.dashboard.fresh', { hours: data.stale.limitHours })}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="dashboard-leads">
        <h2 id="dashboard-leads">{t('leads.dashboard.leads')}</h2>
        <table className={styles.table} data-testid="lead-counts">
          <thead>
            <tr>
              <th scope="col">{t('leads.dashboard.kind')}</th>
              <th scope="col" className={styles.number}>
                {t('leads.dashboard.today')}
              </th>
              <th scope="col" className={styles.number}>
                {t('leads.dashboard.last7')}
              </th>
            </tr>
          </thead>
          <tbody>
            {KINDS.map(({ kind, collection, field }) => (
              <tr key={kind} data-kind={kind}>
                <th scope="row">{t(`leads.dashboard.${kind}`)}</th>
                <td className={styles.number}>
                  <Link prefetch={false} href={sinceHref(collection, field, data.todayStart)}>
                    {number(data.today[kind])}
                  </Link>
                </td>
                <td className={styles.number}>
                  <Link prefetch={false} href={sinceHref(collection, field, sinceWeek)}>
                    {number(data.last7[kind])}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className={styles.tiles}>
          {LEAD_KINDS.map((kind) => {
            const { collection } = LEADS[kind];
            return [
              <div className={styles.tile} key={`${kind}-u`} data-testid={`unassigned-${kind}`}>
                <dt>
                  {t('leads.dashboard.unassigned')} · {t(`leads.dashboard.${kind}`)}
                </dt>
                <dd>
                  <Link prefetch={false} href={leadListHref(collection, 'unassigned', bounds)}>
                    {number(data.unassigned[kind])}
                  </Link>
                </dd>
              </div>,
              <div className={styles.tile} key={`${kind}-o`} data-testid={`overdue-${kind}`}>
                <dt>
                  {t('leads.dashboard.overdue')} · {t(`leads.dashboard.${kind}`)}
                </dt>
                <dd>
                  <Link prefetch={false} href={leadListHref(collection, 'overdue', bounds)}>
                    {number(data.overdue[kind])}
                  </Link>
                </dd>
              </div>,
            ];
          })}
          <div className={styles.tile} data-testid="median-contact">
            <dt>{t('leads.dashboard.medianContact')}</dt>
            <dd>
              {median === null
                ? t('leads.dashboard.noContact')
                : median < 120
                  ? t('leads.dashboard.minutes', { n: Math.round(median) })
                  : t('leads.dashboard.hours', { n: Math.round(median / 6) / 10 })}
            </dd>
          </div>
        </dl>

        <figure style={{ margin: 0 }}>
          <figcaption>
            <strong>{t('leads.dashboard.chartTitle')}</strong>
          </figcaption>
          <svg
            className={styles.chart}
            viewBox="0 0 600 160"
            role="img"
            aria-label={t('leads.dashboard.chartDesc', {
              from: data.daily[0]?.day ?? '',
              to: data.daily.at(-1)?.day ?? '',
              total: number(total),
              max: number(max),
            })}
          >
            {data.daily.map((d, i) => {
              let y = 150;
              return KINDS.map(({ kind, colour }) => {
                const h = (d[kind] / max) * 140;
                y -= h;
                return h > 0 ? (
                  <rect key={`${d.day}-${kind}`} x={i * 20 + 2} y={y} width={16} height={h} fill={colour} />
                ) : null;
              });
            })}
            <line x1="0" y1="150.5" x2="600" y2="150.5" stroke="currentColor" strokeOpacity="0.4" />
          </svg>
          <ul className={styles.legend}>
            {KINDS.map(({ kind, colour }) => (
              <li key={kind}>
                <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />
                {t(`leads.dashboard.${kind}`)}
              </li>
            ))}
          </ul>
        </figure>
      </section>

      <section className={styles.section} aria-labelledby="dashboard-data">
        <h2 id="dashboard-data">{t('leads.dashboard.data')}</h2>
        <table className={styles.table} data-testid="newest">
          <thead>
            <tr>
              <th scope="col">{t('leads.dashboard.recordKind')}</th>
              <th scope="col">{t('leads.dashboard.newest')}</th>
            </tr>
          </thead>
          <tbody>
            {(['projects', 'tenders'] as const).map((kind) => {
              const at = data.newest[kind];
              return (
                <tr key={kind}>
                  <th scope="row">
                    <Link prefetch={false} href={`/admin/collections/${kind}`}>
                      {t(`leads.dashboard.${kind}`)}
                    </Link>
                  </th>
                  <td>{at ? `${time(at)} (${ago(at)})` : t('leads.dashboard.none')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <dl className={styles.tiles}>
          <div className={styles.tile} data-testid="imported-today">
            <dt>{t('leads.dashboard.importedToday')}</dt>
            <dd>{number(data.importedToday)}</dd>
          </div>
          <div className={styles.tile} data-testid="imported-7">
            <dt>{t('leads.dashboard.imported7')}</dt>
            <dd>{number(data.imported7)}</dd>
          </div>
          <div className={styles.tile} data-testid="failed-jobs">
            <dt>{t('leads.dashboard.failedJobs')}</dt>
            <dd>{number(data.failedJobs)}</dd>
          </div>
        </dl>
        <h3>{t('leads.dashboard.lastImports')}</h3>
        {data.imports.length === 0 ? (
          <p>{t('leads.dashboard.noImports')}</p>
        ) : (
          <table className={styles.table} data-testid="imports">
            <thead>
              <tr>
                <th scope="col">{t('leads.dashboard.importFile')}</th>
                <th scope="col">{t('leads.dashboard.importStatus')}</th>
                <th scope="col" className={styles.number}>
                  {t('leads.dashboard.importRejected')}
                </th>
                <th scope="col">{t('leads.dashboard.importFinished')}</th>
              </tr>
            </thead>
            <tbody>
              {data.imports.map((imp) => (
                <tr key={imp.id}>
                  <th scope="row">
                    <Link prefetch={false} href={`/admin/collections/imports/${imp.id}`}>
                      {imp.filename || `#${imp.id}`}
                    </Link>
                  </th>
                  <td>
                    {['queued', 'running', 'done', 'failed'].includes(imp.status)
                      ? t(`leads.dashboard.status.${imp.status as 'done'}`)
                      : imp.status}
                  </td>
                  <td className={styles.number}>{number(imp.rejected)}</td>
                  <td>{imp.finishedAt ? time(imp.finishedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <LeadSources periods={data.sources} locale={locale} />

      <section className={styles.section} aria-labelledby="dashboard-alerts">
        <h2 id="dashboard-alerts">{t('leads.dashboard.alertsTitle')}</h2>
        <dl className={styles.tiles}>
          <div className={styles.tile} data-testid="confirmed-alerts">
            <dt>{t('leads.dashboard.confirmedAlerts')}</dt>
            <dd>
              <Link prefetch={false} href="/admin/collections/alerts?where[and][0][confirmed][equals]=true">
                {number(data.confirmedAlerts)}
              </Link>
            </dd>
          </div>
          <div className={styles.tile} data-testid="last-digest">
            <dt>{t('leads.dashboard.lastDigest')}</dt>
            <dd style={{ fontSize: '1rem' }}>
              {data.digest
                ? t('leads.dashboard.digestLine', {
                    time: time(data.digest.at),
                    sent: data.digest.sent,
                    failed: data.digest.failed,
                  })
                : t('leads.dashboard.digestNever')}
            </dd>
          </div>
        </dl>
      </section>
    </main>
  );
}
