/**
 * The proxy's question 'is this organisation live, merged, gone or unknown?' (docs/pages.md,
 * 'Organisations'): a page cannot set its own status, so the proxy answers a merged organisation's
 * page with 301 to the survivor, one with no visible record left with 410 and an unknown id with
 * 404. Handed over on globalThis like the record status (record-status.ts): the proxy is bundled
 * apart from the server code, and this module imports no database code.
 */
export type OrganisationStatus = { state: 'live' | 'gone' | 'missing' } | { state: 'merged'; into: string };
type Lookup = (id: string) => Promise<OrganisationStatus>;

const KEY = Symbol.for('zxw.organisationStatusLookup');
const slot = globalThis as Record<symbol, Lookup | undefined>;

export function setOrganisationStatusLookup(lookup: Lookup): void {
  slot[KEY] = lookup;
}

/** The status; 'live' before the server has started or when the read fails (the page decides alone). */
export async function organisationStatus(id: string): Promise<OrganisationStatus> {
  const lookup = slot[KEY];
  if (!lookup) return { state: 'live' };
  try {
    return await lookup(id);
  } catch {
    return { state: 'live' };
  }
}
