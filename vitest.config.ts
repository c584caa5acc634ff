import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
      '@messages': path.resolve(import.meta.dirname, 'messages'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Limits for a loaded 2-core machine (npm test runs the static checks beside each other): a
    // few tests stream tens of MB or seed a year of records, 2 s alone, over 5 s under load.
    testTimeout: 20_000,
  },
});
