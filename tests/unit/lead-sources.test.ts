import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLICK_ID_PARAMS, LEAD_SOURCE_DAYS, SEARCH_ENGINES } from '@/catalog/lead-sources';
import { cookieValue, decodeSource, encodeSource } from '@/features/leads/sources/cookie';
import { channelName, leadSourceFields, readLeadSource } from '@/features/leads/sources/lead-source';
import { sourceSummary } from '@/features/leads/sources/summary';
import { cut, engineOfHost, landingKind, nextState, parseVisit } from '@/features/leads/sources/visit';
import { leadNotice } from '@/features/leads/server/delivery/message';
import { getConfig } from '@/config/env';

const OWN = ['www.example.com:443'];
const SECRET = 'unit-secret-0123456789abcdef0123456789';
const at = (url: string, referrer: string | null = null) =>
  parseVisit({
    url: new URL(url, 'https://www.example.com'),
    referrer,
    ownHosts: OWN,
    now: 1_800_000_000_000,
  });

describe('search engines by referrer host', () => {
  it.each([
    ['www.baidu.com', 'baidu'],
    ['m.baidu.com', 'baidu'],
    ['wap.baidu.com', 'baidu'],
    ['www.sogou.com', 'sogou'],
    ['wap.sogou.com', 'sogou'],
    ['m.so.com', '360'],
    ['www.so.com', '360'],
    ['m.sm.cn', 'shenma'],
    ['yz.m.sm.cn', 'shenma'],
    ['cn.bing.com', 'bing'],
    ['www.google.com.hk', 'google'],
    ['so.toutiao.com', 'toutiao'],
  ])('%s is %s', (host, id) => {
    expect(engineOfHost(host)?.id).toBe(id);
  });

  it('knows no engine in a look-alike host', () => {
    expect(engineOfHost('notbaidu.com')).toBeUndefined();
    expect(engineOfHost('baidu.com.evil.test')).toBeUndefined();
    expect(engineOfHost('www.toutiao.com')).toBeUndefined();
  });

  it('lists every engine with both names', () => {
    for (const engine of SEARCH_ENGINES) expect(engine.zh && engine.en).toBeTruthy();
  });
});

describe('a visit', () => {
  it('reads the engine and the search words a results page passes', () => {
    const found = at('/industry/index2?industry=huanbao', 'https://m.baidu.com/s?word=%E6%8B%9B%E6%A0%87');
    expect(found?.visit).toMatchObject({
      engine: 'baidu',
      referrer: 'm.baidu.com',
      words: '招标',
      landing: '/industry/index2?industry=huanbao',
    });
    expect(at('/', 'https://www.sogou.com/web?query=%E9%A1%B9%E7%9B%AE')?.visit.words).toBe('项目');
    expect(at('/', 'https://cn.bing.com/search?q=tender+data')?.visit.words).toBe('tender data');
    expect(at('/', 'https://www.baidu.com/')?.visit).toMatchObject({ engine: 'baidu', words: '' });
  });

  it('records a paid click with its full landing URL, and keeps its parameters out of the landing page', () => {
    const found = at('/zxt?bd_vid=abc123&utm_source=baidu&utm_campaign=spring', 'https://www.baidu.com/');
    expect(found?.click).toMatchObject({ network: 'baidu', param: 'bd_vid', id: 'abc123' });
    expect(found?.click?.url).toBe(
      'https://www.example.com/zxt?bd_vid=abc123&utm_source=baidu&utm_campaign=spring',
    );
    expect(found?.visit.landing).toBe('/zxt');
    expect(found?.visit.utm).toEqual({ utm_source: 'baidu', utm_campaign: 'spring' });
    for (const { param, network } of CLICK_ID_PARAMS) {
      expect(at(`/?${param}=x1`)?.click).toMatchObject({ param, network, id: 'x1' });
    }
    // Parameters without a referrer: the network names the channel, or `direct`.
    expect(at('/?qhclickid=q1')?.visit.engine).toBe('360');
    // Sogou's search ads run on Tencent Ads: the referrer names the engine, the id the network.
    expect(at('/?qz_gdt=g1', 'https://m.sogou.com/web?keyword=x')).toMatchObject({
      visit: { engine: 'sogou' },
      click: { network: 'tencent', param: 'qz_gdt', id: 'g1' },
    });
    expect(channelName('tencent', 'zh')).toBe('腾讯广告');
    expect(channelName('tencent', 'en')).toBe('Tencent Ads');
    expect(at('/?utm_campaign=c')?.visit.engine).toBe('direct');
  });

  it('brings nothing from this site or without parameters', () => {
    expect(at('/zxt', 'https://www.example.com/home')).toBeNull();
    expect(at('/zxt')).toBeNull();
    expect(at('/zxt?id=3', 'not a url')).toBeNull();
    expect(at('/zxt', 'javascript:alert(1)')).toBeNull();
    expect(at('/zxt', 'https://news.example.org/a')?.visit).toMatchObject({
      engine: 'referral',
      referrer: 'news.example.org',
    });
  });

  it('cuts hostile values to short plain text', () => {
    const long = 'x'.repeat(5000);
    const found = at(
      `/?utm_campaign=%3Cscript%3Ealert(1)%3C%2Fscript%3E%0A%00%1B&utm_term=${long}&utm_source=%FF%FE%C3&bd_vid=${long}`,
      `https://www.baidu.com/s?wd=a%0D%0Ab${'%E6%8B%9B'.repeat(300)}`,
    );
    expect(found?.visit.utm.utm_campaign).toBe('<script>alert(1)</script>');
    expect(found?.visit.utm.utm_term).toHaveLength(80);
    expect(found?.visit.utm.utm_source).toBe('\ufffd\ufffd\ufffd');
    expect(found?.click?.id).toHaveLength(120);
    expect(found?.click?.url.length).toBeLessThanOrEqual(400);
    expect(found?.visit.words).not.toMatch(/[\r\n]/);
    expect(Array.from(found!.visit.words)).toHaveLength(60);
    expect(cut('a\u202eb\u200bc\u0007d', 10)).toBe('a b c d');
    expect(cut(42, 10)).toBe('');
  });
});

