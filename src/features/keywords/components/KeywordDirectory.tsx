import { getTranslations } from 'next-intl/server';
import { keywordPath } from '@/catalog/routes';
import { Link } from '@/i18n/Link.client';
import type { Locale } from '@/i18n/routing';
import type { KeywordEntry } from '@/features/keywords/schemas/keyword-pages';
import { groupByInitial } from '@/features/keywords/text/keyword-figures';
import orgStyles from '@/components/pages/common/profile.module.css';
import styles from './keywords.module.css';

/**
 * The keyword directory (`/keywords`): every keyword under the initial of its pinyin, A to Z,
 * featured ones first in each letter; a letter index on top, one headed section per letter.
 */
export async function KeywordDirectory({ locale, keywords }: { locale: Locale; keywords: KeywordEntry[] }) {
  const t = await getTranslations('keywords.directory');
  const groups = groupByInitial(keywords);
  const anchor = (initial: string) => `kw-${initial === '#' ? 'other' : initial.toLowerCase()}`;
  return (
    <>
      <p>{t('intro', { count: keywords.length })}</p>
      <nav aria-label={t('indexLabel')}>
        <ul className={styles.letters}>
          {groups.map((g) => (
            <li key={g.initial}>
              <a href={`#${anchor(g.initial)}`}>{g.initial === '#' ? t('other') : g.initial}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section
          key={g.initial}
          className={orgStyles.section}
          aria-labelledby={anchor(g.initial)}
          data-initial={g.initial}
        >
          <h2 id={anchor(g.initial)}>{g.initial === '#' ? t('other') : g.initial}</h2>
          <ul className={styles.chips}>
            {g.keywords.map((k) => (
              <li key={k.slug} data-keyword={k.slug} data-featured={k.featured ? 'yes' : undefined}>
                <Link
                  href={keywordPath(k.slug)}
                  prefetch={false}
                  className={k.featured ? styles.featured : undefined}
                >
                  {locale === 'en' ? k.nameEn : k.nameZh}
                  {k.featured ? <span className="visually-hidden"> ({t('featured')})</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
