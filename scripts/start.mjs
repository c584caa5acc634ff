// `npm start`: install if needed, build if needed, then serve on http://localhost:$PORT (3000).
// The embedded SQLite database is created, migrated and seeded by the server on first start.
import './lib/node-runtime.mjs';
import { ensureBuild, ensureDependencies, run } from './lib/ensure.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-flags.mjs';

ensureDependencies();
ensureBuild();
// The front server (src/front/server.ts, built to dist/front/server.mjs): Next behind the front
// that records the peer address and adds the security headers (PORT, HOST: 3000 on 0.0.0.0 unless set).
run(process.execPath, [...SERVER_NODE_FLAGS, 'dist/front/server.mjs'], {
  env: { ...process.env, NODE_ENV: 'production' },
});
