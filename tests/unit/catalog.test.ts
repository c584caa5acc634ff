import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_PREFIXES,
  BIDDING_CATEGORIES,
  INDUSTRIES,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  PROVINCES,
  REGIONS,
  ROUTES,
  matchRoute,
} from '@/catalog';
import { ENDPOINTS } from '@/api/endpoints';

// The spec's own lists, verbatim, so the catalog cannot drift from product §2.
const SPEC_INDUSTRY_SLUGS =
  'huanbao, dianli, shiyou, huaxuegongcheng, zhiyaogongcheng, nengyuangongye, kuangchan, shizheng, jixie, dianzidianqi, qinggong, fangzhi, shipin, yejin, jiancai, jiaotongsheshi, cangchuwuliu, jianzhu, fangdichan, nonglin, shuili, yuanlin, jingqu, lvhua, xinjijian, yiliao, jiudian, wenyutiyu, jiaoyukeyan, huiyizhanlan, bangonglou, zhuzhai, shequ'.split(
    ', ',
  );
const SPEC_PROVINCE_SLUGS =
  'beijing, tianjin, hebei, shanxi, neimenggu, liaoning, jilin, heilongjiang, shanghai, jiangsu, zhejiang, anhui, fujian, shandong, jiangxi, henan, hubei, hunan, guangdong, guangxi, hainan, shaanxi, gansu, qinghai, ningxia, xinjiang, chongqing, sichuan, guizhou, yunnan, xizang'.split(
    ', ',
  );

describe('catalog', () => {
  it('has the 33 industry slugs of the spec, each named in both languages', () => {
    expect(INDUSTRIES.map((i) => i.slug)).toEqual(SPEC_INDUSTRY_SLUGS);
    for (const i of INDUSTRIES) {
      expect(i.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(i.en).toMatch(/^[A-Z][A-Za-z ,]+$/);
    }
  });

  it('has seven regions holding the 31 provinces of the spec', () => {
    expect(REGIONS.map((r) => r.en)).toEqual([
      'North China',
      'Northeast China',
      'East China',
      'Central China',
      'South China',
      'Northwest China',
      'Southwest China',
    ]);
    expect(PROVINCES.map((p) => p.slug)).toEqual(SPEC_PROVINCE_SLUGS);
  });

  it('has the category codes of the spec', () => {
    expect(PROJECT_CATEGORIES.map((c) => c.code)).toEqual([146, 1461, 1463, 1464, 1462]);
    expect(BIDDING_CATEGORIES.map((c) => c.code)).toEqual([154, 155, 210, 211, 154, 158]);
    expect(PROJECT_STAGES).toHaveLength(8);
  });

  it('has the banner heights of the spec', () => {
    const height = (path: string) => matchRoute(path)?.banner;
    expect(height('/')).toBe(600);
    for (const p of [
      '/industry',
      '/marketService',
      '/inviteBussInfo',
      '/exclusiveBuy',
      '/oneToOne',
      '/connections',
      '/commerceChance',
    ]) {
      expect(height(p)).toBe(500);
    }
    for (const p of ['/caseCenter', '/helpCenter', '/aboutUs', '/ideaBack']) expect(height(p)).toBe(300);
    for (const p of ['/law', '/privacy', '/zxt', '/networkProcess', '/imageView']) expect(height(p)).toBe(0);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe('API paths', () => {
  it('name every endpoint the server serves under the product prefixes, at the same path', () => {
    // The table also serves the site's own helpers under /api (the WeChat signature).
    const product = Object.entries(ENDPOINTS).filter(([, def]) =>
      Object.values(API_PREFIXES).some((prefix) => def.path.startsWith(`${prefix}/`)),
    );
    const served = Object.fromEntries(product.map(([name, def]) => [name, def.path]));
    expect(API_PATHS).toEqual(served);
  });

  it('each have a route file under src/app (the path is a folder there)', () => {
    const missing = Object.values(API_PATHS).filter(
      (path) => !fs.existsSync(new URL(`../../src/app${path}/route.ts`, import.meta.url)),
    );
    expect(missing).toEqual([]);
  });
});
