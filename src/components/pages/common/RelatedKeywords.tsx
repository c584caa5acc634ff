import { getTranslations } from 'next-intl/server';
import { KEYWORDS_PATH, keywordPath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { sitePath } from '@/routing/request-device';
import type { KeywordLink } from '@/schemas/keyword-link';
import styles from './related-keywords.module.css';

/**
 * 'Related keywords' of a listing or a search result page (docs/pages.md): links to the
 * keywords' landing pages and to the directory. Nothing when no keyword relates.
 */
export async function RelatedKeywords({ locale, keywords }: { locale: Locale; keywords: KeywordLink[] }) {
  if (!keywords.length) return null;
  const t = await getTranslations('relatedKeywords');
  return (
    <nav className={styles.related} aria-labelledby="related-keywords" data-related-keywords="">
      <h2 id="related-keywords">{t('title')}</h2>
      <ul>
        {keywords.map((k) => (
          <li key={k.slug}>
            <a href={sitePath(locale, keywordPath(k.slug))}>{k.name}</a>
          </li>
        ))}
        <li>
          <a href={sitePath(locale, KEYWORDS_PATH)} className={styles.directory}>
            {t('directory')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
