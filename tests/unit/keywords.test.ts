import { describe, expect, it } from 'vitest';
import { SEED_KEYWORDS } from '@/seed/data/keywords';
import { INDUSTRY_DATA } from '@/seed/generator/tables/industries';
import { NOTICE_SUFFIXES, STAGE_SUFFIXES } from '@/seed/generator/tables/words';
import { seedKeywordSlugs } from '@/seed/keywords';
import { KEYWORD_SLUG_PATTERN, pinyinSlug } from '@/text/pinyin-slug';

/** Every Chinese phrase a generated title is made of (src/seed/generator). */
const vocabulary = [
  ...Object.values(INDUSTRY_DATA).flatMap((industry) => industry.objects.map(([zh]) => zh)),
  ...Object.values(STAGE_SUFFIXES).flatMap((suffixes) => suffixes.map(([zh]) => zh)),
  ...Object.values(NOTICE_SUFFIXES).flatMap((suffixes) => suffixes.map(([zh]) => zh)),
];

describe('the seed keywords', () => {
  it('are at least 300, each with a Chinese and an English name, no name twice', () => {
    expect(SEED_KEYWORDS.length).toBeGreaterThanOrEqual(300);
    for (const [zh, en] of SEED_KEYWORDS) {
      expect(zh.trim(), en).toBe(zh);
      expect(en.trim().length, zh).toBeGreaterThan(1);
    }
    expect(new Set(SEED_KEYWORDS.map(([zh]) => zh)).size).toBe(SEED_KEYWORDS.length);
    expect(new Set(SEED_KEYWORDS.map(([, en]) => en.toLowerCase())).size).toBe(SEED_KEYWORDS.length);
  });

  it("come from the generator's title vocabulary, so each one has records", () => {
    const missing = SEED_KEYWORDS.filter(([zh]) => !vocabulary.some((phrase) => phrase.includes(zh)));
    expect(missing.map(([zh]) => zh)).toEqual([]);
  });

  it('have unique pinyin slugs, and enough featured ones for the home page', () => {
    const slugs = seedKeywordSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(KEYWORD_SLUG_PATTERN);
    expect(SEED_KEYWORDS.filter(([, , , featured]) => featured).length).toBeGreaterThanOrEqual(12);
  });
});

describe('pinyinSlug', () => {
  it.each([
    ['污水处理', 'wushuichuli'],
    ['变电站', 'biandianzhan'],
    ['长输管道', 'changshuguandao'],
    ['5G基站', '5gjizhan'],
    ['GMP洁净厂房', 'gmpjiejingchangfang'],
  ])('%s → %s', (name, slug) => {
    expect(pinyinSlug(name)).toBe(slug);
  });

  it('makes slugs the pattern takes; the pattern refuses spaces, capitals and loose hyphens', () => {
    expect('wushuichuli-2').toMatch(KEYWORD_SLUG_PATTERN);
    for (const bad of ['Not A Slug', 'WuShui', '-wushui', 'wushui-', 'wu--shui', 'a'.repeat(81)]) {
      expect(bad).not.toMatch(KEYWORD_SLUG_PATTERN);
    }
  });
});
