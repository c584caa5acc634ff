// The PostgreSQL integration suite (run by .ci/run after `npm test`): a fresh schema in the
// database of DATABASE_URL (default: the local test database), migrations and seed applied by
// the server on start, then the HTTP integration suite against it. Its files (trial-code logs,
// uploads, the suites' own SQLite servers) go to the run's folder (scripts/lib/test-data.mjs).
import './lib/node-runtime.mjs';
import { ensureBuild, ensureDependencies, ensureJava, resetPostgres } from './lib/ensure.mjs';
import { runIntegration } from './lib/int-suite.mjs';
import { startTestServer } from './lib/server.mjs';
import { freePorts } from './lib/free-port.mjs';
import { testSecret } from './lib/test-fixtures.mjs';
import { openRun } from './lib/test-data.mjs';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
// Shared by the server and the integration tests' own CLI runs (tests/int/import.test.ts).
const secret = testSecret();
ensureDependencies();
ensureJava();
ensureBuild();

await resetPostgres(databaseUrl);
openRun();

// The server's port and the alert tests' SMTP port, free ones unless TEST_PORT / TEST_SMTP_PORT
// name them; the server and the suite both read TEST_SMTP_PORT.
const [port, smtpPort] = await freePorts(2);
process.env.TEST_SMTP_PORT ||= String(smtpPort);
const server = await startTestServer({
  port: Number(process.env.TEST_PORT) || port,
  env: {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: secret,
  },
});
let failed = false;
try {
  // OUTAGE_DATABASE_URL: tests/int/own-server/outage.test.ts starts its own server behind a relay it cuts.
  await runIntegration({
    ...process.env,
    BASE_URL: server.url,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: secret,
    OUTAGE_DATABASE_URL: databaseUrl,
  });
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
