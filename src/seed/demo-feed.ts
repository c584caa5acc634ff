/**
 * The demo feed: generated projects and tenders (./generator) stored through the import pipeline
 * (src/features/imports/server/run.ts), as a provider's daily file would be. On first start it seeds a
 * year of records dated up to now; afterwards the `demoFeed` job (src/collections/jobs.ts, daily
 * and at start) adds the days since its last run, continuing the generator's stream, so the
 * listings and the market statistics stay current. DEMO_FEED=off turns all of it off.
 *
 * Record i of a kind's stream is `demo-p-<i + 1>` or `demo-t-<i + 1>`: importing it again
 * updates it, so a run repeated after a crash adds no duplicates. The watermark (next index per
 * kind, last instant covered) lives in Payload's key-value store, shared by every instance.
 */
import type { Payload } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import type { ProvinceSlug } from '@/catalog';
import { getConfig } from '@/config/env';
import type {
  ImportedProject,
  ImportedRecord,
  ImportedTender,
  ParsedLine,
} from '@/features/imports/file/types';
import { type ImportSummary, storeLines } from '@/features/imports/server/run';
import { storeBatch } from '@/features/imports/server/store';
import { recordStages } from '@/features/organisations/upkeep/links';
import { rawSql, sql } from '@/server/db';
import { chinaDayNumber } from '@/text/china-time';
import {
  DATE_SPAN_DAYS,
  type GeneratedProject,
  type GeneratedTender,
  type GeneratorOptions,
  generateProjects,
  generateTenders,
  recordsInWindow,
} from './generator';

/** Records of each kind seeded on first start: a year of the feed, enough for every filter. */
export const DEMO_SEED_ROWS = 20_000;
/** The daily volume of the default data set: DEMO_SEED_ROWS a year, ~55 a day. */
export const DEMO_ROWS_PER_DAY = Math.round(DEMO_SEED_ROWS / DATE_SPAN_DAYS);
/** Records per import batch (one transaction each). */
const BATCH_SIZE = 2_000;
const KINDS: readonly RecordKind[] = ['projects', 'tenders'];
const DAY_MS = 86_400_000;

export const WATERMARK_KEY = 'demo-feed-watermark';

/** How far the feed has gone: the next generator index per kind it feeds, and up to when. */
export interface DemoWatermark {
  /** Kinds the feed keeps current; a kind seeded with other data is not fed. */
  next: Partial<Record<RecordKind, number>>;
  /** ISO instant: records are dated up to here. */
  until: string;
}

export const demoFeedEnabled = () => getConfig().DEMO_FEED === 'on';

/** The import key of record `index` of a kind's stream. */
export const demoSourceId = (kind: RecordKind, index: number) =>
  `demo-${kind === 'projects' ? 'p' : 't'}-${index + 1}`;

/** What a generated project and tender share, as the import pipeline takes it. */
function demoRecord(kind: RecordKind, r: GeneratedProject | GeneratedTender, index: number) {
  return {
    sourceId: demoSourceId(kind, index),
    title: { zh: r.title, en: r.titleEn },
    province: r.province as ProvinceSlug,
    region: r.region,
    city: r.city,
    industry: r.industry,
    amountWan: r.amountWan,
    publishedAt: r.publishedAt,
    owner: { zh: r.owner, en: r.ownerEn },
    ownerCreditCode: null,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    summary: { zh: r.summary, en: r.summaryEn },
    withdrawn: false,
  };
}

/** A generated project as the import pipeline takes it. */
export function demoProject(p: GeneratedProject, index: number): ImportedProject {
  return {
    ...demoRecord('projects', p, index),
    categoryCode: p.categoryCode,
    stage: p.stage,
    startDate: p.startDate,
  };
}

/** A generated tender as the import pipeline takes it. */
export function demoTender(t: GeneratedTender, index: number): ImportedTender {
  return {
    ...demoRecord('tenders', t, index),
    noticeCode: t.noticeCode,
    free: t.free,
    deadline: t.deadline,
    agency: { zh: t.agency, en: t.agencyEn },
    agencyCreditCode: null,
    processId: t.processId,
    projectSourceId: t.projectSourceId,
    winner: { zh: t.winner, en: t.winnerEn },
    winnerCreditCode: null,
    winAmountWan: t.winAmountWan,
    candidates: t.candidates,
  };
}

type StreamOptions = GeneratorOptions & { startIndex: number };

