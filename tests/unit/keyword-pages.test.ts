import { describe, expect, it } from 'vitest';
import { keywordPath, matchRoute } from '@/catalog/routes';
import { canonicalPath } from '@/routing/canonical';
import { internalPath, parseVariant, publicHref, variantFromSegments } from '@/routing/page-variants';
import { parseKeywordFeed, keywordFeedPath } from '@/features/keywords/seo/keyword-files';
import { groupByInitial, lastMonths, median } from '@/features/keywords/text/keyword-figures';
import { pickRelated } from '@/features/keywords/text/related-keywords';

/** The pure parts of the keyword pages (docs/seo.md, 'Keyword pages'). */
describe('keyword figures', () => {
  it('take the median of odd and even counts, none of nothing', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('name the last 12 months, oldest first, across a year', () => {
    const months = lastMonths(new Date('2026-02-15T00:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
  });

  it('group the directory by pinyin initial, A to Z then digits, featured first', () => {
    const k = (slug: string, featured = false) => ({ slug, featured, nameZh: slug });
    const groups = groupByInitial([k('yiyuan'), k('yangzhi', true), k('5gjizhan'), k('anfang'), k('yagao')]);
    expect(groups.map((g) => g.initial)).toEqual(['A', 'Y', '#']);
    expect(groups[1].keywords.map((x) => x.slug)).toEqual(['yangzhi', 'yagao', 'yiyuan']);
  });

  it('relate a keyword by the rule of the listings: names it holds, names holding it, a shared bigram; never itself', () => {
    const k = (slug: string, nameZh: string, synonyms: string[] = []) => ({
      slug,
      nameZh,
      nameEn: slug,
      synonyms,
      featured: false,
    });
    const all = [
      k('a', '垃圾焚烧', ['焚烧发电']),
      k('b', '餐厨垃圾'),
      k('c', '变电站'),
      k('d', '垃圾焚烧发电'),
      k('e', '垃圾'),
    ];
    expect(pickRelated(all, { keyword: all[0] }, 5).map((x) => x.slug)).toEqual(['e', 'd', 'b']);
  });
});

describe('keyword page paths', () => {
  it('parse /keywords/<slug>[/<province>] to one variant with an internal path, and back', () => {
    const page = parseVariant('/keywords/wushuichuli/beijing', new URLSearchParams());
    expect(page?.values).toEqual({ slug: 'wushuichuli', province: 'beijing' });
    expect(internalPath(page!)).toBe('/keywords/wushuichuli/beijing');
    expect(publicHref(page!)).toBe(keywordPath('wushuichuli', 'beijing'));
    const all = parseVariant('/keywords/wushuichuli', new URLSearchParams());
    expect(internalPath(all!)).toBe('/keywords/wushuichuli/all');
    expect(publicHref(all!)).toBe('/keywords/wushuichuli');
    expect(variantFromSegments('/keywords/[slug]', { slug: 'wushuichuli', province: 'all' })?.values).toEqual(
      all!.values,
    );
    expect(parseVariant('/keywords', new URLSearchParams())?.route.key).toBe('keywords');
  });

  it('refuse an unknown province, `all` spelled out, a bad slug and the route pattern itself', () => {
    for (const path of [
      '/keywords/wushuichuli/atlantis',
      '/keywords/wushuichuli/all',
      '/keywords/Wu_Shui',
      '/keywords/[slug]',
      '/keywords/a/b/c',
    ])
      expect(parseVariant(path, new URLSearchParams()), path).toBeNull();
  });

  it('are canonical in lower case without a trailing slash', () => {
    expect(matchRoute('/keywords/x/y')?.key).toBe('keywordPage');
    expect(canonicalPath('/keywords/WuShuiChuLi/')).toBe('/keywords/wushuichuli');
    expect(canonicalPath('/en/keywords/wushuichuli/Beijing')).toBe('/en/keywords/wushuichuli/beijing');
    expect(canonicalPath('/keywords/wushuichuli')).toBeNull();
  });

  it('name their feeds, and only known provinces', () => {
    expect(parseKeywordFeed(keywordFeedPath('wushuichuli', 'beijing').slice(7))).toEqual({
      slug: 'wushuichuli',
      province: 'beijing',
    });
    expect(parseKeywordFeed('kw-wushuichuli.atom')).toEqual({ slug: 'wushuichuli', province: undefined });
    expect(parseKeywordFeed('kw-wushuichuli~atlantis.atom')).toBeNull();
  });
});
