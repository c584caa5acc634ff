import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { TEST_ADMIN, testSecret } from '../../../scripts/lib/test-fixtures.mjs';
import { ownDatabaseEnv } from '../own-database';
import { freshIp } from '../../shared/fresh-ip';

/**
 * Durability: concurrent valid feedback posts, the server killed with SIGKILL mid-run, then
 * restarted on the same database. Every post answered 200 must be stored. Starts a server of
 * its own (on a free port, demo data off) on the suite's database: a SQLite file kept across
 * the restart, or a PostgreSQL database of its own under `npm run test:postgres`.
 */
const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const CONCURRENCY = 24;
const run = `Durability ${Date.now()}`;

type Server = Awaited<ReturnType<typeof startTestServer>>;
/** Under `npm run test:postgres` the server runs on PostgreSQL, which requires a secret. */
const SECRET = { PAYLOAD_SECRET: testSecret() };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(n: number): Promise<boolean> {
  try {
    const response = await fetch(`${BASE}${API_PATHS.saveFeedback}`, {
      method: 'POST',
      // A client address per post: the rate limit is not what this test measures.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({
        companyName: run,
        contactNumber: '13812345678',
        contacts: `c${n}`,
        email: 'durable@example.com',
      }),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function storedContacts(): Promise<Set<string>> {
  const login = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const found = await fetch(
    `${BASE}/api/feedback?where[companyName][equals]=${encodeURIComponent(run)}&pagination=false&depth=0`,
    { headers: { authorization: `JWT ${token}` } },
  );
  const { docs } = (await found.json()) as { docs: { contacts: string }[] };
  return new Set(docs.map((d) => d.contacts));
}

describe('durability under kill -9', () => {
  let server: Server | undefined;
  let env: Record<string, string> = {};

  beforeAll(async () => {
    const database = await ownDatabaseEnv('durability');
    // SQLite: the file serve-test.mjs keeps for this port, kept across the restart (KEEP_DATABASE).
    env = { ...SECRET, DEMO_FEED: 'off', ...database };
    server = await startTestServer({ port: PORT, env });
  }, 240_000);
  afterAll(() => server?.stop());

  it('keeps every acknowledged post', async () => {
    const acknowledged: number[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed || next < 5_000) {
        const n = next++;
        if (await post(n)) acknowledged.push(n);
        else if (killed) return;
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, worker);
    // Kill once a good number of posts went through, while the others are in flight.
    while (acknowledged.length < 150) await sleep(20);
    server!.kill();
    killed = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    server = await startTestServer({ port: PORT, env: { ...env, KEEP_DATABASE: '1' } });
    const stored = await storedContacts();
    console.log(
      `durability: ${acknowledged.length} posts acknowledged before SIGKILL, ${stored.size} stored`,
    );
    const lost = acknowledged.filter((n) => !stored.has(`c${n}`));
    expect(lost, `${lost.length} of ${acknowledged.length} acknowledged posts lost`).toEqual([]);
  }, 300_000);
});
