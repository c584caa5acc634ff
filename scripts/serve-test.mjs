// Serves the production build for tests on a fresh database: SQLite file data/test-<port>.db
// unless DATABASE_URL is set. Used by Playwright's webServer and by scripts/test.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/ensure.mjs';
import { port as portOf } from './lib/ports.mjs';

const port = String(portOf('serveTest'));
const env = { ...process.env, NODE_ENV: 'production', PORT: port };
if (!env.DATABASE_URL) {
  env.SQLITE_FILE = env.SQLITE_FILE ?? `./data/test-${port}.db`;
  const file = path.resolve(root, env.SQLITE_FILE);
  // KEEP_DATABASE=1: a restart on the same data (tests/int/durability.test.ts).
  if (env.KEEP_DATABASE !== '1') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
  }
}
env.SITE_ORIGIN = env.SITE_ORIGIN ?? `http://localhost:${port}`;
// A known operator so integration tests can read stored records through Payload's REST API.
env.ADMIN_EMAIL = env.ADMIN_EMAIL ?? 'admin@test.local';
env.ADMIN_PASSWORD = env.ADMIN_PASSWORD ?? 'test-admin-password-123';
// The tests play the reverse proxy: each sends the client address it stands for in
// X-Forwarded-For (tests/int/helpers.ts), read as with one trusted proxy. tests/int/client-address
// starts servers of its own with 0 hops.
env.TRUSTED_PROXY_HOPS = env.TRUSTED_PROXY_HOPS ?? '1';
// Sitemap files of 5,000 URLs (not 50,000): the demo records then fill several files per kind,
// and tests/int/seo-files.test.ts sees the split.
env.SITEMAP_URLS_PER_FILE = env.SITEMAP_URLS_PER_FILE ?? '5000';
// Trial-application codes go to a file the integration tests read (tests/int/helpers.ts).
if (!env.APPLY_CODE_SENDER) {
  const codes = `./data/apply-codes-${port}.log`;
  fs.rmSync(path.resolve(root, codes), { force: true });
  env.APPLY_CODE_SENDER = `file:${codes}`;
}
// Alert mails go to the SMTP server the alert tests start (tests/int/alerts.test.ts); with
// nobody listening a send fails, is logged and changes nothing else.
env.SMTP_URL = env.SMTP_URL ?? `smtp://127.0.0.1:${portOf('testSmtp')}`;

// The production server (peer address, request guard, security headers), run directly rather
// than through npx so a signal reaches the server itself.
env.HOST = '0.0.0.0';
const child = spawn(process.execPath, [path.join(root, 'dist', 'front', 'server.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
