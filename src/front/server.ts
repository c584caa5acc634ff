// The production HTTP server: Next's request handler behind a small node:http front that
//  - records the connection's peer address in PEER_ADDRESS_HEADER, after dropping any copy the
//    client sent, so rate limits can key on an address the client cannot choose (`next start`
//    fills X-Forwarded-For from the socket only when the client sent none, and route handlers see
//    no socket; src/http/request.ts reads the header);
//  - answers 405 to methods the site does not serve (TRACE, CONNECT, …) or a static file does not
//    take, 400 to paths with invalid percent-encoding and to `*` but in `OPTIONS *` (Next would
//    answer each with a 500), and 421 to absolute-form targets naming another host;
//  - adds the security headers (./security-headers.ts).
// `npm run build` bundles it to dist/front/server.mjs (esbuild); `npm start`, `npm run serve`, the
// test server (scripts/serve-test.mjs) and the systemd unit run that file.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { requestGuard, staticDirs } from './request-guard';
import { headerKind, headerSets } from './security-headers';

/** `npm start`'s port when PORT is unset. */
const DEFAULT_PORT = 3000;

// The bundle lives in dist/front/; the sources in src/front/: the project root is two up from both.
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const hostname = process.env.HOST ?? '0.0.0.0';
// The proxy's outage fallback fetches pages from this server (src/proxy.ts).
process.env.PORT = String(port);
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://127.0.0.1:${port}`;

const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
// After prepare: Next has loaded .env by now.
const headers = headerSets(process.env);
const dirs = staticDirs(root);
const siteHost = process.env.SITE_ORIGIN ? new URL(process.env.SITE_ORIGIN).host.toLowerCase() : '';

const server = http.createServer((req, res) => {
  const refusal = requestGuard(req, dirs, siteHost);
  const set = headers[headerKind((req.url ?? '/').split('?')[0])];
  for (const [name, value] of Object.entries(set)) res.setHeader(name, value);
  if (refusal) {
    res.writeHead(refusal.status, refusal.headers);
    res.end(req.method === 'HEAD' ? undefined : refusal.body);
    return;
  }
  handle(req, res).catch((error: unknown) => {
    console.error(`[server] ${req.method} failed: ${error instanceof Error ? error.name : 'error'}`);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
// Idle connections outlive nginx's upstream keep-alive (60 s) and a client's reading of the
// Keep-Alive header: a proxy or client must never reuse a connection this server has just
// closed, where a POST would fail instead of being retried (docs/deployment.md).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const upgrade = app.getUpgradeHandler();
server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname}:${port}`);
});

const stop = () => {
  server.close();
  void app.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
