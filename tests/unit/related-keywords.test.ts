import { describe, expect, it } from 'vitest';
import { SEED_KEYWORDS } from '@/seed/data/keywords';
import { seedKeywordSlugs } from '@/seed/keywords';
import {
  type KeywordEntry,
  RELATED_KEYWORDS_SHOWN,
  pickRelated,
  textWords,
} from '@/features/keywords/text/related-keywords';

/** The seed list as the keyword read returns it: featured first. */
const slugs = seedKeywordSlugs();
const LIST: KeywordEntry[] = SEED_KEYWORDS.map(([nameZh, nameEn, synonyms = [], featured = false], i) => ({
  slug: slugs[i],
  nameZh,
  nameEn,
  synonyms,
  featured,
})).sort((a, b) => Number(b.featured) - Number(a.featured));

const names = (picked: KeywordEntry[]) => picked.map((k) => k.nameZh);

describe('related keywords', () => {
  it('put the keywords a query holds first, then those holding a query term', () => {
    const picked = names(pickRelated(LIST, { query: '长沙市污水处理厂' }));
    expect(picked[0]).toBe('污水处理');
    expect(names(pickRelated(LIST, { query: '垃圾' }))).toEqual(
      expect.arrayContaining(['垃圾焚烧', '餐厨垃圾']),
    );
  });

  it('match synonyms and English names, whatever the case', () => {
    expect(names(pickRelated(LIST, { query: '污水厂 扩建' }))[0]).toBe('污水处理');
    expect(names(pickRelated(LIST, { query: 'sewage treatment' }))[0]).toBe('污水处理');
  });

  it('find keywords sharing a word with the query when none is held by it', () => {
    const picked = names(pickRelated(LIST, { query: '污水管网' }));
    expect(picked).toContain('污水处理');
    expect(picked).not.toContain('变电站');
  });

  it("follow a listing's filter and the titles it shows, most often named first", () => {
    const picked = names(
      pickRelated(LIST, {
        filterName: '医疗',
        titles: ['某市变电站扩建工程', '某县110千伏变电站', '分布式光伏发电项目'],
      }),
    );
    expect(picked.filter((n) => n.includes('医疗'))).not.toEqual([]);
    expect(picked.indexOf('变电站')).toBeLessThan(picked.indexOf('光伏发电'));
  });

  it('give at most the shown number, and nothing for nothing', () => {
    expect(pickRelated(LIST, { titles: ['工程'.repeat(3), ...LIST.map((k) => k.nameZh)] })).toHaveLength(
      RELATED_KEYWORDS_SHOWN,
    );
    expect(pickRelated(LIST, {})).toEqual([]);
    expect(pickRelated(LIST, { query: 'zzzz' })).toEqual([]);
  });

  it('split Chinese into two-character words and keep Latin words longer than two letters', () => {
    expect([...textWords('污水处理 of Sewage')]).toEqual(['污水', '水处', '处理', 'sewage']);
  });
});
