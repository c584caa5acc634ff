import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@/catalog';
import { API_PATHS } from '@/catalog/api-paths';
import { type Paged, call, rest } from './helpers';

interface Tab {
  id: number;
  industryId: string;
  industryName: string;
}
interface CustomerCase {
  id: number;
  companyName: string;
  content: string;
  sort: number;
  createDate: string;
  logoUrl: string;
  backgroundUrl: string;
  sampleTypeName: string;
  hangyeIds: string;
  hangyeStr: string;
  isDelete: number;
}

const tabs = (lang: string) => call<Tab[]>(API_PATHS.selectSampleIndustryCount, { lang });
const casesOf = (industryId: string, pageSize = 3, lang = 'zh') =>
  call<Paged<CustomerCase>>(API_PATHS.selectCasesByIndustry, {
    body: { industryId },
    query: { pageNo: 1, pageSize },
    lang,
  });

describe('customer cases', () => {
  it('lists the industries that have cases, named in the request locale', async () => {
    const zh = await tabs('zh-CN');
    const en = await tabs('en');
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ code: 200, msg: 'success' });
    expect(zh.body.data.length).toBeGreaterThanOrEqual(6);
    expect(en.body.data.map((t) => t.industryId)).toEqual(zh.body.data.map((t) => t.industryId));
    for (const [i, tab] of zh.body.data.entries()) {
      const industry = INDUSTRIES.find((x) => x.slug === tab.industryId);
      expect(tab.industryName).toBe(industry?.zh);
      expect(en.body.data[i].industryName).toBe(industry?.en);
    }
  });

  it('gives each tab three cases with images, highest sort then newest', async () => {
    const { body } = await tabs('zh');
    for (const tab of body.data) {
      const cases = await casesOf(tab.industryId, 100);
      expect(cases.status).toBe(200);
      expect(cases.body.data.total).toBeGreaterThanOrEqual(4);
      const list = cases.body.data.list;
      for (const s of list) {
        expect(s.hangyeIds).toBe(tab.industryId);
        expect(s.logoUrl).toMatch(/^\//);
        expect(s.backgroundUrl).toMatch(/^\//);
        expect(s.companyName).not.toBe('');
        expect(s.content).toContain('<p>');
      }
      const order = list.map((s) => [s.sort, s.createDate] as const);
      const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1].localeCompare(a[1]));
      expect(order).toEqual(sorted);
      const home = await casesOf(tab.industryId, 3);
      expect(home.body.data).toMatchObject({ pageNo: 1, pageSize: 3 });
      expect(home.body.data.list.map((s) => s.id)).toEqual(list.slice(0, 3).map((s) => s.id));
    }
  });

  it('answers an empty list for an industry without cases', async () => {
    const { status, body } = await casesOf('no-such-industry');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ list: [], total: 0 });
  });

  it('pages all cases and the customer reviews', async () => {
    const first = await call<Paged<CustomerCase>>(API_PATHS.selectPageWeb, {
      query: { pageNo: 1, pageSize: 5 },
    });
    const second = await call<Paged<CustomerCase>>(API_PATHS.selectPageWeb, {
      query: { pageNo: 2, pageSize: 5 },
    });
    expect(first.body.data.total).toBeGreaterThanOrEqual(24);
    expect(first.body.data.list).toHaveLength(5);
    expect(second.body.data.list.map((s) => s.id)).not.toContain(first.body.data.list[0].id);
    const reviews = await call<Paged<CustomerCase>>(API_PATHS.selectCustomerReviews, {
      query: { pageNo: 1, pageSize: 20 },
      lang: 'en',
    });
    expect(reviews.body.data.total).toBeGreaterThanOrEqual(8);
    expect(new Set(reviews.body.data.list.map((s) => s.sampleTypeName))).toEqual(
      new Set(['Customer review']),
    );
  });

  it('lists the sample types in both languages', async () => {
    const zh = await call<{ id: number; name: string }[]>(API_PATHS.selectSampleTypes);
    const en = await call<{ id: number; name: string }[]>(API_PATHS.selectSampleTypes, { lang: 'en' });
    expect(zh.body.data.map((t) => t.name)).toContain('客户评价');
    expect(en.body.data.map((t) => t.name)).toContain('Customer review');
  });

  it('sanitizes rich HTML, hides soft-deleted cases and shows an operator save at once', async () => {
    const types = await call<{ id: number; name: string }[]>(API_PATHS.selectSampleTypes, {
      lang: 'en',
    });
    const caseType = types.body.data.find((t) => t.name !== 'Customer review')!;
    const name = `Sanitize test ${Date.now()}`;
    const created = await rest('/samples', {
      method: 'POST',
      body: JSON.stringify({
        sampleNo: `T${Date.now()}`,
        sampleType: caseType.id,
        companyName: name,
        industry: 'huanbao',
        sort: 99,
        content:
          '<p onclick="x()">ok <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    });
    expect(created.status).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: number } };
    const find = async () =>
      (await casesOf('huanbao', 100)).body.data.list.find((s) => s.companyName === name);
    const shown = await find();
    expect(shown?.content).toBe('<p>ok <a>link</a></p>');
    const hidden = await rest(`/samples/${doc.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ isDelete: true }),
    });
    expect(hidden.status).toBe(200);
    expect(await find()).toBeUndefined();
    expect((await rest(`/samples/${doc.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('site content', () => {
  it('serves each locale its own banner images', async () => {
    type Banner = { id: number; url: string; title: string; linkAddress: string };
    const zh = await call<Banner[]>(API_PATHS.selectBanners);
    const en = await call<Banner[]>(API_PATHS.selectBanners, { lang: 'en' });
    expect(zh.body.data.length).toBeGreaterThanOrEqual(3);
    for (const banner of zh.body.data) {
      const other = en.body.data.find((b) => b.id === banner.id)!;
      expect(banner.url).toMatch(/^\//);
      expect(other.url).not.toBe(banner.url);
      expect(other.title).not.toBe(banner.title);
    }
  });

  it('pages the brand showcase', async () => {
    const { body } = await call<Paged<{ name: string; logoUrl: string }>>(API_PATHS.selectBrands, {
      query: { pageNo: 1, pageSize: 4 },
    });
    expect(body.data.list).toHaveLength(4);
    expect(body.data.total).toBeGreaterThan(4);
    expect(body.data.list[0].logoUrl).toMatch(/^\/.+\.svg$/);
  });

  it('lists help categories and their entries, including the four pieces of advice', async () => {
    type HelpType = { id: number; key: string; name: string };
    type Entry = { id: number; key: string | null; typeId: number; title: string; content: string };
    const types = await call<HelpType[]>(API_PATHS.selectHelpTypes, { lang: 'en' });
    expect(types.body.data.map((t) => t.name)).toEqual(['Product help', 'Membership services']);
    const all = await call<Entry[]>(API_PATHS.selectHelpEntries);
    expect(all.body.data.length).toBeGreaterThanOrEqual(4);
    const productHelp = types.body.data[0];
    const some = await call<Entry[]>(API_PATHS.selectHelpEntries, {
      body: { typeId: productHelp.id },
    });
    expect(some.body.data.length).toBeGreaterThanOrEqual(4);
    expect(some.body.data.every((e) => e.typeId === productHelp.id)).toBe(true);
    const none = await call<Entry[]>(API_PATHS.selectHelpEntries, {
      body: { typeId: 999999 },
    });
    expect(none.body.data).toEqual([]);
  });
});
