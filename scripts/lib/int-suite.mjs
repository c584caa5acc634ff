// The HTTP integration suite in two lanes side by side (docs/testing.md): the files that talk only
// to servers of their own, which spend most of their time waiting on them (a start, retry timers,
// rate windows, a kill and a restart), beside the files against the shared server, which run one
// after another (they share its rate-limit counters).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';

const DIR = 'tests/int';

/**
 * Test files that only talk to servers of their own, marked by their first line (a file that
 * also calls the shared server, such as client-address.test.ts, stays in the shared lane).
 */
export const OWN_SERVER_MARK = '// Lane: a server of its own';

export function ownServerFiles() {
  return fs
    .readdirSync(path.join(root, DIR))
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => fs.readFileSync(path.join(root, DIR, f), 'utf8').startsWith(OWN_SERVER_MARK))
    .map((f) => `${DIR}/${f}`);
}

function lane(name, args, env) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.int.config.ts', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => (output += c));
    child.on('close', (code) => {
      console.log(`\n--- ${name} (${Math.round((Date.now() - begun) / 1000)} s) ---`);
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

/** Runs both lanes at once, each printed whole when it ends; throws if either failed. */
export async function runIntegration(env) {
  const own = ownServerFiles();
  const results = await Promise.all([
    lane(
      'Integration: shared server',
      own.flatMap((f) => ['--exclude', f]),
      env,
    ),
    lane('Integration: servers of their own', own, env),
  ]);
  if (results.includes(false)) throw new Error('integration tests failed');
}
