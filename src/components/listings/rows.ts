import {
  findIndustry,
  findProvince,
  tenderKindKey,
  type BiddingCategoryKey,
  type ProjectStage,
} from '@/catalog';
import { recordDetailPath } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import type { ProjectTeaser, TenderTeaser } from '@/schemas/dto';
import type { TeaserRow } from './TeaserTable';

const place = (locale: Locale, slug: string) => findProvince(slug)?.[locale] ?? slug;
const industry = (locale: Locale, slug: string) => findIndustry(slug)?.[locale] ?? slug;

export function projectRow(
  locale: Locale,
  p: ProjectTeaser,
  stageLabel: (stage: ProjectStage) => string,
): TeaserRow {
  return {
    id: p.id,
    title: p.title,
    href: recordDetailPath('projects', p.sourceId),
    place: place(locale, p.province),
    industry: industry(locale, p.industry),
    // The collection's `stage` select admits only PROJECT_STAGES.
    kind: stageLabel(p.stage as ProjectStage),
    amountWan: p.amountWan,
    publishedAt: p.publishedAt,
    contact: `${p.contactName} ${p.contactPhone}`.trim(),
  };
}

export function tenderRow(
  locale: Locale,
  t: TenderTeaser,
  kindLabel: (kind: BiddingCategoryKey) => string,
): TeaserRow {
  return {
    id: t.id,
    title: t.title,
    href: recordDetailPath('tenders', t.sourceId),
    place: place(locale, t.province),
    industry: industry(locale, t.industry),
    kind: kindLabel(tenderKindKey(t)),
    amountWan: t.amountWan,
    publishedAt: t.publishedAt,
    contact: `${t.contactName} ${t.contactPhone}`.trim(),
  };
}
