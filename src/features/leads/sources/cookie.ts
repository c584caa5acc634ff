import { createHmac, timingSafeEqual } from 'node:crypto';
import { CLICK_ID_PARAMS, LEAD_SOURCE_DAYS, SOURCE_CUTS, UTM_PARAMS } from '@/catalog/lead-sources';
import { type Click, type SourceState, type Visit, cut } from './visit';

/**
 * The source cookie's value: the state as base64url JSON and its HMAC-SHA256 under the site's
 * secret. A value that does not verify is ignored, so a visitor can neither plant markup nor
 * another visitor's source; a verified one is cut again on reading all the same.
 */
const sign = (secret: string, body: string) =>
  createHmac('sha256', `lead-source:${secret}`).update(body).digest('base64url');

export function encodeSource(state: SourceState, secret: string): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

const MAX_AGE_SECONDS = LEAD_SOURCE_DAYS * 86_400;

function readVisit(raw: unknown, now: number): Visit | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const v = raw as Record<string, unknown>;
  const at = Number(v.at);
  if (!Number.isFinite(at) || now / 1000 - at > MAX_AGE_SECONDS) return undefined;
  const utm: Visit['utm'] = {};
  const rawUtm = (v.utm && typeof v.utm === 'object' ? v.utm : {}) as Record<string, unknown>;
  for (const name of UTM_PARAMS) {
    const value = cut(rawUtm[name], SOURCE_CUTS.utm);
    if (value) utm[name] = value;
  }
  return {
    at,
    landing: cut(v.landing, SOURCE_CUTS.landing),
    referrer: cut(v.referrer, SOURCE_CUTS.host),
    engine: cut(v.engine, 20),
    words: cut(v.words, SOURCE_CUTS.words),
    utm,
  };
}

function readClick(raw: unknown, now: number): Click | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const c = raw as Record<string, unknown>;
  const at = Number(c.at);
  const known = CLICK_ID_PARAMS.find((p) => p.param === c.param);
  if (!known || !Number.isFinite(at) || now / 1000 - at > MAX_AGE_SECONDS) return undefined;
  const id = cut(c.id, SOURCE_CUTS.clickId);
  if (!id) return undefined;
  return { at, network: known.network, param: known.param, id, url: cut(c.url, SOURCE_CUTS.clickUrl) };
}

/** The state a cookie value holds, or null when it is missing, forged, broken or expired. */
export function decodeSource(
  value: string | undefined | null,
  secret: string,
  now = Date.now(),
): SourceState | null {
  if (!value || value.length > 8192) return null;
  const dot = value.indexOf('.');
  if (dot < 1) return null;
  const body = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(secret, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let raw: { first?: unknown; last?: unknown; click?: unknown };
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof raw;
  } catch {
    return null;
  }
  const last = readVisit(raw.last, now);
  if (!last) return null;
  const first = readVisit(raw.first, now) ?? last;
  const click = readClick(raw.click, now);
  return { first, last, ...(click ? { click } : {}) };
}

/** One cookie's value out of a Cookie header (the first of that name). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
