/**
 * Runs once when the server starts: validates the configuration (a bad variable stops the
 * start with a message naming it), then migrates and seeds the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig, ConfigError } = await import('./config/env');
  try {
    getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { bootstrap } = await import('./startup/bootstrap');
  const { connectRedis } = await import('./server/redis');
  await Promise.all([bootstrap(), connectRedis()]);
  // Notice an outage within seconds, so the proxy answers uncached pages 503 (not 500).
  const [{ startHealthProbe }, { getRawSql }] = await Promise.all([
    import('./server/db-health'),
    import('./server/db'),
  ]);
  startHealthProbe(async () => (await getRawSql()).query('SELECT 1'), 2_000, 1_500);
}
