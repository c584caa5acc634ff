import { parseConfig } from '@/config/env';

/** The three mobile set-ups (docs/mobile-site.md): under `/m`, on a host of this app, outside. */
export const OWN = parseConfig({ SITE_ORIGIN: 'https://www.example.com' });
export const HOSTED = parseConfig({
  SITE_ORIGIN: 'https://www.example.com',
  MOBILE_SITE_URL: 'https://M.example.com/',
  MOBILE_SITE_HOSTED: 'on',
});
export const OUTSIDE = parseConfig({
  SITE_ORIGIN: 'https://www.example.com',
  MOBILE_SITE_URL: 'https://wap.example.net/',
});
