import { describe, expect, it } from 'vitest';
import { hasMobileView } from '@/catalog/mobile';
import {
  desktopViewHref,
  linkBaseOf,
  mobileHref,
  mobileRedirectTarget,
  mobileSite,
  mobileUrl,
  pageSegment,
  parsePageSegment,
} from '@/routing/device';
import { HOSTED, OUTSIDE, OWN } from './mobile-configs';

describe('the locale-and-device segment', () => {
  it('round-trips every locale and device, and refuses anything else', () => {
    for (const locale of ['zh', 'en'] as const)
      for (const device of ['desktop', 'mobile'] as const)
        expect(parsePageSegment(pageSegment(locale, device))).toEqual({ locale, device });
    expect(pageSegment('en', 'mobile')).toBe('en~m');
    for (const bad of ['fr', 'fr~m', '~m', 'zh~', 'zh~mm', 'm'])
      expect(parsePageSegment(bad), bad).toBeNull();
  });
});

describe('where the mobile pages are', () => {
  it('under /m by default, at a hosted mobile host, or an outside site', () => {
    expect(mobileSite(OWN)).toEqual({ kind: 'path', base: '/m' });
    expect(mobileSite(HOSTED)).toEqual({
      kind: 'host',
      base: 'https://m.example.com',
      host: 'm.example.com',
    });
    expect(mobileSite(OUTSIDE)).toEqual({ kind: 'external', url: 'https://wap.example.net/' });
    expect(mobileRedirectTarget(mobileSite(OWN))).toEqual({ base: '/m', keepPage: true });
    expect(mobileRedirectTarget(mobileSite(OUTSIDE))).toEqual({
      base: 'https://wap.example.net/',
      keepPage: false,
    });
  });

  it('keeps the page, query included', () => {
    const href = '/industry/index2?industry=huanbao';
    expect(mobileHref('en', href, mobileSite(OWN))).toBe('/m/en/industry/index2?industry=huanbao');
    expect(mobileHref('zh', '/', mobileSite(OWN))).toBe('/m');
    expect(mobileHref('en', '/', mobileSite(OWN))).toBe('/m/en');
    expect(mobileUrl('zh', href, OWN)).toBe('https://www.example.com/m/industry/index2?industry=huanbao');
    expect(mobileUrl('en', href, HOSTED)).toBe('https://m.example.com/en/industry/index2?industry=huanbao');
    expect(mobileUrl('en', href, OUTSIDE)).toBe('https://wap.example.net/');
  });

  it("'Desktop version' asks the proxy for the cookie, on the desktop host when mobile has its own", () => {
    expect(desktopViewHref('en', '/aboutUs?index=2', OWN)).toBe('/en/aboutUs?index=2&view=pc');
    expect(desktopViewHref('zh', '/', HOSTED)).toBe('https://www.example.com/?view=pc');
  });

  it('prefixes internal links of mobile pages only in the /m set-up', () => {
    expect(linkBaseOf('mobile', OWN)).toBe('/m');
    expect(linkBaseOf('desktop', OWN)).toBe('');
    expect(linkBaseOf('mobile', HOSTED)).toBe('');
  });

  it('knows which routes have a mobile view, in any capitalisation', () => {
    expect(hasMobileView('/')).toBe(true);
    expect(hasMobileView('/IndusTry/index2')).toBe(true);
    expect(hasMobileView('/no-such-page')).toBe(false);
  });
});
