// The one table of the ports that `npm start`, the tests and the benchmarks listen on (README,
// 'Tests'). Each is the default of its environment variable, which overrides it: read a port with
// `port(name)`. Plain JavaScript, so the scripts import it as well as the TypeScript tests.
// (scripts/bench.mjs keeps its own BENCH_PORT, 3290.)

export const PORTS = /** @type {const} */ ({
  /** `npm start`, `npm run serve` (src/front/server.ts). */
  serve: { env: 'PORT', port: 3000 },
  /** The test server of `npm test` and `npm run test:e2e`; the e2e and integration suites' BASE_URL. */
  test: { env: 'TEST_PORT', port: 3100 },
  /** scripts/serve-test.mjs, started by Playwright when BASE_URL is unset: the test server's port. */
  serveTest: { env: 'PORT', port: 3100 },
  /** The test server of `npm run test:postgres`. */
  testPostgres: { env: 'TEST_PG_PORT', port: 3110 },
  /** Servers of integration tests of their own. */
  outage: { env: 'OUTAGE_PORT', port: 3120 },
  hops: { env: 'HOPS_PORT', port: 3130 },
  durability: { env: 'DURABILITY_PORT', port: 3140 },
  firstOperator: { env: 'FIRST_OPERATOR_PORT', port: 3145 },
  redisRate: { env: 'REDIS_RATE_PORT', port: 3160 },
  mobileHost: { env: 'MOBILE_HOST_PORT', port: 3165 },
  /** The SMTP server the alert tests start (smtp-server); the test servers send mail to it. */
  testSmtp: { env: 'TEST_SMTP_PORT', port: 3170 },
  /** `npm run test:scale`: two instances, nginx, the s3rver bucket, the Redis relay, TLS and the HTTP redirect. */
  scaleA: { env: 'SCALE_PORT_A', port: 3150 },
  scaleB: { env: 'SCALE_PORT_B', port: 3151 },
  scaleNginx: { env: 'SCALE_NGINX_PORT', port: 3152 },
  scaleS3: { env: 'SCALE_S3_PORT', port: 3153 },
  scaleRedisRelay: { env: 'SCALE_REDIS_RELAY_PORT', port: 3154 },
  scaleTls: { env: 'SCALE_TLS_PORT', port: 3155 },
  scaleRedirect: { env: 'SCALE_REDIRECT_PORT', port: 3156 },
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
