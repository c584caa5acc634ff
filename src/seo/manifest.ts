import type { MetadataRoute } from 'next';
import { htmlLang, localizedPath, type Locale } from '@/i18n/routing';
import { BRAND_TEXTS } from '@/i18n/brand-texts';

/** The brand mark's blue (components/layout/BrandMark.tsx); also the pages' `theme-color`. */
export const THEME_COLOR = '#1666d8';
const BACKGROUND_COLOR = '#ffffff';

/** Public path of each locale's manifest (the layout's `<link rel="manifest">`). */
export function manifestPath(locale: Locale): string {
  return localizedPath(locale, '/manifest.webmanifest');
}

/**
 * The web app manifest of one locale. Icons are the files of `src/app` that Next serves at
 * the root (`icon.svg`, `apple-icon.png`, `favicon.ico`).
 */
export function buildManifest(locale: Locale): MetadataRoute.Manifest {
  const t = BRAND_TEXTS[locale];
  const start = localizedPath(locale, '/');
  return {
    id: start,
    name: t('common.siteName'),
    // The messages have no shorter form of the name; siteName is the brand as shown in the header.
    short_name: t('common.siteName'),
    description: t('common.metaDescription'),
    lang: htmlLang(locale),
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
      { src: '/favicon.ico', sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
    ],
  };
}

/** The manifest as a response; it changes only with a new build, so it may be cached a day. */
export function manifestResponse(locale: Locale): Response {
  return new Response(JSON.stringify(buildManifest(locale)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
