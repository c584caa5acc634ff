import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NON_PAGE_PATHS } from '@/catalog/api-paths';
import { MOBILE_VIEW_PATHS } from '@/catalog/mobile';
import { KEYWORD_PAGE_ROUTE, ROUTES } from '@/catalog/routes';
import { localizedPath, routing } from '@/i18n/routing';
import { PAGE_REVALIDATE_SECONDS } from '@/routing/page-cache';
import { PHONE_USER_AGENT } from '@/routing/phone';
import { PORTS } from '../../scripts/lib/ports.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/lib/server-flags.mjs';

/**
 * Copies of a fact that must stay literal (Next's segment config, the nginx file, plain-Node
 * scripts): this test reads each and fails when it drifts from the fact's home. Values derived
 * from their home in code are not checked here: they cannot drift.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Every number of `pattern`'s first group in `text`. */
const numbersOf = (text: string, pattern: RegExp) =>
  [...text.matchAll(new RegExp(pattern, 'g'))].map((m) => Number(m[1]));

describe('the page lifetime (home: PAGE_REVALIDATE_SECONDS, src/routing/page-cache.ts)', () => {
  it("is the locale layout's literal revalidate", () => {
    const layout = read('src/app/(frontend)/[locale]/layout.tsx');
    expect(numbersOf(layout, /export const revalidate = (\d+);/)).toEqual([PAGE_REVALIDATE_SECONDS]);
  });

  it.each(['deploy/nginx/zxw-site.conf', 'scripts/test-scale.mjs'])('is every s-maxage of %s', (file) => {
    const values = numbersOf(read(file), /s-maxage=(\d+)/);
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values)).toEqual(new Set([PAGE_REVALIDATE_SECONDS]));
  });
});

describe('the locales (home: routing.locales, src/i18n/routing.ts)', () => {
  it("are Payload's content locales, the default first", () => {
    const config = read('src/payload.config.ts');
    const localization = /localization: \{([\s\S]*?)\n\s*\},/.exec(config)?.[1] ?? '';
    expect([...localization.matchAll(/code: '(\w+)'/g)].map((m) => m[1])).toEqual([...routing.locales]);
    expect(/defaultLocale: '(\w+)'/.exec(localization)?.[1]).toBe(routing.defaultLocale);
  });
});

describe('the non-page paths (home: NON_PAGE_PATHS, src/catalog/api-paths.ts)', () => {
  const nonPages = NON_PAGE_PATHS.flatMap((p) => [p, `${p}/`, `${p}/x/y`]);
  const pages = ['/', '/en', '/aboutUs', '/en/industry/index2', '/search'];

  it("are left alone by the proxy's literal matcher", () => {
    const literal = /matcher: \['(.+)'\]/.exec(read('src/proxy.ts'))?.[1];
    expect(literal).toBeDefined();
    // The matcher is a full-path pattern; the file writes `\\.` for the pattern's `\.`.
    const matcher = new RegExp(`^${literal!.replace(/\\\\/g, '\\')}$`);
    for (const p of nonPages) expect(matcher.test(p), p).toBe(false);
    for (const p of pages) expect(matcher.test(p), p).toBe(true);
  });

  it('are never cached by deploy/nginx/zxw-site.conf', () => {
    const conf = read('deploy/nginx/zxw-site.conf');
    const uncached = [...conf.matchAll(/location ~ (\S+) \{([^}]*)\}/g)]
      .filter((m) => m[2].includes('proxy_no_cache 1;'))
      .map((m) => new RegExp(m[1]));
    expect(uncached.length).toBeGreaterThan(0);
    for (const p of nonPages)
      expect(
        uncached.some((r) => r.test(p)),
        p,
      ).toBe(true);
    for (const p of pages)
      expect(
        uncached.some((r) => r.test(p)),
        p,
      ).toBe(false);
  });
});

describe('the fixed ports (home: scripts/lib/ports.mjs)', () => {
  it('give every server a port of its own', () => {
    const ports = Object.values(PORTS).map((entry) => entry.port);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it("is the server's port that data:import asks to expire caches", () => {
    const expire = read('src/server/cache-expiry.ts');
    expect(numbersOf(expire, /process\.env\.PORT \?\? (\d+)/)).toEqual([PORTS.serve.port]);
  });
});

describe("nginx's phone redirect (homes: src/routing/phone.ts, MOBILE_VIEW_PATHS)", () => {
  const conf = read('deploy/nginx/zxw-site.conf');
  const mapOf = (name: string) =>
    new RegExp(new RegExp(`\\$${name} \\{[^}]*?"~([^"]+)" 1;`).exec(conf)?.[1] ?? '^$');

  it('reads phones with the pattern of src/routing/phone.ts', () => {
    expect(mapOf('zxw_phone').source).toBe(PHONE_USER_AGENT.source);
  });

  it('sends exactly the canonical paths of routes with a mobile view, in both locales', () => {
    const paths = mapOf('zxw_has_mobile_view');
    for (const route of ROUTES)
      for (const locale of routing.locales) {
        // The keyword route's path is a pattern: its pages are `/keywords/<slug>[/<province>]`.
        const pattern = route.path === KEYWORD_PAGE_ROUTE;
        const p = localizedPath(locale, pattern ? '/keywords/wushuichuli/beijing' : route.path);
        expect(paths.test(p), p).toBe(MOBILE_VIEW_PATHS.has(route.path));
        if (!pattern && route.path !== '/keywords') expect(paths.test(`${p}/x`), `${p}/x`).toBe(false);
      }
    for (const p of ['/m', '/m/en', '/en/', '/aboutus', '/favicon.ico', '/api/users', '/zh/law'])
      expect(paths.test(p), p).toBe(false);
  });
});

describe('the Node flags of the production server (home: scripts/lib/server-flags.mjs)', () => {
  it.each([
    ['package.json', /"serve": "NODE_ENV=production node ((?:--\S+ )*)dist\/front\/server\.mjs"/],
    ['deploy/systemd/zxw-site@.service', /ExecStart=\/usr\/bin\/node ((?:--\S+ )*)dist\/front\/server\.mjs/],
  ])('are the flags %s starts it with', (file, pattern) => {
    const flags = pattern.exec(read(file))?.[1].trim().split(' ');
    expect(flags).toEqual(SERVER_NODE_FLAGS);
  });
});
