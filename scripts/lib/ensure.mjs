// Helpers shared by `npm start` and `npm test`: install and build only when stale.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { onPostgresServer } from './postgres-admin.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

function fileHash(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * What an install put in node_modules: the lock it followed and whether devDependencies came
 * with it. Written as JSON to node_modules/.install-stamp; a stamp of another lock, of an
 * install without devDependencies (`npm install` under NODE_ENV=production leaves them out),
 * or of the older bare-hash format, does not count as installed.
 */
export function installStamp() {
  return JSON.stringify({ lock: fileHash(path.join(root, 'package-lock.json')), dev: true });
}

export function isInstalled(stampFile = path.join(root, 'node_modules', '.install-stamp')) {
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === installStamp();
}

/**
 * Installs when node_modules is missing or the stamp does not match (see installStamp).
 * devDependencies always: `next build` type-checks the test files and needs TypeScript, and a
 * deployment's NODE_ENV=production would otherwise make npm leave them out.
 * `npm install`, not `npm ci`: the registry this project is built against lacks some other
 * platforms' optional binaries (e.g. @swc/core-darwin-*), which `npm ci` refuses as an
 * out-of-sync lock while `npm install` skips them; the lock still pins every version used here.
 */
export function ensureDependencies() {
  if (isInstalled()) return;
  console.log('> Installing dependencies (npm install --include=dev)…');
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund']);
  fs.writeFileSync(path.join(root, 'node_modules', '.install-stamp'), installStamp());
}

const BUILD_INPUTS = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'cache-handler.mjs',
  'redis-client.mjs',
  'package-lock.json',
  'tsconfig.json',
];

function treeFingerprint() {
  const hash = createHash('sha256');
  const walk = (p) => {
    const abs = path.join(root, p);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(abs).sort()) walk(path.join(p, entry));
    } else {
      hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  BUILD_INPUTS.forEach(walk);
  return hash.digest('hex');
}

/** The build folder: next.config.ts builds into NEXT_DIST_DIR when it is set. */
export const buildDir = () => path.join(root, process.env.NEXT_DIST_DIR || '.next');

/**
 * `next build` and the front server's and commands' bundles when there is no build or a source
 * changed since the last one. `typesChecked`: the caller has just run `tsc --noEmit` over the same
 * tsconfig (npm test), so Next skips its own pass (23 s of the build).
 */
export function ensureBuild({ force = false, typesChecked = false } = {}) {
  const distDir = buildDir();
  const stamp = path.join(distDir, '.source-stamp');
  const wanted = treeFingerprint();
  const front = path.join(root, 'dist', 'front', 'server.mjs');
  const fresh =
    !force &&
    fs.existsSync(path.join(distDir, 'BUILD_ID')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === wanted;
  if (fresh && fs.existsSync(front) && fs.existsSync(path.join(root, 'dist', 'cli'))) return;
  if (!fresh) {
    console.log('> Building (next build)…');
    run('npx', ['next', 'build'], typesChecked ? { env: { ...process.env, NEXT_TYPES_CHECKED: '1' } } : {});
  }
  // The front server (src/front/server.ts) and the operator commands (scripts/cli.mjs): small
  // bundles, rebuilt with every build.
  run('npm', ['run', '--silent', 'build:front']);
  run('npm', ['run', '--silent', 'build:cli']);
  fs.writeFileSync(stamp, wanted);
}

/**
 * A Chromium and CJK fonts for the browser tests: the browser of CHROME_PATH, Debian's or
 * Playwright's own (scripts/lib/browser.mjs). Where something is missing, Debian's packages
 * through apt-get; without apt-get, one line saying what to install, and exit.
 */
export async function ensureBrowser() {
  const { browserPath } = await import('./browser.mjs');
  const haveChromium = browserPath() !== undefined;
  let haveFonts = false;
  try {
    haveFonts = execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    haveFonts = false;
  }
  if (haveChromium && haveFonts) return;
  if (!hasAptGet()) {
    const missing = [
      haveChromium ? '' : 'Chromium (or `npx playwright install chromium`, or set CHROME_PATH to a Chrome)',
      haveFonts ? '' : 'a CJK font (Noto Sans CJK)',
    ].filter(Boolean);
    stop(`The browser tests need ${missing.join(' and ')}: install it and run again.`);
  }
  console.log('> Installing chromium and fonts-noto-cjk (apt-get)…');
  aptInstall('chromium', 'fonts-noto-cjk');
}

/** Whether this machine installs packages with apt-get (Debian, Ubuntu). */
function hasAptGet() {
  return spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Ends the run with one line on standard error. */
function stop(line) {
  console.error(line);
  process.exit(1);
}

/** Installs Debian packages (through sudo unless root). Only where apt-get is. */
function aptInstall(...packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args);
  apt('update');
  apt('install', '-y', '--no-install-recommends', ...packages);
}

/** A Java runtime for the W3C Nu HTML checker (vnu-jar) of tests/int/route-walk.test.ts. */
export function ensureJava() {
  const found = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (found.status === 0) return;
  if (!hasAptGet())
    stop('The HTML checker (vnu-jar) needs a Java runtime, 11 or newer: install one and run again.');
  console.log('> Installing a Java runtime for the HTML checker (apt-get)…');
  aptInstall('default-jre-headless');
}

/** Debian's nginx and wrk, for the page bench and the scale-out test. */
export function ensureNginx() {
  const missing = ['/usr/sbin/nginx', '/usr/bin/wrk'].filter((bin) => !fs.existsSync(bin));
  if (missing.length === 0) return;
  if (!hasAptGet()) stop(`Missing ${missing.join(', ')}: install nginx and wrk and run again.`);
  console.log(`> Installing nginx and wrk (apt-get): missing ${missing.join(', ')}`);
  aptInstall('nginx', 'wrk');
}

/** Empties the database of `databaseUrl` (drops and recreates its public schema), creating it if missing. */
export async function resetPostgres(databaseUrl) {
  const { default: pg } = await import('pg');
  let client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    // 3D000: no such database. Create it (from the server's default database), then go on.
    if (error?.code !== '3D000') throw error;
    const name = new URL(databaseUrl).pathname.slice(1);
    await onPostgresServer(databaseUrl, `CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
  }
  await client.query('DROP SCHEMA IF EXISTS public CASCADE');
  await client.query('CREATE SCHEMA public');
  await client.end();
}
