import {
  DIRECT,
  LEAD_SOURCE_COOKIE,
  PAGES_SEEN_COOKIE,
  PAGES_SEEN_MAX,
  REFERRAL,
  AD_NETWORKS,
  SEARCH_ENGINES,
  SOURCE_CUTS,
} from '@/catalog/lead-sources';
import type { AppConfig } from '@/config/env';
import type { Locale } from '@/i18n/routing';
import type { Feedback } from '@/payload-types';
import { LEAD_TEXTS } from '@/features/leads/lead-texts';
import { cookieValue, decodeSource } from './cookie';
import { sourceSecret } from './secret';
import { type SourceState, cut, landingKind } from './visit';

/**
 * The `source` group of a lead (src/features/leads/collection/source-fields.ts) as a form post
 * fills it: the last visit with a source (what the dashboard counts), the first one, the paid
 * click, the page the form was sent from and the pages seen. Every value is cut text or null; the
 * conversion report's fields are the job's (src/features/leads/server/conversion.ts).
 */
export type LeadSource = Required<
  Omit<NonNullable<Feedback['source']>, 'conversion' | 'conversionResult' | 'conversionAt'>
>;

const orNull = (s: string | undefined) => s || null;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The lead's fields of a verified state (or none) plus what the form post tells. */
export function leadSourceFields(
  state: SourceState | null,
  post: { sentFrom: string | null; pagesSeen: number | null },
): LeadSource {
  const last = state?.last;
  const first = state?.first;
  const click = state?.click;
  return {
    engine: orNull(last?.engine),
    words: orNull(last?.words),
    referrer: orNull(last?.referrer),
    landing: orNull(last?.landing),
    landingKind: last ? landingKind(last.landing) : null,
    keyword: orNull(last?.words || last?.utm.utm_term),
    utmSource: orNull(last?.utm.utm_source),
    utmMedium: orNull(last?.utm.utm_medium),
    utmCampaign: orNull(last?.utm.utm_campaign),
    utmTerm: orNull(last?.utm.utm_term),
    utmContent: orNull(last?.utm.utm_content),
    visitedAt: last ? iso(last.at) : null,
    firstEngine: orNull(first?.engine),
    firstReferrer: orNull(first?.referrer),
    firstLanding: orNull(first?.landing),
    firstWords: orNull(first?.words),
    firstVisitedAt: first ? iso(first.at) : null,
    clickNetwork: orNull(click?.network),
    clickParam: orNull(click?.param),
    clickId: orNull(click?.id),
    clickUrl: orNull(click?.url),
    sentFrom: post.sentFrom,
    pagesSeen: post.pagesSeen,
  };
}

/** The page a form was sent from: the Referer's path and query when it is this site's page. */
function sentFromOf(headers: Pick<Headers, 'get'>): string | null {
  const referer = headers.get('referer');
  const host = headers.get('host')?.toLowerCase();
  if (!referer || !host || referer.length > 4096) return null;
  try {
    const url = new URL(referer);
    if (url.host.toLowerCase() !== host) return null;
    // One leading slash: `//host/x` would read as another site's URL.
    return cut(`/${url.pathname.replace(/^\/+/, '')}${url.search}`, SOURCE_CUTS.landing) || null;
  } catch {
    return null;
  }
}

/** The page counter's cookie as a number (0 to PAGES_SEEN_MAX), or null without one. */
function pagesSeenOf(cookies: string | null): number | null {
  const raw = cookieValue(cookies, PAGES_SEEN_COOKIE);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Math.min(Number(raw), PAGES_SEEN_MAX);
}

/** What a form post says of its sender's source: its cookies and Referer, read on submit. */
export function readLeadSource(headers: Pick<Headers, 'get'>, config: AppConfig): LeadSource {
  const cookies = headers.get('cookie');
  const state = decodeSource(cookieValue(cookies, LEAD_SOURCE_COOKIE), sourceSecret(config));
  return leadSourceFields(state, { sentFrom: sentFromOf(headers), pagesSeen: pagesSeenOf(cookies) });
}

/** Channels named by their id: search engines and ad networks. */
const NAMED_CHANNELS = [...SEARCH_ENGINES, ...AD_NETWORKS];

/**
 * The name of a lead's channel: a search engine's or ad network's, 'direct', another site
 * ('referral': the referrer's host where known), or the id itself.
 */
export function channelName(id: string, locale: Locale, referrer?: string | null): string {
  const t = LEAD_TEXTS[locale];
  if (id === REFERRAL) return referrer || t('leads.source.referral');
  if (id === DIRECT) return t('leads.source.direct');
  const named = NAMED_CHANNELS.find((e) => e.id === id);
  return named ? named[locale] : id;
}
