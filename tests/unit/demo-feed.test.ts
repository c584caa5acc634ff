import type { Payload } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { normaliseLine } from '@/features/imports/file/normalise';
import { IMPORT_COLUMNS, type ImportedRecord } from '@/features/imports/file/types';
import { generateProjects, generateTenders } from '@/seed/generator';

/** What the feed stored, per kind, through storeLines (top-ups) or storeBatch (first seed). */
const stored: Record<RecordKind, ImportedRecord[]> = { projects: [], tenders: [] };
const config = { DEMO_FEED: 'on' as 'on' | 'off' };

vi.mock('@/config/env', () => ({ getConfig: () => config }));
vi.mock('@/server/db', async (original) => ({
  ...(await original<typeof import('@/server/db')>()),
  rawSql: () => ({ dialect: 'sqlite', query: async () => [] }),
}));
vi.mock('@/features/imports/server/store', () => ({
  storeBatch: async (_payload: unknown, kind: RecordKind, batch: ImportedRecord[]) => {
    stored[kind].push(...batch);
    return { inserted: batch.length, updated: 0, unchanged: 0, withdrawn: 0, changed: [] };
  },
}));
vi.mock('@/features/imports/server/run', () => ({
  storeLines: async (
    _payload: unknown,
    lines: AsyncIterable<{ record?: ImportedRecord }>,
    { kind }: { kind: RecordKind },
  ) => {
    let inserted = 0;
    for await (const line of lines) {
      if (!line.record) continue;
      stored[kind].push(line.record);
      inserted++;
    }
    return { inserted, updated: 0, unchanged: 0, withdrawn: 0, rejected: 0, rejections: [] };
  },
}));

const {
  DEMO_ROWS_PER_DAY,
  DEMO_SEED_ROWS,
  WATERMARK_KEY,
  demoProject,
  demoTender,
  queueDemoTopUp,
  seedDemoData,
  topUpDemoData,
} = await import('@/seed/demo-feed');

const DAY = 86_400_000;

/** The record as a line of an import file (JSON Lines keys), the way a provider would send it. */
function asLine(kind: RecordKind, r: ImportedRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {
    ...r,
    title_zh: r.title.zh,
    title_en: r.title.en,
    owner_zh: r.owner.zh,
    owner_en: r.owner.en,
    summary_zh: r.summary.zh,
    summary_en: r.summary.en,
    ...('agency' in r ? { agency_zh: r.agency.zh, agency_en: r.agency.en } : {}),
    ...('winner' in r ? { winner_zh: r.winner.zh, winner_en: r.winner.en } : {}),
  };
  return Object.fromEntries(IMPORT_COLUMNS[kind].map((c) => [c, values[c] ?? '']));
}

describe('demo records', () => {
  const P = [...generateProjects(400, { startIndex: 1000 })].map((p, i) => demoProject(p, 1000 + i));
  const T = [...generateTenders(400, { startIndex: 1000 })].map((t, i) => demoTender(t, 1000 + i));

  it('are named by their index in the stream, never withdrawn', () => {
    expect(P[0].sourceId).toBe('demo-p-1001');
    expect(T[399].sourceId).toBe('demo-t-1400');
    expect([...P, ...T].every((r) => r.withdrawn === false)).toBe(true);
  });

  it('carry the generated fields', () => {
    const [p] = generateProjects(1, { startIndex: 1000 });
    expect(P[0]).toMatchObject({
      title: { zh: p.title, en: p.titleEn },
      owner: { zh: p.owner, en: p.ownerEn },
      summary: { zh: p.summary, en: p.summaryEn },
      province: p.province,
      region: p.region,
      city: p.city,
      stage: p.stage,
      startDate: p.startDate,
      contactName: p.contactName,
      contactPhone: p.contactPhone,
    });
    const [t] = generateTenders(1, { startIndex: 1000 });
    expect(T[0]).toMatchObject({
      agency: { zh: t.agency, en: t.agencyEn },
      deadline: t.deadline,
      noticeCode: t.noticeCode,
      free: t.free,
    });
  });

  it('are what importing the same lines from a file gives (valid, masked, within limits)', () => {
    for (const [kind, records] of [
      ['projects', P],
      ['tenders', T],
    ] as const) {
      records.forEach((record, i) => {
        const parsed = normaliseLine(kind, i + 2, asLine(kind, record));
        expect('record' in parsed ? parsed.record : parsed).toEqual(record);
      });
    }
  });
});

