import { statusHandover } from '@/server/status-handover';

/**
 * The proxy's question 'does this slug name a keyword?' (an unknown slug is the 404 page: a page
 * cannot set its own status). Handed over on globalThis like the record and organisation statuses (the read: status-lookup.ts); true before
 * the server has started or when the read fails (the page then decides alone).
 */
const handover = statusHandover<[slug: string], boolean>('keywordStatusLookup', true);

export const setKeywordStatusLookup = handover.set;
export const keywordExists = handover.ask;
