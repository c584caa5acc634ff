// `npm run data:import|alerts:send|db:seed|admin:create -- <args>`: an operator command of
// src/cli. After a build, its bundle (dist/cli, `npm run build:cli`) runs on plain Node and starts
// in about half the time of `payload run`, which compiles the TypeScript on every start (4.6
// against 2.3 s, docs/backend.md, 'Commands'); without a build, or when a source under src/ is
// newer than the bundle, `payload run` runs the source itself.
import './lib/node-runtime.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './lib/ensure.mjs';

const COMMANDS = ['data-import', 'alerts-send', 'db-seed', 'admin-create'];

/** The newest modification time of a file under `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * The command line that runs `name` with `args`: its bundle when it is fresh, else `payload run`.
 * @param {string} name
 * @param {string[]} [args]
 * @returns {[string, string[]]}
 */
export function cliCommand(name, args = []) {
  if (!COMMANDS.includes(name)) throw new Error(`cli: one of ${COMMANDS.join(', ')}, not "${name}"`);
  const bundle = path.join(root, 'dist', 'cli', `${name}.mjs`);
  if (fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs >= newest(path.join(root, 'src')))
    return [process.execPath, [bundle, ...args]];
  return [
    process.execPath,
    [path.join(root, 'node_modules', 'payload', 'bin.js'), 'run', `src/cli/${name}.ts`, '--', ...args],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, ...args] = process.argv.slice(2);
  const [cmd, cmdArgs] = cliCommand(name, args);
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