/** A stand-in for Payload: the key-value store, row counts and the newest demo rows. */
function fakePayload(rows: Partial<Record<RecordKind, ImportedRecord[]>> = {}) {
  const kv = new Map<string, unknown>();
  const all = (kind: RecordKind) => [...(rows[kind] ?? []), ...stored[kind]];
  const queue = vi.fn(async () => ({}));
  const payload = {
    kv: {
      get: async (key: string) => kv.get(key) ?? null,
      set: async (key: string, value: unknown) => void kv.set(key, structuredClone(value)),
    },
    count: async ({ collection }: { collection: string }) => ({
      totalDocs: collection === 'payload-jobs' ? pendingJobs : all(collection as RecordKind).length,
    }),
    find: async ({ collection, sort }: { collection: RecordKind; sort: string }) => {
      const demo = all(collection).filter((r) => r.sourceId.startsWith('demo-'));
      const newest =
        sort === '-id'
          ? demo.at(-1)
          : [...demo].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
      return { docs: newest ? [newest] : [] };
    },
    logger: { info: () => undefined, warn: () => undefined },
    jobs: { queue },
  };
  return { payload: payload as unknown as Payload, kv, queue };
}

let pendingJobs = 0;

beforeEach(() => {
  stored.projects = [];
  stored.tenders = [];
  config.DEMO_FEED = 'on';
  pendingJobs = 0;
});

/** 2026-11-24 (a Tuesday) at 15:00 China time. */
const NOW = new Date('2026-11-24T15:00:00+08:00');

describe('first seed', () => {
  it('stores a year of each kind through the pipeline, dated up to now, and starts the watermark', async () => {
    const { payload, kv } = fakePayload();
    await seedDemoData(payload, NOW);
    for (const kind of ['projects', 'tenders'] as const) {
      const records = stored[kind];
      expect(records).toHaveLength(DEMO_SEED_ROWS);
      expect(records[0].sourceId).toBe(`demo-${kind[0]}-1`);
      expect(records.at(-1)!.sourceId).toBe(`demo-${kind[0]}-${DEMO_SEED_ROWS}`);
      const times = records.map((r) => Date.parse(r.publishedAt));
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
      expect(Math.max(...times)).toBeGreaterThan(NOW.getTime() - DAY);
      expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 365 * DAY);
    }
    expect(kv.get(WATERMARK_KEY)).toEqual({
      next: { projects: DEMO_SEED_ROWS, tenders: DEMO_SEED_ROWS },
      until: NOW.toISOString(),
    });
  });

  it('leaves a table that holds records alone, and does not feed it', async () => {
    const real = [...generateProjects(3)].map((p, i) => ({ ...demoProject(p, i), sourceId: `real-${i}` }));
    const { payload, kv } = fakePayload({ projects: real });
    await seedDemoData(payload, NOW);
    expect(stored.projects).toEqual([]);
    expect(stored.tenders).toHaveLength(DEMO_SEED_ROWS);
    expect(kv.get(WATERMARK_KEY)).toMatchObject({ next: { tenders: DEMO_SEED_ROWS } });
    expect((kv.get(WATERMARK_KEY) as { next: object }).next).not.toHaveProperty('projects');
  });

  it('generates nothing with DEMO_FEED=off', async () => {
    config.DEMO_FEED = 'off';
    const { payload, kv } = fakePayload();
    await seedDemoData(payload, NOW);
    expect(stored).toEqual({ projects: [], tenders: [] });
    expect(kv.size).toBe(0);
  });
});

