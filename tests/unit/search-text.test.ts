import { describe, expect, it } from 'vitest';
import { fts5Query, likePattern, searchTerms, searchText, tsQuery } from '@/text/search-text';

describe('keyword index tokens', () => {
  it('stores the bigrams and the last character of each Han run, and latin words', () => {
    expect(searchText('中医医院')).toBe('中医 医医 医院 院');
    expect(searchText('G107国道改建（二期）')).toBe('g107 国道 道改 改建 建 二期 期');
    expect(searchText('', null, undefined)).toBe('');
    // Repeats stay in title order, so a term's bigrams stand next to each other for FTS5 phrases.
    expect(searchText('医院x人民医院')).toBe('医院 院 x 人民 民医 医院 院');
  });

  it('turns every term of a 2-character or longer substring into bigrams, a single character into a prefix', () => {
    const terms = searchTerms(' 医院  门诊楼 院 ');
    expect(terms.map((t) => t.text)).toEqual(['医院', '门诊楼', '院']);
    expect(fts5Query(terms)).toBe('"医院" AND "门诊" AND "诊楼" AND "院"*');
    expect(tsQuery(terms)).toBe("'医院' & '门诊' & '诊楼' & '院':*");
  });

  it('finds every substring of an indexed title through its tokens', () => {
    const title = '长沙市第一人民医院门诊楼改造工程';
    const tokens = new Set(searchText(title).split(' '));
    const chars = [...title];
    for (let i = 0; i < chars.length; i++)
      for (let j = i + 1; j <= chars.length; j++) {
        const [term] = searchTerms(chars.slice(i, j).join(''));
        for (const q of term.tokens)
          expect(q.prefix ? [...tokens].some((t) => t.startsWith(q.token)) : tokens.has(q.token)).toBe(true);
      }
  });

  it('drops punctuation-only terms and escapes LIKE wildcards', () => {
    expect(searchTerms('% _ ！')).toEqual([]);
    expect(searchTerms('"医院"*')[0].tokens).toEqual([{ token: '医院', prefix: false }]);
    expect(likePattern('50%_\\')).toBe('%50\\%\\_\\\\%');
  });

  it('indexes the English title beside the Chinese one; English words match from their start', () => {
    const zh = '长沙市第一人民医院门诊楼改造工程';
    const en = "Changsha No. 1 People's Hospital Outpatient Building Renovation";
    const tokens = new Set(searchText(zh, en).split(' '));
    for (const t of searchText(zh).split(' ')) expect(tokens.has(t)).toBe(true);
    for (const w of ['changsha', 'people', 'hospital', 'outpatient', 'renovation'])
      expect(tokens.has(w)).toBe(true);
    const found = (keyword: string) =>
      searchTerms(keyword).every((term) =>
        term.tokens.every((q) =>
          q.prefix ? [...tokens].some((t) => t.startsWith(q.token)) : tokens.has(q.token),
        ),
      );
    expect(found('HOSPITAL')).toBe(true);
    expect(found('hosp')).toBe(true);
    expect(found('Hospital 医院')).toBe(true);
    expect(found('spital')).toBe(false);
    // "people's" is two tokens, so the listings recheck it as a substring of either title.
    expect(searchTerms("people's")[0].tokens).toEqual([
      { token: 'people', prefix: true },
      { token: 's', prefix: true },
    ]);
  });
});
