import jsQR from 'jsqr';
import { cardExcerpt } from '@/components/cases/card-excerpt';
import { caseExcerpt } from '@/components/cases/excerpt';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { ABOUT_MENU, PRODUCT_GROUPS, REGISTRATION_TITLES } from '@/catalog/menus';
import { BAIDU_TONGJI_SCRIPT, startAnalytics } from '@/components/behaviour/analytics';
import { hasBanner, isAlwaysWhitePath, isHeaderWhite } from '@/components/layout/header-state';
import { resolveItems } from '@/components/layout/menu-model';
import { isSameVariant, parseVariant } from '@/routing/page-variants';
import { QR_MARGIN, qrSymbol } from '@/components/layout/qr';
import { getPublicConfig, parseConfig } from '@/config/env';

/** Rasterises the traced SVG path (only `M x y h w v1 h-w z` runs) and decodes it like a phone would. */
function decodeSymbol(value: string): string | undefined {
  const { size, path } = qrSymbol(value);
  const scale = 4;
  const px = size * scale;
  const rgba = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < Number(w) * scale; dx++) {
        const i = ((Number(y) * scale + dy) * px + Number(x) * scale + dx) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
      }
  }
  return jsQR(rgba, px, px)?.data;
}

describe('QR codes', () => {
  it('trace every dark module and decode back to the URL', () => {
    const url = 'https://m.zxw.example.com/wechat/service-account?from=footer';
    const { size, path } = qrSymbol(url);
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size + QR_MARGIN * 2);
    let dark = 0;
    for (const [, , , w] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) dark += Number(w);
    expect(dark).toBe([...modules.data].filter(Boolean).length);
    expect(decodeSymbol(url)).toBe(url);
  });
});

describe('header state', () => {
  it('is white on /login, /privacy, /law in any case, and otherwise only on hover, keyboard focus or scroll', () => {
    const calm = { hovered: false, keyboardFocus: false, scrolled: false };
    for (const path of ['/login', '/privacy', '/law', '/Privacy/', '/LAW']) {
      expect(isAlwaysWhitePath(path)).toBe(true);
      expect(isHeaderWhite({ alwaysWhite: isAlwaysWhitePath(path), ...calm })).toBe(true);
    }
    expect(isAlwaysWhitePath('/')).toBe(false);
    expect(isHeaderWhite({ alwaysWhite: false, ...calm })).toBe(false);
    expect(isHeaderWhite({ alwaysWhite: false, ...calm, hovered: true })).toBe(true);
    expect(isHeaderWhite({ alwaysWhite: false, ...calm, scrolled: true })).toBe(true);
    expect(isHeaderWhite({ alwaysWhite: false, ...calm, keyboardFocus: true })).toBe(true);
    expect(hasBanner('/industry')).toBe(true);
    expect(hasBanner('/zxt')).toBe(false);
  });
});

describe('menu model', () => {
  const config = getPublicConfig(parseConfig({ REGISTER_URL: 'https://reg.example.test/step1' }));

  it('sends the six registration titles to the configured registration page', () => {
    const items = PRODUCT_GROUPS.flatMap((group) => resolveItems(group.items, (k) => k, config));
    const external = items.filter((item) => item.kind === 'external');
    expect(external.map((item) => item.key).sort()).toEqual([...REGISTRATION_TITLES].sort());
    for (const item of external) expect(item).toMatchObject({ href: 'https://reg.example.test/step1' });
  });

  it('recognises the page already open (the same page variant, whatever else the query holds)', () => {
    const [about, customers] = resolveItems(ABOUT_MENU, (k) => k, config);
    if (about.kind !== 'internal' || customers.kind !== 'internal') throw new Error('internal expected');
    const page = (path: string, query = '') => parseVariant(path, new URLSearchParams(query));
    expect(isSameVariant(about, page('/aboutUs', 'index=0'))).toBe(true);
    expect(isSameVariant(about, page('/aboutUs'))).toBe(true);
    expect(isSameVariant(about, page('/aboutUs', 'index=0&utm_source=x'))).toBe(true);
    expect(isSameVariant(customers, page('/aboutUs', 'index=0'))).toBe(false);
    expect(isSameVariant({ pathname: '/industry' }, page('/industry', 'a=1'))).toBe(true);
    expect(isSameVariant({ pathname: '/industry' }, page('/zxt'))).toBe(false);
    expect(isSameVariant({ pathname: '/industry' }, null)).toBe(false);
  });
});

