// The fixed ports: only what people start by hand and the documentation names. Each is the
// default of its environment variable, which overrides it: read one with `port(name)`. Tests and
// test scripts take free ports at run time instead (scripts/lib/free-port.mjs). Plain JavaScript,
// so the scripts import it as well as the TypeScript tests.
// (scripts/bench.mjs keeps its own BENCH_PORT, 3290.)

export const PORTS = /** @type {const} */ ({
  /** `npm start`, `npm run serve` (src/front/server.ts). */
  serve: { env: 'PORT', port: 3000 },
  /** `npm run bench:lighthouse`: the site and the bare Next.js page. */
  lighthouseApp: { env: 'BENCH_PORT', port: 3180 },
  lighthouseBare: { env: 'BENCH_BARE_PORT', port: 3181 },
  /** `npm run bench:pages`: next start, nginx over files, a second instance, nginx with cache, nginx balancing, the bare page. */
  pagesApp: { env: 'BENCH_PORT', port: 3190 },
  pagesNginx: { env: 'BENCH_NGINX_PORT', port: 3191 },
  pagesAppB: { env: 'BENCH_PORT_B', port: 3192 },
  pagesCache: { env: 'BENCH_CACHE_PORT', port: 3193 },
  pagesLb: { env: 'BENCH_LB_PORT', port: 3194 },
  pagesBare: { env: 'BENCH_BARE_PORT', port: 3195 },
});

/**
 * The port `name` listens on: its environment variable when set, else the table's default.
 * @param {keyof typeof PORTS} name
 * @param {Record<string, string | undefined>} [env]
 * @returns {number}
 */
export function port(name, env = process.env) {
  const entry = PORTS[name];
  return Number(env[entry.env] ?? entry.port);
}
