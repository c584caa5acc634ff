import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlight } from '@/features/search/components/highlight';
import { parseSearchQuery, searchHref } from '@/schemas/search-page';

const html = (title: string, keyword: string | undefined) =>
  renderToStaticMarkup(<>{highlight(title, keyword)}</>);

describe('search page query', () => {
  it('reads a valid query with the API schemas', () => {
    const q = parseSearchQuery(
      new URLSearchParams(
        'keyword=+医院+改造+&province=hunan&amountMin=100&amountMax=5000.5&stage=design&page=3',
      ),
    );
    expect(q.invalid).toEqual([]);
    expect(q.type).toBe('project');
    expect(q.page).toBe(3);
    expect(q.filter).toMatchObject({
      keyword: '医院 改造',
      province: 'hunan',
      amountMin: 100,
      amountMax: 5000.5,
      stage: 'design',
    });
  });

  it('names every invalid parameter and drops the stage of tenders', () => {
    const bad = parseSearchQuery(
      new URLSearchParams('type=x&page=0&amountMin=-1&publishedTo=2026-02-30&industry=no'),
    );
    expect(bad.invalid.sort()).toEqual(['amountMin', 'industry', 'page', 'publishedTo', 'type']);
    const tender = parseSearchQuery(new URLSearchParams('type=tender&keyword=工程&stage=design'));
    expect(tender.invalid).toEqual([]);
    expect(tender.filter.stage).toBeUndefined();
  });

  it('rejects a long or control-character keyword and refills the form with a safe cut', () => {
    const long = parseSearchQuery(new URLSearchParams({ keyword: 'x'.repeat(10_240) }));
    expect(long.invalid).toEqual(['keyword']);
    expect(long.values.keyword).toBe('x'.repeat(50));
    const control = parseSearchQuery(new URLSearchParams({ keyword: '医\u0007院' }));
    expect(control.invalid).toEqual(['keyword']);
    expect(control.values.keyword).toBe('医院');
  });

  it('writes links with the set values only, defaults dropped', () => {
    expect(searchHref('/search', { keyword: '医院', type: 'project', province: '', page: 1 })).toBe(
      '/search?keyword=%E5%8C%BB%E9%99%A2',
    );
    expect(searchHref('/search', { page: 2, type: 'tender', keyword: 'a b' })).toBe(
      '/search?keyword=a+b&type=tender&page=2',
    );
  });
});

describe('highlighted titles', () => {
  it('marks every occurrence of every term, merging overlapping ones', () => {
    expect(html('中医医院门诊楼改造工程', '医院 改造')).toBe(
      '中医<mark>医院</mark>门诊楼<mark>改造</mark>工程',
    );
    expect(html('医院诊所医院', '医院')).toBe('<mark>医院</mark>诊所<mark>医院</mark>');
    expect(html('改造工程', '改造 工程')).toBe('<mark>改造</mark><mark>工程</mark>');
    expect(html('改造工程', '改造 造工')).toBe('<mark>改造工</mark>程');
  });

  it('matches latin terms without case and leaves titles without a match alone', () => {
    expect(html('G107 国道改建', 'g107')).toBe('<mark>G107</mark> 国道改建');
    expect(html('长沙医院', '北京')).toBe('长沙医院');
    expect(html('长沙医院', undefined)).toBe('长沙医院');
  });

  it('keeps markup in titles and keywords as text', () => {
    expect(html('<b>医院</b>', '<b>医院')).toBe('<mark>&lt;b&gt;医院</mark>&lt;/b&gt;');
    expect(html('医院 "x"', '"x"')).toBe('医院 <mark>&quot;x&quot;</mark>');
  });
});
