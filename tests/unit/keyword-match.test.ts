import { describe, expect, it } from 'vitest';
import { keywordMatcher, matchingKeywords } from '@/features/keywords/text/keyword-match';
import { SEED_KEYWORDS } from '@/seed/data/keywords';
import { generateProjects, generateTenders } from '@/seed/generator';
import { searchTerms, searchText } from '@/text/search-text';

/** Whether `text` holds `name` as the keyword index finds it: a keyword of that name alone. */
const textHoldsName = (text: string, name: string) =>
  matchingKeywords(text, [{ nameZh: name, synonyms: [] }]).length === 1;

/** The in-memory keyword test of push on publish (docs/seo.md, 'Push on publish'). */
describe('keyword match on search_text', () => {
  const text = searchText('长沙市第一人民医院门诊楼施工招标公告', 'Outpatient building of Changsha hospital');

  it('finds a Han name as its bigrams side by side, not scattered', () => {
    expect(textHoldsName(text, '医院')).toBe(true);
    expect(textHoldsName(text, '人民医院')).toBe(true);
    expect(textHoldsName(text, '门诊楼')).toBe(true);
    // 医 and 楼 both occur, 医楼 does not.
    expect(textHoldsName(text, '医楼')).toBe(false);
    // Every bigram of 医院门诊 occurs, but 院门 bridges them: the phrase is there.
    expect(textHoldsName(text, '医院门诊')).toBe(true);
    expect(textHoldsName(text, '门诊医院')).toBe(false);
  });

  it('finds Latin words as prefixes and every term of a name with spaces', () => {
    expect(textHoldsName(text, 'hospital')).toBe(true);
    expect(textHoldsName(text, 'hosp')).toBe(true);
    expect(textHoldsName(text, 'outpatient 医院')).toBe(true);
    expect(textHoldsName(text, 'outpatient 变电站')).toBe(false);
    expect(textHoldsName(text, '  ')).toBe(false);
  });

  it('names the keywords whose name or a synonym matches', () => {
    const k = (slug: string, nameZh: string, synonyms: string[] = []) => ({ slug, nameZh, synonyms });
    const keywords = [k('yiyuan', '医院'), k('menzhen', '急诊', ['门诊楼']), k('bdz', '变电站')];
    expect(matchingKeywords(text, keywords).map((x) => x.slug)).toEqual(['yiyuan', 'menzhen']);
  });
});

/** Every name tested on every text, as the matcher did before it indexed the names' tokens. */
function everyName(text: string, keywords: { nameZh: string; synonyms: readonly string[] }[]) {
  const spaced = ` ${text} `;
  const tokens = text.split(' ');
  const holds = (name: string) => {
    const terms = searchTerms(name);
    return (
      terms.length > 0 &&
      terms.every((term) =>
        term.tokens.length > 1 && /^\p{Script=Han}+$/u.test(term.text)
          ? spaced.includes(` ${term.tokens.map((t) => t.token).join(' ')} `)
          : term.tokens.every((t) =>
              t.prefix ? tokens.some((w) => w.startsWith(t.token)) : tokens.includes(t.token),
            ),
      )
    );
  };
  return keywords.filter((k) => [k.nameZh, ...k.synonyms].some(holds));
}

describe('keyword match over many keywords', () => {
  it("names what testing every name on every text names, in the keywords' order", () => {
    const keywords = [
      ...SEED_KEYWORDS.map(([nameZh, , synonyms = []]) => ({ nameZh, synonyms })),
      // Names of prefixes only, Latin words and single characters: tested on every text.
      { nameZh: 'hosp', synonyms: ['road upg'] },
      { nameZh: '桥', synonyms: ['school 学校'] },
    ];
    const match = keywordMatcher(keywords);
    const texts = [
      ...[...generateProjects(800, { seed: 3 })].map((r) => searchText(r.title, r.titleEn)),
      ...[...generateTenders(800, { seed: 4 })].map((r) => searchText(r.title, r.titleEn)),
      searchText('长沙市第一人民医院门诊楼施工招标公告', 'Outpatient building of Changsha hospital'),
      searchText('岳麓区第二中学教学楼扩建', 'Road upgrade near the school bridge'),
    ];
    let named = 0;
    for (const text of texts) {
      const found = match(text);
      expect(found).toEqual(everyName(text, keywords));
      named += found.length;
    }
    // The texts do name keywords: the comparison is not of empty lists.
    expect(named).toBeGreaterThan(texts.length / 2);
  });
});
