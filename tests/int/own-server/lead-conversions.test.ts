import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { LEAD_SOURCE_COOKIE } from '@/catalog/lead-sources';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { TEST_ADMIN, testSecret } from '../../../scripts/lib/test-fixtures.mjs';
import { serverFiles } from '../../../scripts/lib/test-data.mjs';
import { ownDatabaseEnv } from '../own-database';
import { waitFor } from '../wait-helpers';
import { freshIp } from '../../shared/fresh-ip';

/**
 * Baidu oCPC conversion reports (docs/leads.md, 'Paid clicks'): a server of its own with
 * BAIDU_OCPC_TOKEN, its endpoint a receiver here that refuses the first report. The report is
 * retried by the jobs queue, its state and answer kept on the lead, and sent once it succeeded.
 */
const PORT = await freePort();
const FILES = serverFiles(PORT);
const BASE = `http://localhost:${PORT}`;
const TOKEN = 'int-ocpc-token';

const reports: { body: unknown; at: number }[] = [];
let refuseNext = 1;
let receiver: http.Server;
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let token = '';

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      reports.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), at: Date.now() });
      if (refuseNext > 0) {
        refuseNext -= 1;
        res.writeHead(500).end('busy');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ header: { status: 0, desc: 'success' } }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ocpc`;
  server = await startTestServer({
    port: PORT,
    env: {
      PAYLOAD_SECRET: testSecret(),
      DEMO_FEED: 'off',
      SQLITE_FILE: FILES.database,
      APPLY_CODE_SENDER: `file:${FILES.applyCodes}`,
      BAIDU_OCPC_TOKEN: TOKEN,
      BAIDU_OCPC_ENDPOINT: endpoint,
      RATE_LIMIT_FEEDBACK: '1000',
      ...(await ownDatabaseEnv('conversions')),
    },
  });
  const login = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify(TEST_ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  receiver?.close();
});

/** A visitor's source cookie after landing on `pathname` from `referer`. */
async function landed(pathname: string, referer: string): Promise<string> {
  const response = await fetch(BASE + pathname, { headers: { referer } });
  expect(response.status).toBe(200);
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${LEAD_SOURCE_COOKIE}=`));
  return set!.split(';')[0]!;
}

async function feedback(company: string, cookie: string): Promise<void> {
  const response = await fetch(BASE + API_PATHS.saveFeedback, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), cookie },
    body: JSON.stringify({
      companyName: company,
      contacts: '王先生',
      contactNumber: '13812345678',
      email: 'lead@example.com',
      problem: company,
    }),
  });
  expect(response.status).toBe(200);
}

async function sourceOf(company: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${BASE}/api/feedback?where[companyName][equals]=${encodeURIComponent(company)}&depth=0`,
    { headers: { authorization: `JWT ${token}` } },
  );
  const { docs } = (await response.json()) as { docs: { source: Record<string, unknown> }[] };
  return docs[0]!.source;
}

describe('Baidu conversion reports', () => {
  it('reports a lead of a bd_vid click once, retrying after a refusal, the outcome on the lead', async () => {
    const company = `转化${Date.now().toString(36)}`;
    const cookie = await landed(
      '/industry/index2?industry=huanbao&bd_vid=int-vid-1',
      'https://www.baidu.com/',
    );
    await feedback(company, cookie);
    const failed = await waitFor(
      () => sourceOf(company),
      (s) => s.conversion === 'failed',
      {
        timeoutMs: 30_000,
        what: 'the refused report',
      },
    );
    expect(failed.conversionResult).toBe('HTTP 500 busy');
    const reported = await waitFor(
      () => sourceOf(company),
      (s) => s.conversion === 'reported',
      {
        timeoutMs: 60_000,
        what: 'the retried report',
      },
    );
    expect(reported.conversionResult).toBe('status 0 success');
    expect(reports).toHaveLength(2);
    const expected = {
      token: TOKEN,
      conversionTypes: [
        { logidUrl: `${BASE}/industry/index2?industry=huanbao&bd_vid=int-vid-1`, newType: 3 },
      ],
    };
    for (const report of reports) expect(report.body).toEqual(expected);
    // The queue waited before the retry (its backoff), and sends nothing more.
    expect(reports[1]!.at - reports[0]!.at).toBeGreaterThanOrEqual(10_000);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(reports).toHaveLength(2);
  }, 120_000);

  it('reports nothing for a lead without a Baidu click', async () => {
    const company = `无点击${Date.now().toString(36)}`;
    const before = reports.length;
    const cookie = await landed('/zxt?utm_campaign=spring&qhclickid=q-1', 'https://m.so.com/s?q=x');
    await feedback(company, cookie);
    const source = await sourceOf(company);
    expect(source).toMatchObject({ engine: '360', clickNetwork: '360', clickId: 'q-1', conversion: null });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(reports.length).toBe(before);
  }, 30_000);
});
