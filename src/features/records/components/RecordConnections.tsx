import { getTranslations } from 'next-intl/server';
import { tenderKindKey } from '@/catalog/categories';
import { organisationPath, recordDetailPath, type RecordKind } from '@/catalog/routes';
import { Link } from '@/i18n/Link.client';
import type { Locale } from '@/i18n/routing';
import type { OrganisationRef, RecordConnections } from '@/schemas/organisations';
import { amountText, dayText } from '@/components/pages/common/formats';
import styles from '@/components/pages/common/detail.module.css';

/** An organisation's name linking to its page (docs/pages.md, 'Organisations'), or the plain name. */
export function OrgName({ org, name }: { org: OrganisationRef | null; name: string }) {
  if (!org) return <>{name}</>;
  return (
    <Link href={organisationPath(org.id)} prefetch={false}>
      {name || org.name}
    </Link>
  );
}

/**
 * The life of a tender's procurement (招标编号): preview → notice → changes → award, each dated
 * and linked, this notice marked as the current step. The same list on every notice of it.
 */
async function Timeline({ connections, current }: { connections: RecordConnections; current: string }) {
  const [t, listings, day] = await Promise.all([
    getTranslations('organisations.timeline'),
    getTranslations('listings.categories'),
    dayText(),
  ]);
  return (
    <section className={styles.related} aria-labelledby="record-timeline">
      <h2 id="record-timeline">{t('heading')}</h2>
      <p className={styles.caption}>{t('caption', { processId: connections.processId ?? '' })}</p>
      <ol className={styles.timeline} data-timeline={connections.processId ?? ''}>
        {connections.timeline.map((step) => {
          const here = step.sourceId === current;
          const kind = listings(tenderKindKey({ noticeCode: step.noticeCode, free: false }));
          return (
            <li key={step.sourceId} data-step={step.sourceId} data-notice={step.noticeCode}>
              <span className={styles.stepKind}>{kind}</span>
              {here ? (
                <span aria-current="step" className={styles.currentStep}>
                  {step.title} <span className={styles.stepMark}>{t('current')}</span>
                </span>
              ) : (
                <Link href={recordDetailPath('tenders', step.sourceId)} prefetch={false}>
                  {step.title}
                </Link>
              )}
              <time dateTime={step.publishedAt}>{day(step.publishedAt)}</time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** An award or candidate notice's result: the winner and amount, and the ranked candidates. */
async function Award({ locale, award }: { locale: Locale; award: NonNullable<RecordConnections['award']> }) {
  const [t, amount] = await Promise.all([getTranslations('organisations.award'), amountText(locale)]);
  return (
    <section className={styles.related} aria-labelledby="record-award" data-award="">
      <h2 id="record-award">{t('heading')}</h2>
      <dl className={styles.facts}>
        {award.winner ? (
          <>
            <dt>{t('winner')}</dt>
            <dd data-winner={award.winner.id}>
              <OrgName org={award.winner} name={award.winner.name} />
            </dd>
          </>
        ) : null}
        <dt>{t('amount')}</dt>
        <dd data-win-amount={award.amountWan ?? ''}>{amount(award.amountWan)}</dd>
      </dl>
      {award.candidates.length ? (
        <>
          <h3 id="record-candidates">{t('candidates')}</h3>
          <ol className={styles.candidates} aria-labelledby="record-candidates">
            {award.candidates.map((c) => (
              <li key={c.rank} data-rank={c.rank}>
                <span className={styles.stepKind}>{t('rank', { rank: c.rank })}</span>
                <OrgName org={c.org} name={c.name} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** A project's tenders (those naming it as their project) and the stages it has been seen in. */
async function ProjectLife({ connections }: { connections: RecordConnections }) {
  const [t, stages, day] = await Promise.all([
    getTranslations('organisations.project'),
    getTranslations('listings.stages'),
    dayText(),
  ]);
  return (
    <>
      <section className={styles.related} aria-labelledby="record-tenders">
        <h2 id="record-tenders">{t('tendersHeading')}</h2>
        {connections.tenders.length ? (
          <ul data-project-tenders="">
            {connections.tenders.map((r) => (
              <li key={r.sourceId}>
                <Link href={recordDetailPath('tenders', r.sourceId)} prefetch={false}>
                  {r.title}
                </Link>
                <time dateTime={r.publishedAt}>{day(r.publishedAt)}</time>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noTenders')}</p>
        )}
      </section>
      {connections.stages.length ? (
        <section className={styles.related} aria-labelledby="record-stages">
          <h2 id="record-stages">{t('stagesHeading')}</h2>
          <ol className={styles.timeline} data-stages="">
            {connections.stages.map((s) => (
              <li key={s.stage} data-stage={s.stage}>
                <span className={styles.stepKind}>{stages(s.stage as 'initiation')}</span>
                <time dateTime={s.firstSeenAt}>{t('firstSeen', { date: day(s.firstSeenAt) })}</time>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

/**
 * What links a record to the others (docs/pages.md, 'Record pages'): a tender's procurement
 * timeline, its award and its project; a project's tenders and stage history.
 */
export async function RecordLinks({
  locale,
  kind,
  sourceId,
  connections,
}: {
  locale: Locale;
  kind: RecordKind;
  sourceId: string;
  connections: RecordConnections;
}) {
  if (kind === 'projects') return <ProjectLife connections={connections} />;
  const t = await getTranslations('organisations.project');
  return (
    <>
      {connections.timeline.length ? <Timeline connections={connections} current={sourceId} /> : null}
      {connections.award ? <Award locale={locale} award={connections.award} /> : null}
      {connections.project ? (
        <p className={styles.back} data-project={connections.project.sourceId}>
          {t('belongsTo')}{' '}
          <Link href={recordDetailPath('projects', connections.project.sourceId)} prefetch={false}>
            {connections.project.title}
          </Link>
        </p>
      ) : null}
    </>
  );
}
