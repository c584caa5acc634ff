/**
 * The tables compiled once: the weighted cycles of province, stage and notice type, the industries
 * with their amount distributions, and the title and summary templates in both languages.
 */
import {
  BIDDING_CATEGORIES,
  INDUSTRIES,
  PROJECT_CATEGORY_CODES,
  PROJECT_STAGES,
  type BiddingCategoryKey,
  type ProjectStage,
  type ProvinceSlug,
} from '@/catalog';
import { INDUSTRY_DATA } from './tables/industries';
import { AGENCIES, NOTICE_WEIGHTS, PROVINCE_WEIGHTS, STAGE_WEIGHTS } from './tables/market';
import {
  AGENCY_SUMMARY,
  GENERIC_OWNERS,
  NOTICE_SUFFIXES,
  NOTICE_SUMMARIES,
  PHASES,
  PROJECT_SUMMARY,
  STAGE_SUFFIXES,
  STAGE_SUMMARIES,
  type Bilingual,
} from './tables/words';
import { PLACES } from './places';

/** A cycle of weighted slots: each value repeated as often as its weight, in `order`. */
function slots<K extends string, V>(
  order: readonly K[],
  weights: Record<K, number>,
  value: (k: K) => V,
): V[] {
  return order.flatMap((k) => Array.from({ length: weights[k] }, () => value(k)));
}

/** Slots of the province cycle: indexes into PLACES. */
export const PROVINCE_SLOTS = slots(
  PLACES.map((p) => p.slug as ProvinceSlug),
  PROVINCE_WEIGHTS,
  (slug) => PLACES.findIndex((p) => p.slug === slug),
);
export const STAGE_SLOTS = slots(PROJECT_STAGES, STAGE_WEIGHTS, (s) => s);

// Compiled templates: strings are literals, numbers index the per-record token values.
type Template = readonly (string | number)[];

/** Owner and agency tokens: {P} province full, {p} short, {C} city, {c} short, {L} local, {B} brand. */
const PLACE_TOKENS = 'PpCcLB';

function compile(t: string, tokens = PLACE_TOKENS): Template {
  return t
    .split(/(\{[A-Za-z]\})/)
    .filter(Boolean)
    .map((s) => {
      const k = /^\{(.)\}$/.test(s) ? tokens.indexOf(s[1]) : -1;
      return k < 0 ? s : k;
    });
}

export function render(t: Template, vals: readonly string[]): string {
  let s = '';
  for (let i = 0; i < t.length; i++) {
    const x = t[i];
    s += typeof x === 'string' ? x : vals[x];
  }
  return s;
}

/** A template compiled in both languages. */
export interface Templates {
  zh: Template;
  en: Template;
}

export const compileBoth = ([zh, en]: Bilingual, tokens?: string): Templates => ({
  zh: compile(zh, tokens),
  en: compile(en, tokens),
});

export interface CompiledIndustry {
  slug: string;
  objects: readonly Bilingual[];
  owners: Templates[];
  /** Log-normal amount: mean and deviation of ln(amount). */
  lnMu: number;
  lnSigma: number;
}

export const GENERIC_OWNER_T = GENERIC_OWNERS.map((o) => compileBoth(o));
export const AGENCY_T = AGENCIES.map((a) => compileBoth(a));

/**
 * An industry's range holds ~95% of its amounts: ln(amount) is normal around 45% of the way up
 * the range (more small projects than large ones), ±2σ reaching its ends; draws stop at ±3σ.
 */
const AMOUNT_MU_AT = 0.45;
const AMOUNT_SIGMAS_IN_RANGE = 4;
export const AMOUNT_Z_CAP = 3;

export const INDUSTRY_LIST: CompiledIndustry[] = INDUSTRIES.map((i) => {
  const d = INDUSTRY_DATA[i.slug];
  const lnMin = Math.log(d.range[0]);
  const lnSpan = Math.log(d.range[1]) - lnMin;
  return {
    slug: i.slug,
    objects: d.objects,
    owners: d.owners.map((o) => compileBoth(o)),
    lnMu: lnMin + AMOUNT_MU_AT * lnSpan,
    lnSigma: lnSpan / AMOUNT_SIGMAS_IN_RANGE,
  };
});

/** A title ending: Chinese, then the English parts before and after the phase. */
interface Suffix {
  zh: string;
  /** ' Project', ' Works' or ''. */
  noun: string;
  /** ' — Feasibility Study', ' — Tender Notice' or ''. */
  doc: string;
}

const suffix = ([zh, en]: Bilingual): Suffix =>
  en.startsWith('— ') ? { zh, noun: '', doc: ' ' + en } : { zh, noun: ' ' + en, doc: '' };

export const STAGE_SUFFIX_C = Object.fromEntries(
  PROJECT_STAGES.map((s) => [s, STAGE_SUFFIXES[s].map(suffix)]),
) as Record<ProjectStage, Suffix[]>;

/** ' (Phase II)' per phase. */
export const PHASE_C: Bilingual[] = PHASES.map(([zh, en]) => [zh, ` (${en})`]);

/** Summary tokens: {X} place, {O} object or project, {W} owner, {A} amount, {D} deadline, {G} agency. */
const SUMMARY_TOKENS = 'XOWADG';
export const PROJECT_SUMMARY_T = compileBoth(PROJECT_SUMMARY, SUMMARY_TOKENS);
export const STAGE_SUMMARY_T = Object.fromEntries(
  PROJECT_STAGES.map((s) => [s, compileBoth(STAGE_SUMMARIES[s], 'd')]),
) as Record<ProjectStage, Templates>;
export const AGENCY_SUMMARY_T = compileBoth(AGENCY_SUMMARY, SUMMARY_TOKENS);

interface NoticeSlot {
  key: BiddingCategoryKey;
  code: number;
  free: boolean;
  suffixes: readonly Suffix[];
  retender: boolean;
  /** Award notices carry no bid deadline. */
  deadline: boolean;
  summary: Templates;
}
export const NOTICE_SLOTS: NoticeSlot[] = slots(
  BIDDING_CATEGORIES.map((c) => c.key),
  NOTICE_WEIGHTS,
  (key) => {
    const { code } = BIDDING_CATEGORIES.find((c) => c.key === key)!;
    return {
      key,
      code,
      free: key === 'freeTender',
      suffixes: NOTICE_SUFFIXES[key].map(([zh, en]) => suffix([zh, '— ' + en])),
      retender: key === 'tenderNotice' || key === 'procurementNotice',
      deadline: key !== 'winningNotice',
      summary: compileBoth(NOTICE_SUMMARIES[key], SUMMARY_TOKENS),
    };
  },
);

/** Lengths of the cycles a record combines (must stay pairwise coprime, see the file's top). */
export const CYCLE_LENGTHS = {
  province: PROVINCE_SLOTS.length,
  industry: INDUSTRY_LIST.length,
  category: PROJECT_CATEGORY_CODES.length,
  stage: STAGE_SLOTS.length,
  notice: NOTICE_SLOTS.length,
} as const;
