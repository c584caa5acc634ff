// The PostgreSQL integration suite (run by .ci/run after `npm test`): a fresh schema in the
// database of DATABASE_URL (default: the local test database), migrations and seed applied by
// the server on start, then the HTTP integration suite against it.
import { ensureBuild, ensureDependencies, ensureJava, resetPostgres, run } from './lib/ensure.mjs';
import { startTestServer } from './lib/server.mjs';
import { port as portOf } from './lib/ports.mjs';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
// Shared by the server and the integration tests' own CLI runs (tests/int/import.test.ts).
const secret = process.env.PAYLOAD_SECRET ?? 'ci-only-secret-0123456789abcdef0123456789';
ensureDependencies();
ensureJava();
ensureBuild();

await resetPostgres(databaseUrl);

const port = portOf('testPostgres');
const server = await startTestServer({
  port,
  env: {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: secret,
  },
});
let failed = false;
try {
  run('npx', ['vitest', 'run', '--config', 'vitest.int.config.ts'], {
    // OUTAGE_DATABASE_URL: tests/int/outage.test.ts starts its own server behind a relay it cuts.
    env: {
      ...process.env,
      BASE_URL: server.url,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: secret,
      OUTAGE_DATABASE_URL: databaseUrl,
    },
  });
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
