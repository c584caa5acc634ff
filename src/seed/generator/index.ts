/**
 * Deterministic, seeded generator of realistic project and tender records (product D2.2).
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
import { maskName, maskPhone } from '@/text/contact-mask';
import type { ProjectTeaser, TenderTeaser } from '@/schemas/dto';
import { Rng, fmix32, permutation } from './random';
import { INDUSTRY_DATA } from './tables/industries';
import { PLACE_DATA, PLACE_EN } from './tables/places';
import {
  BRANDS,
  GENERIC_OWNERS,
  GIVEN,
  NOTICE_SUFFIXES,
  PHASES,
  PHONE_PREFIXES,
  STAGE_SUFFIXES,
  SURNAMES,
  type Bilingual,
} from './tables/words';

/** English title and owner of a generated record; `title` and `owner` are the Chinese ones. */
interface EnglishText {
  titleEn: string;
  ownerEn: string;
}

/**
 * A generated project: a teaser row without its database id, plus English text. Slugs of
 * province, region (consistent with the province) and industry; amount in 10k CNY (integer); ISO
 * date-time (UTC); contacts already masked ('王**', '138****5621').
 */
export type GeneratedProject = Omit<ProjectTeaser, 'id' | 'stage'> & { stage: ProjectStage } & EnglishText;

/** A generated tender; the "free tender" tab is noticeCode 154 with free true. */
export type GeneratedTender = Omit<TenderTeaser, 'id'> & EnglishText;

interface GeneratorOptions {
  seed?: number;
  /** Records are dated within the 365 days before this instant. */
  endDate?: Date;
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

/** An owner template compiled in both languages. */
interface OwnerTemplates {
  zh: Template;
  en: Template;
}

const compileBoth = ([zh, en]: Bilingual): OwnerTemplates => ({ zh: compile(zh), en: compile(en) });

interface CompiledIndustry {
  slug: string;
  objects: readonly Bilingual[];
  owners: OwnerTemplates[];
  lnMin: number;
  lnSpan: number;
}

const GENERIC_OWNER_T = GENERIC_OWNERS.map(compileBoth);

const INDUSTRY_LIST: CompiledIndustry[] = INDUSTRIES.map((i) => {
  const d = INDUSTRY_DATA[i.slug];
  return {
    slug: i.slug,
    objects: d.objects,
    owners: d.owners.map(compileBoth),
    lnMin: Math.log(d.range[0]),
    lnSpan: Math.log(d.range[1]) - Math.log(d.range[0]),
  };
});

/** Notice slots cycle (length 8, coprime with 31 and 33); common notice types weigh more. */
const NOTICE_WEIGHTS: Partial<Record<BiddingCategoryKey, number>> = { tenderNotice: 2, winningNotice: 2 };
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

interface NoticeSlot {
  code: number;
  free: boolean;
  suffixes: readonly Suffix[];
  retender: boolean;
}
const NOTICE_SLOTS: NoticeSlot[] = BIDDING_CATEGORIES.flatMap((c) => {
  const suffixes = NOTICE_SUFFIXES[c.key].map(([zh, en]) => suffix([zh, '— ' + en]));
  return Array.from({ length: NOTICE_WEIGHTS[c.key] ?? 1 }, () => ({
    code: c.code,
    free: c.key === 'freeTender',
    suffixes,
    retender: c.key === 'tenderNotice' || c.key === 'procurementNotice',
  }));
});

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
  /** English title start (year, place, object) and phase (' (Phase II)' or ''). */
  titleEn: string;
  phaseEn: string;
  owner: string;
  ownerEn: string;
  publishedAt: string;
  contactName: string;
  contactPhone: string;
}

class RecordMaker {
  readonly r = new Rng();
  private readonly vals: string[] = ['', '', '', '', '', ''];
  private readonly valsEn: string[] = ['', '', '', '', '', ''];
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

  /**
   * Place, title start, owner, date and masked contact of the current record, in Chinese and
   * English. English reuses each Chinese draw (its pair's other half) and draws nothing itself,
   * so the Chinese stream is the same with or without it.
   */
  common(province: ProvincePlaces, ind: CompiledIndustry, provinceTitleP: number): Common {
    const r = this.r;
    const city = r.pick(province.cities);
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
    const ownerT = r.next() < 0.75 ? r.pick(ind.owners) : r.pick(GENERIC_OWNER_T);
    const owner = render(ownerT.zh, v);
    const ownerEn = render(ownerT.en, e);
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
    const object = r.pick(ind.objects);
    title += object[0];
    titleEn += ' ' + object[1];
    let phaseEn = '';
    if (r.next() < 0.15) {
      const phase = r.pick(PHASE_C);
      title += phase[0];
      phaseEn = phase[1];
    }
    const contactName = maskName(r.pick(SURNAMES) + r.pick(GIVEN) + r.pick(GIVEN));
    const contactPhone = maskPhone(r.pick(PHONE_PREFIXES) + PAD4[r.int(10000)] + PAD4[r.int(10000)]);
    return { title, titleEn, phaseEn, owner, ownerEn, publishedAt, contactName, contactPhone };
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
  'province' | 'region' | 'industry' | 'publishedAt' | 'owner' | 'ownerEn' | 'contactName' | 'contactPhone'
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
      ownerEn: c.ownerEn,
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
      const s = m.r.pick(STAGE_SUFFIX_C[stage]);
      return {
        title: c.title + s.zh,
        titleEn: c.titleEn + s.noun + c.phaseEn + s.doc,
        ...shared,
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
      // '项目'/'工程' has no English counterpart: 'X (Phase II) — Tender Notice'.
      const noun = m.r.next() < 0.5 ? '项目' : '工程';
      const s = m.r.pick(slot.suffixes);
      let title = c.title + noun + s.zh;
      let titleEn = c.titleEn + c.phaseEn + s.doc;
      if (slot.retender && m.r.next() < 0.08) {
        title += '（二次）';
        titleEn += ' (Re-tender)';
      }
      return {
        title,
        titleEn,
        ...shared,
        noticeCode: slot.code,
        free: slot.free,
        amountWan: m.amount(ind, 0.3),
      };
    };
  });
}
