/**
 * A URL with only the query parameters that are set, in the order given; page 1 is left out,
 * as it is the default. Used by the listings, the case centre and the search page.
 */
export function hrefWithQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (name === 'page' && Number(value) === 1)) continue;
    query.set(name, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
