/**
 * Reading the values of an import the way a Chinese export writes them (docs/import.md): catalog
 * entries by slug or Chinese name, dates in China time, yes/no as 是/否. Each reader returns the
 * normalised value, or undefined when the text is not one.
 */
import {
  BIDDING_CATEGORY_CODES,
  INDUSTRIES,
  PROJECT_CATEGORY_CODES,
  PROJECT_STAGE_NAMES,
  PROJECT_STAGES,
  PROVINCES,
  type ProjectStage,
  type ProvinceSlug,
} from '@/catalog';
import { chinaLocalTime } from '@/text/china-time';

/** The full official names of the provinces that are not plain `…省`. */
const FULL_NAMES: Partial<Record<ProvinceSlug, string>> = {
  beijing: '北京市',
  tianjin: '天津市',
  shanghai: '上海市',
  chongqing: '重庆市',
  neimenggu: '内蒙古自治区',
  guangxi: '广西壮族自治区',
  xizang: '西藏自治区',
  ningxia: '宁夏回族自治区',
  xinjiang: '新疆维吾尔自治区',
};

/** Lookup table keyed by every accepted spelling; Latin keys are lower case. */
function table<T>(entries: [T, string[]][]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [value, names] of entries) for (const name of names) map.set(name.toLowerCase(), value);
  return map;
}

const provinces = table(
  PROVINCES.map((p) => {
    const slug = p.slug as ProvinceSlug;
    return [p, [p.slug, p.zh, p.en, FULL_NAMES[slug] ?? `${p.zh}省`]];
  }),
);
const industries = table(INDUSTRIES.map((i) => [i.slug as string, [i.slug, i.zh, i.en]]));
const stages = table(
  PROJECT_STAGES.map((key) => [key, [key, PROJECT_STAGE_NAMES[key].zh, PROJECT_STAGE_NAMES[key].en]]),
);

/** A province by slug (`hunan`), English name, or Chinese name with or without its suffix. */
export function readProvince(text: string): { slug: ProvinceSlug; region: string } | undefined {
  const p = provinces.get(text.toLowerCase());
  return p && { slug: p.slug as ProvinceSlug, region: p.region };
}

/** An industry slug, from the slug (`huanbao`), the Chinese (`环保`) or the English name. */
export function readIndustry(text: string): string | undefined {
  return industries.get(text.toLowerCase());
}

/** A project stage key, from the key (`construction`), the Chinese (`施工`) or the English name. */
export function readStage(text: string): ProjectStage | undefined {
  return stages.get(text.toLowerCase());
}

function readCode(text: string, codes: readonly number[]): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const code = Number(text);
  return codes.includes(code) ? code : undefined;
}

export const readCategoryCode = (text: string) => readCode(text, PROJECT_CATEGORY_CODES);
export const readNoticeCode = (text: string) => readCode(text, BIDDING_CATEGORY_CODES);

const TRUE = new Set(['true', '1', '是']);
const FALSE = new Set(['false', '0', '否', '']);

/** `true/false/1/0/是/否`, any case; empty is false. */
export function readBoolean(text: string): boolean | undefined {
  const t = text.toLowerCase();
  return TRUE.has(t) ? true : FALSE.has(t) ? false : undefined;
}

/** A non-negative amount: `1200`, `1200.5`, `1,200` (thousands separators in threes). */
export function readAmount(text: string): number | undefined {
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(text)) return undefined;
  const amount = Number(text.replaceAll(',', ''));
  return Number.isFinite(amount) ? amount : undefined;
}

const DAY = String.raw`(\d{4})(?:([-/])(\d{1,2})\2(\d{1,2})|年(\d{1,2})月(\d{1,2})日)`;
const TIME = String.raw`(?:(?:\s+|T|(?<=日))(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?`;
const ZONE = String.raw`(Z|[+-]\d{2}:?\d{2})?`;
const DATE = new RegExp(`^${DAY}${TIME}\\s*${ZONE}$`, 'i');

/**
 * A date or date and time as an ISO UTC instant: `2026-11-24`, `2026/11/24`, `2026年11月24日`,
 * each optionally with ` 10:00` or ` 10:00:30`, read as China time (UTC+8; a bare date is
 * 00:00 there); or an ISO instant with its zone (`2026-11-24T02:00:00Z`, `…+08:00`).
 * Impossible dates and times (2026-02-30, 24:00) are not dates.
 */
export function readDate(text: string): string | undefined {
  const m = DATE.exec(text);
  if (!m) return undefined;
  const [, y, , m1, d1, m2, d2, h = '0', min = '0', s = '0', ms = '0', zone] = m;
  const year = Number(y);
  const month = Number(m1 ?? m2);
  const day = Number(d1 ?? d2);
  const [hour, minute, second] = [Number(h), Number(min), Number(s)];
  if (zone && m[7] === undefined) return undefined; // a zone only after a time
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const fraction = Number(ms.padEnd(3, '0'));
  if (!zone) return new Date(chinaLocalTime(year, month, day, hour, minute, second, fraction)).toISOString();
  let offset = 0; // minutes east of UTC
  if (zone.toUpperCase() !== 'Z') {
    const [, sign, hh, mm] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
    if (Number(hh) > 23 || Number(mm) > 59) return undefined;
    offset = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm));
  }
  const local = Date.UTC(year, month - 1, day, hour, minute, second, fraction);
  return new Date(local - offset * 60_000).toISOString();
}
