/**
 * The organisations records name (docs/organisations.md): buyers, agencies and winners drawn per
 * market with a Zipf rank, so a few recur often, the same names in every record of a procurement.
 */
import { fmix32 } from './random';
import { WINNERS } from './tables/market';
import { BRANDS } from './tables/words';
import { PLACES, type ProvincePlaces } from './places';
import {
  type CompiledIndustry,
  GENERIC_OWNER_T,
  INDUSTRY_LIST,
  type Templates,
  compileBoth,
  render,
} from './templates';

export const ORG_SALT = 0x4f524753;
/** Buyers per province and industry, agencies per province, winners per province and industry. */
export const BUYERS_PER_MARKET = 48;
export const AGENCIES_PER_PROVINCE = 16;
export const WINNERS_PER_MARKET = 24;
export const WINNER_T = WINNERS.map((w) => compileBoth(w));

/** A rank in [0, n): P(k) = ln((k + 2) / (k + 1)) / ln(n + 1), so the first few take most draws. */
export function zipfRank(u: number, n: number): number {
  return Math.min(n - 1, Math.floor(Math.pow(n + 1, u)) - 1);
}

export const mix = (...xs: number[]) => xs.reduce((h, x) => fmix32((h ^ x) + 0x9e3779b1), 0x2545f491);
export const PLACE_INDEX = new Map(PLACES.map((p, i) => [p.slug, i]));
export const INDUSTRY_INDEX = new Map(INDUSTRY_LIST.map((d, i) => [d.slug, i]));

/**
 * The organisation of `rank` among a market's (`key`): its place (rank 0 in the capital), template
 * and brand follow from the key and the rank alone, so it is the same in every record naming it.
 */
export function organisation(
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

export function marketKey(province: ProvincePlaces, ind: CompiledIndustry, role: number): number {
  return mix(PLACE_INDEX.get(province.slug)!, INDUSTRY_INDEX.get(ind.slug)!, role);
}

/** A buyer: three in four of the industry's own kinds, the rest generic bureaus. */
export function buyer(province: ProvincePlaces, ind: CompiledIndustry, rank: number): [string, string] {
  const key = marketKey(province, ind, 1);
  return organisation(mix(key, rank) % 4 ? ind.owners : GENERIC_OWNER_T, province, key, rank);
}
