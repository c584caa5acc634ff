import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { recommendExclusive } from '@/server/teasers';
import { projectRow } from '../listings/rows';
import { TeaserTable } from '../listings/TeaserTable';

const EXCLUSIVE_TEASER_COUNT = 10;

/** The latest recommended exclusive-procurement projects as teaser rows. */
export async function ExclusiveProjects({ locale }: { locale: Locale }) {
  const t = await getTranslations('listings');
  const result = await recommendExclusive({ locale, pageNo: 1, pageSize: EXCLUSIVE_TEASER_COUNT });
  return (
    <TeaserTable
      caption={t('exclusiveCaption')}
      kindLabel={t('columns.stage')}
      rows={result.list.map((p) => projectRow(locale, p, (s) => t(`stages.${s}`)))}
    />
  );
}
