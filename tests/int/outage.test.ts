import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { startTestServer } from '../../scripts/lib/server.mjs';
import enErrors from '../../messages/en/errors.json';

/**
 * A real database outage: a second server on PostgreSQL reached through a TCP relay that the
 * test cuts and restores. Runs where PostgreSQL is (`npm run test:postgres` sets
 * OUTAGE_DATABASE_URL); the SQLite file of `npm test` cannot go down.
 */
const ADMIN_URL = process.env.OUTAGE_DATABASE_URL;
const DATABASE = 'zxw_outage_test';
const PORT = Number(process.env.OUTAGE_PORT ?? 3120);

/** Forwards TCP connections to `target`; `cut()` drops them all and refuses new ones. */
function tcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

async function get(path: string) {
  const res = await fetch(`http://localhost:${PORT}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!ADMIN_URL)('database outage', () => {
  const admin = new URL(ADMIN_URL ?? 'postgres://localhost/test');
  const relay = tcpRelay({ host: admin.hostname, port: Number(admin.port || 5432) });
  let server: { stop: () => void } | undefined;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
    await client.end();
    await relay.listen();
    const url = new URL(ADMIN_URL!);
    url.port = String(relay.port);
    url.pathname = `/${DATABASE}`;
    server = await startTestServer({
      port: PORT,
      env: { DATABASE_URL: url.toString(), PAYLOAD_SECRET: 'outage-test-secret-0123456789abcdef0123' },
    });
  }, 240_000);

  afterAll(async () => {
    server?.stop();
    await relay.cut();
  });

  it('keeps serving cached pages, answers 503 for the others, and recovers', async () => {
    const cached = '/en/aboutUs?index=2';
    expect((await get(cached)).status).toBe(200);
    expect((await get(cached)).headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);

    await relay.cut();
    // The server's probe notices within its 2 s interval; reads that fail notice at once.
    await sleep(5_000);

    const stillThere = await get(cached);
    expect(stillThere.status).toBe(200);
    expect(stillThere.html).toContain('About us');

    const neverRendered = '/en/industry/index2?industry=shuili&category=vip';
    const down = await get(neverRendered);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(down.html).toContain(enErrors.unavailable);
    expect(down.html).toContain('lang="en"');

    const api = await fetch(`http://localhost:${PORT}${API_PATHS.recommendProjects}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ industry: 'shuili' }),
    });
    expect(api.status).toBe(503);

    await relay.listen();
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await sleep(500);
      status = (await get(neverRendered)).status;
    }
    expect(status).toBe(200);
  }, 90_000);
});
