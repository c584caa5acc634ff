// The HTTP integration suite in two lanes side by side (docs/testing.md): the files that talk only
// to servers of their own, which spend most of their time waiting on them (a start, retry timers,
// rate windows, a kill and a restart), beside the files against the shared server, which run one
// after another (they share its rate-limit counters).
import { runCaptured } from './run-captured.mjs';

/**
 * The folder of the test files that only talk to servers of their own (a file that also calls the
 * shared server, such as tests/int/client-address.test.ts, stays in tests/int/).
 */
export const OWN_SERVER_DIR = 'tests/int/own-server';

function lane(name, args, env) {
  return runCaptured(name, 'npx', ['vitest', 'run', '--config', 'vitest.int.config.ts', ...args], {
    env,
    header: (n, secs) => `\n--- ${n} (${secs} s) ---`,
  });
}

/** Runs both lanes at once, each printed whole when it ends; throws if either failed. */
export async function runIntegration(env) {
  const results = await Promise.all([
    lane('Integration: shared server', ['--exclude', `${OWN_SERVER_DIR}/**`], env),
    lane('Integration: servers of their own', [`${OWN_SERVER_DIR}/`], env),
  ]);
  if (results.some((r) => !r.ok)) throw new Error('integration tests failed');
}
