/**
 * Deterministic, seeded generator of realistic project and tender records (product D2.2).
 * Record i depends only on (seed, i) and the dating window (endDate, spanDays), so batches made
 * with `startIndex` join seamlessly and the demo feed continues the stream day after day.
 *
 * The market is weighted, and its coverage structural: province, stage and notice type take
 * their values from cycles of weighted slots (tables/market.ts: Guangdong has 16 slots of 191,
 * Tibet one), industries and project categories from plain cycles (33, 5), each cycle scrambled
 * by a seeded permutation. The cycle lengths are pairwise coprime, so every combination of
 * province, industry, category or notice type and stage recurs regularly (each province as many
 * times as its weight in every 191 records), while the rest of a record (place, date, amount,
 * texts) is drawn from its own random stream. Amounts are log-normal per industry, most of them
 * inside the industry's range; dates fall in office hours, a weekday about three times as often
 * as a weekend day.
 */
import {
  BIDDING_CATEGORIES,
  INDUSTRIES,
  PROJECT_CATEGORY_CODES,
  PROJECT_STAGES,
  PROVINCES,
  type BiddingCategoryKey,
  type ProjectStage,
  type ProvinceSlug,
} from '@/catalog';
import { chinaDayNumber, chinaDayNumberStart } from '@/text/china-time';
import { maskName, maskPhone } from '@/text/contact-mask';
import { Rng, fmix32, permutation } from './random';
import { INDUSTRY_DATA } from './tables/industries';
import {
  AGENCIES,
  AGENCY_SHARE,
  DEADLINE_AFTER_DAYS,
  DEADLINE_MINUTES_AFTER_NINE,
  NOTICE_WEIGHTS,
  PROVINCE_WEIGHTS,
  STAGE_WEIGHTS,
  START_AFTER_DAYS,
  WINNERS,
} from './tables/market';
import { PLACE_DATA, PLACE_EN } from './tables/places';
import {
  AGENCY_SUMMARY,
  BRANDS,
  GENERIC_OWNERS,
  GIVEN,
  NOTICE_SUFFIXES,
  NOTICE_SUMMARIES,
  PHASES,
  PHONE_PREFIXES,
  PROJECT_SUMMARY,
  STAGE_SUFFIXES,
  STAGE_SUMMARIES,
  SURNAMES,
  type Bilingual,
} from './tables/words';

/**
 * What every generated record has. Slugs of province, region (consistent with the province) and
 * industry; `city` the prefecture-level city (长沙市) and `cityEn` its English name; amount in
 * 10k CNY (integer); ISO date-times (UTC); contacts already masked ('王**', '138****5621').
 * `title`, `owner` and `summary` are Chinese, the `…En` fields their English.
 */
interface GeneratedRecord {
  title: string;
  titleEn: string;
  province: string;
  region: string;
  city: string;
  cityEn: string;
  industry: string;
  amountWan: number;
  publishedAt: string;
  owner: string;
  ownerEn: string;
  contactName: string;
  contactPhone: string;
  /** A few plain sentences built from the record's own facts. */
  summary: string;
  summaryEn: string;
}

/** A generated project; `startDate` (midnight China time) follows publication, null in early stages. */
export interface GeneratedProject extends GeneratedRecord {
  categoryCode: number;
  stage: ProjectStage;
  startDate: string | null;
  /** The stages it went through before this one, oldest first, each with the day it entered it. */
  stageHistory: { stage: ProjectStage; at: string }[];
}

/**
 * A generated tender; the "free tender" tab is noticeCode 154 with free true. `deadline` is the
 * bid deadline (null for award notices); `agency` the tendering agency, null when the owner
 * tenders itself.
 */
export interface GeneratedTender extends GeneratedRecord {
  noticeCode: number;
  free: boolean;
  deadline: string | null;
  agency: string | null;
  agencyEn: string | null;
  /** 招标编号 shared by the 2-4 notices of a procurement (60 % of tenders), else null. */
  processId: string | null;
  /** The project (`demo-p-<n>`) half of the procurements belong to, else null. */
  projectSourceId: string | null;
  /** Award notices: the winner, the amount won (≤ the budget) and the ranked candidates. */
  winner: string | null;
  winnerEn: string | null;
  winAmountWan: number | null;
  candidates: string | null;
}

export interface GeneratorOptions {
  seed?: number;
  /** Records are dated within the `spanDays` before this instant, never after it. */
  endDate?: Date;
  /** Length of the dating window in days (a fraction is fine): (endDate − spanDays, endDate]. */
  spanDays?: number;
  /** Index of the first record in the seed's infinite stream. */
  startIndex?: number;
}

const DEFAULT_SEED = 1;
/** Midnight 2026-11-01 Beijing time, so default output is stable. */
export const DEFAULT_END_DATE = new Date('2026-11-01T00:00:00+08:00');
export const DATE_SPAN_DAYS = 365;

