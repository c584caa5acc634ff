/** The draws every record shares: its place, industry, date, owner and masked contact, from its own random stream. */
import { chinaDayNumber } from '@/text/china-time';
import { maskName, maskPhone } from '@/text/contact-mask';
import { Rng, fmix32, permutation } from './random';
import { BRANDS, GIVEN, PHONE_PREFIXES, SURNAMES, type Bilingual } from './tables/words';
import { type City, type ProvincePlaces } from './places';
import {
  AMOUNT_Z_CAP,
  type CompiledIndustry,
  GENERIC_OWNER_T,
  PHASE_C,
  type Templates,
  render,
} from './templates';
import {
  DAY_MS,
  type DayText,
  MINUTES,
  MONTHS_EN,
  OFFICE_SPAN_S,
  OFFICE_START_S,
  PAD4,
  SECONDS,
  WEEKEND_WEIGHT,
  isWeekend,
} from './dates';
import { BUYERS_PER_MARKET, ORG_SALT, buyer, zipfRank } from './organisations';

export const PROJECT_SALT = 0x50524f4a;
export const TENDER_SALT = 0x54454e44;

export interface Common {
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

export class RecordMaker {
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
