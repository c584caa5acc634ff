/**
 * The push queue (docs/seo.md, 'Push on publish'): URLs wait in `search_push_queue`, one row per
 * engine, and each run sends them newest first, as many per request as the engine takes, until
 * the queue is empty or Baidu's daily quota is used up; the rest carry over to the next day (China
 * time). A receiver's error keeps the batch queued, is recorded for the admin, and fails the run
 * so the job is retried.
 */
import { chinaDay } from '@/text/china-time';
import type { PushEngine } from '@/features/search-push/collection/SearchPush';
import { type RawSql, isoDate, sql } from '@/server/db';
import { chunks } from '@/server/sql-batches';
import { PushError, SENDERS, URLS_PER_REQUEST } from './engines';
import { type PushSettings, enabledEngines } from './settings';

/** Rows a statement inserts at once: 3 parameters each, well within both databases' limits. */
const INSERT_CHUNK = 1_000;

/**
 * Queues `urls` for every engine with a token (none: nothing is stored). A URL already waiting
 * moves to the front, as the newest.
 */
export async function enqueueUrls(
  db: RawSql,
  settings: PushSettings,
  urls: readonly string[],
  now = new Date(),
): Promise<number> {
  const engines = enabledEngines(settings);
  if (!engines.length || !urls.length) return 0;
  const at = now.toISOString();
  const rows = engines.flatMap((engine) => [...new Set(urls)].map((url) => sql`(${engine}, ${url}, ${at})`));
  for (const part of chunks(rows, INSERT_CHUNK)) {
    await db.query(sql`INSERT INTO search_push_queue (engine, url, queued_at)
      VALUES ${sql.join(part, sql`, `)}
      ON CONFLICT (engine, url) DO UPDATE SET queued_at = excluded.queued_at`);
  }
  return rows.length;
}

export interface EngineStatus {
  engine: PushEngine;
  day: string;
  pushedToday: number;
  /** Baidu's `remain` as its last answer today gave it; null before the first push of the day. */
  remainToday: number | null;
  lastPushAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

interface StatusRow {
  day: string;
  pushed_today: number | string;
  remain_today: number | string | null;
  last_push_at: unknown;
  last_error: string | null;
  last_error_at: unknown;
}

const iso = (value: unknown) => (value == null ? null : isoDate(value));

/** An engine's status, today's counters reset when the stored day is another. */
export async function readStatus(db: RawSql, engine: PushEngine, now = new Date()): Promise<EngineStatus> {
  // Baidu's quota and the admin's 'today' start at China's midnight.
  const day = chinaDay(now.getTime());
  const [row] = await db.query<StatusRow>(
    sql`SELECT day, pushed_today, remain_today, last_push_at, last_error, last_error_at
      FROM search_push_status WHERE engine = ${engine}`,
  );
  const today = row?.day === day;
  return {
    engine,
    day,
    pushedToday: today ? Number(row.pushed_today) : 0,
    remainToday: today && row.remain_today != null ? Number(row.remain_today) : null,
    lastPushAt: iso(row?.last_push_at),
    lastError: row?.last_error ?? null,
    lastErrorAt: iso(row?.last_error_at),
  };
}

async function writeStatus(db: RawSql, s: EngineStatus): Promise<void> {
  await db.query(sql`INSERT INTO search_push_status
      (engine, day, pushed_today, remain_today, last_push_at, last_error, last_error_at)
    VALUES (${s.engine}, ${s.day}, ${s.pushedToday}, ${s.remainToday}, ${s.lastPushAt}, ${s.lastError}, ${s.lastErrorAt})
    ON CONFLICT (engine) DO UPDATE SET day = excluded.day, pushed_today = excluded.pushed_today,
      remain_today = excluded.remain_today, last_push_at = excluded.last_push_at,
      last_error = excluded.last_error, last_error_at = excluded.last_error_at`);
}

/** URLs waiting for an engine. */
export async function waitingCount(db: RawSql, engine: PushEngine): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM search_push_queue WHERE engine = ${engine}`,
  );
  return Number(row?.n ?? 0);
}

export interface PushOptions {
  now?: Date;
  /** URLs per request, at most the engine's own limit (tests make Baidu's small). */
  perRequest?: Partial<Record<PushEngine, number>>;
}

/** Sends one engine's queue, newest first; returns the URLs it accepted. */
async function pushEngine(
  db: RawSql,
  settings: PushSettings,
  engine: PushEngine,
  options: PushOptions,
): Promise<number> {
  const now = options.now ?? new Date();
  const status = await readStatus(db, engine, now);
  const perRequest = Math.min(
    options.perRequest?.[engine] ?? URLS_PER_REQUEST[engine],
    URLS_PER_REQUEST[engine],
  );
  let sent = 0;
  for (;;) {
    const limit = Math.min(perRequest, status.remainToday ?? perRequest);
    if (limit <= 0) break;
    // Taken off the queue before they are sent, so two runs at once (the minute's and a
    // publish's, or two instances) never send one URL twice; a refused request puts them back.
    // A crash mid-request loses that request's URLs, which the sitemaps still list.
    const rows = (
      await db.query<{ id: number | string; url: string; queued_at: unknown }>(
        sql`DELETE FROM search_push_queue WHERE id IN (
            SELECT id FROM search_push_queue WHERE engine = ${engine}
            ORDER BY queued_at DESC, id DESC LIMIT ${limit})
          RETURNING id, url, queued_at`,
      )
    ).sort(
      (a, b) =>
        String(iso(b.queued_at)).localeCompare(String(iso(a.queued_at))) || Number(b.id) - Number(a.id),
    );
    if (!rows.length) break;
    const putBack = () =>
      db.query(sql`INSERT INTO search_push_queue (engine, url, queued_at)
        VALUES ${sql.join(
          // Oldest first: the new ids keep the order the queue read them in.
          [...rows].reverse().map((r) => sql`(${engine}, ${r.url}, ${iso(r.queued_at)})`),
          sql`, `,
        )}
        ON CONFLICT (engine, url) DO NOTHING`);
    let result;
    try {
      result = await SENDERS[engine](
        settings,
        rows.map((r) => r.url),
      );
    } catch (error) {
      await putBack();
      status.lastError = error instanceof PushError ? error.message : `${engine}: ${String(error)}`;
      status.lastErrorAt = now.toISOString();
      await writeStatus(db, status);
      throw error;
    }
    if (result.overQuota) {
      await putBack();
      status.remainToday = 0;
      await writeStatus(db, status);
      break;
    }
    sent += rows.length;
    status.pushedToday += rows.length;
    status.lastPushAt = now.toISOString();
    if (result.remain !== undefined) status.remainToday = Math.max(0, result.remain);
    await writeStatus(db, status);
  }
  return sent;
}

/**
 * One run of the push: every engine with a token sends what waits. An engine's error does not
 * stop the other's; the run then fails with the first error, so the job is retried.
 */
export async function pushQueued(
  db: RawSql,
  settings: PushSettings,
  options: PushOptions = {},
): Promise<Partial<Record<PushEngine, number>>> {
  const sent: Partial<Record<PushEngine, number>> = {};
  let failure: unknown;
  for (const engine of enabledEngines(settings)) {
    try {
      sent[engine] = await pushEngine(db, settings, engine, options);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return sent;
}
