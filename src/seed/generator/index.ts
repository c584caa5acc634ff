/**
 * Deterministic, seeded generator of realistic project and tender records (DESIGN §4).
 * Record i depends only on (seed, i), so batches made with `startIndex` join seamlessly.
 * Coverage is structural: cyclic fields use pairwise coprime cycle lengths (31, 33, 5, 8),
 * so every (province, industry, category/notice, stage) combination recurs regularly.
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
import { maskName, maskPhone } from '@/server/teasers/mask';
import type { ProjectTeaser, TenderTeaser } from '@/server/types';
import { Rng, fmix32, permutation } from './random';
import { INDUSTRY_DATA } from './tables/industries';
import { PLACE_DATA } from './tables/places';
import {
  BRANDS,
  GENERIC_OWNERS,
  GIVEN,
  NOTICE_SUFFIXES,
  PHASES,
  PHONE_PREFIXES,
  STAGE_SUFFIXES,
  SURNAMES,
} from './tables/words';

/**
 * A generated project: a teaser row without its database id. Slugs of province, region
 * (consistent with the province) and industry; amount in 10k CNY (integer); ISO date-time (UTC);
 * contacts already masked ('王**', '138****5621').
 */
export type GeneratedProject = Omit<ProjectTeaser, 'id' | 'stage'> & {
  stage: ProjectStage;
  titleEn: string;
  ownerEn: string;
};

/** A generated tender; the "free tender" tab is noticeCode 154 with free true. */
export type GeneratedTender = Omit<TenderTeaser, 'id'> & { titleEn: string; ownerEn: string };

// TEMP placeholder English until the real generator English lands (helper A).
const EN_NAMES = new Map<string, string>([...INDUSTRIES, ...PROVINCES].map((x) => [x.slug, x.en]));
function placeholderEn(zh: string, shared: { province: string; industry: string }, i: number) {
  const place = EN_NAMES.get(shared.province);
  const what = zh.includes('医院') ? "People's Hospital" : EN_NAMES.get(shared.industry);
  return { titleEn: `${place} ${what} Project No. ${i}`, ownerEn: `${place} ${what} Authority` };
}

export interface GeneratorOptions {
  seed?: number;
  /** Records are dated within the 365 days before this instant. */
  endDate?: Date;
  /** Index of the first record in the seed's infinite stream. */
  startIndex?: number;
}

export const DEFAULT_SEED = 1;
/** Midnight 2026-11-01 Beijing time, so default output is stable. */
export const DEFAULT_END_DATE = new Date('2026-11-01T00:00:00+08:00');
export const DATE_SPAN_DAYS = 365;

interface City {
  full: string;
  short: string;
  /** The city itself, then city + each district. */
  locals: string[];
}

interface ProvincePlaces {
  slug: string;
  region: string;
  full: string;
  short: string;
  cities: City[];
}

const PLACES: ProvincePlaces[] = PROVINCES.map((p) => {
  const [full, ...cities] = PLACE_DATA[p.slug as ProvinceSlug];
  return {
    slug: p.slug,
    region: p.region,
    full,
    short: p.zh,
    cities: cities.map((spec) => {
      const [city, districts = ''] = spec.split(':');
      const ds = districts ? districts.split(',') : [];
      return {
        full: city,
        short: city.replace(/(市|地区|州)$/, ''),
        locals: [city, ...ds.map((d) => city + d)],
      };
    }),
  };
});

// Compiled templates: strings are literals, numbers index the per-record token values.
const TOKENS = ['P', 'p', 'C', 'c', 'L', 'B'] as const;
type Template = readonly (string | number)[];

function compile(t: string): Template {
  return t
    .split(/(\{[PpCcLB]\})/)
    .filter(Boolean)
    .map((s) => (/^\{.\}$/.test(s) ? TOKENS.indexOf(s[1] as (typeof TOKENS)[number]) : s));
}

function render(t: Template, vals: readonly string[]): string {
  let s = '';
  for (let i = 0; i < t.length; i++) {
    const x = t[i];
    s += typeof x === 'string' ? x : vals[x];
  }
  return s;
}

interface CompiledIndustry {
  slug: string;
  objects: readonly string[];
  owners: Template[];
  lnMin: number;
  lnSpan: number;
}

const GENERIC_OWNER_T = GENERIC_OWNERS.map(compile);

const INDUSTRY_LIST: CompiledIndustry[] = INDUSTRIES.map((i) => {
  const d = INDUSTRY_DATA[i.slug];
  return {
    slug: i.slug,
    objects: d.objects,
    owners: d.owners.map(compile),
    lnMin: Math.log(d.range[0]),
    lnSpan: Math.log(d.range[1]) - Math.log(d.range[0]),
  };
});

