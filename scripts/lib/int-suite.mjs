// The HTTP integration suite in two lanes side by side (docs/testing.md): the files that talk only
// to servers of their own, which spend most of their time waiting on them (a start, retry timers,
// rate windows, a kill and a restart), beside the files against the shared server, which run one
// after another (they share its rate-limit counters).
import fs from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';
import { runCaptured } from './run-captured.mjs';

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
  return runCaptured(name, 'npx', ['vitest', 'run', '--config', 'vitest.int.config.ts', ...args], {
    env,
    header: (n, secs) => `\n--- ${n} (${secs} s) ---`,
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
  if (results.some((r) => !r.ok)) throw new Error('integration tests failed');
}
