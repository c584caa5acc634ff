// `npm test`: the whole suite on a fresh clone. Installs what is missing (npm packages,
// Debian's chromium and fonts-noto-cjk), checks types, lint, folder layers and format, runs unit tests,
// builds, then runs the HTTP integration suite and the Playwright e2e suite against one
// production server on a fresh SQLite database. Every file the run makes is in one folder,
// data/test-run-<pid>-<random> (TEST_DATA_DIR), removed at the end unless the run failed or
// KEEP_TEST_DATA=1 (scripts/lib/test-data.mjs).
import './lib/node-runtime.mjs';
import path from 'node:path';
import { ensureBrowser, ensureBuild, ensureDependencies, ensureJava, root, run } from './lib/ensure.mjs';
import { snapshotDatabase, startTestServer } from './lib/server.mjs';
import { freePorts } from './lib/free-port.mjs';
import { runIntegration } from './lib/int-suite.mjs';
import { runCaptured } from './lib/run-captured.mjs';
import { openRun, serverFiles } from './lib/test-data.mjs';

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const step = (name) => console.log(`\n=== ${name} === (at ${seconds(started)})`);

/** A child process printed whole when it ends, as a step with its time. */
const captured = (name, cmd, args, env = process.env) =>
  runCaptured(name, cmd, args, {
    env,
    header: (n, secs, ok) => `\n=== ${n} (${secs} s)${ok ? '' : ' FAILED'} === (at ${seconds(started)})`,
  });

/** DATABASE_URL (default: the local test database) with `suffix` added to its database's name. */
function postgresDatabase(databaseUrl = 'postgres://root@127.0.0.1:5432/test', suffix) {
  const url = new URL(databaseUrl);
  url.pathname += suffix;
  return url.toString();
}

/**
 * Single-threaded checks side by side, one per core: each one's output is printed whole when it
 * ends, with the time it took; fails after all have ended if any failed.
 */
async function runSideBySide(checks) {
  const results = await Promise.all(checks.map(({ name, cmd, args }) => captured(name, cmd, args)));
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length > 0) throw new Error(`failed: ${failed.join(', ')}`);
}

ensureDependencies();
await ensureBrowser();
ensureJava();

// Route types and next-env.d.ts come from Next itself; generate them so a fresh clone checks.
run('npx', ['next', 'typegen'], { env: { ...process.env, NEXT_DIST_DIR: '' } });
await runSideBySide([
  { name: 'Type check', cmd: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
  // The same commands as `npm run lint` and `npm run check:layers`.
  { name: 'Lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  {
    name: 'Folder layers (no import cycle between the folders of src/)',
    cmd: 'npm',
    args: ['run', '--silent', 'check:layers'],
  },
  { name: 'Format', cmd: 'npx', args: ['prettier', '--check', '.'] },
]);
step('Unit tests');
run('npx', ['vitest', 'run']);

step('Build');
ensureBuild({ typesChecked: true });

// This run's folder, named to every lane, server and suite below (before the lanes copy the env).
const runDir = openRun();
let server;
// Interrupted: the servers go first (their own process groups), the files stay (a failed run).
for (const name of ['SIGINT', 'SIGTERM'])
  process.on(name, () => {
    void server?.stop();
    process.exit(130);
  });

// The suites CI runs beside this one (TEST_WITH=postgres,scale: .ci/run): each is its own npm
// script on databases and ports of its own, started now, so they overlap the SQLite integration
// suite, which spends most of its time waiting on servers; printed whole when each ends.
const alongside = (process.env.TEST_WITH ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map((name) => {
    if (!['postgres', 'scale'].includes(name))
      throw new Error(`TEST_WITH takes postgres and scale, not "${name}"`);
    const env = { ...process.env };
    // Theirs to choose: free ports of their own, not this run's server and SMTP ports.
    for (const key of ['TEST_PORT', 'TEST_SMTP_PORT', 'BASE_URL', 'TEST_DATABASE_TEMPLATE']) delete env[key];
    // The scale-out test resets its database's schema: not the one the PostgreSQL suite runs on.
    if (name === 'scale') env.DATABASE_URL = postgresDatabase(process.env.DATABASE_URL, '_scale');
    return captured(`test:${name}`, 'node', [`scripts/test-${name}.mjs`], env);
  });

// The server's port and the alert tests' SMTP port, free ones unless TEST_PORT / TEST_SMTP_PORT
// name them; the server and the suite both read TEST_SMTP_PORT.
const [freeServerPort, smtpPort] = await freePorts(2);
const port = Number(process.env.TEST_PORT) || freeServerPort;
process.env.TEST_SMTP_PORT ||= String(smtpPort);
step(`Server on port ${port} (fresh SQLite, files in ${path.relative(root, runDir)}/)`);
server = await startTestServer({ port });
// Servers of their own (integration tests, e2e) start from a copy of this server's database as
// seeded, not an empty one: migrated and seeded once.
const template = path.join(runDir, 'template.db');
let failed = false;
try {
  await snapshotDatabase(serverFiles(port).database, template);
  const env = { ...process.env, BASE_URL: server.url, TEST_DATABASE_TEMPLATE: template };
  step('Integration tests (HTTP)');
  await runIntegration(env);
  step('E2E (Playwright, Chromium)');
  run('npx', ['playwright', 'test'], { env });
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await server.stop();
}
for (const result of await Promise.all(alongside)) if (!result.ok) failed = true;
// process.exit ends the run's folder (openRun): every server has stopped by now.
console.log(`\n${failed ? 'FAILED' : 'All tests passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
