/**
 * What the Node.js server does once at start: validates the configuration (a bad variable stops
 * the start with a message naming it), migrates and seeds the database, connects Redis and starts
 * the database health probe.
 */
import { ConfigError, getConfig } from '@/config/env';

export async function startServer() {
  try {
    getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Imported only now: these modules read the configuration as they load, and a bad variable
  // must end in the message above, not in a stack trace.
  const [
    { bootstrap },
    { connectRedis },
    { startHealthProbe },
    { getRawSql, sql },
    { registerRecordStatusLookup },
    { registerOrganisationStatusLookup },
    { registerKeywordStatusLookup },
  ] = await Promise.all([
    import('./bootstrap'),
    import('@/server/redis'),
    import('@/server/db-health'),
    import('@/server/db'),
    import('@/features/records/server/status-lookup'),
    import('@/features/organisations/server/status-lookup'),
    import('@/features/keywords/server/status-lookup'),
  ]);
  await Promise.all([bootstrap(), connectRedis()]);
  (await import('./jobs')).registerJobHandlers();
  // The proxy answers a withdrawn record's page with 410, an unknown one's with 404.
  registerRecordStatusLookup();
  // And a merged organisation's page with 301, an emptied one's with 410, an unknown one's with 404.
  registerOrganisationStatusLookup();
  // And an unknown keyword's landing pages with 404.
  registerKeywordStatusLookup();
  // Notice an outage within seconds, so the proxy answers uncached pages 503 (not 500).
  startHealthProbe(async () => (await getRawSql()).query(sql`SELECT 1`), 2_000, 1_500);
}
