import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DATA_DIR,
  createRunDir,
  finishRunDir,
  serverFiles,
  testDataDir,
} from '../../scripts/lib/test-data.mjs';

/** The run folders of the test scripts (scripts/lib/test-data.mjs), on a scratch parent folder. */
let parent: string;
beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'test-data-'));
});
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

const withFile = (dir: string) => {
  fs.mkdirSync(path.join(dir, 'server-4000'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server-4000', 'test.db'), 'x');
  return dir;
};

describe('createRunDir', () => {
  it('makes a new, empty folder test-run-<pid>-<random>, another one each time', () => {
    const a = createRunDir(parent);
    const b = createRunDir(parent);
    expect(path.basename(a)).toMatch(new RegExp(`^test-run-${process.pid}-[0-9a-f]{8}$`));
    expect(a).not.toBe(b);
    expect(fs.readdirSync(a)).toEqual([]);
  });

  it('refuses a folder an earlier run left rather than using it', () => {
    withFile(path.join(parent, 'test-run-7'));
    expect(() => createRunDir(parent, '7')).toThrow(/EEXIST/);
  });
});

describe('finishRunDir', () => {
  it('removes the folder of a run that passed', () => {
    const dir = withFile(createRunDir(parent));
    expect(finishRunDir(dir, { failed: false, env: {} })).toBe(false);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('keeps the folder of a run that failed', () => {
    const dir = withFile(createRunDir(parent));
    expect(finishRunDir(dir, { failed: true, env: {} })).toBe(true);
    expect(fs.readdirSync(path.join(dir, 'server-4000'))).toEqual(['test.db']);
  });

  it('keeps it with KEEP_TEST_DATA=1, and only with 1', () => {
    const kept = withFile(createRunDir(parent));
    expect(finishRunDir(kept, { failed: false, env: { KEEP_TEST_DATA: '1' } })).toBe(true);
    expect(fs.existsSync(kept)).toBe(true);
    const removed = withFile(createRunDir(parent));
    expect(finishRunDir(removed, { failed: false, env: { KEEP_TEST_DATA: '0' } })).toBe(false);
    expect(fs.existsSync(removed)).toBe(false);
  });

  it('removes an empty folder even when the run failed (it stopped before writing anything)', () => {
    const dir = createRunDir(parent);
    expect(finishRunDir(dir, { failed: true, env: {} })).toBe(false);
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('serverFiles', () => {
  it('puts every file of a test server in server-<port>/ of the run folder TEST_DATA_DIR', () => {
    const files = serverFiles(4000, { TEST_DATA_DIR: parent });
    const dir = path.join(parent, 'server-4000');
    expect(files.dir).toBe(dir);
    for (const [name, file] of Object.entries(files))
      if (name !== 'dir') expect(path.dirname(file), name).toBe(dir);
    // Payload writes its generated secret beside the SQLite file (src/config/secret.ts).
    expect(path.dirname(files.secret)).toBe(path.dirname(files.database));
  });

  it("without TEST_DATA_DIR, in the developer's own server's folder data/test-server-<port>", () => {
    expect(testDataDir(4000, {})).toBe(path.join(DATA_DIR, 'test-server-4000'));
    expect(testDataDir(4000, { TEST_DATA_DIR: '' })).toBe(path.join(DATA_DIR, 'test-server-4000'));
    expect(serverFiles(4000, {}).dir).toBe(path.join(DATA_DIR, 'test-server-4000', 'server-4000'));
  });

  it('gives two servers of one run distinct files', () => {
    const a = serverFiles(4000, { TEST_DATA_DIR: parent });
    const b = serverFiles(4001, { TEST_DATA_DIR: parent });
    for (const name of Object.keys(a) as (keyof typeof a)[]) expect(a[name]).not.toBe(b[name]);
  });
});
