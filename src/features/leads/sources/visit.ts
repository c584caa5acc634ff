import {
  CLICK_ID_PARAMS,
  DIRECT,
  type LandingKind,
  REFERRAL,
  SEARCH_ENGINES,
  SOURCE_CUTS,
  UTM_PARAMS,
  type UtmParam,
} from '@/catalog/lead-sources';
import { withoutMobilePrefix } from '@/catalog/mobile';
import { splitLocale } from '@/i18n/routing';
import { ORGANISATION_PATH, matchRoute, recordKindOf } from '@/catalog/routes';

/**
 * One visit worth remembering (docs/leads.md, 'Where leads come from'): from another site, or with
 * UTM or click parameters. Every value is cut text: a hostile referrer or parameter is kept as
 * short plain text, whatever it held.
 */
export interface Visit {
  /** Seconds since the epoch. */
  at: number;
  /** The landing page's path and query, less the tracking parameters. */
  landing: string;
  /** The referrer's host, '' without one. */
  referrer: string;
  /** A search engine's id, `referral` (another site) or `direct` (parameters, no referrer). */
  engine: string;
  /** The search words, where the referrer still carries them. */
  words: string;
  utm: Partial<Record<UtmParam, string>>;
}

/** A paid click: its network, its parameter and id, and the full landing URL it came to. */
export interface Click {
  at: number;
  network: string;
  param: string;
  id: string;
  url: string;
}

/** What a visitor's cookie holds: the first and the last visit, and the last paid click. */
export interface SourceState {
  first: Visit;
  last: Visit;
  click?: Click;
}

/** Control, format and bidi characters: dropped, so a value cannot break a line or hide text. */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** A value as kept: visible characters, single spaces, at most `max` characters. */
export function cut(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const clean = value.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length > max ? chars.slice(0, max).join('') : clean;
}

/** A host as kept: lowercase letters, digits, dots and dashes only. */
function cutHost(host: string): string {
  const lower = host.toLowerCase();
  return /^[a-z0-9.-]+$/.test(lower) ? lower.slice(0, SOURCE_CUTS.host) : '';
}

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The engine of a referrer host, or undefined for any other site. */
export function engineOfHost(host: string): (typeof SEARCH_ENGINES)[number] | undefined {
  return SEARCH_ENGINES.find((engine) => engine.hosts.some((domain) => onHost(host, domain)));
}

function parseUrl(text: string | null | undefined): URL | null {
  if (!text || text.length > 4096) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const TRACKING = new Set<string>([...UTM_PARAMS, ...CLICK_ID_PARAMS.map((c) => c.param)]);

/** The path and query of a landing URL without its tracking parameters. */
function landingOf(url: URL): string {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (!TRACKING.has(name)) kept.append(name, value);
  const query = kept.toString();
  return cut(`${url.pathname}${query ? `?${query}` : ''}`, SOURCE_CUTS.landing);
}

export interface VisitInput {
  /** The requested URL (its origin is the site's public one: the click URL is built on it). */
  url: URL;
  referrer: string | null;
  /** This site's own hosts (a port is ignored): a referrer from one is a page of the visit, not a source. */
  ownHosts: readonly string[];
  now?: number;
}

/** The visit this request starts, or null when it brings nothing worth recording. */
export function parseVisit({ url, referrer, ownHosts, now = Date.now() }: VisitInput): {
  visit: Visit;
  click?: Click;
} | null {
  const from = parseUrl(referrer);
  const fromHost = from ? cutHost(from.hostname) : '';
  // Host names without their ports: the Host header carries one, a referrer's hostname does not.
  const own = ownHosts.map((host) => host.toLowerCase().replace(/:\d+$/, ''));
  const external = fromHost !== '' && !own.includes(fromHost);
  const utm: Visit['utm'] = {};
  for (const name of UTM_PARAMS) {
    const value = cut(url.searchParams.get(name), SOURCE_CUTS.utm);
    if (value) utm[name] = value;
  }
  const at = Math.floor(now / 1000);
  let click: Click | undefined;
  for (const { param, network } of CLICK_ID_PARAMS) {
    const id = cut(url.searchParams.get(param), SOURCE_CUTS.clickId);
    if (id) {
      click = { at, network, param, id, url: cut(url.toString(), SOURCE_CUTS.clickUrl) };
      break;
    }
  }
  if (!external && Object.keys(utm).length === 0 && !click) return null;
  const engine = external ? engineOfHost(fromHost) : undefined;
  const words = engine
    ? (engine.words.map((p) => cut(from!.searchParams.get(p), SOURCE_CUTS.words)).find(Boolean) ?? '')
    : '';
  const visit: Visit = {
    at,
    landing: landingOf(url),
    referrer: external ? fromHost : '',
    engine: engine?.id ?? (external ? REFERRAL : click ? click.network : DIRECT),
    words,
    utm,
  };
  return { visit, click };
}

/** The state after a new visit: the first visit stays (while not expired), the last is replaced. */
export function nextState(previous: SourceState | null, found: { visit: Visit; click?: Click }): SourceState {
  return {
    first: previous?.first ?? found.visit,
    last: found.visit,
    click: found.click ?? previous?.click,
  };
}

/** The kind of a landing page, from its path (the route table of src/catalog/routes.ts). */
export function landingKind(landing: string): LandingKind {
  const path = landing.split(/[?#]/, 1)[0] || '/';
  const route = matchRoute(splitLocale(withoutMobilePrefix(path) ?? path).rest);
  if (!route) return 'other';
  if (recordKindOf(route.path)) return 'record';
  if (route.path === ORGANISATION_PATH) return 'organisation';
  switch (route.key) {
    case 'home':
      return 'home';
    case 'keywordPage':
      return 'keyword';
    case 'search':
      return 'search';
    case 'industry':
    case 'industryList':
    case 'inviteBussInfo':
    case 'inviteBussInfoList':
    case 'commerceChance':
    case 'exclusiveBuy':
    case 'connections':
    case 'keywords':
      return 'listing';
    default:
      return 'other';
  }
}
