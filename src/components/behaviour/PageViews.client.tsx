'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { startAnalytics, type AnalyticsIds } from './analytics';
import { countPageSeen } from './pages-seen';

/**
 * One page view on first load and one per route or query change: counted in the visitor's
 * pages-seen cookie, and reported to the configured analytics services (none without ids).
 */
export function PageViews(ids: AnalyticsIds) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const report = useRef<((path: string) => void) | null>(null);
  const { baiduTongjiId, umamiWebsiteId, umamiScriptUrl } = ids;

  useEffect(() => {
    report.current ??= startAnalytics({ baiduTongjiId, umamiWebsiteId, umamiScriptUrl });
  }, [baiduTongjiId, umamiWebsiteId, umamiScriptUrl]);

  useEffect(() => {
    countPageSeen();
    report.current?.(pathname + (search ? `?${search}` : ''));
  }, [pathname, search]);

  return null;
}