describe('landing page kinds', () => {
  it.each([
    ['/', 'home'],
    ['/en', 'home'],
    ['/m', 'home'],
    ['/m/en/home', 'home'],
    ['/industry/detail?id=P1', 'record'],
    ['/m/inviteBussInfo/detail?id=T1', 'record'],
    ['/connections/detail?id=abcdefghij', 'organisation'],
    ['/en/keywords/sewage-plant', 'keyword'],
    ['/keywords/sewage-plant/beijing', 'keyword'],
    ['/industry/index2?industry=huanbao', 'listing'],
    ['/keywords', 'listing'],
    ['/search?keyword=x', 'search'],
    ['/aboutUs', 'other'],
    ['/no/such/page', 'other'],
  ])('%s is %s', (path, kind) => {
    expect(landingKind(path)).toBe(kind);
  });
});

describe('the source cookie', () => {
  const now = 1_800_000_000_000;
  const first = at('/industry/detail?id=P1&bd_vid=v1', 'https://www.baidu.com/')!;
  const later = parseVisit({
    url: new URL('https://www.example.com/zxt'),
    referrer: 'https://cn.bing.com/',
    ownHosts: OWN,
    now: now + 3_600_000,
  })!;
  const state = nextState(nextState(null, first), later);

  it('keeps the first visit and the paid click, and replaces the last', () => {
    expect(state.first.engine).toBe('baidu');
    expect(state.last.engine).toBe('bing');
    expect(state.click?.id).toBe('v1');
  });

  it('reads back only what this site signed', () => {
    const value = encodeSource(state, SECRET);
    expect(value.length).toBeLessThan(4096);
    expect(decodeSource(value, SECRET, now)).toEqual(state);
    expect(decodeSource(value, 'another-secret-0123456789abcdef0123', now)).toBeNull();
    const [body, mac] = value.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...state, last: { ...state.last, engine: 'google' } }),
    ).toString('base64url');
    expect(decodeSource(`${forged}.${mac}`, SECRET, now)).toBeNull();
    expect(decodeSource(`${body}.`, SECRET, now)).toBeNull();
    expect(decodeSource('garbage', SECRET, now)).toBeNull();
    expect(decodeSource(undefined, SECRET, now)).toBeNull();
  });

  it(`forgets visits older than ${LEAD_SOURCE_DAYS} days`, () => {
    const value = encodeSource(state, SECRET);
    expect(decodeSource(value, SECRET, now + (LEAD_SOURCE_DAYS + 1) * 86_400_000)).toBeNull();
  });

  it('is read from a form post with the counter and the sending page', () => {
    const config = { ...getConfig(), PAYLOAD_SECRET: SECRET };
    const headers = new Headers({
      cookie: `a=1; zxw_src=${encodeSource(nextState(null, first), SECRET)}; zxw_pages=3`,
      referer: 'https://www.example.com//evil.test/oneToOne?x=1',
      host: 'www.example.com',
    });
    const source = readLeadSource(headers, config);
    expect(source).toMatchObject({
      engine: 'baidu',
      landing: '/industry/detail?id=P1',
      landingKind: 'record',
      clickNetwork: 'baidu',
      clickId: 'v1',
      pagesSeen: 3,
      sentFrom: '/evil.test/oneToOne?x=1',
    });
    const forged = readLeadSource(new Headers({ cookie: 'zxw_src=e30.abc; zxw_pages=1e9' }), config);
    expect(forged).toEqual(leadSourceFields(null, { sentFrom: null, pagesSeen: null }));
    expect(cookieValue('x=1; y=2', 'y')).toBe('2');
  });
});

describe('the notification line', () => {
  const source = {
    ...leadSourceFields(
      nextState(null, at('/zxt?bd_vid=v&utm_campaign=%3Cb%3Espring%0A', 'https://www.baidu.com/s?wd=招标')!),
      {
        sentFrom: '/oneToOne',
        pagesSeen: 3,
      },
    ),
  };

  it('says the source in one line, in either language', () => {
    const zh = sourceSummary(source, 'zh');
    expect(zh).toBe('百度 · 搜索词“招标” · 推广计划 <b>spring · 落地页 /zxt · 百度广告点击 · 浏览 3 页');
    expect(sourceSummary(source, 'en')).toContain('Baidu · searched “招标” · campaign <b>spring');
    expect(sourceSummary(null, 'en')).toBeNull();
    const notice = leadNotice(
      {
        kind: 'trial',
        company: 'C',
        contact: 'L',
        phone: '13812345678',
        page: 'https://x/oneToOne',
        adminUrl: 'https://x/admin',
        source,
      },
      'zh',
    );
    expect(notice.lines.filter((l) => l.startsWith('来源：'))).toEqual([`来源：${zh}`]);
    expect(notice.lines.every((l) => !/[\r\n]/.test(l))).toBe(true);
  });
});

describe('one list of click parameters', () => {
  it('nginx passes the same parameters by its cache', () => {
    const conf = fs.readFileSync('deploy/nginx/zxw-site.conf', 'utf8');
    const listed = conf.match(/\(\?:utm_\[a-z\]\+\|([a-z_|]+)\)=/)?.[1]?.split('|');
    expect(listed?.sort()).toEqual(CLICK_ID_PARAMS.map((c) => c.param).sort());
  });
});
