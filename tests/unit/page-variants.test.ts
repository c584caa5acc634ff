import { describe, expect, it } from 'vitest';
import { RECORD_DETAIL_PATHS, SOURCE_ID_PATTERN } from '@/catalog/routes';
import {
  internalPath,
  parseVariant,
  publicHref,
  variantFromSegments,
  variantHref,
  variantQuery,
} from '@/routing/page-variants';
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

const RECORD_PATHS = Object.values(RECORD_DETAIL_PATHS);

/** What a server does with an internal path before routing it: WHATWG URL normalisation. */
const normalised = (path: string) => new URL(path, 'http://localhost').pathname;

/** The variant a page receives for `path` (its last segment as Next hands it, still encoded). */
function received(route: (typeof RECORD_PATHS)[number], path: string) {
  const segments = normalised(path).split('/');
  if (segments.slice(0, -1).join('/') !== route) return null;
  return variantFromSegments(route, { id: segments.at(-1)! });
}

describe('record ids in internal paths', () => {
  it.each(RECORD_PATHS)('%s: an id with dots is one segment under its route, read back as sent', (route) => {
    for (const id of ['a.b', '.a.', '.a', 'a..', 'x:y', 'XM-2026-120501', '_._', 'a'.repeat(64)]) {
      const variant = parseVariant(route, new URLSearchParams({ id }));
      expect(variant, id).not.toBeNull();
      const path = internalPath(variant!);
      expect(normalised(path), id).toBe(path);
      expect(path.split('/').at(-1), id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(received(route, path)?.values.id, id).toBe(id);
      expect(publicHref(variant!), id).toBe(`${route}?id=${encodeURIComponent(id)}`);
    }
  });

  it.each(RECORD_PATHS)('%s: dots alone, slashes and their encodings are no record id', (route) => {
    for (const id of [
      '.',
      '..',
      '....',
      '%2e',
      '%2e%2e',
      '.%2E',
      'a/../b',
      'a%2F..%2Fb',
      '../',
      '..%2F',
      '',
      'a b',
    ]) {
      expect(parseVariant(route, new URLSearchParams({ id })), id).toBeNull();
      // The same ids as the query sends them, percent-encoded once more.
      expect(parseVariant(route, new URLSearchParams(`id=${id}`)), id).toBeNull();
    }
  });

  it.each(RECORD_PATHS)('%s: a segment that is not the canonical encoding of an id is a 404', (route) => {
    const good = internalPath(parseVariant(route, new URLSearchParams({ id: 'a.b' }))!)
      .split('/')
      .at(-1)!;
    for (const segment of ['.', '..', '%2e%2e', 'a.b', 'a%2Fb', `${good}=`, `${good}.`, 'Lg', 'Li4', '']) {
      expect(variantFromSegments(route, { id: segment }), segment).toBeNull();
    }
    expect(variantFromSegments(route, {}), 'no segment').toBeNull();
  });
});

describe('SOURCE_ID_PATTERN, shared by the import and the record pages', () => {
  it('admits the provider ids and refuses dots alone', () => {
    for (const id of ['XM-2026-120501', 'a.b', '.a', 'a.', '...a', 'A:1_2-3'])
      expect(SOURCE_ID_PATTERN.test(id), id).toBe(true);
    for (const id of ['.', '..', '...', '', 'a/b', 'a%2e', 'a b', 'x'.repeat(65)])
      expect(SOURCE_ID_PATTERN.test(id), id).toBe(false);
  });
});

describe('other variants keep readable segments', () => {
  it('writes filters and pages as they are', () => {
    const variant = parseVariant('/industry/index2', new URLSearchParams({ industry: 'huanbao', page: '3' }));
    expect(internalPath(variant!)).toBe('/industry/index2/huanbao/all/3');
    expect(
      variantFromSegments('/industry/index2', { industry: 'huanbao', category: 'all', page: '3' }),
    ).toEqual(variant);
  });
});