interface City {
  full: string;
  short: string;
  /** The city itself, then city + each district, in Chinese and English. */
  locals: Bilingual[];
  fullEn: string;
  shortEn: string;
}

interface ProvincePlaces {
  slug: string;
  region: string;
  full: string;
  short: string;
  /** The catalog's English name ('Hebei', 'Inner Mongolia'), for {P} and {p} alike. */
  en: string;
  cities: City[];
}

function placeEn(zh: string): string {
  const en = PLACE_EN[zh];
  if (!en) throw new Error(`No English name for ${zh} in tables/places.ts`);
  return en;
}

/**
 * English of city + district: 'Changsha Yuelu District'; a county-level city named like its
 * prefecture reads 'Kashgar City' rather than 'Kashgar Kashgar'.
 */
function localEn(cityShortEn: string, district: string): string {
  const d = placeEn(district);
  return d === cityShortEn ? `${d} City` : `${cityShortEn} ${d}`;
}

const PLACES: ProvincePlaces[] = PROVINCES.map((p) => {
  const [full, ...cities] = PLACE_DATA[p.slug as ProvinceSlug];
  return {
    slug: p.slug,
    region: p.region,
    full,
    short: p.zh,
    en: p.en,
    cities: cities.map((spec) => {
      const [city, districts = ''] = spec.split(':');
      const ds = districts ? districts.split(',') : [];
      const fullEn = placeEn(city);
      const shortEn = fullEn.replace(/ Prefecture$/, '');
      return {
        full: city,
        short: city.replace(/(市|地区|州)$/, ''),
        locals: [[city, fullEn] as const, ...ds.map((d) => [city + d, localEn(shortEn, d)] as const)],
        fullEn,
        shortEn,
      };
    }),
  };
});

/** A cycle of weighted slots: each value repeated as often as its weight, in `order`. */
function slots<K extends string, V>(
  order: readonly K[],
  weights: Record<K, number>,
  value: (k: K) => V,
): V[] {
  return order.flatMap((k) => Array.from({ length: weights[k] }, () => value(k)));
}

/** Slots of the province cycle: indexes into PLACES. */
const PROVINCE_SLOTS = slots(
  PLACES.map((p) => p.slug as ProvinceSlug),
  PROVINCE_WEIGHTS,
  (slug) => PLACES.findIndex((p) => p.slug === slug),
);
const STAGE_SLOTS = slots(PROJECT_STAGES, STAGE_WEIGHTS, (s) => s);

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

function render(t: Template, vals: readonly string[]): string {
  let s = '';
  for (let i = 0; i < t.length; i++) {
    const x = t[i];
    s += typeof x === 'string' ? x : vals[x];
  }
  return s;
}

/** A template compiled in both languages. */
interface Templates {
  zh: Template;
  en: Template;
}

const compileBoth = ([zh, en]: Bilingual, tokens?: string): Templates => ({
  zh: compile(zh, tokens),
  en: compile(en, tokens),
});

interface CompiledIndustry {
  slug: string;
  objects: readonly Bilingual[];
  owners: Templates[];
  /** Log-normal amount: mean and deviation of ln(amount). */
  lnMu: number;
  lnSigma: number;
}

const GENERIC_OWNER_T = GENERIC_OWNERS.map((o) => compileBoth(o));
const AGENCY_T = AGENCIES.map((a) => compileBoth(a));

/**
 * An industry's range holds ~95% of its amounts: ln(amount) is normal around 45% of the way up
 * the range (more small projects than large ones), ±2σ reaching its ends; draws stop at ±3σ.
 */
const AMOUNT_MU_AT = 0.45;
const AMOUNT_SIGMAS_IN_RANGE = 4;
const AMOUNT_Z_CAP = 3;

