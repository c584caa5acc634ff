import { describe, expect, it } from 'vitest';
import {
  BIDDING_CATEGORY_CODES,
  INDUSTRIES,
  PROJECT_CATEGORY_CODES,
  PROJECT_STAGES,
  PROVINCES,
  findProvince,
  type ProvinceSlug,
} from '@/catalog';
import {
  CYCLE_LENGTHS,
  DATE_SPAN_DAYS,
  DEFAULT_END_DATE,
  generateProjects,
  generateTenders,
  recordsInWindow,
  type GeneratedProject,
  type GeneratedTender,
} from '@/seed/generator';
import { INDUSTRY_DATA } from '@/seed/generator/tables/industries';
import { NOTICE_WEIGHTS, PROVINCE_WEIGHTS, STAGE_WEIGHTS } from '@/seed/generator/tables/market';
import { PLACE_DATA } from '@/seed/generator/tables/places';
import { maskName, maskPhone } from '@/text/contact-mask';

const PHONE_MASK = /^1[3-9]\d\*{4}\d{4}$/;
const NAME_MASK = /^[\u4e00-\u9fff]\*\*$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY = 86_400_000;

const projects = (n: number, o?: Parameters<typeof generateProjects>[1]) => [...generateProjects(n, o)];
const tenders = (n: number, o?: Parameters<typeof generateTenders>[1]) => [...generateTenders(n, o)];

describe('masking helpers', () => {
  it('masks names to first character + **', () => {
    expect(maskName('王小明')).toBe('王**');
    expect(maskName('李娜')).toBe('李**');
    expect(maskName('欧阳修文')).toBe('欧**');
    expect(maskName('  张伟 ')).toBe('张**');
    expect(maskName('')).toBe('');
    expect(maskName(maskName('王小明'))).toBe('王**');
  });

  it('masks phones to first 3 + **** + last 4', () => {
    expect(maskPhone('13812345621')).toBe('138****5621');
    expect(maskPhone('138 1234 5621')).toBe('138****5621');
    expect(maskPhone('+86 13812345621')).toBe('861****5621');
    expect(maskPhone(maskPhone('13812345621'))).toBe('138****5621');
    expect(maskPhone('12345')).toBe('*****');
    expect(maskPhone('13812345621')).toMatch(PHONE_MASK);
  });
});

describe('determinism', () => {
  it('same seed gives the same first 100 records', () => {
    expect(projects(100, { seed: 42 })).toEqual(projects(100, { seed: 42 }));
    expect(tenders(100, { seed: 42 })).toEqual(tenders(100, { seed: 42 }));
    expect(projects(100)).toEqual(projects(100, { seed: 1, endDate: DEFAULT_END_DATE }));
  });

  it('different seeds differ', () => {
    const a = projects(50, { seed: 1 }).map((p) => p.title);
    const b = projects(50, { seed: 2 }).map((p) => p.title);
    expect(a).not.toEqual(b);
  });

  it('startIndex continues the same stream', () => {
    const all = tenders(300, { seed: 7 });
    expect(tenders(100, { seed: 7, startIndex: 200 })).toEqual(all.slice(200));
    const allP = projects(300, { seed: 7 });
    expect(projects(50, { seed: 7, startIndex: 120 })).toEqual(allP.slice(120, 170));
  });

  it('handles zero and negative counts', () => {
    expect(projects(0)).toEqual([]);
    expect(tenders(-5)).toEqual([]);
  });
});

/** The default data set of the first start (seed 1, records 0..19,999). */
const DEFAULT_P = projects(20_000);
const DEFAULT_T = tenders(20_000);

