import { getFormatter, getTranslations } from 'next-intl/server';
import { findIndustry } from '@/catalog/industries';
import { findProvince } from '@/catalog/regions';
import { recordDetailPath, type RecordKind } from '@/catalog/routes';
import { ExternalLink } from '@/components/layout/ExternalLink';
import { getPublicConfig } from '@/config/env';
import { Link } from '@/i18n/Link.client';
import type { Locale } from '@/i18n/routing';
import type { RecordDetail, RecordLink } from '@/schemas/dto';
import { recordKindLabel, recordListing } from '@/features/records/seo/record-text';
import { amountText } from '@/components/pages/common/formats';
import { DeadlineState } from './DeadlineState.client';
import { OrgName, RecordLinks } from './RecordConnections';
import styles from '@/components/pages/common/detail.module.css';

/** The headline facts, the summary, the masked contact beside the registration call-to-action. */
export async function RecordView({
  locale,
  record,
  related,
  now,
}: {
  locale: Locale;
  record: RecordDetail;
  related: RecordLink[];
  /** When the page is rendered: whether a deadline has passed. */
  now: number;
}) {
  const t = await getTranslations('records');
  const format = await getFormatter();
  const day = (iso: string) =>
    format.dateTime(new Date(iso), { year: 'numeric', month: '2-digit', day: '2-digit' });
  const minute = (iso: string) =>
    format.dateTime(new Date(iso), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Shanghai',
    });
  // Amounts are stored in 万元 (10,000 yuan); English readers get millions of yuan, as in listings.
  const amount = (await amountText(locale))(record.amountWan);
  const province = findProvince(record.province)?.[locale] ?? record.province;
  const place = record.city ? `${province} ${record.city}` : province;
  const isProject = record.kind === 'projects';
  const listing = recordListing(record.kind, record, locale);
  const notGiven = t('notGiven');
  return (
    <>
      <div className={styles.layout}>
        <section aria-labelledby="record-facts">
          <h2 id="record-facts">{t(isProject ? 'projectFacts' : 'tenderFacts')}</h2>
          <dl className={styles.facts}>
            <dt>{t('fields.place')}</dt>
            <dd>{place}</dd>
            <dt>{t('fields.industry')}</dt>
            <dd>{findIndustry(record.industry)?.[locale] ?? record.industry}</dd>
            <dt>{t(isProject ? 'fields.stage' : 'fields.notice')}</dt>
            <dd>
              {await recordKindLabel(locale, isProject ? record : { ...record, free: false })}
              {record.free ? <span className={styles.mark}>{t('free')}</span> : null}
            </dd>
            <dt>{t('fields.amount')}</dt>
            <dd>{amount}</dd>
            <dt>{t('fields.published')}</dt>
            <dd>
              <time dateTime={record.publishedAt}>{day(record.publishedAt)}</time>
            </dd>
            {isProject ? (
              <>
                <dt>{t('fields.startDate')}</dt>
                <dd>
                  {record.startDate ? (
                    <time dateTime={record.startDate}>{day(record.startDate)}</time>
                  ) : (
                    notGiven
                  )}
                </dd>
              </>
            ) : (
              <>
                <dt>{t('fields.deadline')}</dt>
                <dd>
                  {record.deadline ? (
                    <>
                      <time dateTime={record.deadline}>{minute(record.deadline)}</time>
                      <DeadlineState
                        className={styles.state}
                        deadline={record.deadline}
                        closedAtRender={Date.parse(record.deadline) <= now}
                        openLabel={t('open')}
                        closedLabel={t('closed')}
                      />
                    </>
                  ) : (
                    notGiven
                  )}
                </dd>
              </>
            )}
            <dt>{t(isProject ? 'fields.owner' : 'fields.tenderer')}</dt>
            <dd data-owner={record.connections.owner?.id ?? ''}>
              {record.owner ? <OrgName org={record.connections.owner} name={record.owner} /> : notGiven}
            </dd>
            {isProject ? null : (
              <>
                <dt>{t('fields.agency')}</dt>
                <dd data-agency={record.connections.agency?.id ?? ''}>
                  {record.agency ? (
                    <OrgName org={record.connections.agency} name={record.agency} />
                  ) : (
                    notGiven
                  )}
                </dd>
              </>
            )}
          </dl>
          <h2>{t('fields.summary')}</h2>
          <p className={styles.summary}>{record.summary || notGiven}</p>
        </section>
        <aside className={styles.contact} aria-labelledby="record-contact">
          <h2 id="record-contact">{t('contactHeading')}</h2>
          <dl>
            <dt>{t('contactPerson')}</dt>
            <dd>{record.contactName || notGiven}</dd>
            <dt>{t('contactPhone')}</dt>
            <dd>{record.contactPhone || notGiven}</dd>
          </dl>
          <p>{t('contactMasked')}</p>
          <ExternalLink href={getPublicConfig().registerUrl} className={styles.cta}>
            {t('register')}
          </ExternalLink>
        </aside>
      </div>
      <RecordLinks
        locale={locale}
        kind={record.kind}
        sourceId={record.sourceId}
        connections={record.connections}
      />
      <RelatedList kind={record.kind} related={related} day={day} />
      <p className={styles.back}>
        <Link href={listing.href} prefetch={false}>
          {t(isProject ? 'backToProjects' : 'backToTenders')}
        </Link>
      </p>
    </>
  );
}

async function RelatedList({
  kind,
  related,
  day,
}: {
  kind: RecordKind;
  related: RecordLink[];
  day: (iso: string) => string;
}) {
  const t = await getTranslations('records');
  return (
    <section className={styles.related} aria-labelledby="record-related">
      <h2 id="record-related">{t(kind === 'projects' ? 'related' : 'relatedTenders')}</h2>
      <p className="visually-hidden">{t('relatedCaption')}</p>
      {related.length ? (
        <ul>
          {related.map((r) => (
            <li key={r.sourceId}>
              <Link href={recordDetailPath(kind, r.sourceId)} prefetch={false}>
                {r.title}
              </Link>
              <time dateTime={r.publishedAt}>{day(r.publishedAt)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noRelated')}</p>
      )}
    </section>
  );
}
