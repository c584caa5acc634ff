import { getTranslations } from 'next-intl/server';
import { findIndustry, REGIONS } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import type { MarketStats as MarketStatsDTO } from '@/schemas/dto';
import { Section } from '@/components/pages/common/Section';
import { ColumnChart, HorizontalBarChart } from '@/components/charts/BarChart';
import { type ChartDatum, chartFormat } from '@/components/charts/chart-geometry';
import styles from '@/components/charts/charts.module.css';

/** The live statistics of /marketService: four charts over the project and tender tables. */
export async function MarketStats({ locale, stats }: { locale: Locale; stats: MarketStatsDTO }) {
  const [t, tl] = await Promise.all([getTranslations('market'), getTranslations('listings.categories')]);
  const f = chartFormat(locale);
  const counted = (key: string, label: string, n: number): ChartDatum => ({
    key,
    label,
    value: n,
    display: f.count(n),
  });
  const monthly = stats.monthly.map((m) => counted(m.month, f.month(m.month, 'long'), m.count));
  const axisLabels = stats.monthly.map((m, i): [string, string?] => [
    f.month(m.month, 'short'),
    i === 0 || m.month.endsWith('-01') ? f.year(m.month) : undefined,
  ]);
  const regionName = new Map<string, string>(REGIONS.map((r) => [r.slug, r[locale]]));
  const regions = stats.regions.map((r) => counted(r.region, regionName.get(r.region) ?? r.region, r.count));
  const industries = stats.industries.map((i) => ({
    key: i.industry,
    label: findIndustry(i.industry)?.[locale] ?? i.industry,
    value: i.amountWan / f.wanPerUnit,
    display: f.amount(i.amountWan),
  }));
  const notices = stats.notices.map((n) => counted(n.kind, tl(n.kind), n.count));
  const text = (key: 'monthly' | 'regions' | 'industries' | 'notices') => ({
    id: `market-${key}`,
    title: t(`${key}.title`),
    labelHeader: t(`${key}.label`),
    valueHeader: t(`${key}.value`),
    tick: f.tick,
  });
  return (
    <Section id="market-stats" title={t('title')} lead={t('lead')}>
      <div className={styles.charts}>
        <ColumnChart {...text('monthly')} data={monthly} axisLabels={axisLabels} />
        <HorizontalBarChart {...text('regions')} data={regions} />
        <HorizontalBarChart {...text('industries')} note={t('industries.note')} data={industries} />
        <HorizontalBarChart {...text('notices')} note={t('notices.note')} data={notices} />
      </div>
    </Section>
  );
}
