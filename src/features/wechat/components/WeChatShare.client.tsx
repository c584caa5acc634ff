'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * The share card in WeChat's browser (docs/wechat.md). Decided here, on the client, so the cached
 * page is the same for everyone; other browsers run this check and load nothing more.
 */
export function WeChatShare() {
  const pathname = usePathname();
  useEffect(() => {
    if (!/MicroMessenger/i.test(navigator.userAgent)) return;
    void import('./share-card').then(({ shareThisPage }) => shareThisPage());
  }, [pathname]);
  return null;
}
