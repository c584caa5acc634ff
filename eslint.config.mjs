import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers (README 'Architecture'): these folders hold code that may run in the browser or that
 * everything else builds on, so they must not reach the database, the start-up or the seed.
 * A page (`src/app`) reads through `src/server/` and hands components their data.
 */
const LOWER_LAYERS = ['catalog', 'components', 'config', 'errors', 'i18n', 'routing', 'schemas', 'text'];
const lowerLayerImports = () => [
  'error',
  {
    zones: [
      {
        target: './src',
        from: './src/server',
        message:
          'server/ is data access: read in the page (src/app) and pass the DTOs down (schemas/dto.ts).',
      },
      {
        target: './src',
        from: ['./src/startup', './src/seed', './src/payload.config.ts'],
        message: 'start-up, seed and the Payload config are top layers: nothing below may import them.',
      },
    ],
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: LOWER_LAYERS.map((folder) => `src/${folder}/**`),
    rules: { 'import/no-restricted-paths': lowerLayerImports() },
  },
  {
    ignores: [
      '.next/**',
      'dist/**',
      '.next-*/**',
      'bench-results/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
];

export default config;
