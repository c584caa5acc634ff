// Checks every request before Next sees it (scripts/serve.mjs): records the peer address and
// refuses what Next would answer with a 500.
import fs from 'node:fs';
import path from 'node:path';
import { buildDir, root } from './ensure.mjs';
import { headerKind } from './security-headers.mjs';

/**
 * The connection's peer address, as this server saw it. Any copy sent by the client is
 * dropped first; src/http/request.ts (PEER_ADDRESS_HEADER) trusts only this one.
 */
export const PEER_HEADER = 'x-zxw-peer-address';

/** Methods Next serves here; others (TRACE, CONNECT, PROPFIND, …) answer 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const messages = Object.fromEntries(
  ['zh', 'en'].map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.join(root, 'messages', locale, 'api.json'), 'utf8')),
  ]),
);

const localeOf = (p) => (/^\/en(\/|$)/.test(p) ? 'en' : 'zh');

function refuse(rawPath, status, key, extraHeaders = {}) {
  const locale = localeOf(rawPath);
  const msg = messages[locale][key];
  const api = headerKind(rawPath) === 'api';
  return {
    status,
    headers: {
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extraHeaders,
    },
    body: api ? JSON.stringify({ code: status, msg, data: null }) : `${status} ${msg}\n`,
  };
}

/** Whether every percent-escape of the path decodes to valid UTF-8. */
export function isWellEncoded(rawPath) {
  try {
    decodeURIComponent(rawPath);
    return true;
  } catch {
    return false;
  }
}

const STATIC_PREFIX = '/_next/static/';

/**
 * Whether a build-asset path names no file of this build. Next would answer it with its 404 page
 * and the page's Cache-Control (s-maxage=300), so during a rolling deploy a chunk of the newer
 * build, asked of an instance still on the older one, would stay missing in shared caches.
 */
export function isMissingBuildAsset(rawPath, staticDir) {
  if (!rawPath.startsWith(STATIC_PREFIX)) return false;
  const file = path.resolve(staticDir, decodeURIComponent(rawPath.slice(STATIC_PREFIX.length)));
  if (!file.startsWith(staticDir + path.sep)) return true;
  try {
    return !fs.statSync(file).isFile();
  } catch {
    return true;
  }
}

const staticDir = path.join(buildDir(), 'static');
const publicDir = path.join(root, 'public');

/** What a static file answers to: Next serves GET and HEAD; other methods used to end in a 500. */
export const STATIC_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Whether `rawPath` names an existing file that Next serves as is (public/ or a build asset). */
export function isStaticFile(rawPath, dirs = { staticDir, publicDir }) {
  const [dir, rest] = rawPath.startsWith(STATIC_PREFIX)
    ? [dirs.staticDir, rawPath.slice(STATIC_PREFIX.length)]
    : [dirs.publicDir, rawPath.slice(1)];
  const file = path.resolve(dir, decodeURIComponent(rest));
  if (!file.startsWith(dir + path.sep)) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * An absolute-form target (`GET http://host/path`, RFC 9112 §3.2.2) is read as its path when its
 * authority is this site's (the Host header or SITE_ORIGIN); any other authority answers 421
 * instead of reaching Next, whose redirects would otherwise point at the client's host.
 */
function originForm(target, host, siteHost) {
  let url;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  const authority = url.host.toLowerCase();
  if (authority !== (host ?? '').toLowerCase() && authority !== siteHost) return null;
  return url.pathname + url.search;
}

const noContent = (allow) => ({ status: 204, headers: { Allow: allow.join(', ') }, body: undefined });

/**
 * Sets the peer header on `req` and answers a refusal ({status, headers, body}) for an
 * unsupported method, an asterisk-form target other than `OPTIONS *`, an absolute-form target
 * naming another host (421), a badly encoded path, a method a static file does not take, or a
 * build asset this build does not have (404, never cached); or null to hand the request to Next.
 * `siteHost` is SITE_ORIGIN's host (lower case).
 */
export function requestGuard(req, siteHost = '') {
  delete req.headers[PEER_HEADER];
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer.startsWith('::ffff:') ? peer.slice(7) : peer;
  const method = req.method ?? '';
  const target = req.url ?? '/';
  if (!ALLOWED_METHODS.includes(method)) {
    return refuse(target.split('?')[0], 405, 'methodNotSupported', { Allow: ALLOWED_METHODS.join(', ') });
  }
  if (target === '*')
    return method === 'OPTIONS' ? noContent(ALLOWED_METHODS) : refuse('/', 400, 'badRequest');
  if (ABSOLUTE_FORM.test(target)) {
    const local = originForm(target, req.headers.host, siteHost);
    if (local === null) return refuse('/', 421, 'misdirectedRequest');
    req.url = local;
  } else if (!target.startsWith('/')) {
    return refuse('/', 400, 'badRequest');
  }
  const rawPath = req.url.split('?')[0];
  if (!isWellEncoded(rawPath)) return refuse(rawPath, 400, 'badRequest');
  if (method === 'GET' || method === 'HEAD') {
    return isMissingBuildAsset(rawPath, staticDir) ? refuse(rawPath, 404, 'notFound') : null;
  }
  if (isStaticFile(rawPath)) {
    if (method === 'OPTIONS') return noContent(STATIC_METHODS);
    return refuse(rawPath, 405, 'methodNotSupported', { Allow: STATIC_METHODS.join(', ') });
  }
  return null;
}
