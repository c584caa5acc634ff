import { LISTING_PATHS } from '@/catalog/routes';
import { getTranslations } from 'next-intl/server';
import { BIDDING_CATEGORIES, findProvince, PROVINCES } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import type { Paged, TenderTeaser } from '@/schemas/dto';
import type { KeywordLink } from '@/schemas/keyword-link';
import { ListingView } from './ListingView';
import { tenderRow } from '@/components/listings/rows';

/** Tenders for a province, by bidding category (`result` is the page's read). */
export async function TenderListView({
  locale,
  province,
  category,
  result,
  related,
}: {
  locale: Locale;
  province: string | undefined;
  category: string | undefined;
  result: Paged<TenderTeaser>;
  related: KeywordLink[];
}) {
  const t = await getTranslations('listings');
  const name = findProvince(province)?.[locale];
  return (
    <ListingView
      locale={locale}
      filtersLabel={t('filters')}
      searchType="tender"
      path={LISTING_PATHS.tenders}
      scope={name ? t('tendersIn', { name }) : t('allTenders')}
      filter={{
        name: 'province',
        label: t('provinceFilter'),
        options: PROVINCES.map((p) => ({ value: p.slug, label: p[locale] })),
        selected: province,
      }}
      tabs={BIDDING_CATEGORIES}
      tabsLabel={t('tenderTabs')}
      category={category}
      caption={t('tenderCaption')}
      kindLabel={t('columns.notice')}
      rows={result.list.map((item) => tenderRow(locale, item, (k) => t(`categories.${k}`)))}
      paging={result}
      related={related}
      alert={{ type: 'tender', origin: 'province', province, category }}
    />
  );
}
