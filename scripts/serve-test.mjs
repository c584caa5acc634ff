// Serves the production build for tests on a fresh database: SQLite file data/test-<port>.db
// unless DATABASE_URL is set. Used by Playwright's webServer and by scripts/test.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/ensure.mjs';

const port = process.env.PORT ?? '3100';
const env = { ...process.env, NODE_ENV: 'production', PORT: port };
if (!env.DATABASE_URL) {
  env.SQLITE_FILE = env.SQLITE_FILE ?? `./data/test-${port}.db`;
  const file = path.resolve(root, env.SQLITE_FILE);
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}
env.SITE_ORIGIN = env.SITE_ORIGIN ?? `http://localhost:${port}`;
// A known operator so integration tests can read stored records through Payload's REST API.
env.ADMIN_EMAIL = env.ADMIN_EMAIL ?? 'admin@test.local';
env.ADMIN_PASSWORD = env.ADMIN_PASSWORD ?? 'test-admin-password-123';
// Trial-application codes go to a file the integration tests read (tests/int/helpers.ts).
if (!env.APPLY_CODE_SENDER) {
  const codes = `./data/apply-codes-${port}.log`;
  fs.rmSync(path.resolve(root, codes), { force: true });
  env.APPLY_CODE_SENDER = `file:${codes}`;
}

// Next's own binary rather than npx, so a signal reaches the server itself.
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const child = spawn(process.execPath, [nextBin, 'start', '-H', '0.0.0.0', '-p', port], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
