import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CASE_SORT, CERTIFICATES, CLAIMED_FIGURES, DEFAULT_HOTLINE, INDUSTRIES } from '@/catalog';
import { CUSTOMER_CASES } from '@/seed/data/customer-cases';
import {
  BANNERS,
  BRANDS,
  CERTIFICATES_CONTENT,
  DATA_TILES,
  HELP_CATEGORIES,
  HELP_ENTRIES,
  HONOURS,
} from '@/seed/data/site';
import { RICH_HTML_TAGS } from '@/catalog/rich-html';
import type { Localized } from '@/seed/data/types';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const CJK = /[\u3400-\u9fff]/;
const cases = CUSTOMER_CASES.filter((s) => s.kind === 'case');
const reviews = CUSTOMER_CASES.filter((s) => s.kind === 'review');

const ALL_CONTENT = {
  CUSTOMER_CASES,
  BANNERS,
  BRANDS,
  HELP_CATEGORIES,
  HELP_ENTRIES,
  HONOURS,
  DATA_TILES,
  CERTIFICATES_CONTENT,
};

const imagePaths = [
  ...CUSTOMER_CASES.flatMap((s) => [s.logo, s.background, s.image]),
  ...BANNERS.flatMap((b) => [b.imageZh, b.imageEn]),
  ...BRANDS.map((b) => b.logo),
  ...HONOURS.map((h) => h.image),
  ...CERTIFICATES_CONTENT.map((c) => c.image),
];

const isLocalized = (v: unknown): v is Localized =>
  typeof v === 'object' && v !== null && Object.keys(v).sort().join() === 'en,zh';

/** Visits every leaf string with its dotted path. */
function walk(value: unknown, at: string, visit: (s: string, at: string) => void): void {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`, visit));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`, visit);
}