/** `count` records of a kind's stream from `startIndex`, as parsed lines of an import. */
export async function* demoLines(
  kind: RecordKind,
  count: number,
  options: StreamOptions,
): AsyncGenerator<ParsedLine> {
  let index = options.startIndex;
  let line = 0;
  if (kind === 'projects') {
    for (const p of generateProjects(count, options)) yield { line: ++line, record: demoProject(p, index++) };
  } else {
    for (const t of generateTenders(count, options)) yield { line: ++line, record: demoTender(t, index++) };
  }
}

/** Stores `count` records of a kind's stream, dated within the window before `endDate`. */
async function storeDemo(
  payload: Payload,
  kind: RecordKind,
  count: number,
  options: StreamOptions,
): Promise<ImportSummary> {
  const summary = await storeLines(payload, demoLines(kind, count, options), { kind, batchSize: BATCH_SIZE });
  if (kind === 'projects') await storeStageHistory(payload, count, options);
  return summary;
}

/**
 * The stages generated projects went through before the one they are imported in (the import
 * itself notes only the stage it sees), so project pages show a history.
 */
async function storeStageHistory(payload: Payload, count: number, options: StreamOptions) {
  const rows: { sourceId: string; stage: string; at: string }[] = [];
  const db = rawSql(payload);
  let index = options.startIndex;
  for (const p of generateProjects(count, options)) {
    const sourceId = demoSourceId('projects', index++);
    for (const h of p.stageHistory) rows.push({ sourceId, stage: h.stage, at: h.at });
    if (rows.length >= BATCH_SIZE) await recordStages(db, rows.splice(0));
  }
  if (rows.length) await recordStages(db, rows);
}

/**
 * The first seed's store: the pipeline's batches (storeBatch) without storeLines' cache expiry.
 * During start-up the server answers no request, so that expiry (outside a request it asks this
 * server over HTTP) would wait out its timeout after every batch, ~50 s per kind; and nothing is
 * cached before the first start anyway. Returns the rows inserted.
 */
async function storeSeed(payload: Payload, kind: RecordKind, count: number, options: StreamOptions) {
  let inserted = 0;
  let batch: ImportedRecord[] = [];
  // Projects' earlier stages, written after their rows (one generator pass for both).
  const stages: { sourceId: string; stage: string; at: string }[] = [];
  const flush = async () => {
    inserted += (await storeBatch(payload, kind, batch)).inserted;
    batch = [];
    if (stages.length) await recordStages(rawSql(payload), stages.splice(0));
  };
  let index = options.startIndex;
  const records: Iterable<ImportedRecord> =
    kind === 'projects'
      ? (function* () {
          for (const p of generateProjects(count, options)) {
            const record = demoProject(p, index++);
            for (const h of p.stageHistory)
              stages.push({ sourceId: record.sourceId, stage: h.stage, at: h.at });
            yield record;
          }
        })()
      : (function* () {
          for (const t of generateTenders(count, options)) yield demoTender(t, index++);
        })();
  for (const record of records) {
    batch.push(record);
    if (batch.length >= BATCH_SIZE) await flush();
  }
  if (batch.length) await flush();
  return inserted;
}

const rowCount = async (payload: Payload, kind: RecordKind) =>
  (await payload.count({ collection: kind, overrideAccess: true })).totalDocs;

/**
 * First start: seeds DEMO_SEED_ROWS records of each empty kind, dated over the year up to `now`,
 * and starts the watermark. Nothing with DEMO_FEED=off, or when neither table is empty.
 */
export async function seedDemoData(payload: Payload, now = new Date()): Promise<void> {
  if (!demoFeedEnabled()) return;
  const next: DemoWatermark['next'] = {};
  for (const kind of KINDS) {
    if ((await rowCount(payload, kind)) > 0) continue;
    const started = performance.now();
    const inserted = await storeSeed(payload, kind, DEMO_SEED_ROWS, { startIndex: 0, endDate: now });
    // Planner statistics for the fresh table, so each listing filter picks its index.
    await rawSql(payload).query(sql`ANALYZE ${sql.identifier(kind)}`);
    const ms = Math.round(performance.now() - started);
    payload.logger.info(
      `Seeded ${inserted} demo ${kind} in ${ms} ms (${Math.round((inserted * 1000) / Math.max(ms, 1))} rows/s)`,
    );
    next[kind] = DEMO_SEED_ROWS;
  }
  if (Object.keys(next).length) {
    // And for the organisations the records made (the name search's plan reads them).
    await rawSql(payload).query(sql`ANALYZE organisations`);
    const stored = await payload.kv.get<DemoWatermark>(WATERMARK_KEY);
    await payload.kv.set(WATERMARK_KEY, {
      next: { ...stored?.next, ...next },
      until: now.toISOString(),
    } satisfies DemoWatermark);
  }
}