describe('analytics', () => {
  function fakeWindow() {
    const scripts: { src: string; attrs: Record<string, string>; load?: () => void }[] = [];
    const win = {
      document: {
        head: { appendChild: () => undefined },
        createElement: () => {
          const script = {
            src: '',
            async: false,
            attrs: {} as Record<string, string>,
            setAttribute(name: string, value: string) {
              this.attrs[name] = value;
            },
            addEventListener(_: string, fn: () => void) {
              this.load = fn;
            },
            load: undefined as undefined | (() => void),
          };
          scripts.push(script);
          return script;
        },
      },
    } as unknown as Window & { _hmt?: unknown[][]; umami?: { track: (f: (p: object) => object) => void } };
    return { win, scripts };
  }

  it('loads nothing without ids', () => {
    const { win, scripts } = fakeWindow();
    startAnalytics({ baiduTongjiId: null, umamiWebsiteId: null, umamiScriptUrl: null }, win)('/');
    expect(scripts).toEqual([]);
    expect(win._hmt).toBeUndefined();
  });

  it('reports each page view once to Baidu (auto page view off) and to Umami (queued until loaded)', () => {
    const { win, scripts } = fakeWindow();
    const report = startAnalytics(
      {
        baiduTongjiId: 'a'.repeat(32),
        umamiWebsiteId: 'site-1',
        umamiScriptUrl: 'https://u.example.test/s.js',
      },
      win,
    );
    expect(scripts.map((s) => s.src)).toEqual([
      `${BAIDU_TONGJI_SCRIPT}?${'a'.repeat(32)}`,
      'https://u.example.test/s.js',
    ]);
    expect(scripts[1].attrs).toEqual({ 'data-website-id': 'site-1', 'data-auto-track': 'false' });
    report('/');
    report('/');
    report('/en/industry?x=1');
    expect(win._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/'],
      ['_trackPageview', '/en/industry?x=1'],
    ]);

    const track = vi.fn((make: (p: object) => object) => make({ website: 'site-1' }));
    win.umami = { track };
    scripts[1].load!();
    report('/aboutUs');
    expect(track.mock.results.map((r) => r.value)).toEqual([
      { website: 'site-1', url: '/' },
      { website: 'site-1', url: '/en/industry?x=1' },
      { website: 'site-1', url: '/aboutUs' },
    ]);
  });
});

describe('case excerpt', () => {
  it('keeps the text of the story, without headings or markup, decoded and cut', () => {
    const html =
      '<h3>About the customer</h3><p>A&amp;B builds <strong>bridges</strong> &lt;fast&gt;.</p><ul><li>x</li></ul>';
    expect(caseExcerpt(html)).toBe('A&B builds bridges <fast>. x');
    expect(caseExcerpt('<p>一二三四五六</p>', 4)).toBe('一二三四…');
    expect(caseExcerpt('<p>&#60;script&#x3E;</p>')).toBe('<script>');
  });

  it("cuts a server's card excerpt to four lines by width, which the browser's cut keeps", () => {
    // A Chinese character is as wide as 1.75 Latin ones: four lines hold 91 of them, or 160 Latin.
    const chinese = cardExcerpt(`<h3>客户</h3><p>${'中'.repeat(200)}</p>`);
    expect(chinese).toBe(`${'中'.repeat(91)}…`);
    expect(caseExcerpt(chinese)).toBe(chinese);
    const latin = cardExcerpt(`<p>${'a'.repeat(200)}</p>`);
    expect(latin).toBe(`${'a'.repeat(160)}…`);
    expect(caseExcerpt(latin)).toBe(latin);
    expect(cardExcerpt('<p>一二三四五六</p>', 7)).toBe('一二三四…');
    expect(cardExcerpt('<p>short &amp; sweet</p>')).toBe('short & sweet');
  });
});
