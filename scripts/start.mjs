// `npm start`: install if needed, build if needed, then serve on http://localhost:3000.
// The embedded SQLite database is created, migrated and seeded by the server on first start.
import { ensureBuild, ensureDependencies, run } from './lib/ensure.mjs';

ensureDependencies();
ensureBuild();
const port = process.env.PORT ?? '3000';
run('npx', ['next', 'start', '-H', process.env.HOST ?? '0.0.0.0', '-p', port], {
  env: { ...process.env, NODE_ENV: 'production' },
});
