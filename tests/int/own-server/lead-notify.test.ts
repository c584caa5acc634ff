import fs from 'node:fs';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { TEST_ADMIN, testSecret } from '../../../scripts/lib/test-fixtures.mjs';
import { serverFiles } from '../../../scripts/lib/test-data.mjs';
import {
  DINGTALK_SECRET,
  FEISHU_SECRET,
  type Message,
  type Receivers,
  WEBHOOK_SECRET,
  startReceivers,
} from '../lead-receivers';
import { ownDatabaseEnv } from '../own-database';
import { waitFor } from '../wait-helpers';
import { freshIp } from '../../shared/fresh-ip';
import { SQLITE_BUSY_TIMEOUT_MS } from '@/database';

/**
 * Lead notifications end to end (docs/backend.md, 'Lead notifications'): one server of its own
 * (demo data off, from the seeded copy) whose five channels point at real receivers in this
 * process, with a short retry schedule and rate-limit window; killed once and restarted on its
 * database for the crash case.
 */
const PORT = await freePort();
/** Its database and trial-code log, in the run's folder (scripts/lib/test-data.mjs). */
const FILES = serverFiles(PORT);
const BASE = `http://localhost:${PORT}`;
// A burst of leads outruns it: the leads queue runs up to 100 jobs a tick.
const WINDOW_SECONDS = 20;
const run = `线索${Date.now().toString(36)}`;
/** A company name no other name of the run contains (丁1 is in 丁10, 丁1号 is not in 丁10号). */
const named = (tag: string) => `${run}-${tag}号`;
const CHANNELS = ['email', 'wecom', 'dingtalk', 'feishu', 'webhook'] as const;

let receivers: Receivers;
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let token = '';
/** Its own PostgreSQL database under `npm run test:postgres`. */
let database: Record<string, string> = {};

const env = () => ({
  PAYLOAD_SECRET: testSecret(),
  DEMO_FEED: 'off',
  SQLITE_FILE: FILES.database,
  APPLY_CODE_SENDER: `file:${FILES.applyCodes}`,
  SMTP_URL: receivers.smtpUrl,
  LEAD_NOTIFY_EMAILS: 'sales@example.com, boss@example.com',
  LEAD_WECOM_WEBHOOK: receivers.urls.wecom,
  LEAD_DINGTALK_WEBHOOK: receivers.urls.dingtalk,
  LEAD_DINGTALK_SECRET: DINGTALK_SECRET,
  LEAD_FEISHU_WEBHOOK: receivers.urls.feishu,
  LEAD_FEISHU_SECRET: FEISHU_SECRET,
  LEAD_WEBHOOK_URL: receivers.urls.webhook,
  LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  LEAD_RETRY_SCHEDULE: '1s,1s,2s',
  LEAD_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS),
  LEAD_WATCH_SECONDS: '5',
  RATE_LIMIT_FEEDBACK: '1000',
  // 3 minutes: a new record stays fresh past the next watch (the seeded ones are made older).
  STALE_DATA_HOURS: '0.05',
  ...database,
});

async function post(pathname: string, body: unknown): Promise<Response> {
  return fetch(BASE + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify(body),
  });
}

