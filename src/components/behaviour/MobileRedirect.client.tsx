'use client';

import { useEffect } from 'react';
import { LAYOUT, TIMINGS } from '@/catalog/constants';
import { DESKTOP_VIEW_COOKIE, DESKTOP_VIEW_VALUE, hasMobileView } from '@/catalog/mobile';
import { splitLocale } from '@/i18n/routing';
import type { MobileRedirectTarget } from '@/routing/device';
import { clientStore } from './store';
import { throttle } from './timing';

/**
 * Narrower than the desktop minimum, judged by the layout viewport as CSS media queries are. A
 * phone zooms the wider page out to fit and then reports `window.innerWidth` as the page's width
 * (1,200 px), so that would never send a phone to the mobile site.
 */
const BELOW_DESKTOP = `(max-width: ${LAYOUT.desktopMinWidth - 0.02}px)`;

/** The mobile view of the page shown, or null when it has none (the desktop page stays). */
function mobileTarget({ base, keepPage }: MobileRedirectTarget): string | null {
  if (!keepPage) return base;
  const { pathname, search } = window.location;
  if (!hasMobileView(splitLocale(pathname).rest)) return null;
  return pathname === '/' ? `${base}${search}` : `${base}${pathname}${search}`;
}

/** Whether the visitor chose 'Desktop version' (a cookie the proxy sets). */
function prefersDesktop(): boolean {
  return document.cookie.split('; ').includes(`${DESKTOP_VIEW_COOKIE}=${DESKTOP_VIEW_VALUE}`);
}

/**
 * Sends windows narrower than the desktop minimum to the mobile view of the same page (checked on
 * load and on resize, throttled), unless the visitor chose the desktop version. Also records the
 * device in the client store.
 */
export function MobileRedirect({ target }: { target: MobileRedirectTarget }) {
  useEffect(() => {
    const belowDesktop = window.matchMedia(BELOW_DESKTOP);
    const check = () => {
      const mobile = belowDesktop.matches;
      clientStore.setState({ device: mobile ? 'mobile' : 'pc' });
      if (!mobile || prefersDesktop()) return;
      const href = mobileTarget(target);
      if (href) window.location.replace(href);
    };
    check();
    const onResize = throttle(check, TIMINGS.resizeThrottleMs);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [target]);
  return null;
}
