/**
 * How long a rendered page is served from cache before it is rendered again in the background:
 * the one home of the pages' lifetime (cached reads, the sitemap's and the pages' Cache-Control).
 * `revalidate` in `app/(frontend)/[locale]/layout.tsx` must be this literal (Next reads it
 * statically); so are the copies in deploy/nginx/zxw-site.conf and scripts/, which
 * tests/unit/one-home.test.ts holds to this value. Operators' saves expire pages earlier, by tag.
 */
export const PAGE_REVALIDATE_SECONDS = 300;

/**
 * Every page's Cache-Control ends with this: `no-transform` tells Baidu (and any other proxy) not
 * to transcode the page for phones (docs/seo.md, 'Other engines'); the site has its own mobile views.
 */
const NO_TRANSFORM = 'no-transform';

/** Shared caches (CDN, nginx) may keep a page as long as Next does, and serve it stale while refreshing. */
export const PAGE_CACHE_CONTROL = `public, s-maxage=${PAGE_REVALIDATE_SECONDS}, stale-while-revalidate=86400, ${NO_TRANSFORM}`;

/** 404 pages are cached briefly, so a page that appears is found soon. */
export const NOT_FOUND_CACHE_CONTROL = `public, s-maxage=60, stale-while-revalidate=60, ${NO_TRANSFORM}`;

/** Pages answered outside the cached tree (plain pages: refusals, outage, alert answers). */
export const UNCACHED_PAGE_CACHE_CONTROL = `no-store, ${NO_TRANSFORM}`;

/**
 * The search page is rendered per request and kept out of shared caches: its query is free
 * text, so a CDN would hold one copy per keyword typed once (and anyone could fill it).
 */
export const SEARCH_CACHE_CONTROL = `private, no-store, ${NO_TRANSFORM}`;
