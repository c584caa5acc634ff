// `npm test`: the whole suite on a fresh clone. Installs what is missing (npm packages,
// Debian's chromium and fonts-noto-cjk), checks types, lint, folder layers and format, runs unit tests,
// builds, then runs the HTTP integration suite and the Playwright e2e suite against one
// production server on a fresh SQLite database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowser, ensureBuild, ensureDependencies, ensureJava, root, run } from './lib/ensure.mjs';
import { snapshotDatabase, startTestServer } from './lib/server.mjs';
import { freePorts } from './lib/free-port.mjs';
import { runIntegration } from './lib/int-suite.mjs';

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const step = (name) => console.log(`\n=== ${name} === (at ${seconds(started)})`);

/**
 * Single-threaded checks side by side, one per core: each one's output is printed whole when it
 * ends, with the time it took; fails after all have ended if any failed.
 */
async function runSideBySide(checks) {
  const results = await Promise.all(
    checks.map(
      ({ name, cmd, args }) =>
        new Promise((resolve) => {
          const begun = Date.now();
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => (output += c));
          child.on('close', (code) => {
            step(`${name} (${seconds(begun)})`);
            process.stdout.write(output);
            resolve({ name, ok: code === 0 });
          });
        }),
    ),
  );
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
  { name: 'Lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  {
    name: 'Folder layers (no import cycle between the folders of src/)',
    cmd: 'npx',
    args: ['depcruise', 'src', '--config', '.dependency-cruiser.mjs', '--output-type', 'err-long'],
  },
  { name: 'Format', cmd: 'npx', args: ['prettier', '--check', '.'] },
]);
step('Unit tests');
run('npx', ['vitest', 'run']);

step('Build');
ensureBuild();

// The server's port and the alert tests' SMTP port, free ones unless TEST_PORT / TEST_SMTP_PORT
// name them; the server and the suite both read TEST_SMTP_PORT.
const [freeServerPort, smtpPort] = await freePorts(2);
const port = Number(process.env.TEST_PORT) || freeServerPort;
process.env.TEST_SMTP_PORT ||= String(smtpPort);
step(`Server on port ${port} (fresh SQLite)`);
const server = await startTestServer({ port });
// Servers of their own (integration tests, e2e) start from a copy of this server's database as
// seeded, not an empty one: migrated and seeded once.
const template = path.join(root, `data/test-template-${port}.db`);
let failed = false;
try {
  await snapshotDatabase(path.join(root, `data/test-${port}.db`), template);
  const env = { ...process.env, BASE_URL: server.url, TEST_DATABASE_TEMPLATE: template };
  if (fs.existsSync(path.join(root, 'vitest.int.config.ts'))) {
    step('Integration tests (HTTP)');
    await runIntegration(env);
  }
  step('E2E (Playwright, Chromium)');
  run('npx', ['playwright', 'test'], { env });
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.stop();
  fs.rmSync(template, { force: true });
}
console.log(`\n${failed ? 'FAILED' : 'All tests passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
