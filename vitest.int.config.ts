import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testDataDir } from './scripts/lib/test-data.mjs';

/**
 * Integration tests: HTTP calls against a running build at BASE_URL (`npm run test:int`).
 * Start one with `node scripts/serve-test.mjs` (fresh database, known operator, codes to a file;
 * it prints its URL) and pass it as BASE_URL (or INT_BASE_URL).
 */
const baseUrl = process.env.BASE_URL ?? process.env.INT_BASE_URL;
if (!baseUrl) throw new Error('Set BASE_URL to a test server (node scripts/serve-test.mjs prints its URL).');
// The run's folder (scripts/lib/test-data.mjs): npm test names its own; against a developer's own
// test server, that server's, so the servers the suites start keep their files there as well.
process.env.TEST_DATA_DIR ||= testDataDir(new URL(baseUrl).port || '80');
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['tests/int/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One server, shared counters (rate limits per IP): files run one after another.
    fileParallelism: false,
    // Vite overwrites process.env.BASE_URL with its own base path ('/') inside tests.
    env: { INT_BASE_URL: baseUrl, TEST_DATA_DIR: process.env.TEST_DATA_DIR },
  },
});
