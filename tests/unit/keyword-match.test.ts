import { describe, expect, it } from 'vitest';
import { matchingKeywords } from '@/features/keywords/text/keyword-match';
import { searchText } from '@/text/search-text';

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