/** The newest record of a kind's demo stream, by row id (`sort`) or by date. */
async function newestDemo(payload: Payload, kind: RecordKind, sort: '-id' | '-publishedAt') {
  const { docs } = await payload.find({
    collection: kind,
    where: { sourceId: { like: `demo-${kind === 'projects' ? 'p' : 't'}-` } },
    sort,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { sourceId: true, publishedAt: true },
  });
  const doc = docs[0] as { sourceId?: string; publishedAt?: string } | undefined;
  const index = Number(/^demo-[pt]-(\d+)$/.exec(doc?.sourceId ?? '')?.[1] ?? 0);
  return doc && index > 0 ? { next: index, publishedAt: doc.publishedAt ?? null } : null;
}

/**
 * A database seeded before the feed kept a watermark (by the bulk load, or by the migration that
 * named its rows `demo-…`): the feed continues from its newest demo records. Null when there are
 * none, so the feed never starts on a database of real records.
 */
async function adoptWatermark(payload: Payload): Promise<DemoWatermark | null> {
  const next: DemoWatermark['next'] = {};
  let until = 0;
  for (const kind of KINDS) {
    const last = await newestDemo(payload, kind, '-id');
    const newest = await newestDemo(payload, kind, '-publishedAt');
    if (!last || !newest?.publishedAt) continue;
    next[kind] = last.next;
    until = Math.max(until, Date.parse(newest.publishedAt));
  }
  return Object.keys(next).length ? { next, until: new Date(until).toISOString() } : null;
}

/** China-time day number of an instant. */

export interface TopUpResult {
  /** Records added per kind. */
  added: Partial<Record<RecordKind, number>>;
  /** The window filled: (from, to]. */
  from: string;
  to: string;
}

/**
 * Tops the demo data up to `now` when the feed last ran before today (China time): records for
 * the window since then (at most a year), `perDay` a day on average (fewer at weekends, none at
 * night), continuing each kind's stream. Run twice the same day, the second run adds nothing;
 * returns null when nothing was due (or DEMO_FEED=off, or there is no demo data to continue).
 */
export async function topUpDemoData(
  payload: Payload,
  now = new Date(),
  { perDay = DEMO_ROWS_PER_DAY }: { perDay?: number } = {},
): Promise<TopUpResult | null> {
  if (!demoFeedEnabled()) return null;
  const mark = (await payload.kv.get<DemoWatermark>(WATERMARK_KEY)) ?? (await adoptWatermark(payload));
  if (!mark) return null;
  const until = Date.parse(mark.until);
  if (Number.isFinite(until) && chinaDayNumber(until) >= chinaDayNumber(now.getTime())) return null;
  const from = new Date(
    Math.max(Number.isFinite(until) ? until : 0, now.getTime() - DATE_SPAN_DAYS * DAY_MS),
  );
  const spanDays = (now.getTime() - from.getTime()) / DAY_MS;
  const count = recordsInWindow(from, now, perDay);
  const added: TopUpResult['added'] = {};
  const next: DemoWatermark['next'] = { ...mark.next };
  for (const kind of KINDS) {
    const stored = mark.next[kind];
    if (stored === undefined) continue;
    // Rows appended meanwhile by `npm run db:seed` continue the same stream: start after them.
    const startIndex = Math.max(stored, (await newestDemo(payload, kind, '-id'))?.next ?? 0);
    if (count > 0) await storeDemo(payload, kind, count, { startIndex, endDate: now, spanDays });
    added[kind] = count;
    next[kind] = startIndex + count;
  }
  await payload.kv.set(WATERMARK_KEY, { next, until: now.toISOString() } satisfies DemoWatermark);
  const counts = Object.entries(added).map(([kind, n]) => `${n} ${kind}`);
  payload.logger.info(
    `Demo feed: added ${counts.join(' and ') || 'nothing'}, dated ${from.toISOString()} to ${now.toISOString()}`,
  );
  return { added, from: from.toISOString(), to: now.toISOString() };
}

/**
 * Queues one `demoFeed` job (server start), unless DEMO_FEED=off or one is already due or
 * running: of several instances starting together, the first queues it and one runs it. The
 * daily run the schedule queued (waiting for 00:10) does not count: the start tops up now.
 */
export async function queueDemoTopUp(payload: Payload, now = new Date()): Promise<void> {
  if (!demoFeedEnabled()) return;
  const { totalDocs: pending } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'demoFeed' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        {
          or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }],
        },
      ],
    },
    overrideAccess: true,
  });
  if (pending === 0) await payload.jobs.queue({ task: 'demoFeed', input: {} });
}