async function api<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE}/api${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function feedback(company: string, phone = '13812345678'): Promise<void> {
  const response = await post(API_PATHS.saveFeedback, {
    companyName: company,
    contacts: '王先生',
    contactNumber: phone,
    email: 'lead@example.com',
    problem: run,
  });
  expect(response.status).toBe(200);
}

async function trial(company: string, phone: string, province?: string): Promise<void> {
  expect((await post(API_PATHS.applyVerificationCode, { phone })).status).toBe(200);
  const code = fs
    .readFileSync(FILES.applyCodes, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { phone: string; code: string })
    .filter((l) => l.phone === phone)
    .at(-1)!.code;
  const body = {
    phone,
    code,
    companyName: company,
    contacts: '李女士',
    ...(province ? { province, industry: 'jianzhu' } : {}),
  };
  expect((await post(API_PATHS.applyRegister, body)).status).toBe(200);
}

/** Every channel has `company` at least once (alone or in a summary). */
const everywhere = (company: string) => CHANNELS.every((c) => receivers.of(c, company).length > 0);
const waitEverywhere = (companies: string[], timeoutMs = 45_000) =>
  waitFor(async () => companies.every(everywhere), Boolean, {
    timeoutMs,
    what: `notifications of ${companies.join(', ')}`,
  });

/** SQL on the server's own database (its SQLite file, or its PostgreSQL database). */
async function serverSql(statement: string, args: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (database.DATABASE_URL) {
    const client = new pg.Client({ connectionString: database.DATABASE_URL });
    await client.connect();
    try {
      const numbered = args.reduce<string>((q, _, i) => q.replace('?', `$${i + 1}`), statement);
      return (await client.query(numbered, args)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  const client = createClient({ url: `file:${FILES.database}` });
  try {
    await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    return (await client.execute({ sql: statement, args: args as never })).rows as never;
  } finally {
    client.close();
  }
}

/**
 * A lead as a process leaves it that died between storing it and queueing its notification: a
 * copy of a stored lead's row, under another company, received two minutes ago, with no
 * delivery rows.
 */
async function storedWithoutNotification(stored: string, company: string): Promise<void> {
  const columns = (
    await serverSql(
      database.DATABASE_URL
        ? `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'feedback'`
        : `SELECT name FROM pragma_table_info('feedback')`,
    )
  )
    .map((c) => String(c.name))
    .filter((c) => c !== 'id');
  const receivedAt = new Date(Date.now() - 120_000).toISOString();
  const replaced: Record<string, unknown> = {
    company_name: company,
    received_at: receivedAt,
    last_received_at: receivedAt,
    fingerprint: `missed-${company}`,
  };
  const args = columns.filter((c) => c in replaced).map((c) => replaced[c]);
  const value = (c: string) => (c in replaced ? '?' : c);
  await serverSql(
    `INSERT INTO feedback (${columns.join(', ')}) SELECT ${columns.map(value).join(', ')} FROM feedback WHERE company_name = ?`,
    [...args, stored],
  );
}

interface Delivery {
  channel: string;
  state: string;
  attempts: number;
  reason?: string | null;
}
const deliveriesOf = async (collection: 'feedback' | 'apply-records', company: string) => {
  const field = collection === 'feedback' ? 'feedback' : 'applyRecord';
  const { docs } = await api<{ docs: { id: number }[] }>(
    `/${collection}?where[companyName][equals]=${encodeURIComponent(company)}&depth=0`,
  );
  const id = docs[0]!.id;
  return (await api<{ docs: Delivery[] }>(`/lead-deliveries?where[${field}][equals]=${id}&limit=50&depth=0`))
    .docs;
};

async function login(): Promise<void> {
  const response = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  token = ((await response.json()) as { token: string }).token;
}

describe('lead notifications', () => {
  beforeAll(async () => {
    receivers = await startReceivers();
    database = await ownDatabaseEnv('leads');
    server = await startTestServer({ port: PORT, env: env() });
    await login();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await receivers?.close();
  });

  it('sends one message per lead and channel, masked, naming the assignee of the province rule, through two 500s', async () => {
    const operators: number[] = [];
    for (const name of ['张华南', '李华南', '王默认']) {
      const email = `${name.codePointAt(0)}-${run.length}-${Date.now()}@example.com`;
      const { doc } = await api<{ doc: { id: number } }>('/users', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'operator-password-123', name }),
      });
      operators.push(doc.id);
    }
    await api('/lead-rules', {
      method: 'POST',
      body: JSON.stringify({ name: '华南', provinces: ['guangdong'], operators: operators.slice(0, 2) }),
    });
    await api('/lead-rules', {
      method: 'POST',
      body: JSON.stringify({ name: '默认', operators: [operators[2]] }),
    });
    // The signed receivers answer 500 twice before accepting.
    receivers.failNext.dingtalk = 2;
    receivers.failNext.webhook = 2;

    const phones = ['13800001111', '13800002222', '13800003333'];
    const companies = [1, 2, 3, 4].map((n) => named(`甲${n}`));
    await trial(companies[0]!, phones[0]!, 'guangdong');
    await trial(companies[1]!, phones[1]!, 'guangdong');
    await trial(companies[2]!, phones[2]!);
    await feedback(companies[3]!, '13912345678');
    await waitEverywhere(companies);

    const assignees = ['张华南', '李华南', '王默认', '王默认'];
    for (const channel of CHANNELS) {
      companies.forEach((company, i) => {
        const [message] = receivers.of(channel, company);
        expect(receivers.of(channel, company), `${channel} ${company}`).toHaveLength(1);
        expect(message!.text, channel).toContain(assignees[i]!);
        const phone = phones[i] ?? '13912345678';
        expect(message!.text).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
        expect(message!.text).not.toContain(phone);
        expect(message!.text).toContain(`/admin/collections/${i < 3 ? 'apply-records' : 'feedback'}/`);
      });
    }
    // The trial names its province and industry; the feedback its page.
    expect(receivers.of('wecom', companies[0])[0]!.text).toMatch(/广东[\s\S]*建筑/);
    expect(receivers.of('feishu', companies[3])[0]!.text).toContain(`${BASE}/ideaBack`);
    expect(receivers.badSignatures).toBe(0);

    const trials = await Promise.all(companies.slice(0, 3).map((c) => deliveriesOf('apply-records', c)));
    const all = [...trials.flat(), ...(await deliveriesOf('feedback', companies[3]!))];
    expect(all).toHaveLength(4 * CHANNELS.length);
    expect(all.every((d) => d.state === 'sent')).toBe(true);
    const failures = (channel: string) =>
      all.filter((d) => d.channel === channel).reduce((s, d) => s + d.attempts, 0);
    expect(failures('dingtalk')).toBe(2);
    expect(failures('webhook')).toBe(2);
    expect(failures('wecom')).toBe(0);
  });

  it('keeps submitted fields, stamps first contact once and notes, and exports the new columns', async () => {
    const company = named('己');
    await feedback(company);
    const { docs } = await api<{ docs: { id: number }[] }>(
      `/feedback?where[companyName][equals]=${encodeURIComponent(company)}&depth=0`,
    );
    const id = docs[0]!.id;
    type Lead = {
      companyName: string;
      status: string;
      firstContactAt: string | null;
      notes: { text: string; at: string; author: number }[];
    };
    const patch = async (data: Record<string, unknown>) =>
      (await api<{ doc: Lead }>(`/feedback/${id}?depth=0`, { method: 'PATCH', body: JSON.stringify(data) }))
        .doc;
    const contacted = await patch({
      status: 'contacted',
      companyName: 'changed',
      notes: [{ text: '已电话联系' }],
    });
    expect(contacted.companyName).toBe(company);
    expect(contacted.firstContactAt).toBeTruthy();
    expect(contacted.notes[0]!.at).toBeTruthy();
    expect(contacted.notes[0]!.author).toBeTypeOf('number');
    const converted = await patch({ status: 'converted', firstContactAt: '2020-01-01T00:00:00.000Z' });
    expect(converted.firstContactAt).toBe(contacted.firstContactAt);
    const csv = await (
      await fetch(`${BASE}/api/feedback/export.csv`, { headers: { authorization: `JWT ${token}` } })
    ).text();
    const [header] = csv.replace('\uFEFF', '').split('\r\n');
    for (const column of ['status', 'assignee', 'firstContactAt', 'minutesToFirstContact', 'notes']) {
      expect(header).toContain(`"${column}"`);
    }
    const line = csv.split('\r\n').find((l) => l.includes(company))!;
    expect(line).toContain('"converted"');
    expect(line).toContain('已电话联系');
  });

  it('marks a channel that keeps failing as failed with the reason, after its retries', async () => {
    const company = named('乙');
    receivers.failNext.feishu = 1000;
    await feedback(company);
    const deliveries = await waitFor(
      () => deliveriesOf('feedback', company),
      (ds) => ds.find((d) => d.channel === 'feishu')?.state === 'failed',
      { timeoutMs: 40_000, what: 'the Feishu delivery failing' },
    );
    receivers.failNext.feishu = 0;
    const feishu = deliveries.find((d) => d.channel === 'feishu')!;
    // The first attempt and one per wait of the schedule (1s,1s,2s).
    expect(feishu.attempts).toBe(4);
    expect(feishu.reason).toContain('HTTP 500');
    expect(deliveries.filter((d) => d.channel !== 'feishu').every((d) => d.state === 'sent')).toBe(true);
  });

  it('notifies nobody of a repeat of a lead', async () => {
    const company = named('丙');
    await feedback(company);
    await waitEverywhere([company]);
    await feedback(company);
    // A later lead's messages arrive after any the repeat would have caused.
    const marker = named('丙后');
    await feedback(marker);
    await waitEverywhere([marker]);
    for (const channel of CHANNELS) expect(receivers.of(channel, company), channel).toHaveLength(1);
    const { docs } = await api<{ docs: { timesReceived: number }[] }>(
      `/feedback?where[companyName][equals]=${encodeURIComponent(company)}&depth=0`,
    );
    expect(docs[0]!.timesReceived).toBe(2);
  });

  it('sends at most 20 a minute to a robot, the surplus as one summary, dropping nothing', async () => {
    const companies = Array.from({ length: 26 }, (_, n) => named(`丁${n}`));
    await Promise.all(companies.map((c) => feedback(c)));
    await waitEverywhere(companies, (WINDOW_SECONDS + 30) * 1000);
    for (const channel of CHANNELS) {
      for (const company of companies)
        expect(receivers.of(channel, company), `${channel} ${company}`).toHaveLength(1);
    }
    /** The most messages any window of WINDOW_SECONDS held. */
    const busiest = (list: Message[]) =>
      Math.max(
        ...list.map((m) => list.filter((o) => o.at >= m.at && o.at < m.at + WINDOW_SECONDS * 1000).length),
      );
    for (const channel of ['wecom', 'dingtalk'] as const) {
      expect(busiest(receivers.of(channel)), channel).toBeLessThanOrEqual(20);
      expect(receivers.of(channel, '条通知合并发送').length, channel).toBeGreaterThan(0);
    }
    // E-mail has no such limit: one mail per lead, to every address.
    expect(receivers.of('email', companies[0])[0]!.body).toEqual({
      to: 'sales@example.com,boss@example.com',
    });
  }, 150_000);

  it('sends each message once across a kill during delivery', async () => {
    const company = named('戊');
    receivers.hold.wecom = true;
    await feedback(company);
    await waitFor(
      async () => receivers.held.wecom,
      (n) => n > 0,
      // Within the robot's limit, which the burst before may have filled for a window.
      { what: 'the WeCom request in flight', timeoutMs: (WINDOW_SECONDS + 30) * 1000 },
    );
    // The other channels acknowledged theirs and the server recorded it: only WeCom's is in flight.
    await waitFor(
      () => deliveriesOf('feedback', company),
      (ds) => ds.filter((d) => d.state === 'sent').length === CHANNELS.length - 1,
      { what: 'the other deliveries sent' },
    );
    server!.kill();
    await waitFor(async () => server!.exited(), Boolean, { what: 'the server to die' });
    receivers.hold.wecom = false;
    server = await startTestServer({ port: PORT, env: { ...env(), KEEP_DATABASE: '1' } });
    await login();
    await waitEverywhere([company], 120_000);
    const marker = named('戊后');
    await feedback(marker);
    await waitEverywhere([marker]);
    for (const channel of CHANNELS) expect(receivers.of(channel, company), channel).toHaveLength(1);
    const ids = receivers.of('webhook').map((m) => m.headers['x-delivery-id']);
    expect(new Set(ids).size).toBe(ids.length);
  }, 240_000);

  it('notifies a lead stored by a process that died before queueing its notification', async () => {
    const stored = named('庚');
    await feedback(stored);
    await waitEverywhere([stored]);
    const company = named('庚后');
    await storedWithoutNotification(stored, company);
    expect(await deliveriesOf('feedback', company)).toEqual([]);
    // The watch finds it (a lead younger than a minute may be mid-store: left alone).
    await waitEverywhere([company], 100_000);
    for (const channel of CHANNELS) expect(receivers.of(channel, company), channel).toHaveLength(1);
    expect((await deliveriesOf('feedback', company)).map((d) => d.state)).toEqual(CHANNELS.map(() => 'sent'));
  }, 150_000);

  it('sends the stale-data state once, and one message when data flows again', async () => {
    // STALE_DATA_HOURS=0.05 (3 minutes): the records seeded for this run are made an hour old, so
    // a watch within seconds finds the data stale (however soon after the seed this test runs).
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    for (const table of ['projects', 'tenders'])
      await serverSql(`UPDATE ${table} SET created_at = ? WHERE created_at > ?`, [hourAgo, hourAgo]);
    await waitFor(async () => CHANNELS.every((c) => receivers.of(c, '数据停更').length > 0), Boolean, {
      timeoutMs: 70_000,
      what: 'the stale-data message',
    });
    for (const channel of CHANNELS) expect(receivers.of(channel, '数据停更'), channel).toHaveLength(1);
    const { doc } = await api<{ doc: { key: string } }>('/ingest-keys', {
      method: 'POST',
      body: JSON.stringify({ name: `Leads ${run}` }),
    });
    const ingested = await fetch(`${BASE}/api/ingest/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${doc.key}` },
      body:
        JSON.stringify({
          sourceId: `leads-${Date.now()}`,
          title_zh: `数据恢复测试工程 ${run}`,
          province: '湖南',
          industry: '市政',
          categoryCode: '146',
          stage: '施工',
          amountWan: '100',
          publishedAt: '2019-05-06',
          owner_zh: '长沙市城市建设投资有限公司',
        }) + '\n',
    });
    expect(ingested.status).toBe(200);
    expect(((await ingested.json()) as { inserted: number }).inserted).toBe(1);
    await waitFor(async () => CHANNELS.every((c) => receivers.of(c, '数据已恢复更新').length > 0), Boolean, {
      timeoutMs: 70_000,
      what: 'the recovery message',
    });
    for (const channel of CHANNELS) {
      expect(receivers.of(channel, '数据已恢复更新'), channel).toHaveLength(1);
      expect(receivers.of(channel, '数据停更'), channel).toHaveLength(1);
    }
  }, 150_000);
});
