import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { TEST_ADMIN } from '../../../scripts/lib/test-fixtures.mjs';
import { sql } from '@/server/db';
import { failedJobCount } from '@/features/leads/server/delivery/dashboard';
import { ownDatabaseEnv } from '../own-database';
import { serverDatabase } from '../server-database';

/**
 * What the jobs queue writes to the server's log (docs/backend.md, 'Jobs queue'): a scheduled run
 * that finds nothing to do writes nothing (Payload's "Running N jobs." is silenced), a run that
 * did something writes one line saying what, and the job of an import deleted before it ran ends
 * with a warning naming the import, not as a failed job. A server of its own, whose output the
 * test reads, with the lead watch scheduled every second (its queue runs every 2 s).
 */
const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let database: Record<string, string> = {};
let token = '';

const logLines = (pattern: RegExp) =>
  server
    .output()
    .split('\n')
    .filter((line) => pattern.test(line));

const PAYLOAD_RUN_LINE = /Running \d+ jobs/;

async function upload(name: string, rows: Record<string, unknown>[]): Promise<number> {
  const body = new FormData();
  body.append('_payload', JSON.stringify({ kind: 'projects' }));
  const file = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  body.append('file', new Blob([file], { type: 'application/x-ndjson' }), `${run}-${name}.jsonl`);
  const response = await fetch(`${BASE}/api/imports`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { doc: { id: number } }).doc.id;
}

async function importStatus(id: number): Promise<string> {
  const response = await fetch(`${BASE}/api/imports/${id}?depth=0`, {
    headers: { authorization: `JWT ${token}` },
  });
  return ((await response.json()) as { status: string }).status;
}

const project = (i: number) => ({
  sourceId: `${run}-log-${i}`,
  title_zh: `益阳市${i}号排涝泵站工程`,
  province: '湖南省',
  city: '益阳市',
  industry: '市政',
  categoryCode: '146',
  stage: '施工',
  amountWan: '800',
  publishedAt: '2025-06-01',
  owner_zh: `益阳市${run}水务局`,
  contactName: '刘先生',
  contactPhone: '13812345678',
});

describe('the jobs queue in the server log', () => {
  beforeAll(async () => {
    database = await ownDatabaseEnv('job_logs');
    server = await startTestServer({
      port: PORT,
      env: { ...database, DEMO_FEED: 'off', LEAD_WATCH_SECONDS: '1' },
      capture: true,
    });
    const login = await fetch(`${BASE}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 240_000);
  afterAll(() => server?.stop());

  it('logs no scheduled run that found nothing to do', async () => {
    const { db, close } = await serverDatabase({ port: PORT, databaseUrl: database.DATABASE_URL });
    // The lead watch's scheduled runs, as Payload records them: each queues one job, which the
    // leads queue runs within 2 s.
    const scheduled = new Set<string>();
    try {
      await vi.waitFor(
        async () => {
          const [row] = await db.query<{ stats: unknown }>(sql`SELECT stats FROM payload_jobs_stats`);
          const stats = (typeof row?.stats === 'string' ? JSON.parse(row.stats) : row?.stats) as {
            scheduledRuns?: {
              queues?: { leads?: { tasks?: { leadWatch?: { lastScheduledRun?: string } } } };
            };
          } | null;
          const last = stats?.scheduledRuns?.queues?.leads?.tasks?.leadWatch?.lastScheduledRun;
          if (last) scheduled.add(last);
          expect(scheduled.size).toBeGreaterThanOrEqual(4);
        },
        { timeout: 60_000, interval: 200 },
      );
    } finally {
      await close();
    }
    // The last one ran too.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(logLines(PAYLOAD_RUN_LINE)).toEqual([]);
  }, 90_000);

  it('logs a run that did something, and ends the job of a deleted import with a warning', async () => {
    const kept = await upload('kept', [project(1), project(2), project(3)]);
    await vi.waitFor(async () => expect(await importStatus(kept)).toBe('done'), {
      timeout: 60_000,
      interval: 250,
    });
    await vi.waitFor(
      () =>
        expect(
          logLines(new RegExp(`Job importFile \\d+: import ${kept}: inserted 3, updated 0, unchanged 0`)),
        ).toHaveLength(1),
      { timeout: 5_000 },
    );

    // The default queue looks for work every 5 s on the clock (autoRun, src/collections/jobs.ts):
    // saved just after a tick, the import is deleted seconds before its job can start.
    await vi.waitFor(
      () => {
        const phase = Date.now() % 5_000;
        if (phase < 700 || phase >= 1_500) throw new Error('not just after a queue tick');
      },
      { timeout: 6_000, interval: 50 },
    );
    const deleted = await upload('deleted', [project(4)]);
    const gone = await fetch(`${BASE}/api/imports/${deleted}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    });
    expect(gone.status).toBe(200);
    await vi.waitFor(
      () => expect(logLines(new RegExp(`Import ${deleted}: the import was deleted`))).toHaveLength(1),
      { timeout: 30_000, interval: 250 },
    );
    // The skipped job is no failure: no error logged, none counted on the dashboard.
    expect(logLines(/Error running (task|job)/)).toEqual([]);
    expect(logLines(new RegExp(`Job importFile \\d+: import ${deleted}`))).toEqual([]);
    const { db, close } = await serverDatabase({ port: PORT, databaseUrl: database.DATABASE_URL });
    try {
      expect(await failedJobCount(db)).toBe(0);
    } finally {
      await close();
    }
    expect(logLines(PAYLOAD_RUN_LINE)).toEqual([]);
  }, 120_000);
});
