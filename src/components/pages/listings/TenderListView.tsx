import { getTranslations } from 'next-intl/server';
import { BIDDING_CATEGORIES, findBiddingCategory, findProvince, PROVINCES } from '@/catalog';
import type { Locale } from '@/i18n/routing';
import { recommendTenders } from '@/server/teasers';
import { ListingView } from './ListingView';
import { LISTING_PAGE_SIZE } from './query';
import { tenderRow } from './rows';

/** Tenders for a province, by bidding category. */
export async function TenderListView({
  locale,
  province,
  category,
  page,
}: {
  locale: Locale;
  province: string | undefined;
  category: string | undefined;
  page: number;
}) {
  const t = await getTranslations('listings');
  const tab = findBiddingCategory(category);
  const result = await recommendTenders({
    locale,
    province,
    noticeCode: tab?.code,
    free: tab ? tab.key === 'freeTender' : undefined,
    pageNo: page,
    pageSize: LISTING_PAGE_SIZE,
  });
  const name = findProvince(province)?.[locale];
  return (
    <ListingView
      locale={locale}
      searchType="tender"
      path="/inviteBussInfo/index2"
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
    />
  );
}
