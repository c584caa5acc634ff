import { getTranslations } from 'next-intl/server';
import { CASE_CENTER_TABS } from '@/catalog';
import { Link } from '@/i18n/Link.client';
import type { CustomerCaseDTO, Paged } from '@/schemas/dto';
import { SectionNav } from '@/components/pages/common/SectionNav';
import { Pagination } from '@/components/listings/Pagination';
import { variantHref } from '@/routing/page-variants';
import { CaseCard } from '@/components/cases/CaseCard';
import styles from '@/components/cases/cases.module.css';

/** Cases per page of a tab. */
export const CASE_PAGE_SIZE = 9;

/** The case centre: a tab per list (`?index=`), paged with `?page=`; `result` is the tab's page. */
export async function CaseCenter({ index, result }: { index: number; result: Paged<CustomerCaseDTO> }) {
  const t = await getTranslations('cases');
  return (
    <>
      <SectionNav
        label={t('tabsLabel')}
        current={index}
        items={CASE_CENTER_TABS.map((key, i) => ({
          href: variantHref('/caseCenter', { index: i }),
          label: t(`tabs.${key}`),
        }))}
      />
      {result.list.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.grid}>
        {result.list.map((customerCase) => (
          <li key={customerCase.id}>
            <CaseCard
              headingLevel={2}
              customerCase={customerCase}
              action={
                // No prefetch: after a few ids Next prefetches the route without its query,
                // which is a 404 here (every testimonial page is its own cached variant).
                <Link href={`/caseCenter/appraiseInfo?id=${customerCase.id}`} prefetch={false}>
                  {t('readMore')}
                  <span className="visually-hidden">: {customerCase.companyName}</span>
                </Link>
              }
            />
          </li>
        ))}
      </ul>
      <div className={styles.pager}>
        <Pagination
          pageNo={result.pageNo}
          pageSize={result.pageSize}
          total={result.total}
          hrefFor={(n) => variantHref('/caseCenter', { index, page: n })}
        />
      </div>
    </>
  );
}
