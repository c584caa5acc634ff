import { statusHandover } from '@/server/status-handover';

/**
 * The proxy's question 'is this organisation live, merged, gone or unknown?' (docs/pages.md,
 * 'Organisations'): a page cannot set its own status, so the proxy answers a merged organisation's
 * page with 301 to the survivor, one with no visible record left with 410 and an unknown id with
 * 404. Handed over on globalThis like the record status (records/server/status.ts): the proxy is bundled
 * apart from the server code, and this module imports no database code.
 */
export type OrganisationStatus = { state: 'live' | 'gone' | 'missing' } | { state: 'merged'; into: string };
const handover = statusHandover<[id: string], OrganisationStatus>('organisationStatusLookup', {
  state: 'live',
});

export const setOrganisationStatusLookup = handover.set;

/** The status; 'live' before the server has started or when the read fails (the page decides alone). */
export const organisationStatus = handover.ask;