function collectLocalized(value: unknown, at: string, out: [string, Localized][]): void {
  if (isLocalized(value)) out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => collectLocalized(v, `${at}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) collectLocalized(v, `${at}.${k}`, out);
}

describe('seed samples', () => {
  it('has at least 6 industries with at least 4 cases each', () => {
    const perIndustry = new Map<string, number>();
    for (const c of cases) perIndustry.set(c.industrySlug, (perIndustry.get(c.industrySlug) ?? 0) + 1);
    const full = [...perIndustry.values()].filter((n) => n >= 4);
    expect(full.length).toBeGreaterThanOrEqual(6);
  });

  it('has at least 8 testimonials, each in an industry that also has cases', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(8);
    const caseIndustries = new Set(cases.map((c) => c.industrySlug));
    for (const r of reviews) expect(caseIndustries.has(r.industrySlug)).toBe(true);
  });

  it('uses known industry slugs', () => {
    const slugs = new Set<string>(INDUSTRIES.map((i) => i.slug));
    for (const s of CUSTOMER_CASES) expect(slugs.has(s.industrySlug)).toBe(true);
  });

  it('features exactly one sample with sort 100, all others 99', () => {
    expect(CUSTOMER_CASES.filter((s) => s.sort === CASE_SORT.featured)).toHaveLength(1);
    for (const s of CUSTOMER_CASES) expect([CASE_SORT.normal, CASE_SORT.featured]).toContain(s.sort);
  });

  it('has unique sample numbers and logos', () => {
    expect(new Set(CUSTOMER_CASES.map((s) => s.sampleNo)).size).toBe(CUSTOMER_CASES.length);
    expect(new Set(CUSTOMER_CASES.map((s) => s.logo)).size).toBe(CUSTOMER_CASES.length);
    for (const s of CUSTOMER_CASES) expect(s.sampleNo).toMatch(/^S\d{7}$/);
  });

  it('has valid ISO creation dates', () => {
    for (const s of CUSTOMER_CASES) expect(new Date(s.createDate).toISOString()).toBe(s.createDate);
  });

  it('uses only the allowed HTML tags, and attributes only href on links', () => {
    const allowed = new Set<string>(RICH_HTML_TAGS);
    for (const s of CUSTOMER_CASES) {
      for (const html of [s.content.zh, s.content.en]) {
        for (const m of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
          const [, tag, attrs] = m;
          expect(allowed.has(tag.toLowerCase()), `${s.sampleNo} <${tag}>`).toBe(true);
          const trimmed = attrs.trim();
          if (tag.toLowerCase() === 'a') expect(trimmed).toMatch(/^href="[^"]+"$/);
          else expect(trimmed, `${s.sampleNo} <${tag} ${trimmed}>`).toBe('');
        }
        expect(html).not.toMatch(/<(?![a-zA-Z/])/);
        expect(html, s.sampleNo).not.toMatch(/&(?![a-z]+;|#\d+;)/);
      }
    }
  });
});

describe('seed site content', () => {
  it('has at least 3 banners with distinct zh and en images', () => {
    expect(BANNERS.length).toBeGreaterThanOrEqual(3);
    for (const b of BANNERS) expect(b.imageZh).not.toBe(b.imageEn);
    const images = BANNERS.flatMap((b) => [b.imageZh, b.imageEn]);
    expect(new Set(images).size).toBe(images.length);
    for (const b of BANNERS) expect(b.linkAddress === '' || b.linkAddress.startsWith('/')).toBe(true);
  });

  it('has at least 12 brands', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(12);
  });

  it('has both help categories and the four pieces of advice', () => {
    expect(HELP_CATEGORIES.map((c) => c.key).sort()).toEqual(['membership', 'productHelp']);
    expect(HELP_ENTRIES.length).toBeGreaterThanOrEqual(8);
    const keys = HELP_ENTRIES.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of ['wrongPassword', 'wrongCode', 'browserCache', 'hotline']) expect(keys).toContain(key);
    const hotline = HELP_ENTRIES.find((e) => e.key === 'hotline')!;
    expect(hotline.content.zh).toContain(DEFAULT_HOTLINE);
    expect(hotline.content.en).toContain(DEFAULT_HOTLINE);
    const categoryKeys = new Set(HELP_CATEGORIES.map((c) => c.key));
    for (const e of HELP_ENTRIES) expect(categoryKeys.has(e.categoryKey)).toBe(true);
  });

  it('has at least 6 honours', () => {
    expect(HONOURS.length).toBeGreaterThanOrEqual(6);
  });

  it('has exactly one data tile per claimed figure', () => {
    expect(DATA_TILES.map((t) => t.figureKey).sort()).toEqual(CLAIMED_FIGURES.map((f) => f.key).sort());
    const tile = (key: string) => DATA_TILES.find((t) => t.figureKey === key)!;
    expect(`${tile('projectsPerYear').numberEn}${tile('projectsPerYear').unit.en}`).toBe('2.2M');
    expect(`${tile('enterpriseRecords').numberEn}${tile('enterpriseRecords').unit.en}`).toBe('600K+');
    expect(`${tile('newsPerYear').numberEn}${tile('newsPerYear').unit.en}`).toBe('100M+');
    expect(tile('procurementCycle').number).toBe('3-6');
  });

  it('has content for every certificate type', () => {
    expect(CERTIFICATES_CONTENT.map((c) => c.type).sort()).toEqual([...CERTIFICATES].sort());
  });
});

describe('seed text', () => {
  it('has no empty field', () => {
    walk(ALL_CONTENT, 'content', (s, at) => {
      if (at.endsWith('.linkAddress')) return;
      expect(s.trim(), at).not.toBe('');
    });
  });

  it('is written in the right language', () => {
    const pairs: [string, Localized][] = [];
    collectLocalized(ALL_CONTENT, 'content', pairs);
    expect(pairs.length).toBeGreaterThan(100);
    for (const [at, v] of pairs) {
      expect(v.en, `${at}.en`).not.toMatch(CJK);
      if (!at.endsWith('.unit')) expect(v.zh, `${at}.zh`).toMatch(CJK);
    }
  });
});

describe('seed images', () => {
  it('every referenced image exists under public/', () => {
    for (const p of imagePaths) {
      expect(p, p).toMatch(/^\/seed\/(banners|logos|backgrounds|honours|certificates|brands)\/[\w-]+\.svg$/);
      expect(existsSync(path.join(PUBLIC_DIR, p)), p).toBe(true);
    }
  });

  it('images are small, self-contained SVGs', () => {
    for (const p of new Set(imagePaths)) {
      const file = path.join(PUBLIC_DIR, p);
      expect(statSync(file).size, p).toBeLessThan(6500);
      const text = readFileSync(file, 'utf8');
      expect(text, p).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(text, p).not.toMatch(/<script|\bon\w+=|@font-face|@import|url\((?!#)|(?:xlink:)?href="(?!#)/i);
      expect(text, p).not.toMatch(/<foreignObject/i);
    }
  });

  it('banners are 1920x600 and carry text in their own language', () => {
    for (const b of BANNERS) {
      const zh = readFileSync(path.join(PUBLIC_DIR, b.imageZh), 'utf8');
      const en = readFileSync(path.join(PUBLIC_DIR, b.imageEn), 'utf8');
      for (const text of [zh, en]) expect(text).toContain('viewBox="0 0 1920 600"');
      expect(zh).toMatch(CJK);
      expect(en).not.toMatch(CJK);
    }
  });
});
