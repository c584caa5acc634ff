// `npm test`: the whole suite on a fresh clone. Installs what is missing (npm packages,
// Debian's chromium and fonts-noto-cjk), checks types, lint, folder layers and format, runs unit tests,
// builds, then runs the HTTP integration suite and the Playwright e2e suite against one
// production server on a fresh SQLite database.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowser, ensureBuild, ensureDependencies, ensureJava, root, run } from './lib/ensure.mjs';
import { startTestServer } from './lib/server.mjs';
import { freePorts } from './lib/free-port.mjs';

const step = (name) => console.log(`\n=== ${name} ===`);
const started = Date.now();

ensureDependencies();
await ensureBrowser();
ensureJava();

step('Type check');
// Route types and next-env.d.ts come from Next itself; generate them so a fresh clone checks.
run('npx', ['next', 'typegen'], { env: { ...process.env, NEXT_DIST_DIR: '' } });
run('npx', ['tsc', '--noEmit', '-p', '.']);
step('Lint');
run('npx', ['eslint', '.', '--max-warnings', '0']);
step('Folder layers (no import cycle between the folders of src/)');
run('npx', ['depcruise', 'src', '--config', '.dependency-cruiser.mjs', '--output-type', 'err-long']);
step('Format');
run('npx', ['prettier', '--check', '.']);
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
let failed = false;
try {
  const env = { ...process.env, BASE_URL: server.url };
  if (fs.existsSync(path.join(root, 'vitest.int.config.ts'))) {
    step('Integration tests (HTTP)');
    run('npx', ['vitest', 'run', '--config', 'vitest.int.config.ts'], { env });
  }
  step('E2E (Playwright, Chromium)');
  run('npx', ['playwright', 'test'], { env });
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.stop();
}
console.log(`\n${failed ? 'FAILED' : 'All tests passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
