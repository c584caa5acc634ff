import type React from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { sitePath } from '@/routing/request-device';
import { MAX_KEYWORD_LENGTH } from '@/schemas/api';
import { SEARCH_TYPES, type SearchType } from '@/schemas/search-page';
import listingStyles from '@/components/listings/listings.module.css';
import styles from './search.module.css';

/**
 * The keyword search box: a plain GET form to the locale's /search, so it works without
 * JavaScript. The search page passes its filters as `children`, inside the same form.
 */
export async function SearchBox({
  locale,
  id,
  keyword,
  type,
  variant = 'bar',
  children,
}: {
  locale: Locale;
  /** Prefix of the field ids, unique on the page. */
  id: string;
  keyword?: string;
  type: SearchType;
  variant?: 'bar' | 'hero';
  children?: React.ReactNode;
}) {
  const t = await getTranslations('search');
  return (
    <form
      action={sitePath(locale, '/search')}
      method="get"
      role="search"
      aria-label={t('box.label')}
      className={`${styles.box} ${variant === 'hero' ? styles.hero : ''}`}
    >
      <div className={styles.row}>
        <label htmlFor={`${id}-keyword`} className={styles.label}>
          {t('box.keyword')}
        </label>
        <input
          id={`${id}-keyword`}
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={t('box.placeholder')}
          className={`${listingStyles.control} ${styles.keyword}`}
        />
        <label htmlFor={`${id}-type`} className={styles.label}>
          {t('box.type')}
        </label>
        <select id={`${id}-type`} name="type" defaultValue={type} className={listingStyles.control}>
          {SEARCH_TYPES.map((v) => (
            <option key={v} value={v}>
              {t(`types.${v}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          {t('box.submit')}
        </button>
      </div>
      {children}
    </form>
  );
}
