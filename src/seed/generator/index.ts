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
import { PROJECT_CATEGORY_CODES, PROJECT_STAGES, type ProjectStage } from '@/catalog';
import { chinaDayNumber, chinaDayNumberStart } from '@/text/china-time';
import {
  AGENCY_SHARE,
  DEADLINE_AFTER_DAYS,
  DEADLINE_MINUTES_AFTER_NINE,
  START_AFTER_DAYS,
} from './tables/market';
import { BRANDS } from './tables/words';
import {
  DATE_SPAN_DAYS,
  DEFAULT_END_DATE,
  DEFAULT_SEED,
  type GeneratedProject,
  type GeneratedRecord,
  type GeneratedTender,
  type GeneratorOptions,
} from './types';
import { PLACES } from './places';
import {
  AGENCY_SUMMARY_T,
  AGENCY_T,
  type CompiledIndustry,
  INDUSTRY_LIST,
  NOTICE_SLOTS,
  PROJECT_SUMMARY_T,
  PROVINCE_SLOTS,
  STAGE_SLOTS,
  STAGE_SUFFIX_C,
  STAGE_SUMMARY_T,
  render,
} from './templates';
import { DAY_MS, pad } from './dates';
import {
  AGENCIES_PER_PROVINCE,
  PLACE_INDEX,
  WINNERS_PER_MARKET,
  WINNER_T,
  marketKey,
  mix,
  organisation,
  zipfRank,
} from './organisations';
import { type Common, PROJECT_SALT, RecordMaker, TENDER_SALT } from './record-maker';
import { SLOT_BY_KEY, procurementOf, projectLinks } from './procurements';
export {
  DATE_SPAN_DAYS,
  DEFAULT_END_DATE,
  type GeneratedProject,
  type GeneratedTender,
  type GeneratorOptions,
} from './types';
export { CYCLE_LENGTHS } from './templates';
export { DAY_MS, recordsInWindow } from './dates';

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
