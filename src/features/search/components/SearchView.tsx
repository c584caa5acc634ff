import { getTranslations } from 'next-intl/server';
import { INDUSTRIES, PROJECT_STAGES, PROVINCES, isCappedTotal } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import type { Paged, ProjectTeaser, TenderTeaser } from '@/schemas/dto';
import { type SearchQuery, searchHref } from '@/schemas/search-page';
import listingStyles from '@/components/listings/listings.module.css';
import { Pagination } from '@/components/listings/Pagination';
import { projectRow, tenderRow } from '@/components/listings/rows';
import { TeaserTable, type TeaserRow } from '@/components/listings/TeaserTable';
import type { KeywordLink } from '@/schemas/keyword-link';
import { AlertSignup } from '@/components/pages/alerts/AlertSignup';
import { RelatedKeywords } from '@/components/pages/common/RelatedKeywords';
import { highlight } from './highlight';
import { SearchBox } from './SearchBox';
import styles from './search.module.css';

type Option = { value: string; label: string };

/** One labelled field of the filter form: a select with an 'all' option, or an input. */
function Field(props: {
  name: 'province' | 'industry' | 'stage' | RangeName;
  label: string;
  value: string | undefined;
  options?: Option[];
  all: string;
}) {
  const { name, label, value, options } = props;
  const id = `search-${name}`;
  const input = RANGE_INPUTS[name as RangeName];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select id={id} name={name} defaultValue={value ?? ''} className={listingStyles.control}>
          <option value="">{props.all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} defaultValue={value} className={listingStyles.control} {...input} />
      )}
    </div>
  );
}

/** Amounts in 万元 (decimals allowed) and days, as the API takes them. */
const RANGE_INPUTS = {
  amountMin: { type: 'number', min: 0, step: 'any' },
  amountMax: { type: 'number', min: 0, step: 'any' },
  publishedFrom: { type: 'date' },
  publishedTo: { type: 'date' },
} as const;
type RangeName = keyof typeof RANGE_INPUTS;

/** The page's read for a query that asks for results (`asksForResults`), of the query's type. */
export type SearchResults =
  { type: 'tender'; result: Paged<TenderTeaser> } | { type: 'project'; result: Paged<ProjectTeaser> };

/** Results of one keyword search: the teaser rows, highlighted, and paging. */
async function Results({
  locale,
  query,
  found,
}: {
  locale: Locale;
  query: SearchQuery;
  found: SearchResults;
}) {
  const t = await getTranslations('search');
  const listings = await getTranslations('listings');
  const paging = found.result;
  const rows: TeaserRow[] =
    found.type === 'tender'
      ? found.result.list.map((item) => tenderRow(locale, item, (k) => listings(`categories.${k}`)))
      : found.result.list.map((p) => projectRow(locale, p, (s) => listings(`stages.${s}`)));
  const keyword = query.filter.keyword;
  const capped = isCappedTotal(paging.total, (paging.pageNo - 1) * paging.pageSize, Boolean(keyword));
  return (
    <section className={styles.results} aria-labelledby="search-results">
      <h2 id="search-results" className={styles.count}>
        {t('count', { total: paging.total, capped: String(capped) })}
      </h2>
      {keyword ? <p className="visually-hidden">{t('resultsFor', { keyword })}</p> : null}
      <TeaserTable
        caption={t('caption', { type: t(`types.${query.type}`) })}
        kindLabel={listings(query.type === 'tender' ? 'columns.notice' : 'columns.stage')}
        rows={rows.map((row) => ({ ...row, title: highlight(String(row.title), keyword) }))}
      />
      <Pagination
        {...paging}
        capped={capped}
        hrefFor={(page) => searchHref('/search', { ...query.values, keyword, type: query.type, page })}
      />
      <AlertSignup
        locale={locale}
        filter={{
          type: query.type,
          origin: 'search',
          keyword,
          province: query.filter.province,
          industry: query.filter.industry,
          stage: query.filter.stage,
          amountMin: query.filter.amountMin,
          amountMax: query.filter.amountMax,
        }}
        back={searchHref('/search', { ...query.values, keyword, type: query.type, page: undefined })}
      />
    </section>
  );
}

/**
 * The search page: the keyword box with every filter in one GET form, then a message for
 * invalid values, the results of a keyword or of filters alone (`results`, read by the page), or a
 * prompt when nothing is asked.
 */
export async function SearchView({
  locale,
  query,
  results,
  related,
}: {
  locale: Locale;
  query: SearchQuery;
  results: SearchResults | undefined;
  /** Keywords related to the query and its results (src/features/keywords/server/links.ts). */
  related: KeywordLink[];
}) {
  const t = await getTranslations('search');
  const listings = await getTranslations('listings');
  const v = query.values;
  const fields = [
    {
      name: 'province' as const,
      options: PROVINCES.map((p) => ({ value: p.slug, label: p[locale] })),
    },
    { name: 'industry' as const, options: INDUSTRIES.map((i) => ({ value: i.slug, label: i[locale] })) },
    {
      name: 'stage' as const,
      options: PROJECT_STAGES.map((s) => ({ value: s, label: listings(`stages.${s}`) })),
    },
    ...(Object.keys(RANGE_INPUTS) as RangeName[]).map((name) => ({ name })),
  ].map((field) => ({ ...field, label: t(`filters.${field.name}`) }));
  return (
    <div className={listingStyles.listing}>
      <SearchBox locale={locale} id="search" keyword={v.keyword} type={query.type}>
        <fieldset className={styles.filters}>
          <legend>{t('filters.legend')}</legend>
          {fields.map((field) => (
            <Field key={field.name} {...field} value={v[field.name]} all={t('filters.all')} />
          ))}
        </fieldset>
      </SearchBox>
      {query.invalid.length ? (
        <p role="alert" className={styles.alert}>
          {t('invalid', {
            fields: query.invalid.map((name) => t(`fieldNames.${name}`)).join(t('listSep')),
          })}
        </p>
      ) : results ? (
        <Results locale={locale} query={query} found={results} />
      ) : (
        <p className={styles.prompt}>{t('prompt')}</p>
      )}
      {results ? <RelatedKeywords locale={locale} keywords={related} /> : null}
    </div>
  );
}
