import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { KEYWORD_COUNT_AHEAD } from '@/catalog/constants';
import enSearch from '../../messages/en/search.json';
import zhSearch from '../../messages/zh/search.json';
import { BASE_URL, type Paged, call } from './helpers';
import { localizedPath } from '@/i18n/routing';

async function get(path: string) {
  // URL encodes the raw Chinese and spaces and keeps %-escapes as they are.
  const res = await fetch(new URL(BASE_URL + path), { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The total the listing API gives for the same filters (what the page must show). */
async function apiList(type: 'project' | 'tender', body: Record<string, string | number>) {
  const path = type === 'tender' ? API_PATHS.recommendTenders : API_PATHS.recommendProjects;
  const answer = await call<Paged<{ title: string }>>(path, { body, query: { pageNo: 1, pageSize: 20 } });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The result count in the page's heading, as a number. */
function shownCount(html: string): number {
  const heading = /<h2 id="search-results"[^>]*>(.*?)<\/h2>/s.exec(html);
  expect(heading, 'result count heading').not.toBeNull();
  return Number(/[\d,]+/.exec(heading![1].replace(/<!-- -->/g, ''))![0].replace(/,/g, ''));
}

/** The inner HTML of each result row's title cell. */
function titles(html: string): string[] {
  return [...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/gs)].map((m) => m[1]);
}

const text = (cell: string) => cell.replace(/<[^>]+>/g, '');

function expectNotCachedShared(headers: Headers, url: string) {
  const cacheControl = headers.get('cache-control') ?? '';
  expect(cacheControl, url).toMatch(/private/);
  expect(cacheControl, url).toMatch(/no-store/);
  expect(cacheControl, url).toMatch(/no-transform/);
  expect(cacheControl, url).not.toMatch(/public|s-maxage/);
}

const noindex = (html: string) => /<meta name="robots" content="noindex, ?follow"/.test(html);

describe('search page', () => {
  it('counts and marks a 2-character Chinese term, rendered per request and not indexed', async () => {
    const url = '/search?keyword=医院';
    const page = await get(url);
    expect(page.status).toBe(200);
    expectNotCachedShared(page.headers, url);
    expect(page.headers.get('x-nextjs-cache')).toBeNull();
    const api = await apiList('project', { keyword: '医院' });
    expect(api.total).toBeGreaterThan(0);
    expect(shownCount(page.html)).toBe(api.total);
    const cells = titles(page.html);
    expect(cells.map(text)).toEqual(api.list.map((t) => t.title));
    for (const cell of cells) expect(cell).toContain('<mark>医院</mark>');
    expect(noindex(page.html)).toBe(true);
    // Masked teasers, as on the listings.
    expect(page.html).toMatch(/1\d{2}\*{4}\d{4}/);
  });

  it('marks each of two English terms in the English titles, whatever their case', async () => {
    const url = '/en/search?keyword=people HOSPITAL';
    const page = await get(url);
    expect(page.status).toBe(200);
    const api = await apiList('project', { keyword: 'people HOSPITAL' });
    expect(api.total).toBeGreaterThan(0);
    expect(shownCount(page.html)).toBe(api.total);
    expect(page.html).toContain(enSearch.types.project);
    const cells = titles(page.html);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      expect(text(cell)).not.toMatch(/\p{Script=Han}/u);
      expect(cell).toMatch(/<mark>people<\/mark>/i);
      expect(cell).toMatch(/<mark>hospital<\/mark>/i);
    }
  });

  it('finds rows by a Chinese term on the English page and shows their English titles', async () => {
    const page = await get('/en/search?keyword=改造 工程');
    expect(page.status).toBe(200);
    const api = await apiList('project', { keyword: '改造 工程' });
    expect(api.total).toBeGreaterThan(0);
    expect(shownCount(page.html)).toBe(api.total);
    const cells = titles(page.html);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(text(cell)).not.toMatch(/\p{Script=Han}/u);
  });

  it('combines keyword, province and amount range, and pages keeping every filter', async () => {
    const filters = { keyword: '工程', province: 'hunan', amountMin: 100, amountMax: 50000 };
    const page = await get('/search?keyword=工程&province=hunan&amountMin=100&amountMax=50000');
    expect(page.status).toBe(200);
    const api = await apiList('project', filters);
    expect(api.total).toBeGreaterThan(0);
    expect(shownCount(page.html)).toBe(api.total);
    expect(titles(page.html).map(text)).toEqual(api.list.map((t) => t.title));
    // The form is refilled from the query.
    expect(page.html).toMatch(/<option value="hunan" selected="">/);
    expect(page.html).toMatch(/name="amountMin"[^>]*value="100"|value="100"[^>]*name="amountMin"/);
    // The seeded sample (10,000 generated projects, the same on every fresh database) has well
    // over one page of matches, so the page always links to a second one.
    expect(api.total).toBeGreaterThan(20);
    const next = /<a[^>]+rel="next"[^>]*href="([^"]+)"|<a[^>]+href="([^"]+)"[^>]*rel="next"/.exec(page.html);
    expect(next, 'a link to the next page').not.toBeNull();
    const href = (next![1] ?? next![2]).replace(/&amp;/g, '&');
    const params = new URL(href, BASE_URL).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      keyword: '工程',
      province: 'hunan',
      amountMin: '100',
      amountMax: '50000',
      page: '2',
    });
    // The second page shows the listing's second page.
    const second = await get(href);
    expect(second.status).toBe(200);
    const path = API_PATHS.recommendProjects;
    const page2 = await call<Paged<{ title: string }>>(path, {
      body: filters,
      query: { pageNo: 2, pageSize: 20 },
    });
    expect(page2.body.data.list.length).toBeGreaterThan(0);
    expect(titles(second.html).map(text)).toEqual(page2.body.data.list.map((t) => t.title));
  });

  it('searches tenders with type=tender', async () => {
    const page = await get('/search?keyword=工程&type=tender&province=guangdong');
    expect(page.status).toBe(200);
    const api = await apiList('tender', { keyword: '工程', province: 'guangdong' });
    expect(shownCount(page.html)).toBe(api.total);
    expect(titles(page.html).map(text)).toEqual(api.list.map((t) => t.title));
  });

  it('counts a frequent term as far as the page needs, and further on later pages', async () => {
    // Half the generated tender titles end in 工程: thousands in the seeded sample.
    const tenders = (pageNo: number) =>
      call<Paged<{ id: number }>>(API_PATHS.recommendTenders, {
        body: { keyword: '工程' },
        query: { pageNo, pageSize: 20 },
      });
    const first = (await tenders(1)).body.data;
    expect(first.total).toBe(KEYWORD_COUNT_AHEAD);
    // Page 51 starts past the first count; it has rows and counts as far again from there.
    const later = (await tenders(51)).body.data;
    expect(later.list).toHaveLength(20);
    expect(later.total).toBeGreaterThan(KEYWORD_COUNT_AHEAD + 20);
    expect(later.total).toBeLessThanOrEqual(KEYWORD_COUNT_AHEAD * 2);
    // The page says the count is a floor, in both locales.
    const zh = await get('/search?keyword=工程&type=tender');
    const heading = /<h2 id="search-results"[^>]*>(.*?)<\/h2>/s.exec(zh.html)![1].replace(/<!-- -->/g, '');
    expect(heading).toBe('1,000 条以上结果');
    expect(zh.html.replace(/<!-- -->/g, '')).toContain('第1/50+页，1,000条以上');
    const en = await get('/en/search?keyword=工程&type=tender&page=51');
    const enText = en.html.replace(/<!-- -->/g, '');
    expect(enText).toContain(`${later.total.toLocaleString('en')}+ results`);
    // The pagination's total has its thousands separator, as the heading's has.
    expect(enText).toContain(
      `Page 51 of ${Math.ceil(later.total / 20)}+ · ${later.total.toLocaleString('en')}+ results`,
    );
  });

  it('answers 400 with a localized message for invalid values, in both locales', async () => {
    const cases: [string, (keyof typeof zhSearch.fieldNames)[]][] = [
      ['keyword=医院&amountMin=abc', ['amountMin']],
      ['keyword=医院&publishedFrom=2026-02-30&stage=nowhere', ['publishedFrom', 'stage']],
      ['keyword=医院&type=people', ['type']],
      ['keyword=医院&page=0', ['page']],
      ['keyword=医院&province=atlantis&industry=x', ['province', 'industry']],
    ];
    for (const [prefix, messages] of [
      ['', zhSearch],
      ['/en', enSearch],
    ] as const) {
      for (const [query, fields] of cases) {
        const url = `${prefix}/search?${query}`;
        const page = await get(url);
        expect(page.status, url).toBe(400);
        expectNotCachedShared(page.headers, url);
        const alert = /<p role="alert"[^>]*>(.*?)<\/p>/s.exec(page.html)?.[1] ?? '';
        expect(alert, url).toContain(messages.invalid.split('{fields}')[0]);
        for (const field of fields) expect(alert, url).toContain(messages.fieldNames[field]);
        expect(titles(page.html), url).toEqual([]);
      }
    }
  });

  it('shows the form and a prompt for an empty keyword, indexable', async () => {
    // Only the bare form is indexable; any query, even a blank keyword, is not.
    for (const [url, messages, notIndexed] of [
      ['/search', zhSearch, false],
      ['/en/search?keyword=%20%20', enSearch, true],
    ] as const) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.html, url).toContain(messages.prompt);
      expect(page.html, url).toMatch(/<form[^>]+role="search"/);
      expect(titles(page.html), url).toEqual([]);
      expect(noindex(page.html), url).toBe(notIndexed);
    }
  });

  it('lists the results of filters alone, without a keyword', async () => {
    for (const [url, messages] of [
      ['/search?type=tender&province=hunan', zhSearch],
      ['/en/search?province=hunan&amountMin=100', enSearch],
    ] as const) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.html, url).not.toContain(messages.prompt);
      expect(titles(page.html).length, url).toBeGreaterThan(0);
      expect(noindex(page.html), url).toBe(true);
    }
  });

  it('keeps hostile keywords harmless: escaped, never executed', async () => {
    const markup = `<script>alert(1)</script>`;
    const quoted = `"'><img src=x onerror=alert(1)>`;
    for (const [keyword, escaped] of [
      [markup, '&lt;script&gt;alert(1)&lt;/script&gt;'],
      [quoted, '&quot;&#x27;&gt;&lt;img src=x onerror=alert(1)&gt;'],
    ]) {
      const page = await get(`/search?keyword=${encodeURIComponent(keyword)}`);
      expect(page.status, keyword).toBe(200);
      expect(page.html).not.toContain(markup);
      expect(page.html).not.toContain('<img src=x');
      expect(page.html, keyword).toContain(escaped);
      expect(shownCount(page.html)).toBe(0);
    }
    // Too long (10 KB, or 51 characters) or with control characters: a 400 page naming the keyword.
    for (const keyword of ['q'.repeat(10_240), '医'.repeat(51), '医院\u0007', 'a\u0000b']) {
      const page = await get(`/search?keyword=${encodeURIComponent(keyword)}`);
      expect(page.status, keyword.slice(0, 9)).toBe(400);
      expect(page.html).toContain(zhSearch.fieldNames.keyword);
      // Next's router data (JSON in scripts) names the URL; the page itself shows at most 50 characters.
      const shown = page.html.replace(/<script\b[^>]*>.*?<\/script>/gs, '');
      expect(shown).not.toContain('q'.repeat(51));
      expect(shown).not.toContain('医'.repeat(51));
      expect(page.html).not.toContain('\u0007');
    }
  });

  it('puts a search box on the home page and the listings', async () => {
    for (const [url, type] of [
      ['/', 'project'],
      ['/en', 'project'],
      ['/industry/index2', 'project'],
      ['/en/inviteBussInfo/index2?province=hunan', 'tender'],
    ] as const) {
      const page = await get(url);
      const form = /<form[^>]+role="search"[^>]*>.*?<\/form>/s.exec(page.html)?.[0] ?? '';
      expect(form, url).toContain(
        `action="${localizedPath(url.startsWith('/en') ? 'en' : 'zh', '/search')}"`,
      );
      expect(form, url).toMatch(/<label[^>]+for="[\w-]+-keyword"/);
      expect(form, url).toMatch(new RegExp(`<option value="${type}" selected="">`));
    }
  });
});