describe('coverage', () => {
  const P = projects(5000, { seed: 3 });
  const T = tenders(5000, { seed: 3 });

  it('projects cover all provinces, industries, categories and stages', () => {
    expect(new Set(P.map((p) => p.province))).toEqual(new Set(PROVINCES.map((p) => p.slug)));
    expect(new Set(P.map((p) => p.industry))).toEqual(new Set(INDUSTRIES.map((i) => i.slug)));
    expect(new Set(P.map((p) => p.categoryCode))).toEqual(new Set(PROJECT_CATEGORY_CODES));
    expect(new Set(P.map((p) => p.stage))).toEqual(new Set(PROJECT_STAGES));
  });

  it('tenders cover all provinces, industries and notice codes', () => {
    expect(new Set(T.map((t) => t.province))).toEqual(new Set(PROVINCES.map((p) => p.slug)));
    expect(new Set(T.map((t) => t.industry))).toEqual(new Set(INDUSTRIES.map((i) => i.slug)));
    expect(new Set(T.map((t) => t.noticeCode))).toEqual(new Set(BIDDING_CATEGORY_CODES));
  });

  it('every listed combination has records in the default 20,000', () => {
    const pc = new Set(DEFAULT_P.map((p) => `${p.industry}|${p.categoryCode}`));
    const ps = new Set(DEFAULT_P.map((p) => `${p.province}|${p.stage}`));
    const tc = new Set(DEFAULT_T.map((t) => `${t.province}|${t.noticeCode}`));
    const free = new Set(DEFAULT_T.filter((t) => t.free).map((t) => t.province));
    for (const i of INDUSTRIES)
      for (const c of PROJECT_CATEGORY_CODES) expect(pc.has(`${i.slug}|${c}`)).toBe(true);
    for (const p of PROVINCES) {
      for (const c of BIDDING_CATEGORY_CODES) expect(tc.has(`${p.slug}|${c}`)).toBe(true);
      for (const s of PROJECT_STAGES) expect(ps.has(`${p.slug}|${s}`)).toBe(true);
      expect(free.has(p.slug)).toBe(true);
    }
  });

  it('free tenders are tender notices only', () => {
    const free = T.filter((t) => t.free);
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((t) => t.noticeCode === 154)).toBe(true);
    expect(T.some((t) => t.noticeCode === 154 && !t.free)).toBe(true);
  });
});

