// Security headers of every answer, set by the front server (src/front/server.ts) from the
// environment at start, so one build serves several origins and analytics set-ups. nginx adds
// only HSTS (deploy/nginx/zxw-site.conf), which belongs to the TLS endpoint.
//
// Scripts on public pages: 'unsafe-inline', restricted to this origin and the configured
// analytics origins. Pages are rendered once and served from cache (ISR) to every visitor, so a
// per-response nonce is impossible, and Next's inline bootstrap (`self.__next_f.push(...)`)
// differs on every page and every revalidation, so its hashes are not known when the header is
// built; hashing them would mean buffering and parsing each HTML answer at serve time, which
// defeats streaming and the cache. Everything else is locked down: no 'unsafe-eval', no
// plugins, no <base>, no framing by other sites, forms post only here.
//
// The admin (Payload) gets the same policy plus blob: images (upload previews); it loads
// nothing from other origins (operators have no gravatar, see src/payload.config.ts).
import { API_PREFIXES, NON_PAGE_PATHS } from '@/catalog/api-paths';

export type Env = Record<string, string | undefined>;
export type HeaderKind = 'page' | 'admin' | 'api';
export type HeaderSet = Record<string, string>;

const BAIDU_TONGJI_ORIGIN = 'https://hm.baidu.com';
/** WeChat's JS-SDK (src/features/wechat/components/share-card.ts), loaded only in WeChat's browser. */
const WECHAT_SDK_ORIGIN = 'https://res.wx.qq.com';

/** Script origins of the WeChat share cards: only when an official account is configured. */
export function wechatScriptOrigins(env: Env = process.env): string[] {
  return env.WECHAT_APP_ID && env.WECHAT_APP_SECRET ? [WECHAT_SDK_ORIGIN] : [];
}

/** Origins the configured analytics load scripts from and report to. */
export function analyticsOrigins(env: Env = process.env): string[] {
  const origins: string[] = [];
  if (env.BAIDU_TONGJI_ID) origins.push(BAIDU_TONGJI_ORIGIN);
  if (env.UMAMI_WEBSITE_ID && env.UMAMI_SCRIPT_URL) {
    try {
      origins.push(new URL(env.UMAMI_SCRIPT_URL).origin);
    } catch {
      // The app refuses to start with a bad URL (src/config/env.ts); nothing to allow here.
    }
  }
  return [...new Set(origins)];
}

type Directives = Record<string, readonly string[]>;

const join = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

const COMMON: Directives = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

/** The Content-Security-Policy of public pages. */
export function pagePolicy(env: Env = process.env): string {
  const analytics = analyticsOrigins(env);
  return join({
    ...COMMON,
    'script-src': ["'self'", "'unsafe-inline'", ...analytics, ...wechatScriptOrigins(env)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...analytics],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analytics],
    'frame-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  });
}

/** The admin's policy: Payload's UI needs inline scripts and styles and previews uploads as blobs. */
export function adminPolicy(): string {
  return join({
    ...COMMON,
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  });
}

/**
 * JSON and files: nothing in them may run or be framed elsewhere. The few HTML answers there (the
 * alert confirmation and unsubscribe pages, src/http/plain-page.ts) take their stylesheet from here.
 */
export function apiPolicy(): string {
  return join({
    ...COMMON,
    'default-src': ["'none'"],
    'style-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/** Features the site never uses, denied to it and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether `pathname` is `prefix` or lies under it; the backend API's prefixes cover every path that starts with them, as the proxy's matcher does (src/proxy.ts). */
const under = (pathname: string, prefix: string) =>
  prefix.startsWith(API_PREFIXES.zxw)
    ? pathname.startsWith(prefix)
    : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Which of the header sets applies to a path: the non-page paths are the admin and the APIs. */
export function headerKind(pathname: string): HeaderKind {
  const nonPage = NON_PAGE_PATHS.find((prefix) => under(pathname, prefix));
  if (!nonPage) return 'page';
  return nonPage === '/admin' ? 'admin' : 'api';
}

/**
 * Headers of an answer, one set per kind, computed once at start. HSTS only when the site's
 * public origin is https (a plain-http origin would be unreachable).
 */
export function headerSets(env: Env = process.env): Record<HeaderKind, HeaderSet> {
  const https = (env.SITE_ORIGIN ?? '').startsWith('https://');
  const base: HeaderSet = {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
  return {
    page: { ...base, 'Content-Security-Policy': pagePolicy(env) },
    admin: { ...base, 'Content-Security-Policy': adminPolicy() },
    api: { ...base, 'Content-Security-Policy': apiPolicy() },
  };
}
