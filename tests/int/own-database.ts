import pg from 'pg';

/**
 * The database environment of a suite's own server. On SQLite each server already has its own
 * file (scripts/serve-test.mjs). Under `npm run test:postgres` the shared server runs on
 * DATABASE_URL, and a second server there would share its jobs queue (the shared server, with no
 * lead channels or push tokens, would take the other's jobs) and its rows with the files running
 * beside it (scripts/lib/int-suite.mjs). So that server gets a fresh database of its own,
 * `<database>_<name>`, which it migrates and seeds on start.
 */
export async function ownDatabaseEnv(name: string): Promise<Record<string, string>> {
  const shared = process.env.DATABASE_URL;
  if (!shared?.startsWith('postgres')) return {};
  const url = new URL(shared);
  const database = `${url.pathname.slice(1)}_${name}`.replace(/\W/g, '_');
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${database}`;
  return { DATABASE_URL: url.toString() };
}
