import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../scripts/lib/server.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { testSecret } from '../../scripts/lib/test-fixtures.mjs';
import { API_PATHS } from '@/catalog/api-paths';
import { call, freshIp, freshPhone } from './helpers';
import { ownDatabaseEnv } from './own-database';

/**
 * The rate-limit key. With 0 trusted hops (the default) it is the connection's peer address,
 * whatever the client writes in X-Forwarded-For; this file starts a server of its own with
 * TRUSTED_PROXY_HOPS=0 (on a free port, demo data off). With N hops it is the N-th entry from the
 * right; the shared test server runs with 1 hop (scripts/serve-test.mjs).
 */
const PORT = await freePort();
/** Under `npm run test:postgres` the server runs on PostgreSQL, which requires a secret. */
const SECRET = { PAYLOAD_SECRET: testSecret() };
const SAVE = API_PATHS.saveFeedback;
const CODE = API_PATHS.applyVerificationCode;
const feedback = (n: number) => ({
  companyName: `Hops ${Date.now()} ${n}`,
  contactNumber: '13812345678',
  contacts: 'Li Lei',
  email: 'li.lei@example.com',
});

/** A POST from a chosen loopback address (Linux routes all of 127.0.0.0/8 to this host). */
function postFrom(
  localAddress: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('client address with 0 trusted hops', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const localBase = `127.${(process.pid % 200) + 20}.${Math.floor(Math.random() * 250)}`;

  beforeAll(async () => {
    server = await startTestServer({
      port: PORT,
      env: {
        ...SECRET,
        DEMO_FEED: 'off',
        TRUSTED_PROXY_HOPS: '0',
        ...(await ownDatabaseEnv('client_address')),
      },
    });
  }, 240_000);
  afterAll(() => server?.stop());

  it('ignores X-Forwarded-For and a forged peer header: the sixth feedback post is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await postFrom(`${localBase}.1`, SAVE, feedback(i), {
        'x-forwarded-for': freshIp(),
        'x-zxw-peer-address': freshIp(),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('limits verification codes (each an SMS) by connection too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await postFrom(
        `${localBase}.2`,
        CODE,
        { phone: freshPhone() },
        { 'x-forwarded-for': freshIp() },
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('keys each connection address apart', async () => {
    for (let i = 0; i < 5; i++)
      expect((await postFrom(`${localBase}.3`, SAVE, feedback(i))).status).toBe(200);
    expect((await postFrom(`${localBase}.3`, SAVE, feedback(5))).status).toBe(429);
    expect((await postFrom(`${localBase}.4`, SAVE, feedback(6))).status).toBe(200);
  });
});

describe('client address with 1 trusted hop (the shared test server)', () => {
  it('is the rightmost X-Forwarded-For entry: entries the client wrote further left do not count', async () => {
    const proxySaw = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await call(SAVE, {
        body: feedback(i),
        headers: { 'x-forwarded-for': `${freshIp()}, ${proxySaw}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('ignores a forged peer header', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await call(SAVE, {
        body: feedback(i),
        ip,
        headers: { 'x-zxw-peer-address': freshIp() },
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
