/**
 * Procurements: groups of tenders of one province and industry published as one procurement's
 * notices (preview, notice, change, award), half of them linked to a generated project.
 */
import { type BiddingCategoryKey } from '@/catalog';
import { type ProvincePlaces } from './places';
import { type CompiledIndustry, INDUSTRY_LIST, NOTICE_SLOTS, PROVINCE_SLOTS } from './templates';
import { INDUSTRY_INDEX, PLACE_INDEX, mix } from './organisations';
import { PROJECT_SALT, RecordMaker } from './record-maker';

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
export function procurementOf(i: number, seedHash: number) {
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

export const SLOT_BY_KEY = new Map(NOTICE_SLOTS.map((slot) => [slot.key, slot]));

/** Projects a procurement can belong to: among the first DEMO_PROJECTS, one of its province and industry. */
const DEMO_PROJECTS = 20_000;

/**
 * Half of the procurements belong to a project of the same province and industry: the project
 * stream's cycles are inverted (their lengths are coprime) to find one among its first 20,000.
 */
export function projectLinks(seed: number, endDate: Date, spanDays: number) {
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
