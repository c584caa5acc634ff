import type { Payload } from 'payload';
import { OVERDUE_HOURS, chinaDay, chinaDayStart } from '@/catalog/lead-times';
import { getConfig } from '@/config/env';
import type { DashboardData, LeadCounts } from '@/schemas/dashboard';
import { isoDate, rawSql, sql } from '../db';
import { isStale, lastRecordAdded } from './stale';

/**
 * The admin dashboard's figures (docs/backend.md, 'Admin dashboard'): counts over indexed columns
 * only, computed again once a minute or when a lead, import or alert changed, and served from
 * memory in between, so the page opens fast at millions of records.
 */
export const DASHBOARD_TTL_MS = 60_000;
const DAY = 86_400_000;

export type LeadKind = keyof LeadCounts;
export type DashboardFigures = DashboardData;
type Counts = LeadCounts;

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function computeDashboardFigures(payload: Payload): Promise<DashboardFigures> {
  const db = rawSql(payload);
  const now = Date.now();
  const todayStart = chinaDayStart(now);
  const since7 = todayStart - 6 * DAY;
  const since30 = todayStart - 29 * DAY;
  const iso = (t: number) => new Date(t).toISOString();
  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await db.query<{ n: unknown }>(statement))[0]?.n ?? 0);

  const tables = { feedback: sql.raw('feedback'), trial: sql.raw('apply_records') };
  const times: Record<LeadKind, number[]> = { feedback: [], trial: [], alerts: [] };
  for (const kind of ['feedback', 'trial'] as const) {
    const rows = await db.query<{ at: unknown }>(
      sql`SELECT received_at AS at FROM ${tables[kind]} WHERE received_at >= ${iso(since30)}`,
    );
    times[kind] = rows.map((r) => Date.parse(isoDate(r.at)));
  }
  const alertRows = await db.query<{ at: unknown }>(
    sql`SELECT confirmed_at AS at FROM alerts WHERE confirmed = ${true} AND confirmed_at >= ${iso(since30)}`,
  );
  times.alerts = alertRows.map((r) => Date.parse(isoDate(r.at)));

  const tally = (from: number) =>
    Object.fromEntries(
      (Object.keys(times) as LeadKind[]).map((k) => [k, times[k].filter((t) => t >= from).length]),
    ) as Counts;
  const daily = Array.from({ length: 30 }, (_, i) => {
    const start = since30 + i * DAY;
    const row = { day: chinaDay(start) } as { day: string } & Counts;
    for (const k of Object.keys(times) as LeadKind[]) {
      row[k] = times[k].filter((t) => t >= start && t < start + DAY).length;
    }
    return row;
  });

  const overdueBefore = iso(now - OVERDUE_HOURS * 3_600_000);
  const unassigned = { feedback: 0, trial: 0 };
  const overdue = { feedback: 0, trial: 0 };
  const contactMinutes: number[] = [];
  for (const kind of ['feedback', 'trial'] as const) {
    unassigned[kind] = await count(sql`SELECT COUNT(*) AS n FROM ${tables[kind]} WHERE assignee_id IS NULL`);
    overdue[kind] = await count(
      sql`SELECT COUNT(*) AS n FROM ${tables[kind]} WHERE status = 'new' AND received_at < ${overdueBefore}`,
    );
    const contacted = await db.query<{ r: unknown; c: unknown }>(
      sql`SELECT received_at AS r, first_contact_at AS c FROM ${tables[kind]} WHERE first_contact_at >= ${iso(now - 30 * DAY)}`,
    );
    for (const row of contacted) {
      contactMinutes.push((Date.parse(isoDate(row.c)) - Date.parse(isoDate(row.r))) / 60_000);
    }
  }

  const newestOf = async (table: 'projects' | 'tenders') => {
    const [row] = await db.query<{ at: unknown }>(sql`SELECT MAX(published_at) AS at FROM ${sql.raw(table)}`);
    return row?.at ? isoDate(row.at) : null;
  };
  const addedSince = async (from: number) =>
    (await count(sql`SELECT COUNT(*) AS n FROM projects WHERE created_at >= ${iso(from)}`)) +
    (await count(sql`SELECT COUNT(*) AS n FROM tenders WHERE created_at >= ${iso(from)}`));

  const imports = await db.query<{
    id: unknown;
    filename: unknown;
    status: unknown;
    rejected: unknown;
    finished_at: unknown;
  }>(sql`SELECT id, filename, status, rejected, finished_at FROM imports ORDER BY created_at DESC LIMIT 5`);
  const status = await payload.findGlobal({ slug: 'ops-status', overrideAccess: true, depth: 0 });
  const last = await lastRecordAdded(payload);

  return {
    at: iso(now),
    today: tally(todayStart),
    last7: tally(since7),
    daily,
    unassigned,
    overdue,
    overdueBefore,
    todayStart: iso(todayStart),
    medianContactMinutes: median(contactMinutes),
    newest: { projects: await newestOf('projects'), tenders: await newestOf('tenders') },
    importedToday: await addedSince(todayStart),
    imported7: await addedSince(since7),
    imports: imports.map((r) => ({
      id: Number(r.id),
      filename: String(r.filename ?? ''),
      status: String(r.status ?? ''),
      rejected: Number(r.rejected ?? 0),
      finishedAt: r.finished_at ? isoDate(r.finished_at) : null,
    })),
    failedJobs: await count(sql`SELECT COUNT(*) AS n FROM payload_jobs WHERE has_error = ${true}`),
    confirmedAlerts: await count(sql`SELECT COUNT(*) AS n FROM alerts WHERE confirmed = ${true}`),
    digest: status.digestAt
      ? { at: status.digestAt, sent: status.digestSent ?? 0, failed: status.digestFailed ?? 0 }
      : null,
    stale: { stale: isStale(last, now), last, limitHours: getConfig().STALE_DATA_HOURS },
  };
}

/**
 * What changes the lead and import figures, read from primary keys and indexed columns: a new or
 * edited lead, import or alert shows at once, not after the minute.
 */
async function changeMark(payload: Payload): Promise<string> {
  const [row] = await rawSql(payload).query<Record<string, unknown>>(
    sql`SELECT (SELECT MAX(updated_at) FROM feedback) AS f, (SELECT MAX(updated_at) FROM apply_records) AS a,
               (SELECT MAX(updated_at) FROM imports) AS i, (SELECT MAX(updated_at) FROM alerts) AS l,
               (SELECT COUNT(*) FROM feedback) AS fc, (SELECT COUNT(*) FROM apply_records) AS ac`,
  );
  return JSON.stringify(row ?? {});
}

let cached: { at: number; mark: string; figures: Promise<DashboardFigures> } | undefined;

/** The figures, computed again after a minute or a change (one computation for concurrent readers). */
export async function dashboardFigures(payload: Payload): Promise<DashboardFigures> {
  const mark = await changeMark(payload);
  if (!cached || cached.mark !== mark || Date.now() - cached.at > DASHBOARD_TTL_MS) {
    const figures = computeDashboardFigures(payload);
    cached = { at: Date.now(), mark, figures };
    figures.catch(() => (cached = undefined));
  }
  return cached.figures;
}