/** Notice slots cycle (length 8, coprime with 31 and 33); common notice types weigh more. */
const NOTICE_WEIGHTS: Partial<Record<BiddingCategoryKey, number>> = { tenderNotice: 2, winningNotice: 2 };
interface NoticeSlot {
  code: number;
  free: boolean;
  suffixes: readonly string[];
  retender: boolean;
}
const NOTICE_SLOTS: NoticeSlot[] = BIDDING_CATEGORIES.flatMap((c) =>
  Array.from({ length: NOTICE_WEIGHTS[c.key] ?? 1 }, () => ({
    code: c.code,
    free: c.key === 'freeTender',
    suffixes: NOTICE_SUFFIXES[c.key],
    retender: c.key === 'tenderNotice' || c.key === 'procurementNotice',
  })),
);

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const PAD4 = Array.from({ length: 10000 }, (_, i) => pad(i, 4));
/** 'THH:MM:' per minute of the day and 'SS.000Z' per second. */
const MINUTES = Array.from({ length: 1440 }, (_, m) => `T${pad((m / 60) | 0, 2)}:${pad(m % 60, 2)}:`);
const SECONDS = Array.from({ length: 60 }, (_, s) => `${pad(s, 2)}.000Z`);

/* ---------- shared record machinery ---------- */

const DAY_MS = 86_400_000;
const BJ_OFFSET_MS = 8 * 3_600_000;
const PROJECT_SALT = 0x50524f4a;
const TENDER_SALT = 0x54454e44;

interface Common {
  /** Place-prefixed title start, without the stage or notice suffix. */
  title: string;
  owner: string;
  publishedAt: string;
  contactName: string;
  contactPhone: string;
}

class RecordMaker {
  readonly r = new Rng();
  private readonly vals: string[] = ['', '', '', '', '', ''];
  private readonly seedHash: number;
  private readonly endMs: number;
  private readonly endDayBJ: number;
  /** 'YYYY-MM-DD' and year of the day `index` days before the end day. */
  private readonly days: string[] = [];
  private readonly years: string[] = [];
  /** Year of the last date(). */
  private year = '';

  constructor(seed: number, salt: number, endDate: Date) {
    this.seedHash = fmix32((seed ^ salt) >>> 0);
    this.endMs = endDate.getTime();
    if (!Number.isFinite(this.endMs)) throw new RangeError('Invalid endDate');
    this.endDayBJ = Math.floor((this.endMs + BJ_OFFSET_MS) / DAY_MS);
    for (let b = 0; b < DATE_SPAN_DAYS; b++) {
      const iso = new Date((this.endDayBJ - b) * DAY_MS).toISOString();
      this.days.push(iso.slice(0, 10));
      this.years.push(iso.slice(0, 4));
    }
  }

  /** Seeded permutation used to scramble a cycle. */
  perm(n: number, k: number): number[] {
    return permutation(n, fmix32(this.seedHash + Math.imul(k, 0x9e3779b1)));
  }

  reset(index: number): void {
    this.r.s = fmix32(this.seedHash ^ Math.imul(index, 0x9e3779b1)) ^ Math.floor(index / 4294967296);
  }

  /**
   * ISO time on a weekday (mostly) during office hours, 08:30-18:00 Beijing time, within the
   * DATE_SPAN_DAYS before endDate. Formatted from tables: toISOString is ~10x slower.
   */
  date(): string {
    const r = this.r;
    let back = r.int(DATE_SPAN_DAYS);
    const wd = (this.endDayBJ - back + 4) % 7; // 0 = Sunday
    if ((wd === 0 || wd === 6) && r.next() < 0.8) back = r.int(DATE_SPAN_DAYS);
    const secs = 1800 + r.int(34_200); // UTC seconds of the same calendar day
    if (back === 0 && this.endDayBJ * DAY_MS + secs * 1000 > this.endMs) back = 1;
    this.year = this.years[back];
    return this.days[back] + MINUTES[(secs / 60) | 0] + SECONDS[secs % 60];
  }

  /** Place, title start, owner, date and masked contact of the current record. */
  common(province: ProvincePlaces, ind: CompiledIndustry, provinceTitleP: number): Common {
    const r = this.r;
    const city = r.pick(province.cities);
    const local = r.pick(city.locals);
    const v = this.vals;
    v[0] = province.full;
    v[1] = province.short;
    v[2] = city.full;
    v[3] = city.short;
    v[4] = local;
    v[5] = r.pick(BRANDS);
    const owner = render(r.next() < 0.75 ? r.pick(ind.owners) : r.pick(GENERIC_OWNER_T), v);
    const u = r.next();
    const place = u < provinceTitleP ? province.full : u < provinceTitleP + 0.15 ? city.full : local;
    const publishedAt = this.date();
    let title = place;
    if (r.next() < 0.1) title = this.year + '年' + title;
    title += r.pick(ind.objects);
    if (r.next() < 0.15) title += r.pick(PHASES);
    const contactName = maskName(r.pick(SURNAMES) + r.pick(GIVEN) + r.pick(GIVEN));
    const contactPhone = maskPhone(r.pick(PHONE_PREFIXES) + PAD4[r.int(10000)] + PAD4[r.int(10000)]);
    return { title, owner, publishedAt, contactName, contactPhone };
  }

