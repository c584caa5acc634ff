// Statements on a PostgreSQL server's `postgres` database (CREATE and DROP DATABASE), for the
// scripts and the suites that make databases of their own beside DATABASE_URL's.

/** Runs `statements` in turn on the `postgres` database of the server `databaseUrl` names. */
export async function onPostgresServer(databaseUrl, ...statements) {
  const { default: pg } = await import('pg');
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