describe('record shape', () => {
  const end = new Date('2025-06-15T12:00:00Z');
  const P = projects(3000, { seed: 11, endDate: end });
  const T = tenders(3000, { seed: 11, endDate: end });
  const all: (GeneratedProject | GeneratedTender)[] = [...P, ...T];

  it('dates are ISO and within the span before endDate', () => {
    const lo = end.getTime() - DATE_SPAN_DAYS * DAY;
    for (const r of all) {
      expect(r.publishedAt).toMatch(ISO);
      const t = Date.parse(r.publishedAt);
      expect(t).toBeGreaterThanOrEqual(lo);
      expect(t).toBeLessThanOrEqual(end.getTime());
      expect(new Date(t).toISOString()).toBe(r.publishedAt);
    }
    const months = new Set(all.map((r) => r.publishedAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('never dates past an endDate early in the Beijing morning', () => {
    const early = new Date('2026-03-10T01:00:00+08:00');
    const lo = early.getTime() - DATE_SPAN_DAYS * DAY;
    for (const r of [...projects(2000, { endDate: early }), ...tenders(2000, { endDate: early })]) {
      const t = Date.parse(r.publishedAt);
      expect(t).toBeGreaterThanOrEqual(lo);
      expect(t).toBeLessThanOrEqual(early.getTime());
    }
  });

  it('defaults to the fixed end date', () => {
    for (const r of projects(500))
      expect(Date.parse(r.publishedAt)).toBeLessThanOrEqual(DEFAULT_END_DATE.getTime());
  });

  it('region matches the province and contacts are masked', () => {
    for (const r of all) {
      expect(findProvince(r.province)?.region).toBe(r.region);
      expect(r.contactName).toMatch(NAME_MASK);
      expect(r.contactPhone).toMatch(PHONE_MASK);
    }
  });

  it('amounts are positive integers; titles and owners look Chinese', () => {
    for (const r of all) {
      expect(Number.isInteger(r.amountWan)).toBe(true);
      expect(r.amountWan).toBeGreaterThan(0);
      expect(r.title).toMatch(/^[\u4e00-\u9fff0-9]/);
      expect(r.title.length).toBeGreaterThanOrEqual(8);
      expect(r.owner).toMatch(/(公司|局|厅|委员会|中心|医院|学院|政府|处|社)$/);
    }
    expect(P.every((p) => /(项目|工程|书|研究|报告|公示|设计|验收)$/.test(p.title))).toBe(true);
    expect(T.every((t) => /(公告|公示|预告|计划|公开)(（二次）)?$/.test(t.title))).toBe(true);
  });

  it('titles name a place of their province', () => {
    const hunan = P.filter((p) => p.province === 'hunan');
    expect(hunan.length).toBeGreaterThan(0);
    for (const p of hunan) expect(p.title).toMatch(/湖南省|长沙市|株洲市|岳阳市|常德市/);
  });
});

/** Rows per value of `key`. */
function tally<R>(rows: R[], key: (r: R) => string | number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(String(key(r)), (counts.get(String(key(r))) ?? 0) + 1);
  return counts;
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
/** Calendar day in China time, as a day number. */
const chinaDay = (iso: string) => Math.floor((Date.parse(iso) + 8 * 3_600_000) / DAY);
const chinaWeekday = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).getUTCDay();

describe('a market that looks real', () => {
  it('combines cycles of pairwise coprime lengths', () => {
    const { province, industry, category, stage, notice } = CYCLE_LENGTHS;
    expect(province).toBe(Object.values(PROVINCE_WEIGHTS).reduce((a, b) => a + b));
    for (const [a, b] of [
      [province, industry],
      [province, category],
      [province, stage],
      [province, notice],
      [industry, category],
      [industry, stage],
      [industry, notice],
      [category, stage],
    ])
      expect(gcd(a, b), `${a} and ${b}`).toBe(1);
  });

  it('weights provinces by construction investment: the east coast heavy, the west light', () => {
    const rows = tally(DEFAULT_P, (p) => p.province);
    const n = (slug: string) => rows.get(slug) ?? 0;
    // Every province keeps its weight's share within one cycle of 191 rows.
    for (const p of PROVINCES) {
      const expected = (20_000 * PROVINCE_WEIGHTS[p.slug as ProvinceSlug]) / CYCLE_LENGTHS.province;
      expect(Math.abs(n(p.slug) - expected), p.slug).toBeLessThanOrEqual(
        PROVINCE_WEIGHTS[p.slug as ProvinceSlug],
      );
    }
    expect(n('guangdong')).toBeGreaterThan(10 * n('xizang'));
    expect(n('jiangsu')).toBeGreaterThan(10 * n('qinghai'));
    expect(n('zhejiang')).toBeGreaterThan(10 * n('ningxia'));
    expect(n('xizang')).toBeGreaterThan(50);
    const east = ['jiangsu', 'zhejiang', 'shandong', 'shanghai', 'fujian', 'anhui', 'jiangxi'];
    expect(east.reduce((sum, slug) => sum + n(slug), 0)).toBeGreaterThan(0.3 * 20_000);
    const tenders = tally(DEFAULT_T, (t) => t.province);
    expect(tenders.get('guangdong')!).toBeGreaterThan(10 * tenders.get('xizang')!);
  });

  it('weights stages and notice types', () => {
    const stages = tally(DEFAULT_P, (p) => p.stage);
    for (const s of PROJECT_STAGES)
      expect(Math.abs(stages.get(s)! - (20_000 * STAGE_WEIGHTS[s]) / CYCLE_LENGTHS.stage)).toBeLessThan(10);
    expect(stages.get('construction')!).toBeGreaterThan(3 * stages.get('completion')!);
    expect(stages.get('tendering')!).toBeGreaterThan(2 * stages.get('completion')!);
    // Procurements add their previews, changes and awards to the notice types' own weights.
    const kinds = tally(DEFAULT_T, (t) => (t.free ? 'free' : t.noticeCode));
    expect(kinds.get('154')!).toBeGreaterThan(1.5 * kinds.get('210')!);
    expect(kinds.get('155')!).toBeGreaterThan(1.5 * kinds.get('210')!);
    expect(kinds.get('210')!).toBeGreaterThan(kinds.get('211')!);
    expect(kinds.get('free')).toBeGreaterThan(0);
    expect(NOTICE_WEIGHTS.tenderNotice).toBeGreaterThan(NOTICE_WEIGHTS.changeNotice);
  });

  it('draws amounts log-normal per industry, most inside its range', () => {
    for (const i of INDUSTRIES) {
      const [lo, hi] = INDUSTRY_DATA[i.slug].range;
      const amounts = DEFAULT_P.filter((p) => p.industry === i.slug)
        .map((p) => p.amountWan)
        .sort((a, b) => a - b);
      const inside = amounts.filter((a) => a >= lo * 0.99 && a <= hi * 1.01).length;
      expect(inside / amounts.length, i.slug).toBeGreaterThan(0.88);
      // The median sits near the geometric middle of the range, not at its arithmetic middle.
      const median = amounts[amounts.length >> 1];
      expect(median, i.slug).toBeGreaterThan(Math.sqrt(lo * hi) / 4);
      expect(median, i.slug).toBeLessThan(Math.sqrt(lo * hi) * 2);
    }
    // Log-normal, not log-uniform: the middle half of log space holds well over half the rows.
    const [lo, hi] = INDUSTRY_DATA.jianzhu.range;
    const ln = (x: number) => (Math.log(x) - Math.log(lo)) / (Math.log(hi) - Math.log(lo));
    const j = DEFAULT_P.filter((p) => p.industry === 'jianzhu').map((p) => ln(p.amountWan));
    expect(j.filter((x) => x > 0.25 && x < 0.75).length / j.length).toBeGreaterThan(0.65);
  });
});

describe('new fields: city, summary, start date, deadline, agency', () => {
  const P = DEFAULT_P.slice(0, 5000);
  const T = DEFAULT_T.slice(0, 5000);

  it("names the record's prefecture-level city, in its province", () => {
    for (const r of [...P, ...T]) {
      const cities = PLACE_DATA[r.province as ProvinceSlug].slice(1).map((c) => c.split(':')[0]);
      expect(cities).toContain(r.city);
      expect(r.cityEn).toMatch(/^[A-Z]/);
    }
    expect(P.some((p) => p.city === '长沙市' && p.cityEn === 'Changsha')).toBe(true);
  });

  it('summarises each record from its own facts, in both languages', () => {
    const wan = (a: number) => (a >= 10000 ? `${Math.round(a / 100) / 100}亿元` : `${a}万元`);
    const bad = [...P, ...T].filter(
      (r) =>
        !r.summary.includes(r.owner) ||
        !r.summary.includes(r.city) ||
        !r.summary.includes(wan(r.amountWan)) ||
        !r.summary.endsWith('。') ||
        !r.summaryEn.includes(r.ownerEn.replace(/\.$/, '')) ||
        !r.summaryEn.includes('CNY ') ||
        /\p{Script=Han}|\{|\.\.|undefined|null/u.test(r.summaryEn),
    );
    expect(bad).toEqual([]);
    const p = P.find((x) => x.stage === 'tendering')!;
    expect(p.summary).toContain('招标');
    expect(p.summaryEn).toContain('tendered');
    const award = T.find((t) => t.noticeCode === 155 && t.agency)!;
    expect(award.summary).toContain('中标');
    expect(award.summary).toContain(award.agency);
    expect(award.summaryEn).toContain(award.agencyEn!.replace(/\.$/, ''));
  });

  it('gives projects a start date after publication, none in early stages', () => {
    for (const p of P) {
      if (['initiation', 'feasibility', 'completion'].includes(p.stage)) {
        expect(p.startDate).toBeNull();
        continue;
      }
      expect(p.startDate).toMatch(/T16:00:00\.000Z$/); // midnight China time
      const days = chinaDay(p.startDate!) - chinaDay(p.publishedAt);
      expect(days).toBeGreaterThanOrEqual(7);
      expect(days).toBeLessThanOrEqual(300);
    }
    expect(P.filter((p) => p.startDate).length).toBeGreaterThan(P.length / 2);
  });

  it('gives tenders a weekday deadline, 09:00-10:00 China time, 10-30 days on; none for awards', () => {
    for (const t of T) {
      if (t.noticeCode === 155) {
        expect(t.deadline).toBeNull();
        continue;
      }
      expect(t.deadline).toMatch(/T01:(00|30):00\.000Z$|T02:00:00\.000Z$/);
      const days = chinaDay(t.deadline!) - chinaDay(t.publishedAt);
      expect(days).toBeGreaterThanOrEqual(10);
      expect(days).toBeLessThanOrEqual(30);
      expect([1, 2, 3, 4, 5]).toContain(chinaWeekday(t.deadline!));
    }
  });

  it('names a tendering agency for most tenders, in both languages', () => {
    const withAgency = T.filter((t) => t.agency);
    expect(withAgency.length / T.length).toBeGreaterThan(0.8);
    expect(withAgency.length / T.length).toBeLessThan(0.9);
    for (const t of withAgency) {
      expect(t.agency).toMatch(/公司$/);
      expect(t.agencyEn).toMatch(/Co\., Ltd\.$/);
    }
    for (const t of T.filter((x) => !x.agency)) expect(t.agencyEn).toBeNull();
  });
});

describe('dating window (spanDays)', () => {
  const end = new Date('2026-11-24T15:00:00+08:00');

  it('dates every record within (endDate - spanDays, endDate]', () => {
    for (const spanDays of [3, 1, 0.4]) {
      const lo = end.getTime() - spanDays * DAY;
      for (const r of [
        ...projects(300, { endDate: end, spanDays }),
        ...tenders(300, { endDate: end, spanDays }),
      ]) {
        expect(Date.parse(r.publishedAt)).toBeGreaterThan(lo);
        expect(Date.parse(r.publishedAt)).toBeLessThanOrEqual(end.getTime());
      }
    }
  });

  it('keeps to office hours when the window has some', () => {
    const P = projects(500, { endDate: end, spanDays: 2 });
    const hours = P.map((p) => new Date(Date.parse(p.publishedAt) + 8 * 3_600_000).getUTCHours());
    expect(hours.every((h) => h >= 8 && h < 18)).toBe(true);
  });

  it('continues the stream by index whatever the window', () => {
    const a = projects(50, { startIndex: 20_000, endDate: end, spanDays: 1 });
    const b = projects(50, { startIndex: 20_000, endDate: end, spanDays: 1 });
    expect(a).toEqual(b);
    const whole = projects(60, { startIndex: 19_990, endDate: end, spanDays: 1 });
    expect(whole.slice(10)).toEqual(a);
    // Province, industry, stage and category follow the index, not the window.
    const yearly = projects(50, { startIndex: 20_000 });
    expect(a.map((p) => [p.province, p.industry, p.stage, p.categoryCode])).toEqual(
      yearly.map((p) => [p.province, p.industry, p.stage, p.categoryCode]),
    );
  });

  it('rejects a window that is not positive', () => {
    expect(() => projects(1, { spanDays: 0 })).toThrow(RangeError);
    expect(() => tenders(1, { spanDays: Number.NaN })).toThrow(RangeError);
  });

  it('counts the records a window holds: ~55 a day over a year, fewer at weekends, none at night', () => {
    const year = recordsInWindow(new Date(end.getTime() - 365 * DAY), end, 55);
    expect(year).toBeGreaterThan(19_500);
    expect(year).toBeLessThan(20_500);
    const day = (iso: string) => new Date(`${iso}T00:10:00+08:00`);
    const tuesday = recordsInWindow(day('2026-11-24'), day('2026-11-25'), 55);
    const saturday = recordsInWindow(day('2026-11-28'), day('2026-11-29'), 55);
    expect(tuesday).toBeGreaterThan(55);
    expect(saturday).toBeLessThan(tuesday / 2);
    expect(
      recordsInWindow(new Date('2026-11-24T19:00:00+08:00'), new Date('2026-11-25T08:00:00+08:00'), 55),
    ).toBe(0);
    expect(recordsInWindow(end, end, 55)).toBe(0);
    // Split windows add up to the whole, give or take rounding.
    const split = [
      recordsInWindow(day('2026-11-24'), new Date('2026-11-24T12:00:00+08:00'), 55),
      recordsInWindow(new Date('2026-11-24T12:00:00+08:00'), day('2026-11-25'), 55),
    ];
    expect(Math.abs(split[0] + split[1] - tuesday)).toBeLessThanOrEqual(1);
  });
});

describe('organisations and procurements shaped like the market', () => {
  const T = DEFAULT_T;
  const P = DEFAULT_P;

  it('has a few buyers publish many notices and most publish few', () => {
    const byOwner = tally([...P, ...T], (r) => r.owner);
    const counts = [...byOwner.values()].sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(100);
    expect(counts.filter((c) => c <= 2).length).toBeGreaterThan(counts.length / 2);
  });

  it('has agencies serve many buyers, and winners win again in their province and industry', () => {
    const buyers = new Map<string, Set<string>>();
    for (const t of T) if (t.agency) buyers.set(t.agency, (buyers.get(t.agency) ?? new Set()).add(t.owner));
    expect(Math.max(...[...buyers.values()].map((s) => s.size))).toBeGreaterThan(50);
    const wins = tally(
      T.filter((t) => t.winner),
      (t) => `${t.winner}|${t.province}|${t.industry}`,
    );
    expect(Math.max(...wins.values())).toBeGreaterThan(5);
    expect(T.filter((t) => (t.winner !== null) !== (t.noticeCode === 155))).toEqual([]);
    expect(T.filter((t) => t.winAmountWan !== null && t.winAmountWan > t.amountWan)).toEqual([]);
    expect(T.filter((t) => t.candidates && !t.candidates.startsWith(`${t.winner};`))).toEqual([]);
  });

  it('puts 60 % of tenders in procurements of 2-4 notices, in order, of one buyer and place', () => {
    const procs = new Map<string, typeof T>();
    for (const t of T) if (t.processId) procs.set(t.processId, [...(procs.get(t.processId) ?? []), t]);
    const share = [...procs.values()].reduce((n, list) => n + list.length, 0) / T.length;
    expect(share).toBeGreaterThan(0.55);
    expect(share).toBeLessThan(0.65);
    const rank = (code: number) => ({ 211: 0, 154: 1, 158: 1, 210: 2, 155: 3 })[code]!;
    for (const list of procs.values()) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
      const dated = [...list].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
      expect(dated.map((t) => rank(t.noticeCode))).toEqual(list.map((t) => rank(t.noticeCode)).sort());
      expect(new Set(list.map((t) => `${t.owner}|${t.province}|${t.industry}|${t.city}`)).size).toBe(1);
    }
    // Half of them belong to a project of the same province and industry.
    const projects = new Map(P.map((p, i) => [`demo-p-${i + 1}`, p]));
    const linked = T.filter((t) => t.projectSourceId);
    expect(linked.length).toBeGreaterThan(0.2 * T.length);
    for (const t of linked.slice(0, 500)) {
      const p = projects.get(t.projectSourceId!);
      expect(p && [p.province, p.industry]).toEqual([t.province, t.industry]);
    }
  });

  it('gives projects the stages before their own, dated before publication', () => {
    for (const p of P.slice(0, 500)) {
      const at = PROJECT_STAGES.indexOf(p.stage);
      expect(p.stageHistory.map((h) => h.stage)).toEqual(PROJECT_STAGES.slice(Math.max(0, at - 3), at));
      expect(p.stageHistory.every((h) => h.at < p.publishedAt)).toBe(true);
    }
  });
});
