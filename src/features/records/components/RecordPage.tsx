import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RECORD_DETAIL_PATHS, type RecordKind } from '@/catalog/routes';
import { PageFrame } from '@/components/frame/PageFrame';
import type { Locale } from '@/i18n/routing';
import { preparePage, type PageProps } from '@/routing/page-route';
import type { PageVariant } from '@/routing/page-variants';
import type { RecordPage as RecordPageData } from '@/schemas/dto';
import { recordListing, recordTrail } from '@/features/records/seo/record-text';
import { trailBreadcrumbs } from '@/seo/structured-data';
import { Crumbs, GonePage } from '@/components/pages/common/DetailPage';
import { RecordView } from './RecordView';

/**
 * A project's or tender's own page (`/industry/detail?id=`, `/inviteBussInfo/detail?id=`): the
 * record, or the withdrawal notice (the proxy answers it with 410). The page read it.
 */
export async function RecordPage({
  kind,
  locale,
  variant,
  page,
}: {
  kind: RecordKind;
  locale: Locale;
  variant: PageVariant;
  page: Exclude<RecordPageData, { state: 'missing' }>;
}) {
  const shown = page.state === 'live' ? page.record : page.withdrawal;
  const trail = await recordTrail(locale, kind, shown);
  if (page.state === 'withdrawn') {
    const t = await getTranslations('records');
    const listing = recordListing(kind, page.withdrawal, locale);
    const projects = kind === 'projects';
    return (
      <GonePage
        locale={locale}
        variant={variant}
        heading={t('withdrawnTitle')}
        trail={trail}
        text={
          page.withdrawal.title
            ? t('withdrawnText', { title: page.withdrawal.title })
            : t('withdrawnTextUntitled')
        }
        link={{
          href: listing.href,
          text: listing.name
            ? t(projects ? 'withdrawnProjects' : 'withdrawnTenders', { name: listing.name })
            : t(projects ? 'withdrawnAllProjects' : 'withdrawnAllTenders'),
        }}
      />
    );
  }
  return (
    <PageFrame
      locale={locale}
      variant={variant}
      heading={page.record.title}
      crumbs={trailBreadcrumbs(locale, trail)}
    >
      <Crumbs trail={trail} />
      {/* eslint-disable-next-line react-hooks/purity -- rendered once per cache entry; the deadline's state is as of that render */}
      <RecordView locale={locale} record={page.record} related={page.related} now={Date.now()} />
    </PageFrame>
  );
}

/**
 * The page component of a record route. The read is handed in by the route (components never
 * query the database): a missing record is the 404 page.
 */
export function recordRoutePage(
  kind: RecordKind,
  read: (kind: RecordKind, sourceId: string, locale: Locale) => Promise<RecordPageData>,
) {
  return async function RecordRoutePage(props: PageProps) {
    const { locale, variant, query } = await preparePage(RECORD_DETAIL_PATHS[kind], props);
    const page = await read(kind, query.id, locale);
    if (page.state === 'missing') notFound();
    return <RecordPage kind={kind} locale={locale} variant={variant} page={page} />;
  };
}
