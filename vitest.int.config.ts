import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { PORTS } from './scripts/lib/ports.mjs';

/**
 * Integration tests: HTTP calls against a running build at BASE_URL (`npm run test:int`).
 * Start one with `node scripts/serve-test.mjs` (fresh database, known operator, codes to a file).
 */
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
    env: { INT_BASE_URL: process.env.BASE_URL ?? `http://localhost:${PORTS.test.port}` },
  },
});
