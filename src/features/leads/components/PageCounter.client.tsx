'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { LEAD_SOURCE_DAYS, PAGES_SEEN_COOKIE, PAGES_SEEN_MAX } from '@/catalog/lead-sources';

/**
 * Counts the pages a visitor sees, in a first-party cookie the lead forms' posts carry
 * (docs/leads.md, 'Where leads come from'): one count per page shown, nothing sent anywhere.
 */
export function PageCounter() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    const match = document.cookie.match(new RegExp(`(?:^|; )${PAGES_SEEN_COOKIE}=(\\d{1,9})`));
    const seen = Math.min(Number(match?.[1] ?? 0) + 1, PAGES_SEEN_MAX);
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${PAGES_SEEN_COOKIE}=${seen}; Path=/; Max-Age=${LEAD_SOURCE_DAYS * 86_400}; SameSite=Lax${secure}`;
  }, [pathname, search]);
  return null;
}