const INDUSTRY_LIST: CompiledIndustry[] = INDUSTRIES.map((i) => {
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

const STAGE_SUFFIX_C = Object.fromEntries(
  PROJECT_STAGES.map((s) => [s, STAGE_SUFFIXES[s].map(suffix)]),
) as Record<ProjectStage, Suffix[]>;

/** ' (Phase II)' per phase. */
const PHASE_C: Bilingual[] = PHASES.map(([zh, en]) => [zh, ` (${en})`]);

/** Summary tokens: {X} place, {O} object or project, {W} owner, {A} amount, {D} deadline, {G} agency. */
const SUMMARY_TOKENS = 'XOWADG';
const PROJECT_SUMMARY_T = compileBoth(PROJECT_SUMMARY, SUMMARY_TOKENS);
const STAGE_SUMMARY_T = Object.fromEntries(
  PROJECT_STAGES.map((s) => [s, compileBoth(STAGE_SUMMARIES[s], 'd')]),
) as Record<ProjectStage, Templates>;
const AGENCY_SUMMARY_T = compileBoth(AGENCY_SUMMARY, SUMMARY_TOKENS);

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
const NOTICE_SLOTS: NoticeSlot[] = slots(
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

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const PAD4 = Array.from({ length: 10000 }, (_, i) => pad(i, 4));
/** 'THH:MM:' per minute of the day and 'SS.000Z' per second. */
const MINUTES = Array.from({ length: 1440 }, (_, m) => `T${pad((m / 60) | 0, 2)}:${pad(m % 60, 2)}:`);
const SECONDS = Array.from({ length: 60 }, (_, s) => `${pad(s, 2)}.000Z`);
const MONTHS_EN =
  'January February March April May June July August September October November December'.split(' ');

/* ---------- dates ---------- */

const DAY_MS = 86_400_000;
/** Office hours, in UTC seconds of the calendar day: 00:30-10:00 UTC is 08:30-18:00 Beijing. */
const OFFICE_START_S = 1800;
const OFFICE_SPAN_S = 34_200;
/** A weekend day is picked this often relative to a weekday. */
const WEEKEND_WEIGHT = 0.3;
/** A week's mean day weight, so `perDay` is an average over the whole week. */
const MEAN_DAY_WEIGHT = (5 + 2 * WEEKEND_WEIGHT) / 7;

/** China-time day number (days since 1970-01-01) of an instant. */
const isWeekend = (day: number) => {
  const wd = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  return wd === 0 || wd === 6;
};

/**
 * How many records the stream dates within (from, to] at an average of `perDay` a day: the
 * window's share of office hours, weekend days weighing WEEKEND_WEIGHT. A year at 55 a day is
 * ~20,000 records; a window with no office hours holds none.
 */
export function recordsInWindow(from: Date, to: Date, perDay: number): number {
  const lo = from.getTime();
  const hi = to.getTime();
  if (!(hi > lo) || !(perDay > 0)) return 0;
  let days = 0;
  for (let day = chinaDayNumber(lo); day <= chinaDayNumber(hi); day++) {
    const open = day * DAY_MS + OFFICE_START_S * 1000;
    const close = open + OFFICE_SPAN_S * 1000;
    const overlap = Math.max(0, Math.min(close, hi) - Math.max(open, lo));
    days += (overlap / (OFFICE_SPAN_S * 1000)) * (isWeekend(day) ? WEEKEND_WEIGHT : 1);
  }
  return Math.round((perDay * days) / MEAN_DAY_WEIGHT);
}

/** A day's date in text: '2026年12月8日' and '8 December 2026'. */
interface DayText {
  zh: string;
  en: string;
}

/* ---------- shared record machinery ---------- */

const PROJECT_SALT = 0x50524f4a;
const TENDER_SALT = 0x54454e44;

interface Common {
  province: ProvincePlaces;
  city: City;
  /** Place-prefixed title start, without the stage or notice suffix. */
  title: string;
  /** English title start (year, place, object) and phase (' (Phase II)' or ''). */
  titleEn: string;
  phaseEn: string;
  /** The object and its phase, in Chinese ('生活垃圾焚烧发电二期') and English. */
  object: string;
  objectEn: string;
  /** The record's place in full: '湖南省长沙市岳麓区', 'Changsha Yuelu District, Hunan'. */
  place: string;
  placeEn: string;
  owner: string;
  ownerEn: string;
  publishedAt: string;
  contactName: string;
  contactPhone: string;
}

class RecordMaker {
  readonly r = new Rng();
  /** Draws of the organisations: keyed by the procurement, so its notices name the same ones. */
  readonly g = new Rng();
  private readonly vals: string[] = ['', '', '', '', '', ''];
  private readonly valsEn: string[] = ['', '', '', '', '', ''];
  private readonly seedHash: number;
  get hash(): number {
    return this.seedHash;
  }
  readonly startMs: number;
  readonly endMs: number;
  private readonly endDayBJ: number;
  /** China-time days the window touches, counted back from the end day. */
  private readonly dayCount: number;
  /** 'YYYY-MM-DD' and year of the day `index` days before the end day. */
  private readonly days: string[] = [];
  private readonly years: string[] = [];
  private readonly dayTexts = new Map<number, DayText>();
  /** Year and China-time day of the last date(). */
  year = '';
  day = 0;

  constructor(seed: number, salt: number, endDate: Date, spanDays: number) {
    this.seedHash = fmix32((seed ^ salt) >>> 0);
    this.endMs = endDate.getTime();
    if (!Number.isFinite(this.endMs)) throw new RangeError('Invalid endDate');
    if (!(spanDays > 0) || !Number.isFinite(spanDays)) throw new RangeError('spanDays must be positive');
    this.startMs = this.endMs - spanDays * DAY_MS;
    this.endDayBJ = chinaDayNumber(this.endMs);
    this.dayCount = this.endDayBJ - chinaDayNumber(this.startMs) + 1;
    for (let b = 0; b < this.dayCount; b++) {
      const iso = new Date((this.endDayBJ - b) * DAY_MS).toISOString();
      this.days.push(iso.slice(0, 10));
      this.years.push(iso.slice(0, 4));
    }
  }

  /** Seeded permutation used to scramble a cycle. */
  perm(n: number, k: number): number[] {
    return permutation(n, fmix32(this.seedHash + Math.imul(k, 0x9e3779b1)));
  }

  reset(index: number, orgKey = index): void {
    this.r.s = fmix32(this.seedHash ^ Math.imul(index, 0x9e3779b1)) ^ Math.floor(index / 4294967296);
    this.g.s = fmix32(this.seedHash ^ ORG_SALT ^ Math.imul(orgKey, 0x85ebca6b));
  }

  /**
   * ISO time during office hours, 08:30-18:00 Beijing time, within the window, on a weekday
   * three times as often as on a weekend day. A window with (almost) no office hours gets any
   * second of it. Formatted from tables: toISOString is ~10x slower.
   */
  date(): string {
    const r = this.r;
    for (let attempt = 0; attempt < 16; attempt++) {
      const back = r.int(this.dayCount);
      const day = this.endDayBJ - back;
      if (isWeekend(day) && r.next() >= WEEKEND_WEIGHT) continue;
      const secs = OFFICE_START_S + r.int(OFFICE_SPAN_S); // UTC seconds of the same calendar day
      const ms = day * DAY_MS + secs * 1000;
      if (ms <= this.startMs || ms > this.endMs) continue;
      this.year = this.years[back];
      this.day = day;
      return this.days[back] + MINUTES[(secs / 60) | 0] + SECONDS[secs % 60];
    }
    const span = Math.max(1, Math.floor((this.endMs - this.startMs) / 1000));
    const ms = Math.floor(this.endMs / 1000) * 1000 - r.int(span) * 1000;
    this.day = chinaDayNumber(ms);
    this.year = this.days[this.endDayBJ - this.day].slice(0, 4);
    return new Date(ms).toISOString();
  }

  /** The China-time day `day` in words, cached (records share their days). */
  dayText(day: number): DayText {
    let text = this.dayTexts.get(day);
    if (!text) {
      const d = new Date(day * DAY_MS);
      const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
      text = { zh: `${y}年${m + 1}月${dd}日`, en: `${dd} ${MONTHS_EN[m]} ${y}` };
      if (this.dayTexts.size > 4096) this.dayTexts.clear();
      this.dayTexts.set(day, text);
    }
    return text;
  }

  /**
   * Place, title start, owner, date and masked contact of the current record, in Chinese and
   * English. English reuses each Chinese draw (its pair's other half) and draws nothing itself,
   * so the Chinese stream is the same with or without it.
   */
  common(province: ProvincePlaces, ind: CompiledIndustry, provinceTitleP: number): Common {
    const r = this.r;
    // The capital (listed first) gets a third of its province's records.
    const city = r.next() < 0.33 ? province.cities[0] : r.pick(province.cities);
    const local = r.pick(city.locals);
    const brand = r.pick(BRANDS);
    const v = this.vals;
    v[0] = province.full;
    v[1] = province.short;
    v[2] = city.full;
    v[3] = city.short;
    v[4] = local[0];
    v[5] = brand[0];
    const e = this.valsEn;
    e[0] = e[1] = province.en;
    e[2] = city.fullEn;
    e[3] = city.shortEn;
    e[4] = local[1];
    e[5] = brand[1];
    // The template draw is kept so the rest of the record is drawn as before; the buyer itself
    // is one of its province and industry's, a few of which publish most (organisations below).
    if (r.next() < 0.75) r.pick(ind.owners);
    else r.pick(GENERIC_OWNER_T);
    const [owner, ownerEn] = buyer(province, ind, zipfRank(this.g.next(), BUYERS_PER_MARKET));
    const u = r.next();
    const far = u < provinceTitleP;
    const near = !far && u < provinceTitleP + 0.15;
    let title = far ? province.full : near ? city.full : local[0];
    let titleEn = far ? province.en : near ? city.fullEn : local[1];
    const publishedAt = this.date();
    if (r.next() < 0.1) {
      title = this.year + '年' + title;
      titleEn = this.year + ' ' + titleEn;
    }
    const o = r.pick(ind.objects);
    let object = o[0];
    let objectEn = o[1];
    let phaseEn = '';
    if (r.next() < 0.15) {
      const phase = r.pick(PHASE_C);
      object += phase[0];
      phaseEn = phase[1];
      objectEn += phaseEn;
    }
    title += object;
    titleEn += ' ' + o[1];
    const contactName = maskName(r.pick(SURNAMES) + r.pick(GIVEN) + r.pick(GIVEN));
    const contactPhone = maskPhone(r.pick(PHONE_PREFIXES) + PAD4[r.int(10000)] + PAD4[r.int(10000)]);
    return {
      province,
      city,
      title,
      titleEn,
      phaseEn,
      object,
      objectEn,
      place: local[0].startsWith(province.full) ? local[0] : province.full + local[0],
      placeEn: local[1].startsWith(province.en) ? local[1] : `${local[1]}, ${province.en}`,
      owner,
      ownerEn,
      publishedAt,
      contactName,
      contactPhone,
    };
  }

  /** Renders a bilingual template with the current record's place tokens and `brand` (agencies). */
  placeText(t: Templates, brand: Bilingual): [string, string] {
    this.vals[5] = brand[0];
    this.valsEn[5] = brand[1];
    return [render(t.zh, this.vals), render(t.en, this.valsEn)];
  }

  /** Log-normal around the industry's range (see AMOUNT_MU_AT), rounded as people write amounts. */
  amount(ind: CompiledIndustry, scale: number): number {
    const r = this.r;
    const u = 1 - r.next();
    let z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
    if (z > AMOUNT_Z_CAP) z = AMOUNT_Z_CAP;
    else if (z < -AMOUNT_Z_CAP) z = -AMOUNT_Z_CAP;
    const x = Math.exp(ind.lnMu + z * ind.lnSigma) * scale;
    if (x >= 10000) return Math.round(x / 100) * 100;
    if (x >= 1000) return Math.round(x / 10) * 10;
    return Math.max(5, Math.round(x));
  }
}

/* ---------- organisations and procurements (docs/organisations.md, 'Demo data') ---------- */

const ORG_SALT = 0x4f524753;
/** Buyers per province and industry, agencies per province, winners per province and industry. */
const BUYERS_PER_MARKET = 48;
const AGENCIES_PER_PROVINCE = 16;
const WINNERS_PER_MARKET = 24;
const WINNER_T = WINNERS.map((w) => compileBoth(w));

/** A rank in [0, n): P(k) = ln((k + 2) / (k + 1)) / ln(n + 1), so the first few take most draws. */
function zipfRank(u: number, n: number): number {
  return Math.min(n - 1, Math.floor(Math.pow(n + 1, u)) - 1);
}

const mix = (...xs: number[]) => xs.reduce((h, x) => fmix32((h ^ x) + 0x9e3779b1), 0x2545f491);
const PLACE_INDEX = new Map(PLACES.map((p, i) => [p.slug, i]));
const INDUSTRY_INDEX = new Map(INDUSTRY_LIST.map((d, i) => [d.slug, i]));

/**
 * The organisation of `rank` among a market's (`key`): its place (rank 0 in the capital), template
 * and brand follow from the key and the rank alone, so it is the same in every record naming it.
 */
function organisation(
  templates: readonly Templates[],
  province: ProvincePlaces,
  key: number,
  rank: number,
): [string, string] {
  const h = mix(key, rank);
  const city = rank === 0 ? province.cities[0] : province.cities[h % province.cities.length];
  const local = city.locals[(h >>> 7) % city.locals.length];
  const brand = BRANDS[(h >>> 13) % BRANDS.length];
  const t = templates[(h >>> 3) % templates.length];
  const v = [province.full, province.short, city.full, city.short, local[0], brand[0]];
  const e = [province.en, province.en, city.fullEn, city.shortEn, local[1], brand[1]];
  return [render(t.zh, v), render(t.en, e)];
}

function marketKey(province: ProvincePlaces, ind: CompiledIndustry, role: number): number {
  return mix(PLACE_INDEX.get(province.slug)!, INDUSTRY_INDEX.get(ind.slug)!, role);
}

/** A buyer: three in four of the industry's own kinds, the rest generic bureaus. */
function buyer(province: ProvincePlaces, ind: CompiledIndustry, rank: number): [string, string] {
  const key = marketKey(province, ind, 1);
  return organisation(mix(key, rank) % 4 ? ind.owners : GENERIC_OWNER_T, province, key, rank);
}

/** A procurement's notices in date order, by size (2-4): notice → award, with a preview and changes. */
const CHAINS: BiddingCategoryKey[][][] = [
  [],
  [],
  [['tenderNotice', 'winningNotice']],
  [
    ['tenderPreview', 'tenderNotice', 'winningNotice'],
    ['tenderNotice', 'changeNotice', 'winningNotice'],
  ],
  [['tenderPreview', 'tenderNotice', 'changeNotice', 'winningNotice']],
];

/**
 * Tenders i, i + S, i + 2S, i + 3S (S: the province cycle times the industry cycle) share their
 * province and industry; each such group of four holds one procurement of 0, 2, 3 or 4 of them
 * (30/20/25/25 %). Over the default 20,000 (four strides do not fit in them) that puts ~60 % of
 * tenders in a procurement. `q` is the notice's place in it.
 */
function procurementOf(i: number, seedHash: number) {
  const stride = PROVINCE_SLOTS.length * INDUSTRY_LIST.length;
  const block = Math.floor(i / (4 * stride));
  const offset = i % stride;
  const q = Math.floor((i % (4 * stride)) / stride);
  const h = mix(seedHash, block, offset);
  const u = (h % 1000) / 1000;
  const size = u < 0.3 ? 0 : u < 0.5 ? 2 : u < 0.75 ? 3 : 4;
  if (q >= size) return null;
  const chains = CHAINS[size];
  return {
    leader: block * 4 * stride + offset,
    q,
    size,
    chain: chains[(h >>> 12) % chains.length],
    id: `ZB${(h >>> 0).toString(36).toUpperCase().padStart(7, '0')}-${block * stride + offset}`,
    /** Days from one notice to the next. */
    gap: 5 + ((h >>> 20) % 20),
  };
}

/** Up to two decimals, trailing zeros dropped: 1.2, 35, 0.05. */
const decimals = (x: number) => String(Math.round(x * 100) / 100);

/** An amount in 10k CNY as a summary writes it: '5000万元' / 'CNY 50 million', '1.2亿元' / 'CNY 1.2 billion'. */
function amountText(wan: number): [string, string] {
  const zh = wan >= 10000 ? `${decimals(wan / 10000)}亿元` : `${wan}万元`;
  const en = wan >= 100000 ? `CNY ${decimals(wan / 100000)} billion` : `CNY ${decimals(wan / 100)} million`;
  return [zh, en];
}

/** A sentence ending in a name that ends in a full stop ('Co., Ltd.') takes no second one. */
const oneStop = (text: string) => (text.includes('..') ? text.replace(/\.\.(?= |$)/g, '.') : text);

/** ISO instant of midnight China time starting `day`. */
const midnightBJ = (day: number) => new Date(chinaDayNumberStart(day)).toISOString();

/** What every record shares: its place, industry, date, owner and masked contact. */
type Shared = Omit<GeneratedRecord, 'title' | 'titleEn' | 'amountWan' | 'summary' | 'summaryEn'>;

/**
 * Record i of the seed's stream for i in [startIndex, startIndex + count): province and industry
 * cycle through seeded permutations, `record` adds the kind's own fields (its random draws follow
 * those of `common`, so every record depends only on (seed, i) and the window).
 */
function* stream<T>(
  salt: number,
  count: number,
  opts: GeneratorOptions | undefined,
  titlePlaceP: number,
  setup: (m: RecordMaker) => (i: number, c: Common, ind: CompiledIndustry, shared: Shared) => T,
  /** The record whose organisations record i names (its procurement's first notice). */
  orgKey?: (i: number, seedHash: number) => number,
): Generator<T> {
  const seed = opts?.seed ?? DEFAULT_SEED;
  const endDate = opts?.endDate ?? DEFAULT_END_DATE;
  const startIndex = Math.max(0, Math.floor(opts?.startIndex ?? 0));
  const m = new RecordMaker(seed, salt, endDate, opts?.spanDays ?? DATE_SPAN_DAYS);
  const provPerm = m.perm(PROVINCE_SLOTS.length, 1);
  const indPerm = m.perm(INDUSTRY_LIST.length, 2);
  const record = setup(m);
  const end = startIndex + Math.max(0, Math.floor(count));
  for (let i = startIndex; i < end; i++) {
    m.reset(i, orgKey?.(i, m.hash) ?? i);
    const province = PLACES[PROVINCE_SLOTS[provPerm[i % PROVINCE_SLOTS.length]]];
    const ind = INDUSTRY_LIST[indPerm[i % INDUSTRY_LIST.length]];
    const c = m.common(province, ind, titlePlaceP);
    yield record(i, c, ind, {
      province: province.slug,
      region: province.region,
      city: c.city.full,
      cityEn: c.city.fullEn,
      industry: ind.slug,
      publishedAt: c.publishedAt,
      owner: c.owner,
      ownerEn: c.ownerEn,
      contactName: c.contactName,
      contactPhone: c.contactPhone,
    });
  }
}

/* ---------- public generators ---------- */

/** Up to three stages before `stage`, 40 days apart, the last ending at publication. */
function stageHistory(stage: ProjectStage, publishedAt: string): GeneratedProject['stageHistory'] {
  const at = PROJECT_STAGES.indexOf(stage);
  const from = Math.max(0, at - 3);
  const published = Date.parse(publishedAt);
  return PROJECT_STAGES.slice(from, at).map((s, k) => ({
    stage: s,
    at: new Date(published - (at - from - k) * 40 * DAY_MS).toISOString(),
  }));
}

/** Yields `count` projects: record i of the seed's stream for i in [startIndex, startIndex + count). */
export function generateProjects(count: number, opts?: GeneratorOptions): Generator<GeneratedProject> {
  return stream(PROJECT_SALT, count, opts, 0.1, (m) => {
    const catPerm = m.perm(PROJECT_CATEGORY_CODES.length, 3);
    const stagePerm = m.perm(STAGE_SLOTS.length, 4);
    return (i, c, ind, shared) => {
      const stage = STAGE_SLOTS[stagePerm[i % STAGE_SLOTS.length]];
      const r = m.r;
      const s = r.pick(STAGE_SUFFIX_C[stage]);
      const amountWan = m.amount(ind, 1);
      const after = START_AFTER_DAYS[stage];
      const startDay = after ? m.day + after[0] + r.int(after[1] - after[0] + 1) : null;
      const [amount, amountEn] = amountText(amountWan);
      const facts = [c.place, c.object, c.owner, amount];
      const factsEn = [c.placeEn, c.objectEn, c.ownerEn, amountEn];
      const stageT = STAGE_SUMMARY_T[stage];
      const start = startDay === null ? null : m.dayText(startDay);
      return {
        title: c.title + s.zh,
        titleEn: c.titleEn + s.noun + c.phaseEn + s.doc,
        ...shared,
        categoryCode: PROJECT_CATEGORY_CODES[catPerm[i % PROJECT_CATEGORY_CODES.length]],
        stage,
        amountWan,
        startDate: startDay === null ? null : midnightBJ(startDay),
        stageHistory: stageHistory(stage, shared.publishedAt),
        summary: render(PROJECT_SUMMARY_T.zh, facts) + render(stageT.zh, [start?.zh ?? '']),
        summaryEn: oneStop(
          render(PROJECT_SUMMARY_T.en, factsEn) + ' ' + render(stageT.en, [start?.en ?? '']),
        ),
      };
    };
  });
}

/** Yields `count` tenders: record i of the seed's stream for i in [startIndex, startIndex + count). */
export function generateTenders(count: number, opts?: GeneratorOptions): Generator<GeneratedTender> {
  const seed = opts?.seed ?? DEFAULT_SEED;
  const endDate = opts?.endDate ?? DEFAULT_END_DATE;
  const spanDays = opts?.spanDays ?? DATE_SPAN_DAYS;
  return stream(
    TENDER_SALT,
    count,
    opts,
    0.05,
    (m) => {
      const slotPerm = m.perm(NOTICE_SLOTS.length, 3);
      const [dMin, dMax] = DEADLINE_AFTER_DAYS;
      // The procurement's first notice, replayed for its title, place and date.
      const leaderMaker = new RecordMaker(seed, TENDER_SALT, endDate, spanDays);
      const projectOf = projectLinks(seed, endDate, spanDays);
      return (i, c, ind, shared) => {
        const own = NOTICE_SLOTS[slotPerm[i % NOTICE_SLOTS.length]];
        const proc = procurementOf(i, m.hash);
        let slot = own;
        let publishedAt = shared.publishedAt;
        let base = c;
        if (proc) {
          const key = proc.chain[proc.q];
          const noticeLike =
            own.key === 'tenderNotice' || own.key === 'freeTender' || own.key === 'procurementNotice';
          slot = key === 'tenderNotice' && noticeLike ? own : SLOT_BY_KEY.get(key)!;
          if (proc.q > 0) {
            leaderMaker.reset(proc.leader);
            base = leaderMaker.common(c.province, ind, 0.05);
            // In order after the first notice, inside the window (squeezed before its end if need be).
            let at = Date.parse(base.publishedAt) + proc.q * proc.gap * DAY_MS;
            at = Math.min(at, m.endMs - (proc.size - proc.q) * 3_600_000);
            at = Math.max(at, m.startMs + 1000, Date.parse(base.publishedAt) + proc.q * 1000);
            publishedAt = new Date(Math.floor(at / 1000) * 1000).toISOString();
            m.day = chinaDayNumber(Date.parse(publishedAt));
          }
        }
        const r = m.r;
        const g = m.g;
        // '项目'/'工程' has no English counterpart: 'X (Phase II) — Tender Notice'.
        const noun = r.next() < 0.5 ? '项目' : '工程';
        const s = r.pick(slot.suffixes);
        let title = base.title + noun + s.zh;
        let titleEn = base.titleEn + base.phaseEn + s.doc;
        if (slot.retender && r.next() < 0.08) {
          title += '（二次）';
          titleEn += ' (Re-tender)';
        }
        const amountWan = m.amount(ind, 0.3);
        let deadline: string | null = null;
        let deadlineText = ['', ''];
        if (slot.deadline) {
          let day = m.day + dMin + r.int(dMax - dMin + 1);
          const wd = (day + 4) % 7;
          if (wd === 6) day += day + 2 - m.day <= dMax ? 2 : -1;
          else if (wd === 0) day += day + 1 - m.day <= dMax ? 1 : -2;
          const minutes = r.pick(DEADLINE_MINUTES_AFTER_NINE);
          // 09:00 Beijing is 01:00 UTC of the same calendar day.
          deadline = new Date(day * DAY_MS + (3600 + minutes * 60) * 1000).toISOString();
          const hhmm = `${pad(9 + ((minutes / 60) | 0), 2)}:${pad(minutes % 60, 2)}`;
          const d = m.dayText(day);
          deadlineText = [`${d.zh}${hhmm}`, `${hhmm} on ${d.en} (China time)`];
        }
        // The record's own draws stay as they were; the agency is one of its province's few.
        r.next();
        r.pick(AGENCY_T);
        r.pick(BRANDS);
        let agency: [string, string] | null = null;
        const agencyRank = zipfRank(g.next(), AGENCIES_PER_PROVINCE);
        if (g.next() < AGENCY_SHARE) {
          agency = organisation(AGENCY_T, c.province, mix(PLACE_INDEX.get(c.province.slug)!, 2), agencyRank);
        }
        let winner: [string, string] | null = null;
        let winAmountWan: number | null = null;
        let candidates: string | null = null;
        if (slot.code === 155) {
          const key = marketKey(c.province, ind, 3);
          const ranks = [zipfRank(g.next(), WINNERS_PER_MARKET)];
          for (let k = 0; ranks.length < 3 && k < 12; k++) {
            const next = zipfRank(g.next(), WINNERS_PER_MARKET);
            if (!ranks.includes(next)) ranks.push(next);
          }
          const names = ranks.map((rank) => organisation(WINNER_T, c.province, key, rank));
          winner = names[0];
          // Awards come in at 80-99 % of the budget, never above it.
          winAmountWan = Math.min(amountWan, Math.max(1, Math.floor(amountWan * (0.8 + 0.19 * g.next()))));
          if (g.next() < 0.7) candidates = names.map((n) => n[0]).join(';');
        }
        const [amount, amountEn] = amountText(amountWan);
        const project = `${base.place}${base.object}${noun}`;
        const projectEn = `the ${base.objectEn} project in ${base.placeEn}`;
        let summary = render(slot.summary.zh, ['', project, c.owner, amount, deadlineText[0]]);
        let summaryEn = render(slot.summary.en, ['', projectEn, c.ownerEn, amountEn, deadlineText[1]]);
        if (agency) {
          summary += render(AGENCY_SUMMARY_T.zh, ['', '', '', '', '', agency[0]]);
          summaryEn += ' ' + render(AGENCY_SUMMARY_T.en, ['', '', '', '', '', agency[1]]);
        }
        summaryEn = oneStop(summaryEn);
        return {
          title,
          titleEn,
          ...shared,
          city: base.city.full,
          cityEn: base.city.fullEn,
          publishedAt,
          noticeCode: slot.code,
          free: slot.free,
          amountWan,
          deadline,
          agency: agency?.[0] ?? null,
          agencyEn: agency?.[1] ?? null,
          summary,
          summaryEn,
          processId: proc?.id ?? null,
          projectSourceId: proc ? projectOf(proc.leader, c.province, ind) : null,
          winner: winner?.[0] ?? null,
          winnerEn: winner?.[1] ?? null,
          winAmountWan,
          candidates,
        };
      };
    },
    (i, seedHash) => procurementOf(i, seedHash)?.leader ?? i,
  );
}

const SLOT_BY_KEY = new Map(NOTICE_SLOTS.map((slot) => [slot.key, slot]));

/** Projects a procurement can belong to: among the first DEMO_PROJECTS, one of its province and industry. */
const DEMO_PROJECTS = 20_000;

/**
 * Half of the procurements belong to a project of the same province and industry: the project
 * stream's cycles are inverted (their lengths are coprime) to find one among its first 20,000.
 */
function projectLinks(seed: number, endDate: Date, spanDays: number) {
  const pm = new RecordMaker(seed, PROJECT_SALT, endDate, spanDays);
  const lp = PROVINCE_SLOTS.length;
  const li = INDUSTRY_LIST.length;
  const provPos = new Map<number, number>();
  pm.perm(lp, 1).forEach((slot, pos) =>
    provPos.set(PROVINCE_SLOTS[slot], provPos.get(PROVINCE_SLOTS[slot]) ?? pos),
  );
  const indPos = new Map<number, number>();
  pm.perm(li, 2).forEach((d, pos) => indPos.set(d, pos));
  const rounds = Math.max(1, Math.floor(DEMO_PROJECTS / (lp * li)));
  return (leader: number, province: ProvincePlaces, ind: CompiledIndustry): string | null => {
    const h = mix(leader, 0x70726f6a);
    if (h % 2) return null;
    const a = provPos.get(PLACE_INDEX.get(province.slug)!)!;
    const b = indPos.get(INDUSTRY_INDEX.get(ind.slug)!)!;
    let j = a;
    while (j % li !== b) j += lp;
    return `demo-p-${j + lp * li * ((h >>> 1) % rounds) + 1}`;
  };
}
