import type { Locale } from '@/i18n/routing';
import { type OrganisationStatus, setOrganisationStatusLookup } from './organisation-status';
import { getOrganisationPage } from './organisations/page';

/**
 * An organisation's status from its page's own cached read (under its tag): the status and the
 * page expire together, and a page served from cache costs no query.
 */
export async function lookUpOrganisationStatus(id: string, locale: Locale): Promise<OrganisationStatus> {
  const page = await getOrganisationPage(id, locale);
  return page.state === 'merged' ? { state: 'merged', into: page.into } : { state: page.state };
}

/** Called once at start: the proxy asks through `organisation-status.ts`. */
export function registerOrganisationStatusLookup(): void {
  setOrganisationStatusLookup(lookUpOrganisationStatus);
}
