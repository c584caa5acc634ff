// Where test runs keep their files (docs/testing.md, 'Files a run makes'). A run of `npm test`
// (or of test:postgres / test:scale alone) writes only into a folder of its own,
// data/test-run-<pid>-<random>, which it names to every server and suite in TEST_DATA_DIR; each
// test server keeps its files in server-<port>/ inside it. The folder goes when the run ends,
// unless the run failed or KEEP_TEST_DATA=1, so no run ever reads what an earlier one left.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const DATA_DIR = path.resolve(import.meta.dirname, '../../data');

/**
 * The folder of a developer's own test server (`node scripts/serve-test.mjs` without
 * TEST_DATA_DIR) on `port`: its files and those of the suites run against it.
 */
export function ownServerRunDir(port, dataDir = DATA_DIR) {
  return path.join(dataDir, `test-server-${port}`);
}

/**
 * The run's folder: TEST_DATA_DIR, else that of the developer's test server on `port`.
 * @param {string | number} port
 * @param {Record<string, string | undefined>} [env]
 */
export function testDataDir(port, env = process.env) {
  return env.TEST_DATA_DIR || ownServerRunDir(port);
}

/**
 * The files of the test server on `port`, which scripts/serve-test.mjs writes and the tests read.
 * Payload's generated secret lands beside the database (src/config/secret.ts).
 * @param {string | number} port
 * @param {Record<string, string | undefined>} [env]
 */
export function serverFiles(port, env = process.env) {
  const dir = path.join(testDataDir(port, env), `server-${port}`);
  return {
    dir,
    database: path.join(dir, 'test.db'),
    secret: path.join(dir, '.payload-secret'),
    applyCodes: path.join(dir, 'apply-codes.log'),
    smtpPort: path.join(dir, 'smtp-port'),
    imports: path.join(dir, 'imports'),
    outbox: path.join(dir, 'outbox'),
  };
}

/** A new, empty run folder under `dataDir`; the random part keeps it from any earlier run's. */
export function createRunDir(
  dataDir = DATA_DIR,
  id = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
) {
  const dir = path.join(dataDir, `test-run-${id}`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(dir); // throws if it exists: never a folder of another run
  return dir;
}

/**
 * Whether a run's files stay: it failed, or KEEP_TEST_DATA=1 asks for them.
 * @param {boolean} failed
 * @param {Record<string, string | undefined>} [env]
 */
export function keepsTestData(failed, env = process.env) {
  return failed || env.KEEP_TEST_DATA === '1';
}

/**
 * Ends a run folder: removes it unless kept (keepsTestData); an empty one goes either way.
 * Returns whether it was kept.
 * @param {string} dir
 * @param {{ failed: boolean, env?: Record<string, string | undefined> }} options
 */
export function finishRunDir(dir, { failed, env = process.env }) {
  const empty = !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
  const kept = keepsTestData(failed, env) && !empty;
  if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  return kept;
}

/**
 * The run folder of a test script: TEST_DATA_DIR when a parent run named one (npm test's
 * TEST_WITH lanes, which it then ends), else a new one set in process.env for every child.
 * Ended when the process exits (a non-zero exit code counts as failed): the script must have
 * stopped its servers by then.
 */
export function openRun(env = process.env) {
  if (env.TEST_DATA_DIR) return env.TEST_DATA_DIR;
  const dir = createRunDir();
  env.TEST_DATA_DIR = dir;
  process.on('exit', (code) => {
    const failed = code !== 0;
    if (finishRunDir(dir, { failed, env }))
      console.log(
        `Test files kept in ${path.relative(process.cwd(), dir)}/ (${failed ? 'the run failed' : 'KEEP_TEST_DATA=1'}): remove it when done.`,
      );
  });
  return dir;
}
