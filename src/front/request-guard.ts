// Checks every request before Next sees it (src/front/server.ts): records the peer address and
// refuses what Next would answer with a 500.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { PEER_ADDRESS_HEADER } from '@/catalog/http-headers';
import type { Locale } from '@/i18n/routing';
import enApi from '@messages/en/api.json';
import zhApi from '@messages/zh/api.json';
import { headerKind } from './security-headers';

/** Methods Next serves here; others (TRACE, CONNECT, PROPFIND, …) answer 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** What a static file answers to: Next serves GET and HEAD; other methods used to end in a 500. */
export const STATIC_METHODS = ['GET', 'HEAD', 'OPTIONS'];

const MESSAGES: Record<Locale, typeof enApi> = { zh: zhApi, en: enApi };
type MessageKey = 'badRequest' | 'notFound' | 'methodNotSupported' | 'misdirectedRequest';

/** A refusal the front server writes itself. */
export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

const localeOf = (p: string): Locale => (/^\/en(\/|$)/.test(p) ? 'en' : 'zh');

function refuse(
  rawPath: string,
  status: number,
  key: MessageKey,
  extra: Record<string, string> = {},
): Refusal {
  const msg = MESSAGES[localeOf(rawPath)][key];
  const api = headerKind(rawPath) === 'api';
  return {
    status,
    headers: {
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
    body: api ? JSON.stringify({ code: status, msg, data: null }) : `${status} ${msg}\n`,
  };
}

/** Whether every percent-escape of the path decodes to valid UTF-8. */
export function isWellEncoded(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return true;
  } catch {
    return false;
  }
}

const STATIC_PREFIX = '/_next/static/';

/** The folders whose files Next serves as they are. */
export interface StaticDirs {
  staticDir: string;
  publicDir: string;
}

/** The build's and public/'s folders under the project root (`NEXT_DIST_DIR` moves the build). */
export function staticDirs(root: string, env: Record<string, string | undefined> = process.env): StaticDirs {
  return {
    staticDir: path.join(root, env.NEXT_DIST_DIR || '.next', 'static'),
    publicDir: path.join(root, 'public'),
  };
}

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * Whether a build-asset path names no file of this build. Next would answer it with its 404 page
 * and the page's Cache-Control, so during a rolling deploy a chunk of the newer build, asked of an
 * instance still on the older one, would stay missing in shared caches.
 */
export function isMissingBuildAsset(rawPath: string, staticDir: string): boolean {
  if (!rawPath.startsWith(STATIC_PREFIX)) return false;
  const file = path.resolve(staticDir, decodeURIComponent(rawPath.slice(STATIC_PREFIX.length)));
  return !file.startsWith(staticDir + path.sep) || !isFile(file);
}

/** Whether `rawPath` names an existing file that Next serves as is (public/ or a build asset). */
export function isStaticFile(rawPath: string, dirs: StaticDirs): boolean {
  const [dir, rest] = rawPath.startsWith(STATIC_PREFIX)
    ? [dirs.staticDir, rawPath.slice(STATIC_PREFIX.length)]
    : [dirs.publicDir, rawPath.slice(1)];
  const file = path.resolve(dir, decodeURIComponent(rest));
  return file.startsWith(dir + path.sep) && isFile(file);
}

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * An absolute-form target (`GET http://host/path`, RFC 9112 §3.2.2) is read as its path when its
 * authority is this site's (the Host header or SITE_ORIGIN); any other authority answers 421
 * instead of reaching Next, whose redirects would otherwise point at the client's host.
 */
function originForm(target: string, host: string | undefined, siteHost: string): string | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  const authority = url.host.toLowerCase();
  if (authority !== (host ?? '').toLowerCase() && authority !== siteHost) return null;
  return url.pathname + url.search;
}

const noContent = (allow: string[]): Refusal => ({
  status: 204,
  headers: { Allow: allow.join(', ') },
  body: undefined,
});

/**
 * Sets the peer header on `req` and answers a refusal for an unsupported method, an
 * asterisk-form target other than `OPTIONS *`, an absolute-form target naming another host (421),
 * a badly encoded path, a method a static file does not take, or a build asset this build does
 * not have (404, never cached); or null to hand the request to Next. `siteHost` is SITE_ORIGIN's
 * host (lower case).
 */
export function requestGuard(req: IncomingMessage, dirs: StaticDirs, siteHost = ''): Refusal | null {
  delete req.headers[PEER_ADDRESS_HEADER];
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_ADDRESS_HEADER] = peer.startsWith('::ffff:') ? peer.slice(7) : peer;
  const method = req.method ?? '';
  const target = req.url ?? '/';
  if (!ALLOWED_METHODS.includes(method)) {
    return refuse(target.split('?')[0], 405, 'methodNotSupported', { Allow: ALLOWED_METHODS.join(', ') });
  }
  if (target === '*')
    return method === 'OPTIONS' ? noContent(ALLOWED_METHODS) : refuse('/', 400, 'badRequest');
  let local = target;
  if (ABSOLUTE_FORM.test(target)) {
    const originTarget = originForm(target, req.headers.host, siteHost);
    if (originTarget === null) return refuse('/', 421, 'misdirectedRequest');
    local = req.url = originTarget;
  } else if (!target.startsWith('/')) {
    return refuse('/', 400, 'badRequest');
  }
  const rawPath = local.split('?')[0];
  if (!isWellEncoded(rawPath)) return refuse(rawPath, 400, 'badRequest');
  if (method === 'GET' || method === 'HEAD') {
    return isMissingBuildAsset(rawPath, dirs.staticDir) ? refuse(rawPath, 404, 'notFound') : null;
  }
  if (isStaticFile(rawPath, dirs)) {
    if (method === 'OPTIONS') return noContent(STATIC_METHODS);
    return refuse(rawPath, 405, 'methodNotSupported', { Allow: STATIC_METHODS.join(', ') });
  }
  return null;
}
