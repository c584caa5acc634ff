/** Shapes of the bilingual seed content (product §3 entities). Image paths are public URLs under /seed/. */
import type { CLAIMED_FIGURES, IndustrySlug } from '@/catalog';

export interface Localized {
  zh: string;
  en: string;
}

export type CaseKind = 'case' | 'review';

/** A customer case or testimonial; `content` is HTML limited to RICH_HTML_TAGS (catalog/rich-html.ts), links with href only. */
export interface SeedCustomerCase {
  /** Unique, e.g. 'S2024001'. */
  sampleNo: string;
  kind: CaseKind;
  companyName: Localized;
  industrySlug: IndustrySlug;
  content: Localized;
  /** CASE_SORT.normal (99) or CASE_SORT.featured (100, exactly one case). */
  sort: 99 | 100;
  logo: string;
  background: string;
  /** The spec's imgAddress. */
  image: string;
  /** ISO 8601. */
  createDate: string;
  createUserName: string;
}

export interface SeedBanner {
  key: string;
  title: Localized;
  /** Internal route path (e.g. '/industry') or '' for no link. */
  linkAddress: string;
  imageZh: string;
  imageEn: string;
  sort: number;
}

export interface SeedBrand {
  name: Localized;
  logo: string;
  sort: number;
}

type HelpCategoryKey = 'productHelp' | 'membership';

export interface SeedHelpCategory {
  key: HelpCategoryKey;
  name: Localized;
  sort: number;
}

export interface SeedHelpEntry {
  /** Stable key, e.g. 'wrongPassword'. */
  key: string;
  categoryKey: HelpCategoryKey;
  title: Localized;
  /** Plain text; paragraphs separated by a blank line ('\n\n'). */
  content: Localized;
  sort: number;
}

export interface SeedHonour {
  image: string;
  text: Localized;
  year: number;
  sort: number;
}

export type ClaimedFigureKey = (typeof CLAIMED_FIGURES)[number]['key'];

/**
 * A home-page data tile. `number` is the Chinese display value (and count-up target);
 * `numberEn` is the English one, which differs where the Chinese unit is 万/亿 (220万 = 2.2M).
 */
export interface SeedDataTile {
  figureKey: ClaimedFigureKey;
  number: string;
  numberEn: string;
  unit: Localized;
  title: Localized;
  description: Localized;
  sort: number;
}
