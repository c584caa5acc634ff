import { getTranslations } from 'next-intl/server';
import { LISTING_PATHS, type RecordKind, recordDetailPath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { sitePath } from '@/routing/request-device';
import type { HomeLive as HomeLiveData } from '@/schemas/home-live';
import { RelatedKeywords } from '@/components/pages/common/RelatedKeywords';
import { Section } from '@/components/pages/common/Section';
import styles from './live.module.css';

const KINDS: RecordKind[] = ['tenders', 'projects'];
const HEADINGS = { tenders: 'newestTenders', projects: 'newestProjects' } as const;

/**
 * The home page's live block (docs/pages.md, 'Home'): today's and the week's new records, the
 * newest of each kind and the featured keywords. Plain links and no client code: the block adds
 * markup only.
 */
export async function HomeLive({ locale, live }: { locale: Locale; live: HomeLiveData }) {
  const t = await getTranslations('home.live');
  const href = (path: string) => sitePath(locale, path);
  // Titles only, few attributes, index keys: the page carries every element twice (HTML and its
  // RSC payload), and the home page's HTML budget (docs/benchmarks.md) leaves no room for more.
  return (
    <Section id="live" title={t('title')}>
      <dl className={styles.figures}>
        {KINDS.flatMap((kind) =>
          (['today', 'week'] as const).map((span) => (
            <div key={`${kind}-${span}`}>
              <dt>{t(`${kind}.${span}`)}</dt>
              <dd data-live={`${kind}-${span}`}>{t('count', { count: live.figures[kind][span] })}</dd>
            </div>
          )),
        )}
      </dl>
      <div className={styles.columns}>
        {KINDS.map((kind) => (
          <section key={kind} aria-labelledby={`live-${kind}`}>
            {/* The heading leads to the kind's listing. */}
            <h3 id={`live-${kind}`}>
              <a href={href(LISTING_PATHS[kind])}>{t(HEADINGS[kind])}</a>
            </h3>
            {live.newest[kind].length ? (
              <ol>
                {live.newest[kind].map((r, i) => (
                  <li key={i}>
                    <a href={href(recordDetailPath(kind, r.sourceId))}>{r.title}</a>
                  </li>
                ))}
              </ol>
            ) : (
              <p>{t('empty')}</p>
            )}
          </section>
        ))}
      </div>
      <RelatedKeywords locale={locale} keywords={live.keywords} title={t('keywords')} id="live-keywords" />
    </Section>
  );
}
