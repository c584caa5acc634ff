import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ProjectTeaser } from '@/schemas/dto';
import { projectRow } from '@/components/listings/rows';
import { TeaserTable } from '@/components/listings/TeaserTable';

/** How many of the latest exclusive projects the page reads for this table. */
export const EXCLUSIVE_TEASER_COUNT = 10;

/** The latest recommended exclusive-procurement projects as teaser rows. */
export async function ExclusiveProjects({ locale, teasers }: { locale: Locale; teasers: ProjectTeaser[] }) {
  const t = await getTranslations('listings');
  return (
    <TeaserTable
      caption={t('exclusiveCaption')}
      kindLabel={t('columns.stage')}
      rows={teasers.map((p) => projectRow(locale, p, (s) => t(`stages.${s}`)))}
    />
  );
}