  amount(ind: CompiledIndustry, scale: number): number {
    const x = Math.exp(ind.lnMin + this.r.next() * ind.lnSpan) * scale;
    if (x >= 10000) return Math.round(x / 100) * 100;
    if (x >= 1000) return Math.round(x / 10) * 10;
    return Math.max(5, Math.round(x));
  }
}

/** What every record shares: its place, industry, date, owner and masked contact. */
type Shared = Pick<
  GeneratedProject,
  'province' | 'region' | 'industry' | 'publishedAt' | 'owner' | 'contactName' | 'contactPhone'
>;

/**
 * Record i of the seed's stream for i in [startIndex, startIndex + count): province and industry
 * cycle through seeded permutations, `record` adds the kind's own fields (its random draws follow
 * those of `common`, so every record depends only on (seed, i)).
 */
function* stream<T>(
  salt: number,
  count: number,
  opts: GeneratorOptions | undefined,
  titlePlaceP: number,
  setup: (m: RecordMaker) => (i: number, c: Common, ind: CompiledIndustry, shared: Shared) => T,
): Generator<T> {
  const seed = opts?.seed ?? DEFAULT_SEED;
  const endDate = opts?.endDate ?? DEFAULT_END_DATE;
  const startIndex = Math.max(0, Math.floor(opts?.startIndex ?? 0));
  const m = new RecordMaker(seed, salt, endDate);
  const provPerm = m.perm(PLACES.length, 1);
  const indPerm = m.perm(INDUSTRY_LIST.length, 2);
  const record = setup(m);
  const end = startIndex + Math.max(0, Math.floor(count));
  for (let i = startIndex; i < end; i++) {
    m.reset(i);
    const province = PLACES[provPerm[i % PLACES.length]];
    const ind = INDUSTRY_LIST[indPerm[i % INDUSTRY_LIST.length]];
    const c = m.common(province, ind, titlePlaceP);
    yield record(i, c, ind, {
      province: province.slug,
      region: province.region,
      industry: ind.slug,
      publishedAt: c.publishedAt,
      owner: c.owner,
      contactName: c.contactName,
      contactPhone: c.contactPhone,
    });
  }
}

/* ---------- public generators ---------- */

/** Yields `count` projects: record i of the seed's stream for i in [startIndex, startIndex + count). */
export function generateProjects(count: number, opts?: GeneratorOptions): Generator<GeneratedProject> {
  return stream(PROJECT_SALT, count, opts, 0.1, (m) => {
    const catPerm = m.perm(PROJECT_CATEGORY_CODES.length, 3);
    const stagePerm = m.perm(PROJECT_STAGES.length, 4);
    return (i, c, ind, shared) => {
      const stage = PROJECT_STAGES[stagePerm[i % PROJECT_STAGES.length]];
      const title = c.title + m.r.pick(STAGE_SUFFIXES[stage]);
      return {
        title,
        ...shared,
        ...placeholderEn(title, shared, i),
        categoryCode: PROJECT_CATEGORY_CODES[catPerm[i % PROJECT_CATEGORY_CODES.length]],
        stage,
        amountWan: m.amount(ind, 1),
      };
    };
  });
}

/** Yields `count` tenders: record i of the seed's stream for i in [startIndex, startIndex + count). */
export function generateTenders(count: number, opts?: GeneratorOptions): Generator<GeneratedTender> {
  return stream(TENDER_SALT, count, opts, 0.05, (m) => {
    const slotPerm = m.perm(NOTICE_SLOTS.length, 3);
    return (i, c, ind, shared) => {
      const slot = NOTICE_SLOTS[slotPerm[i % NOTICE_SLOTS.length]];
      let title = c.title + (m.r.next() < 0.5 ? '项目' : '工程') + m.r.pick(slot.suffixes);
      if (slot.retender && m.r.next() < 0.08) title += '（二次）';
      return {
        title,
        ...shared,
        ...placeholderEn(title, shared, i),
        noticeCode: slot.code,
        free: slot.free,
        amountWan: m.amount(ind, 0.3),
      };
    };
  });
}
