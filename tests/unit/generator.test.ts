import { describe, expect, it } from 'vitest';
import {
  BIDDING_CATEGORY_CODES,
  INDUSTRIES,
  PROJECT_CATEGORY_CODES,
  PROJECT_STAGES,
  PROVINCES,
  findProvince,
} from '@/catalog';
import {
  DATE_SPAN_DAYS,
  DEFAULT_END_DATE,
  generateProjects,
  generateTenders,
  type GeneratedProject,
  type GeneratedTender,
} from '@/seed/generator';
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

  it('every listed combination has records at 2000', () => {
    const p2 = projects(2000, { seed: 99 });
    const t2 = tenders(2000, { seed: 99 });
    const pc = new Set(p2.map((p) => `${p.industry}|${p.categoryCode}`));
    const tc = new Set(t2.map((t) => `${t.province}|${t.noticeCode}`));
    const free = new Set(t2.filter((t) => t.free).map((t) => t.province));
    for (const i of INDUSTRIES)
      for (const c of PROJECT_CATEGORY_CODES) expect(pc.has(`${i.slug}|${c}`)).toBe(true);
    for (const p of PROVINCES) {
      for (const c of BIDDING_CATEGORY_CODES) expect(tc.has(`${p.slug}|${c}`)).toBe(true);
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
