// The production HTTP server: Next's request handler behind a small node:http front that
//  - records the connection's peer address in PEER_HEADER, after dropping any copy the client
//    sent, so rate limits can key on an address the client cannot choose (`next start` fills
//    X-Forwarded-For from the socket only when the client sent none, and route handlers see no
//    socket; src/http/request.ts reads the header);
//  - answers 405 to methods the site does not serve (TRACE, CONNECT, …) or a static file does not
//    take, 400 to paths with invalid percent-encoding and to `*` but in `OPTIONS *` (Next would
//    answer each with a 500), and 421 to absolute-form targets naming another host;
//  - adds the security headers (scripts/lib/security-headers.mjs).
// Used by `npm start`, `npm run serve` and the test server (scripts/serve-test.mjs).
import http from 'node:http';
import next from 'next';
import { requestGuard } from './lib/request-guard.mjs';
import { headerKind, headerSets } from './lib/security-headers.mjs';
import { root } from './lib/ensure.mjs';
import { port as portOf } from './lib/ports.mjs';

const port = portOf('serve');
const hostname = process.env.HOST ?? '0.0.0.0';
// The proxy's outage fallback fetches pages from this server (src/proxy.ts).
process.env.PORT = String(port);
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://127.0.0.1:${port}`;

const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
// After prepare: Next has loaded .env by now.
const headers = headerSets(process.env);
const siteHost = process.env.SITE_ORIGIN ? new URL(process.env.SITE_ORIGIN).host.toLowerCase() : '';

const server = http.createServer((req, res) => {
  const refusal = requestGuard(req, siteHost);
  const set = headers[headerKind((req.url ?? '/').split('?')[0])];
  for (const [name, value] of Object.entries(set)) res.setHeader(name, value);
  if (refusal) {
    res.writeHead(refusal.status, refusal.headers);
    res.end(req.method === 'HEAD' ? undefined : refusal.body);
    return;
  }
  handle(req, res).catch((error) => {
    console.error(`[server] ${req.method} failed: ${error instanceof Error ? error.name : 'error'}`);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.on('upgrade', app.getUpgradeHandler());
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname}:${port}`);
});

const stop = () => {
  server.close();
  app.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
