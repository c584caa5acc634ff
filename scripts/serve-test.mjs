// Serves the production build for tests on a fresh database: SQLite unless DATABASE_URL is set.
// Used by Playwright's webServer and by scripts/test.mjs. Listens on PORT, or on a free port it
// prints when PORT is unset. Its files (database, Payload secret, trial-code log, SMTP port,
// import uploads) go to server-<port>/ in the run's folder, TEST_DATA_DIR; without it (a
// developer's own server) in data/test-server-<port>/, removed when this server stops unless
// KEEP_TEST_DATA=1 (scripts/lib/test-data.mjs).
import './lib/node-runtime.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/ensure.mjs';
import { freePort } from './lib/free-port.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';
import { TEST_ADMIN } from './lib/test-fixtures.mjs';
import { serverFiles, testDataDir } from './lib/test-data.mjs';

const port = process.env.PORT || String(await freePort());
const env = { ...process.env, NODE_ENV: 'production', PORT: port };
// KEEP_DATABASE=1: a restart on the same data (tests/int/own-server/durability.test.ts).
const fresh = env.KEEP_DATABASE !== '1';
// Without TEST_DATA_DIR the run's folder is this server's own: it starts empty and goes at the end.
const ownRunDir = env.TEST_DATA_DIR ? undefined : testDataDir(port, env);
if (ownRunDir && fresh) fs.rmSync(ownRunDir, { recursive: true, force: true });
const files = serverFiles(port, env);
if (fresh) fs.rmSync(files.dir, { recursive: true, force: true });
fs.mkdirSync(files.dir, { recursive: true });
if (!env.DATABASE_URL) {
  env.SQLITE_FILE = env.SQLITE_FILE || files.database;
  const file = path.resolve(root, env.SQLITE_FILE);
  if (fresh) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
    // TEST_DATABASE_TEMPLATE: a copy of a database migrated and seeded once (scripts/test.mjs),
    // so a server of its own skips both.
    if (env.TEST_DATABASE_TEMPLATE) fs.copyFileSync(env.TEST_DATABASE_TEMPLATE, file);
  }
}
// Uploaded import files and (without SMTP_URL) mails stay in this server's folder too.
env.IMPORTS_DIR ||= files.imports;
env.MAIL_OUTBOX ||= files.outbox;
env.SITE_ORIGIN = env.SITE_ORIGIN ?? `http://localhost:${port}`;
// A known operator so integration tests can read stored records through Payload's REST API.
env.ADMIN_EMAIL = env.ADMIN_EMAIL ?? TEST_ADMIN.email;
env.ADMIN_PASSWORD = env.ADMIN_PASSWORD ?? TEST_ADMIN.password;
// The tests play the reverse proxy: each sends the client address it stands for in
// X-Forwarded-For (tests/int/helpers.ts), read as with one trusted proxy. tests/int/client-address
// starts servers of its own with 0 hops.
env.TRUSTED_PROXY_HOPS = env.TRUSTED_PROXY_HOPS ?? '1';
// Sitemap files of 5,000 URLs (not 50,000): the demo records then fill several files per kind,
// and tests/int/seo-files.test.ts sees the split.
env.SITEMAP_URLS_PER_FILE = env.SITEMAP_URLS_PER_FILE ?? '5000';
// Trial-application codes go to a file the integration tests read (tests/int/helpers.ts).
if (!env.APPLY_CODE_SENDER) env.APPLY_CODE_SENDER = `file:${files.applyCodes}`;
// Alert mails go to the SMTP server the alert tests start (tests/int/alerts.test.ts) on
// TEST_SMTP_PORT, or on a free port written to the smtp-port file of this server's folder where
// they read it; with nobody listening a send fails, is logged and changes nothing else.
if (!env.SMTP_URL) {
  env.TEST_SMTP_PORT ||= String(await freePort());
  fs.writeFileSync(files.smtpPort, env.TEST_SMTP_PORT);
  env.SMTP_URL = `smtp://127.0.0.1:${env.TEST_SMTP_PORT}`;
}

// The production server (peer address, request guard, security headers), run directly rather
// than through npx so a signal reaches the server itself.
env.HOST = '0.0.0.0';
if (!process.env.PORT) console.log(`Test server: http://localhost:${port}`);
if (ownRunDir)
  console.log(
    `Its files: ${path.relative(root, ownRunDir)}/, removed when it stops${env.KEEP_TEST_DATA === '1' ? '' : ' (KEEP_TEST_DATA=1 keeps them)'}`,
  );
const child = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.join(root, 'dist', 'front', 'server.mjs')],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (ownRunDir && env.KEEP_TEST_DATA !== '1') fs.rmSync(ownRunDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
