'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { startAnalytics, type AnalyticsIds } from './analytics';

/** Reports one page view on first load and one per route or query change to the configured services. */
export function Analytics(ids: AnalyticsIds) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const report = useRef<((path: string) => void) | null>(null);
  const { baiduTongjiId, umamiWebsiteId, umamiScriptUrl } = ids;

  useEffect(() => {
    report.current ??= startAnalytics({ baiduTongjiId, umamiWebsiteId, umamiScriptUrl });
  }, [baiduTongjiId, umamiWebsiteId, umamiScriptUrl]);

  useEffect(() => {
    report.current?.(pathname + (search ? `?${search}` : ''));
  }, [pathname, search]);

  return null;
}
