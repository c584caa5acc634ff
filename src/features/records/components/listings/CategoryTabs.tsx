import { getTranslations } from 'next-intl/server';
import type { CategoryTab } from '@/catalog';
import { Link } from '@/i18n/Link.client';
import styles from '@/components/listings/listings.module.css';

/**
 * Category tabs as links (the selected tab lives in the query string, so a listing is
 * linkable); each tab shows its numeric code.
 */
export async function CategoryTabs({
  tabs,
  active,
  hrefFor,
  label,
}: {
  tabs: readonly CategoryTab[];
  active: string | undefined;
  hrefFor: (key: string | undefined) => string;
  label: string;
}) {
  const t = await getTranslations('listings');
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul>
        <li>
          <Link href={hrefFor(undefined)} className={styles.tab} aria-current={active ? undefined : 'page'}>
            {t('allCategories')}
          </Link>
        </li>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={hrefFor(tab.key)}
              className={styles.tab}
              data-code={tab.code}
              aria-current={active === tab.key ? 'page' : undefined}
            >
              {t(`categories.${tab.key}`)}
              <span className={styles.code}>{t('code', { code: tab.code })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
