import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { OrgYearFigure } from '@/schemas/organisations';
import { ColumnChart } from '@/components/charts/BarChart';
import { chartFormat } from '@/components/charts/chart-geometry';
import styles from '@/components/pages/common/profile.module.css';

const CHART_ROLES = ['owner', 'agency', 'winner'] as const;

/**
 * The last five years per role: a server-rendered column chart of notices per year for each role
 * it has played, and the table of counts and 万元 totals beside them (docs/pages.md, 'Organisations').
 */
export async function YearFigures({ locale, years }: { locale: Locale; years: OrgYearFigure[] }) {
  const t = await getTranslations('organisations');
  const f = chartFormat(locale);
  const amount = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en', { maximumFractionDigits: 2 });
  const yearList = [...new Set(years.map((y) => y.year))].sort((a, b) => a - b);
  const figure = (year: number, role: OrgYearFigure['role']) =>
    years.find((y) => y.year === year && y.role === role) ?? { count: 0, amountWan: 0 };
  const roles = CHART_ROLES.filter((role) => years.some((y) => y.role === role && y.count > 0));
  return (
    <section className={styles.section} aria-labelledby="org-years">
      <h2 id="org-years">{t('yearsHeading')}</h2>
      <div className={styles.charts}>
        {roles.map((role) => {
          const label = t(`roles.${role}`);
          return (
            <ColumnChart
              key={role}
              id={`org-years-${role}`}
              title={t('yearsChart', { role: label })}
              labelHeader={t('year')}
              valueHeader={t('count')}
              tick={f.tick}
              data={yearList.map((year) => {
                const n = figure(year, role).count;
                return { key: String(year), label: String(year), value: n, display: f.count(n) };
              })}
              axisLabels={yearList.map((year) => [String(year)])}
            />
          );
        })}
      </div>
      {/* Scrolls sideways on narrow screens: reachable and named for keyboard users. */}
      <div className={styles.tableWrap} role="region" aria-labelledby="org-years-caption" tabIndex={0}>
        <table className={styles.table} data-org-years="">
          <caption id="org-years-caption">{t('yearsTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('year')}</th>
              {CHART_ROLES.flatMap((role) => [
                <th key={`${role}-count`} scope="col">
                  {t('roleCount', { role: t(`roles.${role}`) })}
                </th>,
                <th key={`${role}-amount`} scope="col">
                  {t('roleAmount', { role: t(`roles.${role}`) })}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {yearList.map((year) => (
              <tr key={year} data-year={year}>
                <th scope="row">{year}</th>
                {CHART_ROLES.flatMap((role) => {
                  const y = figure(year, role);
                  return [
                    <td key={`${role}-count`} data-role={role} data-count={y.count}>
                      {f.count(y.count)}
                    </td>,
                    <td key={`${role}-amount`} data-role={role} data-amount={y.amountWan}>
                      {amount.format(y.amountWan)}
                    </td>,
                  ];
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
