import { LEAD_SOURCE_DAYS, PAGES_SEEN_COOKIE, PAGES_SEEN_MAX } from '@/catalog/lead-sources';

/**
 * Counts one more page seen in a first-party cookie, which the lead forms' posts carry
 * (docs/leads.md, 'Where leads come from'): nothing is sent anywhere.
 */
export function countPageSeen(doc: Document = document): void {
  const match = doc.cookie.match(new RegExp(`(?:^|; )${PAGES_SEEN_COOKIE}=(\\d{1,9})`));
  const seen = Math.min(Number(match?.[1] ?? 0) + 1, PAGES_SEEN_MAX);
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${PAGES_SEEN_COOKIE}=${seen}; Path=/; Max-Age=${LEAD_SOURCE_DAYS * 86_400}; SameSite=Lax${secure}`;
}
