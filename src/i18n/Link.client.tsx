'use client';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { localizedPath, type Locale } from './routing';

/** Prefix of internal links: '' on desktop pages, `/m` on same-origin mobile pages (docs/mobile-site.md). */
const LinkBase = createContext('');

export function LinkBaseProvider({ base, children }: { base: string; children: ReactNode }) {
  return <LinkBase value={base}>{children}</LinkBase>;
}

type Href = string | { pathname: string; query?: Record<string, string> };

/** The locale-less href made this page's: locale prefix (as needed) and the device's base. */
export function useLocalHref(href: Href): string {
  const locale = useLocale() as Locale;
  const base = useContext(LinkBase);
  if (typeof href === 'string' && !href.startsWith('/')) return href;
  const [pathname, search = ''] =
    typeof href === 'string'
      ? href.split(/\?(.*)/s, 2)
      : [href.pathname, new URLSearchParams(href.query ?? {}).toString()];
  const localized = localizedPath(locale, pathname);
  const path = base && localized === '/' ? base : `${base}${localized}`;
  return search ? `${path}?${search}` : path;
}

/** An internal link in the page's locale and device (next-intl's Link knows no device). */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }) {
  return <NextLink href={useLocalHref(href)} {...props} />;
}
