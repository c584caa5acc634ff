import { type CategoryTab, isCappedTotal } from '@/catalog';
import { Sheet } from '@/components/mobile/Sheet';
import type { Locale } from '@/i18n/routing';
import { variantHref } from '@/routing/page-variants';
import { getRequestDevice, sitePath } from '@/routing/request-device';
import type { PageAlertFilter } from '@/schemas/alerts';
import type { SearchType } from '@/schemas/search-page';
import type { KeywordLink } from '@/schemas/keyword-link';
import { AlertSignup } from '@/components/pages/alerts/AlertSignup';
import { RelatedKeywords } from '@/components/pages/common/RelatedKeywords';
import { SearchBox } from '@/features/search/ui';
import { CategoryTabs } from './CategoryTabs';
import { FilterForm } from './FilterForm';
import styles from '@/components/listings/listings.module.css';
import { Pagination } from '@/components/listings/Pagination';
import { TeaserTable, type TeaserRow } from '@/components/listings/TeaserTable';

interface ListingFilter {
  /** Query parameter name, e.g. `industry` or `province`. */
  name: string;
  label: string;
  options: { value: string; label: string }[];
  selected: string | undefined;
}

/** The shared layout of both listings: scope line + filter, category tabs, rows, pagination. */
export function ListingView(props: {
  locale: Locale;
  path: '/industry/index2' | '/inviteBussInfo/index2';
  /** Label of the filters' sheet on mobile views. */
  filtersLabel: string;
  /** What the search box above the listing looks for by default. */
  searchType: SearchType;
  scope: string;
  filter: ListingFilter;
  tabs: readonly CategoryTab[];
  tabsLabel: string;
  category: string | undefined;
  caption: string;
  kindLabel: string;
  rows: TeaserRow[];
  paging: { pageNo: number; pageSize: number; total: number };
  /** The filters an 'E-mail me new matches' alert of this listing keeps. */
  alert: PageAlertFilter;
  /** Keywords related to the listing's filter and rows (src/features/keywords/server/links.ts). */
  related: KeywordLink[];
}) {
  const { path, filter, category } = props;
  const href = (params: { category?: string; page?: number }) =>
    variantHref(path, { [filter.name]: filter.selected, ...params });
  const form = (
    <FilterForm
      action={sitePath(props.locale, path)}
      name={filter.name}
      label={filter.label}
      options={filter.options}
      selected={filter.selected}
      keep={{ category }}
    />
  );
  return (
    <div className={styles.listing}>
      <SearchBox locale={props.locale} id="listing-search" type={props.searchType} />
      <div className={styles.toolbar}>
        <p className={styles.scope}>{props.scope}</p>
        {getRequestDevice() === 'mobile' ? <Sheet label={props.filtersLabel}>{form}</Sheet> : form}
      </div>
      <CategoryTabs
        tabs={props.tabs}
        active={category}
        label={props.tabsLabel}
        hrefFor={(key) => href({ category: key })}
      />
      <TeaserTable caption={props.caption} kindLabel={props.kindLabel} rows={props.rows} />
      <Pagination
        {...props.paging}
        capped={isCappedTotal(props.paging.total, 0, false)}
        hrefFor={(n) => href({ category, page: n })}
      />
      <RelatedKeywords locale={props.locale} keywords={props.related} />
      <AlertSignup locale={props.locale} filter={props.alert} back={href({ category })} />
    </div>
  );
}