describe('daily top-up', () => {
  /** A feed that ran at `until` with `next` records of each kind. */
  function fedUntil(until: Date, next = DEMO_SEED_ROWS) {
    const fake = fakePayload();
    fake.kv.set(WATERMARK_KEY, { next: { projects: next, tenders: next }, until: until.toISOString() });
    return fake;
  }

  it('adds nothing on the day it last ran', async () => {
    const { payload, kv } = fedUntil(new Date('2026-11-24T08:00:00+08:00'));
    expect(await topUpDemoData(payload, NOW)).toBeNull();
    expect(stored).toEqual({ projects: [], tenders: [] });
    expect(kv.get(WATERMARK_KEY)).toMatchObject({
      until: new Date('2026-11-24T08:00:00+08:00').toISOString(),
    });
  });

  it('adds the days since the last run, continuing the stream, and only once', async () => {
    const until = new Date('2026-11-21T15:00:00+08:00'); // a Saturday afternoon
    const { payload, kv } = fedUntil(until);
    const result = await topUpDemoData(payload, NOW);
    const added = result!.added.projects!;
    // Sunday and Monday, half of Saturday and most of Tuesday: about three weekdays' worth.
    expect(added).toBeGreaterThan(2 * DEMO_ROWS_PER_DAY);
    expect(added).toBeLessThan(5 * DEMO_ROWS_PER_DAY);
    expect(result!.added.tenders).toBe(added);
    for (const kind of ['projects', 'tenders'] as const) {
      const records = stored[kind];
      expect(records.map((r) => r.sourceId)).toEqual(
        Array.from({ length: added }, (_, i) => `demo-${kind[0]}-${DEMO_SEED_ROWS + i + 1}`),
      );
      for (const r of records) {
        expect(Date.parse(r.publishedAt)).toBeGreaterThan(until.getTime());
        expect(Date.parse(r.publishedAt)).toBeLessThanOrEqual(NOW.getTime());
      }
      // Each day of the window gets records.
      const days = new Set(
        records.map((r) => new Date(Date.parse(r.publishedAt) + 8 * 3_600_000).getUTCDate()),
      );
      expect([...days].sort()).toEqual([21, 22, 23, 24]);
    }
    expect(kv.get(WATERMARK_KEY)).toEqual({
      next: { projects: DEMO_SEED_ROWS + added, tenders: DEMO_SEED_ROWS + added },
      until: NOW.toISOString(),
    });
    // Run again the same day (a restart, a second instance): nothing.
    expect(await topUpDemoData(payload, new Date(NOW.getTime() + 3_600_000))).toBeNull();
    expect(stored.projects).toHaveLength(added);
  });

  it('takes the volume as an option', async () => {
    const { payload } = fedUntil(new Date('2026-11-23T00:10:00+08:00'));
    const result = await topUpDemoData(payload, new Date('2026-11-24T00:10:00+08:00'), { perDay: 550 });
    expect(result!.added.projects).toBeGreaterThan(600); // a Monday at ten times the volume
    expect(stored.tenders).toHaveLength(result!.added.tenders!);
  });

  it('starts after rows that npm run db:seed appended to the same stream', async () => {
    const { payload } = fedUntil(new Date('2026-11-23T12:00:00+08:00'));
    const appended = [...generateProjects(5, { startIndex: DEMO_SEED_ROWS })].map((p, i) =>
      demoProject(p, DEMO_SEED_ROWS + i),
    );
    stored.projects.push(...appended);
    await topUpDemoData(payload, NOW);
    expect(stored.projects[5].sourceId).toBe(`demo-p-${DEMO_SEED_ROWS + 6}`);
    expect(stored.tenders[0].sourceId).toBe(`demo-t-${DEMO_SEED_ROWS + 1}`);
  });

  it('fills at most the last year after a long pause', async () => {
    const { payload } = fedUntil(new Date('2020-01-01T00:00:00Z'));
    const result = await topUpDemoData(payload, NOW);
    expect(Date.parse(result!.from)).toBe(NOW.getTime() - 365 * DAY);
    expect(result!.added.projects).toBeLessThan(21_000);
  });

  it('continues a database seeded before the feed kept a watermark', async () => {
    const old = [...generateTenders(30, { endDate: new Date('2026-11-01T00:00:00+08:00') })].map((t, i) =>
      demoTender(t, i),
    );
    const { payload, kv } = fakePayload({ tenders: old });
    const newest = old
      .map((t) => t.publishedAt)
      .sort()
      .at(-1)!;
    const result = await topUpDemoData(payload, NOW);
    expect(result!.from).toBe(newest);
    expect(stored.projects).toEqual([]);
    expect(stored.tenders[0].sourceId).toBe('demo-t-31');
    expect(kv.get(WATERMARK_KEY)).toMatchObject({ next: { tenders: 30 + result!.added.tenders! } });
  });

  it('never starts on a database without demo records', async () => {
    const real = [...generateTenders(3)].map((t, i) => ({ ...demoTender(t, i), sourceId: `x-${i}` }));
    const { payload, kv } = fakePayload({ tenders: real });
    expect(await topUpDemoData(payload, NOW)).toBeNull();
    expect(kv.size).toBe(0);
  });

  it('does nothing with DEMO_FEED=off', async () => {
    const { payload } = fedUntil(new Date('2026-11-20T12:00:00+08:00'));
    config.DEMO_FEED = 'off';
    expect(await topUpDemoData(payload, NOW)).toBeNull();
    expect(stored).toEqual({ projects: [], tenders: [] });
  });
});

describe('start-up job', () => {
  it('is queued once, unless one is waiting or the feed is off', async () => {
    const { payload, queue } = fakePayload();
    await queueDemoTopUp(payload);
    expect(queue).toHaveBeenCalledWith({ task: 'demoFeed', input: {} });
    pendingJobs = 1;
    await queueDemoTopUp(payload);
    expect(queue).toHaveBeenCalledTimes(1);
    pendingJobs = 0;
    config.DEMO_FEED = 'off';
    await queueDemoTopUp(payload);
    expect(queue).toHaveBeenCalledTimes(1);
  });
});
