import { z } from 'zod';
import { PAGE_NUMBER_PATTERN } from '@/catalog/constants';
import { MAX_KEYWORD_LENGTH, projectFilterBodySchema, tenderFilterBodySchema } from '@/schemas/api';

/**
 * The query of `/search` (docs/search.md, 'The search page'), validated with the listing APIs' own schemas so
 * the page and the API accept exactly the same values. The proxy reads `ok` to answer 400; the page reads the
 * rest to render the form, the message and the results.
 */
export const SEARCH_TYPES = ['project', 'tender'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Query parameters of the page, in the order links write them. */
const SEARCH_PARAMS = [
  'keyword',
  'type',
  'province',
  'industry',
  'stage',
  'amountMin',
  'amountMax',
  'publishedFrom',
  'publishedTo',
  'page',
] as const;
type SearchParam = (typeof SEARCH_PARAMS)[number];

const typeSchema = z.enum(SEARCH_TYPES).optional().default('project');
/** As on the listings: a positive integer of at most six digits (pages past the count are empty). */
const pageSchema = z.string().regex(PAGE_NUMBER_PATTERN).transform(Number).optional().default(1);

export interface SearchQuery {
  type: SearchType;
  page: number;
  /** The filters as the listing reads them (keyword trimmed, amounts as numbers). */
  filter: Pick<
    Partial<z.output<typeof projectFilterBodySchema>>,
    | 'keyword'
    | 'province'
    | 'industry'
    | 'stage'
    | 'amountMin'
    | 'amountMax'
    | 'publishedFrom'
    | 'publishedTo'
  >;
  /** Query values as typed, for refilling the form and for paging links (cut, control characters dropped). */
  values: Partial<Record<SearchParam, string>>;
  /** Parameters whose value is invalid; empty when the query is valid. */
  invalid: SearchParam[];
}

/**
 * The request header in which the proxy hands the page its parse of the query (URI-encoded JSON of
 * a SearchQuery): the query is parsed once per request, and the page and its metadata read it.
 */
export const SEARCH_QUERY_HEADER = 'x-zxw-search-query';

/** The query the proxy parsed, from its header; an empty query when the header is absent or unreadable. */
export function searchQueryFromHeader(value: string | null): SearchQuery {
  if (value) {
    try {
      return JSON.parse(decodeURIComponent(value)) as SearchQuery;
    } catch {
      // Not written by the proxy: read as no query.
    }
  }
  return parseSearchQuery(new URLSearchParams());
}

/** Whether the query asks for results: it is valid and names a keyword or a filter. */
export function asksForResults(query: SearchQuery): boolean {
  return !query.invalid.length && Object.values(query.filter).some((value) => value !== undefined);
}

/** Parses the page's query: only the first value of a parameter counts, unknown ones are ignored. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const values: Partial<Record<SearchParam, string>> = {};
  for (const name of SEARCH_PARAMS) {
    const raw = params.get(name);
    if (raw !== null && raw !== '') values[name] = raw;
  }
  const invalid: SearchParam[] = [];
  const type = typeSchema.safeParse(values.type);
  if (!type.success) invalid.push('type');
  const page = pageSchema.safeParse(values.page);
  if (!page.success) invalid.push('page');
  const kind: SearchType = type.success ? type.data : 'project';
  const schema = kind === 'tender' ? tenderFilterBodySchema : projectFilterBodySchema;
  const input = { ...values, page: undefined, type: undefined };
  // Tenders have no stage: the tender schema drops it, as the API does.
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as SearchParam;
      if (!invalid.includes(name)) invalid.push(name);
    }
  }
  // What the form shows again: without control characters, at most as long as a keyword.
  for (const name of SEARCH_PARAMS) {
    const value = values[name];
    if (value !== undefined) values[name] = value.replace(/\p{Cc}/gu, '').slice(0, MAX_KEYWORD_LENGTH);
  }
  return {
    type: kind,
    page: page.success ? page.data : 1,
    filter: parsed.success
      ? { ...parsed.data, stage: 'stage' in parsed.data ? parsed.data.stage : undefined }
      : {},
    values,
    invalid,
  };
}

/**
 * A `/search` URL (locale-less path given) with the set values, in a stable order; the defaults
 * (type 'project', page 1) are left out. The search page is no cached variant, so its links are
 * built here rather than by variantHref.
 */
export function searchHref(path: string, values: Partial<Record<SearchParam, string | number>>): string {
  const query = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    if ((name === 'type' && value === 'project') || (name === 'page' && Number(value) === 1)) continue;
    query.set(name, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
