import { withPayload } from '@payloadcms/next/withPayload';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // The catalogues are compiled at build time, so the browser gets next-intl's small formatter
    // instead of the ICU parser: 9 KB less gzipped JS on every page (tests/int/pages.test.ts).
    // Code that imports a catalogue directly gets compiled messages too: format them through
    // localeTranslators (src/i18n/translators.ts).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets several builds coexist on one machine (tests, parallel work); `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes the whole HTML in JavaScript on every response to make an ETag: a third of the
  // CPU of serving a cached page (bench:pages profile). Pages are shared-cached by s-maxage
  // instead (nginx or a CDN in front keeps and revalidates them), so the hash is not worth it.
  generateEtags: false,
  // The proxy answers trailing slashes and case variants with one 308 to the canonical path.
  skipTrailingSlashRedirect: true,
  images: { unoptimized: false },
  // npm test runs `tsc --noEmit` over the same tsconfig just before it builds (scripts/test.mjs):
  // the build's own type check would repeat it. Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === '1' },
  // Pages and the data cache go through this handler: Redis when REDIS_URL is set (shared by
  // every instance), else this process's memory. It keeps its own in-memory copy, so Next's
  // default in-memory layer in front of it is off.
  cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  experimental: {
    // Rendered pages stay in this process's memory (or in Redis when configured), never in the
    // build folder: one build started twice with different env must not share pages.
    isrFlushToDisk: false,
  },
  async rewrites() {
    return {
      // The IndexNow key file, /<INDEXNOW_KEY>.txt (src/app/indexnow-key): after static files, so a
      // file of public/ keeps its name. Paths with a dot bypass the proxy (src/proxy.ts).
      afterFiles: [{ source: '/:key([A-Za-z0-9-]{8,128}).txt', destination: '/indexnow-key/:key' }],
      beforeFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

/**
 * Payload asks every response for the visitor's colour scheme (Accept-CH, Vary and Critical-CH
 * Sec-CH-Prefers-Color-Scheme) so its admin renders in the right theme. Critical-CH makes Chrome
 * request a page a second time whenever it did not send the hint, which is every first visit: the
 * site's pages were fetched twice. Only the admin reads the hint, so only the admin asks for it.
 */
function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers;
  return {
    ...config,
    async headers() {
      const rules = (await headers?.()) ?? [];
      return rules.map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      );
    },
  };
}

export default clientHintsForAdminOnly(withPayload(withNextIntl(nextConfig)));
