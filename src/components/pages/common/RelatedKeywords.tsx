import { getTranslations } from 'next-intl/server';
import { KEYWORDS_PATH, keywordPath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { sitePath } from '@/routing/request-device';
import type { KeywordLink } from '@/schemas/keyword-link';
import styles from './related-keywords.module.css';

/**
 * Keyword links (docs/pages.md, 'Related keywords'): 'Related keywords' of a listing or a search
 * result page, or the home page's featured ones (`title`, `id`, a third-level heading), then the
 * directory. Nothing when there is no keyword.
 */
export async function RelatedKeywords({
  locale,
  keywords,
  title,
  id = 'related-keywords',
}: {
  locale: Locale;
  keywords: KeywordLink[];
  /** A heading of the page's sections (h3) instead of 'Related keywords' (h2). */
  title?: string;
  id?: string;
}) {
  if (!keywords.length) return null;
  const t = await getTranslations('relatedKeywords');
  const Heading = title ? 'h3' : 'h2';
  return (
    <nav className={styles.related} aria-labelledby={id} data-related-keywords={title ? undefined : ''}>
      <Heading id={id}>{title ?? t('title')}</Heading>
      <ul>
        {keywords.map((k, i) => (
          <li key={i}>
            <a href={sitePath(locale, keywordPath(k.slug))}>{k.name}</a>
          </li>
        ))}
        <li>
          <a href={sitePath(locale, KEYWORDS_PATH)}>{t('directory')}</a>
        </li>
      </ul>
    </nav>
  );
}
