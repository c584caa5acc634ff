import { getTranslations } from 'next-intl/server';
import { findProvince } from '@/catalog/regions';
import { keywordPath, organisationPath, recordDetailPath } from '@/catalog/routes';
import { Link } from '@/i18n/Link.client';
import type { Locale } from '@/i18n/routing';
import type { KeywordFigures } from '@/features/keywords/schemas/keyword-pages';
import { AlertSignup } from '@/components/pages/alerts/AlertSignup';
import { amountText, dayText } from '@/components/pages/common/formats';
import { ColumnChart } from '@/components/charts/BarChart';
import { chartFormat } from '@/components/charts/chart-geometry';
import orgStyles from '@/components/pages/common/profile.module.css';
import styles from './keywords.module.css';

/** A headed section of the page: its list, or a line saying there is nothing yet. */
function ListSection({
  id,
  heading,
  empty,
  list,
}: {
  id: string;
  heading: string;
  empty: string;
  list: React.ReactNode | null;
}) {
  return (
    <section className={orgStyles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {list ?? <p>{empty}</p>}
    </section>
  );
}

/**
 * A keyword landing page's body (docs/seo.md, 'Keyword pages'): the figures of the last 180 days,
 * the 12-month chart with its table, the newest records, the main buyers, the provinces, related
 * keywords and the 'E-mail me new matches' box.
 */
export async function KeywordView({ locale, page }: { locale: Locale; page: KeywordFigures }) {
  const t = await getTranslations('keywords.page');
  const [amount, day] = await Promise.all([amountText(locale), dayText()]);
  const f = chartFormat(locale);
  const slug = page.keyword.slug;
  const covered = page.months.filter((m) => m.count !== null);
  return (
    <>
      <section className={orgStyles.section} aria-labelledby="kw-figures">
        <h2 id="kw-figures">{t('figuresHeading')}</h2>
        <dl className={styles.figures}>
          <div>
            <dt>{t('recentCount')}</dt>
            <dd data-recent-count={page.recentCount} data-indexable={page.indexable ? 'yes' : 'no'}>
              {t(page.recentAtLeast ? 'recentCountAtLeast' : 'recentCountValue', { count: page.recentCount })}
            </dd>
          </div>
          <div>
            <dt>{t('median')}</dt>
            <dd data-median={page.amount?.median ?? ''}>
              {page.amount ? amount(page.amount.median) : t('noAmount')}
            </dd>
          </div>
          <div>
            <dt>{t('range')}</dt>
            <dd>
              {page.amount
                ? t('rangeValue', { min: amount(page.amount.min), max: amount(page.amount.max) })
                : t('noAmount')}
            </dd>
          </div>
        </dl>
        {page.sampled !== null ? (
          <p className={orgStyles.muted}>{t('sampled', { count: page.sampled })}</p>
        ) : null}
      </section>
      <section className={orgStyles.section} aria-labelledby="kw-months">
        <h2 id="kw-months">{t('chartHeading')}</h2>
        {covered.length < page.months.length ? <p className={orgStyles.muted}>{t('chartPartial')}</p> : null}
        <ColumnChart
          id="kw-months-chart"
          title={t('chartTitle')}
          labelHeader={t('month')}
          valueHeader={t('count')}
          tick={f.tick}
          data={covered.map((m) => ({
            key: m.month,
            label: f.month(m.month, 'long'),
            value: m.count ?? 0,
            display: f.count(m.count ?? 0),
          }))}
          axisLabels={covered.map((m) => [f.month(m.month, 'short')])}
        />
        <div className={orgStyles.tableWrap} role="region" aria-labelledby="kw-months-caption" tabIndex={0}>
          <table className={orgStyles.table} data-keyword-months="">
            <caption id="kw-months-caption">{t('chartTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('month')}</th>
                <th scope="col">{t('count')}</th>
              </tr>
            </thead>
            <tbody>
              {page.months.map((m) => (
                <tr key={m.month} data-month={m.month}>
                  <th scope="row">{f.month(m.month, 'long')}</th>
                  <td data-count={m.count ?? ''}>{m.count === null ? t('notCovered') : f.count(m.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <ListSection
        id="kw-newest"
        heading={t('newestHeading')}
        empty={t('noRecords')}
        list={
          page.newest.length ? (
            <ul className={orgStyles.list} data-keyword-newest="">
              {page.newest.map((r) => (
                <li key={`${r.kind}:${r.sourceId}`}>
                  <Link href={recordDetailPath(r.kind, r.sourceId)} prefetch={false}>
                    {r.title}
                  </Link>
                  <span className={orgStyles.meta}>
                    <span className={orgStyles.role}>{t(`kinds.${r.kind}`)}</span>
                    <span>{findProvince(r.province)?.[locale] ?? ''}</span>
                    <span>{amount(r.amountWan)}</span>
                    <time dateTime={r.publishedAt}>{day(r.publishedAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
          ) : null
        }
      />
      <ListSection
        id="kw-buyers"
        heading={t('buyersHeading')}
        empty={t('noBuyers')}
        list={
          page.buyers.length ? (
            <ol className={orgStyles.list} data-keyword-buyers="">
              {page.buyers.map((b) => (
                <li key={b.id}>
                  <Link href={organisationPath(b.id)} prefetch={false}>
                    {b.name}
                  </Link>
                  <span className={orgStyles.muted}>{t('buyerCount', { count: b.count })}</span>
                </li>
              ))}
            </ol>
          ) : null
        }
      />
      <section className={orgStyles.section} aria-labelledby="kw-provinces">
        <h2 id="kw-provinces">{t(page.province ? 'otherProvincesHeading' : 'provincesHeading')}</h2>
        <ul className={styles.chips} data-keyword-provinces="">
          {page.province ? (
            <li>
              <Link href={keywordPath(slug)} prefetch={false}>
                {t('allProvinces')}
              </Link>
            </li>
          ) : null}
          {page.provinces
            .filter((p) => p.slug !== page.province)
            .map((p) => (
              <li key={p.slug}>
                <Link href={keywordPath(slug, p.slug)} prefetch={false}>
                  {findProvince(p.slug)?.[locale]}{' '}
                  <span className={orgStyles.muted}>{t('provinceCount', { count: p.count })}</span>
                </Link>
              </li>
            ))}
        </ul>
      </section>
      {page.related.length ? (
        <section className={orgStyles.section} aria-labelledby="kw-related">
          <h2 id="kw-related">{t('relatedHeading')}</h2>
          <ul className={styles.chips} data-keyword-related="">
            {page.related.map((k) => (
              <li key={k.slug}>
                <Link href={keywordPath(k.slug, page.province)} prefetch={false}>
                  {k.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AlertSignup
        locale={locale}
        title={t('alertTitle')}
        intro={t('alertIntro', { keyword: page.keyword.name })}
        filter={{ type: 'tender', origin: 'search', keyword: page.keyword.nameZh, province: page.province }}
        back={keywordPath(slug, page.province)}
      />
    </>
  );
}
