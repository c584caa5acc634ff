'use client';

import { useEffect } from 'react';
import { LAYOUT, TIMINGS } from '@/catalog/constants';
import { clientStore } from './store';
import { throttle } from './timing';

/**
 * Narrower than the desktop minimum, judged by the layout viewport as CSS media queries are. A
 * phone zooms the wider page out to fit and then reports `window.innerWidth` as the page's width
 * (1,200 px), so that would never send a phone to the mobile site.
 */
const BELOW_DESKTOP = `(max-width: ${LAYOUT.desktopMinWidth - 0.02}px)`;

/**
 * Sends windows narrower than the desktop minimum to the mobile site, when one is configured
 * (checked on load and on resize, throttled). Also records the device in the client store.
 */
export function MobileRedirect({ mobileSiteUrl }: { mobileSiteUrl: string | null }) {
  useEffect(() => {
    const belowDesktop = window.matchMedia(BELOW_DESKTOP);
    const check = () => {
      const mobile = belowDesktop.matches;
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
