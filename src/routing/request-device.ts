import { cache } from 'react';
import { localizedPath, type Locale } from '@/i18n/routing';
import { linkBaseOf, type Device } from './device';

/**
 * The device of the page being rendered, like next-intl's request locale: the layout and the page
 * set it from their first segment (either may render first), components read it.
 */
const holder = cache((): { device: Device } => ({ device: 'desktop' }));

export function setRequestDevice(device: Device): void {
  holder().device = device;
}

export function getRequestDevice(): Device {
  return holder().device;
}

/** A locale-prefixed internal path for plain links and forms on this request's pages (`/m` on mobile). */
export function sitePath(locale: Locale, path: string): string {
  const base = linkBaseOf(getRequestDevice());
  const localized = localizedPath(locale, path);
  return base && localized === '/' ? base : `${base}${localized}`;
}
