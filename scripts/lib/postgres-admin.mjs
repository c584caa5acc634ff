// Statements on a PostgreSQL server's `postgres` database (CREATE and DROP DATABASE), for the
// scripts and the suites that make databases of their own beside DATABASE_URL's.

/** Runs `statements` in turn on the `postgres` database of the server `databaseUrl` names. */
export async function onPostgresServer(databaseUrl, ...statements) {
  for (const statement of statements) await queryPostgresServer(databaseUrl, statement);
}

/** One query (with its parameters) on the `postgres` database of that server: its rows. */
export async function queryPostgresServer(databaseUrl, text, values = []) {
  const { default: pg } = await import('pg');
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
