'use client';

import { useEffect } from 'react';
import { LAYOUT, TIMINGS } from '@/catalog/constants';
import { clientStore } from './store';
import { throttle } from './timing';

export function isBelowDesktop(width: number): boolean {
  return width < LAYOUT.desktopMinWidth;
}

/**
 * Sends windows narrower than the desktop minimum to the mobile site, when one is configured
 * (checked on load and on resize, throttled). Also records the device in the client store.
 */
export function MobileRedirect({ mobileSiteUrl }: { mobileSiteUrl: string | null }) {
  useEffect(() => {
    const check = () => {
      const mobile = isBelowDesktop(window.innerWidth);
      clientStore.setState({ device: mobile ? 'mobile' : 'pc' });
      if (mobile && mobileSiteUrl) window.location.replace(mobileSiteUrl);
    };
    check();
    const onResize = throttle(check, TIMINGS.resizeThrottleMs);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [mobileSiteUrl]);
  return null;
}
