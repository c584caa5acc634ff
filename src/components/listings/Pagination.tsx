import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/Link.client';
import styles from './listings.module.css';

/**
 * Previous/next and a window of page numbers; the page lives in the `page` query parameter.
 * A `capped` total is a floor (the count stopped there), so its pages read 'N+'.
 */
export async function Pagination({
  pageNo,
  pageSize,
  total,
  capped = false,
  hrefFor,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  capped?: boolean;
  hrefFor: (page: number) => string;
}) {
  const t = await getTranslations('listings');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(pageNo - 2, pages - 4));
  const window = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {pageNo > 1 ? (
        <Link href={hrefFor(pageNo - 1)} rel="prev" className={styles.pageLink}>
          {t('previous')}
        </Link>
      ) : null}
      {window.map((n) => (
        <Link
          key={n}
          href={hrefFor(n)}
          className={styles.pageLink}
          aria-current={n === pageNo ? 'page' : undefined}
          aria-label={t('pageN', { page: n })}
        >
          {n}
        </Link>
      ))}
      {pageNo < pages ? (
        <Link href={hrefFor(pageNo + 1)} rel="next" className={styles.pageLink}>
          {t('next')}
        </Link>
      ) : null}
      <span className={styles.pageInfo}>
        {t('pageInfo', { page: pageNo, pages, total, capped: String(capped) })}
      </span>
    </nav>
  );
}
