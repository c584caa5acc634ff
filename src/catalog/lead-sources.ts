/**
 * Where a lead came from (docs/leads.md, 'Where leads come from'): the search engines known by
 * their referrer hosts, the ad networks' click-id parameters, the UTM parameters, the kinds of
 * landing page, and how long and how much of it is kept. The one list: the proxy's parser, the
 * lead's fields, the dashboard and the tests read these.
 */

/** How long a visitor's source is kept in their cookie, and its longest age on a lead (days). */
export const LEAD_SOURCE_DAYS = 90;

/** The cookie holding a visitor's first and last source (HttpOnly, signed). */
export const LEAD_SOURCE_COOKIE = 'zxw_src';

/** The cookie the page counter increments in the browser (readable by the page's script). */
export const PAGES_SEEN_COOKIE = 'zxw_pages';

/** The most pages a counter may claim: a larger number is a visitor's edit, cut to this. */
export const PAGES_SEEN_MAX = 9999;

export interface SearchEngine {
  id: string;
  zh: string;
  en: string;
  /** Referrer hosts, matched on the host or any of its subdomains (mobile hosts included). */
  hosts: readonly string[];
  /** Query parameters of the results page that carry the search words, in order of preference. */
  words: readonly string[];
}

/**
 * Search engines by referrer host. Mobile results pages are subdomains of these (m.baidu.com,
 * wap.sogou.com, m.so.com, m.sm.cn and yz.m.sm.cn, cn.bing.com, google.com.hk). Baidu and most
 * others no longer put the words in the referrer; Baidu's mobile page does at times (`word`).
 */
export const SEARCH_ENGINES = [
  { id: 'baidu', zh: '百度', en: 'Baidu', hosts: ['baidu.com'], words: ['wd', 'word', 'kw'] },
  { id: 'sogou', zh: '搜狗', en: 'Sogou', hosts: ['sogou.com'], words: ['query', 'keyword'] },
  { id: '360', zh: '360 搜索', en: '360 Search', hosts: ['so.com', '360.cn'], words: ['q'] },
  { id: 'shenma', zh: '神马', en: 'Shenma', hosts: ['sm.cn'], words: ['q'] },
  { id: 'bing', zh: '必应', en: 'Bing', hosts: ['bing.com'], words: ['q'] },
  {
    id: 'google',
    zh: '谷歌',
    en: 'Google',
    hosts: ['google.com', 'google.com.hk', 'google.cn', 'google.co.uk', 'google.de', 'google.co.jp'],
    words: ['q'],
  },
  { id: 'toutiao', zh: '头条搜索', en: 'Toutiao Search', hosts: ['so.toutiao.com'], words: ['keyword'] },
  { id: 'duckduckgo', zh: 'DuckDuckGo', en: 'DuckDuckGo', hosts: ['duckduckgo.com'], words: ['q'] },
  { id: 'yandex', zh: 'Yandex', en: 'Yandex', hosts: ['yandex.ru', 'yandex.com'], words: ['text'] },
] as const satisfies readonly SearchEngine[];

export type SearchEngineId = (typeof SEARCH_ENGINES)[number]['id'];

/** The engine column of a visit from another site that is no search engine. */
export const REFERRAL = 'referral';
/** The engine column of a visit with UTM or click parameters but no referrer. */
export const DIRECT = 'direct';

export interface ClickIdParam {
  /** The landing URL's query parameter the network appends to a paid click. */
  param: string;
  /** The network (engine id where it is one). */
  network: string;
}

/**
 * Ad networks that are no search engine of their own, by the id a click names them with.
 * Tencent Ads (腾讯广告) serves Sogou's search ads since Sogou joined Tencent, and WeChat's.
 */
export const AD_NETWORKS = [{ id: 'tencent', zh: '腾讯广告', en: 'Tencent Ads' }] as const;

/**
 * Paid-click ids by their documented landing-URL parameters. Baidu's `bd_vid` (oCPC; reported
 * back, docs/leads.md), 360's `qhclickid` (点睛 oCPC), Ocean Engine's (Toutiao, Douyin)
 * `clickid` (its `__CLICKID__` macro), Tencent Ads' `qz_gdt` (Sogou search and other non-WeChat
 * placements) and `gdt_vid` (WeChat), Google's `gclid`, Microsoft's `msclkid`.
 */
export const CLICK_ID_PARAMS = [
  { param: 'bd_vid', network: 'baidu' },
  { param: 'qhclickid', network: '360' },
  { param: 'clickid', network: 'toutiao' },
  { param: 'qz_gdt', network: 'tencent' },
  { param: 'gdt_vid', network: 'tencent' },
  { param: 'gclid', network: 'google' },
  { param: 'msclkid', network: 'bing' },
] as const satisfies readonly ClickIdParam[];

/** The UTM parameters, as Google Analytics named them. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];

/** The kinds of landing page the dashboard counts leads by. */
export const LANDING_KINDS = [
  'home',
  'record',
  'organisation',
  'keyword',
  'listing',
  'search',
  'other',
] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

/** States of a lead's paid-click conversion report (docs/leads.md, 'Paid clicks'). */
export const CONVERSION_STATES = ['queued', 'reported', 'failed'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];

/**
 * The longest kept value of each part (characters, after control characters are dropped): a
 * cookie stays far below the browsers' 4 KB, and a hostile value stays short text.
 */
export const SOURCE_CUTS = {
  landing: 200,
  clickUrl: 400,
  host: 100,
  words: 60,
  utm: 80,
  clickId: 120,
} as const;
