// The project runs on Node.js 24 (the current LTS; package.json `engines`). A machine whose
// system Node.js is older gets 24 from the npm registry, which ships Node.js binaries as
// packages (node-<platform>-<arch>), into .node/; `npm start`, `npm test` and the other
// scripts that call this re-run themselves on it, with its folder first on PATH so that
// every `node`, `npm` and `npx` they start runs on 24 too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NODE_MAJOR = 24;

const root = path.resolve(import.meta.dirname, '../..');
const prefix = path.join(root, '.node');
const packageName = `node-${process.platform}-${process.arch}`;
const binDir = path.join(prefix, 'node_modules', packageName, 'bin');

const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** Node.js 24 installed under .node/ from the registry, unless it is already there. */
function installNode() {
  const binary = path.join(binDir, 'node');
  if (fs.existsSync(binary)) return binary;
  console.log(
    `> Node.js ${process.versions.node} is older than ${NODE_MAJOR}: installing ${packageName}@${NODE_MAJOR} into .node/…`,
  );
  fs.mkdirSync(prefix, { recursive: true });
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${packageName}@${NODE_MAJOR}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !fs.existsSync(binary)) {
    console.error(
      `Could not install ${packageName}@${NODE_MAJOR}: install Node.js ${NODE_MAJOR} and run again.`,
    );
    process.exit(1);
  }
  return binary;
}

/**
 * On Node.js older than 24: runs this script again on 24 (installed into .node/ when missing)
 * and exits with its status. On 24 or newer: returns, and the script goes on. Runs when this
 * module is imported: an entry script imports it first, before anything else is evaluated.
 */
function ensureNode() {
  // SYSTEM_NODE=1: stay on the running Node.js, whatever its version (a bench comparing versions).
  if (major(process.versions.node) >= NODE_MAJOR || process.env.SYSTEM_NODE === '1') return;
  const binary = installNode();
  const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  process.exit(result.status ?? 1);
}

ensureNode();
