/**
 * The organisation name search of `/connections` (docs/pages.md, 'Organisations'): a GET form's
 * `?q=`. The marketing page without it stays one cached page; with it, the proxy hands the parsed
 * query to a page rendered per request (like /search), so free text never fills the page cache.
 */
export const ORG_QUERY_PARAM = 'q';
export const ORG_QUERY_HEADER = 'x-zxw-org-query';
/** The internal path of the result page (never linked; a public request for it is the 404). */
export const ORG_SEARCH_INTERNAL_PATH = '/connections/find';

export const ORG_QUERY_MIN = 2;
export const ORG_QUERY_MAX = 50;

export interface OrgQuery {
  q: string;
  /** Why the query cannot run: the page says so and answers 400. */
  error?: 'tooShort' | 'tooLong';
}

/** The query of a `/connections` URL, or null without one (the marketing page alone). */
export function parseOrgQuery(params: URLSearchParams): OrgQuery | null {
  const q = (params.get(ORG_QUERY_PARAM) ?? '').replace(/\s+/g, ' ').trim();
  if (!q) return null;
  const length = [...q].length;
  if (length < ORG_QUERY_MIN) return { q, error: 'tooShort' };
  if (length > ORG_QUERY_MAX) return { q: [...q].slice(0, ORG_QUERY_MAX).join(''), error: 'tooLong' };
  return { q };
}

/** The query the proxy parsed, from its header (null when absent or not the proxy's). */
export function orgQueryFromHeader(value: string | null): OrgQuery | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as OrgQuery;
    return typeof parsed.q === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Entries of each 'most active in the last 30 days' list. */
export const ACTIVE_LIST_SIZE = 10;
