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

/**
 * Sets the peer header on `req` and answers a refusal ({status, headers, body}) for an
 * unsupported method, a badly encoded path or a build asset this build does not have (404,
 * never cached), or null to hand the request to Next.
 */
export function requestGuard(req) {
  delete req.headers[PEER_HEADER];
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer.startsWith('::ffff:') ? peer.slice(7) : peer;
  const rawPath = (req.url ?? '/').split('?')[0];
  if (!ALLOWED_METHODS.includes(req.method ?? '')) {
    return refuse(rawPath, 405, 'methodNotSupported', { Allow: ALLOWED_METHODS.join(', ') });
  }
  if (!isWellEncoded(rawPath)) return refuse(rawPath, 400, 'badRequest');
  if ((req.method === 'GET' || req.method === 'HEAD') && isMissingBuildAsset(rawPath, staticDir))
    return refuse(rawPath, 404, 'notFound');
  return null;
}
