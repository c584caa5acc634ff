import { getTranslations } from 'next-intl/server';
import { organisationPath } from '@/catalog/routes';
import { Link } from '@/i18n/Link.client';
import type { Locale } from '@/i18n/routing';
import { sitePath } from '@/routing/request-device';
import {
  ORG_QUERY_MAX,
  ORG_QUERY_PARAM,
  type OrgQuery,
} from '@/features/organisations/schemas/organisation-search';
import type { OrganisationHit } from '@/schemas/organisations';
import styles from '@/components/pages/common/profile.module.css';

async function HitList({ hits, id }: { hits: OrganisationHit[]; id: string }) {
  const t = await getTranslations('organisations');
  const separator = t('rolesSeparator');
  return (
    <ul className={styles.list} data-org-hits={id}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <Link href={organisationPath(hit.id)} prefetch={false}>
            {hit.name}
          </Link>
          <span className={styles.meta}>
            <span className={styles.role}>{hit.roles.map((role) => t(`roles.${role}`)).join(separator)}</span>
            <span>{t('search.count', { count: hit.recordCount })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The way into organisation pages on `/connections` (docs/pages.md, 'Organisations'): a GET form
 * over organisation names (works without JavaScript), its results when a name was searched, and
 * the most active buyers and winners of the last 30 days.
 */
export async function OrganisationFinder({
  locale,
  query,
  results,
  buyers,
  winners,
}: {
  locale: Locale;
  query: OrgQuery | null;
  results: OrganisationHit[];
  buyers: OrganisationHit[];
  winners: OrganisationHit[];
}) {
  const t = await getTranslations('organisations');
  return (
    <div className={styles.finder}>
      <section aria-labelledby="org-search">
        <h2 id="org-search">{t('search.heading')}</h2>
        <form className={styles.search} action={sitePath(locale, '/connections')} method="get" role="search">
          <label htmlFor="org-q" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="org-q"
            name={ORG_QUERY_PARAM}
            type="search"
            defaultValue={query?.q ?? ''}
            placeholder={t('search.placeholder')}
            maxLength={ORG_QUERY_MAX}
            aria-describedby={query?.error ? 'org-q-error' : undefined}
            aria-invalid={query?.error ? true : undefined}
          />
          <button type="submit">{t('search.submit')}</button>
        </form>
        {query ? (
          <div aria-live="polite" data-org-results="">
            {query.error ? (
              <p id="org-q-error" role="alert">
                {t(`search.${query.error}`)}
              </p>
            ) : (
              <>
                <h3>{t('search.results', { q: query.q })}</h3>
                {results.length ? (
                  <HitList hits={results} id="search" />
                ) : (
                  <p>{t('search.none', { q: query.q })}</p>
                )}
              </>
            )}
          </div>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="org-active">
        <h2 id="org-active">{t('active.heading')}</h2>
        <div className={styles.active}>
          {(
            [
              ['owner', buyers],
              ['winner', winners],
            ] as const
          ).map(([role, hits]) => (
            <section key={role} aria-labelledby={`org-active-${role}`}>
              <h3 id={`org-active-${role}`}>{t(`active.${role}`)}</h3>
              {hits.length ? <HitList hits={hits} id={`active-${role}`} /> : <p>{t('active.none')}</p>}
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
