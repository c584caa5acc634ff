import type { Messages } from '@/i18n/messages';

/** Category tabs of the listing pages and the project stages (product §2, §1). */
export interface CategoryTab {
  /** Stable key, also the message key of the tab label (`listings.categories.<key>`). */
  key: keyof Messages['listings']['categories'];
  code: number;
}

/** Project category tabs on /industry/index2. */
export const PROJECT_CATEGORIES = [
  { key: 'precise', code: 146 },
  { key: 'vip', code: 1461 },
  { key: 'exclusive', code: 1463 },
  { key: 'recommended', code: 1464 },
  { key: 'tracking', code: 1462 },
] as const satisfies readonly CategoryTab[];

/**
 * Bidding category tabs on /inviteBussInfo/index2. "Free tender" shares code 154 with
 * "tender notice" in the spec, so tabs are addressed by key in URLs, not by code.
 */
export const BIDDING_CATEGORIES = [
  { key: 'tenderNotice', code: 154 },
  { key: 'winningNotice', code: 155 },
  { key: 'changeNotice', code: 210 },
  { key: 'tenderPreview', code: 211 },
  { key: 'freeTender', code: 154 },
  { key: 'procurementNotice', code: 158 },
] as const satisfies readonly CategoryTab[];

export type BiddingCategoryKey = (typeof BIDDING_CATEGORIES)[number]['key'];

function codeOf<T extends readonly CategoryTab[]>(tabs: T, key: T[number]['key']): number {
  const tab = tabs.find((c) => c.key === key);
  if (!tab) throw new Error(`No category tab ${key}`);
  return tab.code;
}

/** Exclusive procurement (project-zxc/recommend) lists the projects of the "exclusive" category. */
export const EXCLUSIVE_CATEGORY_CODE = codeOf(PROJECT_CATEGORIES, 'exclusive');
/** Free tenders are the notices of this code flagged free. */
export const FREE_TENDER_CODE = codeOf(BIDDING_CATEGORIES, 'freeTender');
export const PROJECT_CATEGORY_CODES = [...new Set(PROJECT_CATEGORIES.map((c) => c.code))];
export const BIDDING_CATEGORY_CODES = [...new Set(BIDDING_CATEGORIES.map((c) => c.code))];

/** The eight project stages ("8 project stages" in the copy). */
export const PROJECT_STAGES = [
  'initiation',
  'feasibility',
  'approval',
  'design',
  'tendering',
  'construction',
  'fitOut',
  'completion',
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/** Each stage's name in Chinese and English (admin labels, imports that name stages in Chinese). */
export const PROJECT_STAGE_NAMES: Record<ProjectStage, { zh: string; en: string }> = {
  initiation: { zh: '立项', en: 'Initiation' },
  feasibility: { zh: '可研', en: 'Feasibility study' },
  approval: { zh: '审批', en: 'Approval' },
  design: { zh: '设计', en: 'Design' },
  tendering: { zh: '招标', en: 'Tendering' },
  construction: { zh: '施工', en: 'Construction' },
  fitOut: { zh: '装修', en: 'Fit-out' },
  completion: { zh: '竣工', en: 'Completion' },
};

export function findProjectCategory(key: string | undefined | null) {
  return PROJECT_CATEGORIES.find((c) => c.key === key);
}

export function findBiddingCategory(key: string | undefined | null) {
  return BIDDING_CATEGORIES.find((c) => c.key === key);
}

/** A tender's tab: free tenders share code 154 with tender notices; the `free` flag tells them apart. */
export function tenderKindKey(t: { noticeCode: number; free: boolean }): BiddingCategoryKey {
  if (t.free) return 'freeTender';
  return (
    BIDDING_CATEGORIES.find((c) => c.code === t.noticeCode && c.key !== 'freeTender')?.key ?? 'tenderNotice'
  );
}
