import { describe, expect, it } from 'vitest';
import { parseVariant, publicHref, variantHref, variantQuery } from '@/routing/page-variants';
import { alertResultsHref } from '@/schemas/alerts';
import { searchHref } from '@/schemas/search-page';

const variant = (path: string, query = '') => {
  const found = parseVariant(path, new URLSearchParams(query));
  if (!found) throw new Error(`${path}?${query} is no page`);
  return found;
};

describe('a page variant, parsed once', () => {
  it('gives the page typed values: numbers as numbers, no filter as undefined', () => {
    expect(variantQuery('/industry/index2', variant('/industry/index2', 'industry=huanbao&page=3'))).toEqual({
      industry: 'huanbao',
      category: undefined,
      page: 3,
    });
    expect(variantQuery('/aboutUs', variant('/aboutUs', 'index=2'))).toEqual({ index: 2 });
    expect(variantQuery('/caseCenter/appraiseInfo', variant('/caseCenter/appraiseInfo', 'id=7'))).toEqual({
      id: 7,
    });
    expect(variantQuery('/industry/detail', variant('/industry/detail', 'id=a.b:1'))).toEqual({
      id: 'a.b:1',
    });
    expect(variantQuery('/law', variant('/law'))).toEqual({});
  });
});

describe('links to a variant (variantHref, the one builder)', () => {
  it('leave defaults out and keep the route order of the parameters', () => {
    expect(variantHref('/industry/index2', { page: 1, category: 'all', industry: 'huanbao' })).toBe(
      '/industry/index2?industry=huanbao',
    );
    expect(variantHref('/caseCenter', { index: 1, page: 2 })).toBe('/caseCenter?index=1&page=2');
    expect(variantHref('/caseCenter', { index: 0 })).toBe('/caseCenter');
    expect(variantHref('/inviteBussInfo/index2', { province: undefined, category: '' })).toBe(
      '/inviteBussInfo/index2',
    );
  });

  it('are read back by the proxy as the same variant', () => {
    for (const [path, query] of [
      ['/industry/index2', 'category=vip&industry=huanbao&page=4'],
      ['/aboutUs', 'index=3'],
      ['/imageView', 'type=iso9001'],
    ] as const) {
      const v = variant(path, query);
      const href = publicHref(v);
      const [hrefPath, hrefQuery = ''] = href.split('?');
      expect(variant(hrefPath, hrefQuery)).toEqual(v);
    }
  });

  it('from an alert go to the page it was made on, with its filters', () => {
    const base = { type: 'project', amountMin: undefined, amountMax: undefined } as const;
    expect(
      alertResultsHref({ ...base, origin: 'industry', industry: 'huanbao', category: 'vip' } as never),
    ).toBe('/industry/index2?industry=huanbao&category=vip');
    expect(alertResultsHref({ ...base, origin: 'search', keyword: '医院' } as never)).toBe(
      '/search?keyword=%E5%8C%BB%E9%99%A2',
    );
  });

  it('to search results leave the default type and page 1 out', () => {
    expect(searchHref('/search', { keyword: 'a', type: 'project', page: 1 })).toBe('/search?keyword=a');
    expect(searchHref('/search', { page: 2, type: 'tender', keyword: 'b' })).toBe(
      '/search?keyword=b&type=tender&page=2',
    );
  });
});
