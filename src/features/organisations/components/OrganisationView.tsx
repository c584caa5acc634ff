import { getTranslations } from 'next-intl/server';
import { findIndustry } from '@/catalog/industries';
import { findProvince } from '@/catalog/regions';
import { organisationPath, recordDetailPath } from '@/catalog/routes';
import { ExternalLink } from '@/components/layout/ExternalLink';
import { getPublicConfig } from '@/config/env';
import { Link } from '@/i18n/Link.client';
import type { Locale } from '@/i18n/routing';
import type { OrganisationDetail, OrgShare } from '@/schemas/organisations';
import { AlertSignup } from '@/components/pages/alerts/AlertSignup';
import { amountText, dayText } from '@/components/pages/common/formats';
import recordStyles from '@/components/pages/common/detail.module.css';
import { YearFigures } from './YearFigures';
import styles from '@/components/pages/common/profile.module.css';

function Shares({
  id,
  title,
  shares,
  name,
  count,
}: {
  id: string;
  title: string;
  shares: OrgShare[];
  name: (value: string) => string;
  count: (n: number) => string;
}) {
  if (!shares.length) return null;
  return (
    <section className={styles.shares} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ol>
        {shares.map((s) => (
          <li key={s.value} data-share={s.value}>
            <span>{name(s.value)}</span>
            <span className={styles.muted}>{count(s.count)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * An organisation's page body (docs/pages.md, 'Organisations'): who it is, five years of figures,
 * where it works, its newest notices and wins, whom it works with, the masked newest contact beside
 * the registration call-to-action, and the box to follow it by e-mail.
 */
export async function OrganisationView({ locale, org }: { locale: Locale; org: OrganisationDetail }) {
  const [t, records] = await Promise.all([getTranslations('organisations'), getTranslations('records')]);
  const [amount, day] = await Promise.all([amountText(locale), dayText()]);
  const roleNames = org.roles.map((role) => t(`roles.${role}`));
  const notices = (n: number) => t('share', { count: n });
  const tenderRoles =
    org.roles.some((role) => role !== 'owner') || org.newest.some((r) => r.kind === 'tenders');
  return (
    <>
      <div className={recordStyles.layout}>
        <section aria-labelledby="org-facts">
          <h2 id="org-facts">{t('summaryHeading')}</h2>
          <dl className={recordStyles.facts}>
            <dt>{t('rolesLabel')}</dt>
            <dd data-org-roles={org.roles.join(' ')}>{roleNames.join(t('rolesSeparator'))}</dd>
            {org.creditCode ? (
              <>
                <dt>{t('creditCode')}</dt>
                <dd>{org.creditCode}</dd>
              </>
            ) : null}
            {locale === 'en' && org.nameEn && org.nameEn !== org.nameZh ? (
              <>
                <dt>{t('nameZh')}</dt>
                <dd lang="zh-CN">{org.nameZh}</dd>
              </>
            ) : null}
            <dt>{t('recordCount')}</dt>
            <dd data-record-count={org.recordCount}>{t('recordCountValue', { count: org.recordCount })}</dd>
          </dl>
          <div className={styles.shareGrid}>
            <Shares
              id="org-industries"
              title={t('industriesHeading')}
              shares={org.industries}
              name={(v) => findIndustry(v)?.[locale] ?? v}
              count={notices}
            />
            <Shares
              id="org-provinces"
              title={t('provincesHeading')}
              shares={org.provinces}
              name={(v) => findProvince(v)?.[locale] ?? v}
              count={notices}
            />
          </div>
        </section>
        <aside className={recordStyles.contact} aria-labelledby="org-contact">
          <h2 id="org-contact">{t('contactHeading')}</h2>
          {org.contact ? (
            <dl>
              <dt>{records('contactPerson')}</dt>
              <dd>{org.contact.name || records('notGiven')}</dd>
              <dt>{records('contactPhone')}</dt>
              <dd>{org.contact.phone || records('notGiven')}</dd>
            </dl>
          ) : (
            <p>{records('notGiven')}</p>
          )}
          {org.contact ? (
            <p className={styles.muted}>{t('contactDate', { date: day(org.contact.publishedAt) })}</p>
          ) : null}
          <p>{records('contactMasked')}</p>
          <ExternalLink href={getPublicConfig().registerUrl} className={recordStyles.cta}>
            {records('register')}
          </ExternalLink>
        </aside>
      </div>
      <YearFigures locale={locale} years={org.years} />
      <section className={styles.section} aria-labelledby="org-newest">
        <h2 id="org-newest">{t('newestHeading')}</h2>
        <p className="visually-hidden">{t('newestCaption')}</p>
        {org.newest.length ? (
          <ul className={styles.list} data-org-newest="">
            {org.newest.map((r) => (
              <li key={`${r.kind}:${r.sourceId}:${r.role}`}>
                <Link href={recordDetailPath(r.kind, r.sourceId)} prefetch={false}>
                  {r.title}
                </Link>
                <span className={styles.meta}>
                  <span className={styles.role}>{t(`roles.${r.role}`)}</span>
                  <time dateTime={r.publishedAt}>{day(r.publishedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noRecords')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="org-wins">
        <h2 id="org-wins">{t('winsHeading')}</h2>
        {org.wins.length ? (
          <ul className={styles.list} data-org-wins="">
            {org.wins.map((w) => (
              <li key={w.tender.sourceId} data-win={w.tender.sourceId}>
                <span>
                  <Link href={recordDetailPath('tenders', w.tender.sourceId)} prefetch={false}>
                    {w.tender.title}
                  </Link>
                  {w.buyer ? (
                    <span className={styles.sub}>
                      {t('winBuyer')}
                      <Link href={organisationPath(w.buyer.id)} prefetch={false}>
                        {w.buyer.name}
                      </Link>
                    </span>
                  ) : null}
                </span>
                <span className={styles.meta}>
                  <span>
                    <span className="visually-hidden">{t('winAmount')} </span>
                    <span data-win-amount={w.amountWan ?? ''}>{amount(w.amountWan)}</span>
                  </span>
                  <time dateTime={w.tender.publishedAt}>{day(w.tender.publishedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noWins')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="org-partners">
        <h2 id="org-partners">{t('partnersHeading')}</h2>
        {org.partners.length ? (
          <ul className={styles.list} data-org-partners="">
            {org.partners.map((p) => (
              <li key={`${p.relation}:${p.org.id}`}>
                <Link href={organisationPath(p.org.id)} prefetch={false}>
                  {p.org.name}
                </Link>
                <span className={styles.meta}>
                  <span className={styles.role}>{t(`relations.${p.relation}`)}</span>
                  <span>{t('partnerCount', { count: p.count })}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noPartners')}</p>
        )}
      </section>
      <AlertSignup
        locale={locale}
        title={t('followTitle')}
        intro={t('followIntro')}
        filter={{
          type: tenderRoles ? 'tender' : 'project',
          origin: 'organisation',
          org: org.id,
          orgName: org.name,
        }}
        back={organisationPath(org.id)}
      />
    </>
  );
}
