import type { Payload } from 'payload';
import { OVERDUE_HOURS } from '@/catalog/lead-times';
import { chinaDay, chinaDayStart } from '@/text/china-time';
import { getConfig } from '@/config/env';
import { LEADS, LEAD_KINDS } from '@/features/leads/lead-kinds';
import type { DashboardData, LeadCounts } from '@/features/leads/schemas/dashboard';
import { type RawSql, type SQL, isoDate, rawSql, sql } from '@/server/db';
import { isStale, lastRecordAdded } from './stale';
import { sourcePeriods } from '../source-figures';

/**
 * The admin dashboard's figures (docs/backend.md, 'Admin dashboard'): counts over indexed columns
 * only, computed again once a minute or when a lead, import or alert changed, and served from
 * memory in between, so the page opens fast at millions of records.
 */
const DASHBOARD_TTL_MS = 60_000;
const DAY = 86_400_000;

/** The median minutes from receipt to first contact of the leads first contacted since `since`. */
async function medianContact(db: RawSql, since: string): Promise<number | null> {
  const contacted = sql`SELECT minutes_to_first_contact AS m FROM feedback WHERE first_contact_at >= ${since}
    UNION ALL SELECT minutes_to_first_contact AS m FROM apply_records WHERE first_contact_at >= ${since}`;
  const n = Number(
    (await db.query<{ n: unknown }>(sql`SELECT COUNT(*) AS n FROM (${contacted}) c`))[0]?.n ?? 0,
  );
  if (n === 0) return null;
  // The middle one, or the middle two of an even count.
  const middle = await db.query<{ m: unknown }>(
    sql`SELECT m FROM (${contacted}) c ORDER BY m LIMIT ${2 - (n % 2)} OFFSET ${Math.floor((n - 1) / 2)}`,
  );
  return middle.reduce((s, r) => s + Number(r.m), 0) / middle.length;
}

/**
 * The failed jobs: those Payload gave up on (their last attempt failed). A job that ended well is
 * deleted (deleteJobOnComplete, src/collections/jobs.ts).
 */
export async function failedJobCount(db: RawSql): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(
    sql`SELECT COUNT(*) AS n FROM payload_jobs WHERE has_error = ${true}`,
  );
  return Number(row?.n ?? 0);
}

export async function computeDashboardFigures(payload: Payload): Promise<DashboardData> {
  const db = rawSql(payload);
  const now = Date.now();
  const todayStart = chinaDayStart(now);
  const since7 = todayStart - 6 * DAY;
  const since30 = todayStart - 29 * DAY;
  const iso = (t: number) => new Date(t).toISOString();
  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await db.query<{ n: unknown }>(statement))[0]?.n ?? 0);

  const tables = { feedback: sql.raw(LEADS.feedback.table), trial: sql.raw(LEADS.trial.table) };
  // One indexed range count per China day: the index answers, whatever the number of leads.
  const perDay = async (table: SQL, column: SQL, where: SQL = sql``) =>
    Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const start = since30 + i * DAY;
        return count(
          sql`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} >= ${iso(start)} AND ${column} < ${iso(start + DAY)} ${where}`,
        );
      }),
    );
  const received = sql.raw('received_at');
  const [feedbackDays, trialDays, alertDays] = [
    await perDay(tables.feedback, received),
    await perDay(tables.trial, received),
    await perDay(sql.raw('alerts'), sql.raw('confirmed_at'), sql`AND confirmed = ${true}`),
  ];
  const daily = Array.from({ length: 30 }, (_, i) => ({
    day: chinaDay(since30 + i * DAY),
    feedback: feedbackDays[i]!,
    trial: trialDays[i]!,
    alerts: alertDays[i]!,
  }));
  const tally = (days: number) =>
    Object.fromEntries(
      (['feedback', 'trial', 'alerts'] as const).map((k) => [
        k,
        daily.slice(-days).reduce((s, d) => s + d[k], 0),
      ]),
    ) as LeadCounts;

  const overdueBefore = iso(now - OVERDUE_HOURS * 3_600_000);
  const unassigned = { feedback: 0, trial: 0 };
  const overdue = { feedback: 0, trial: 0 };
  for (const kind of LEAD_KINDS) {
    unassigned[kind] = await count(sql`SELECT COUNT(*) AS n FROM ${tables[kind]} WHERE assignee_id IS NULL`);
    overdue[kind] = await count(
      sql`SELECT COUNT(*) AS n FROM ${tables[kind]} WHERE status = 'new' AND received_at < ${overdueBefore}`,
    );
  }
  const medianContactMinutes = await medianContact(db, iso(now - 30 * DAY));

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
    today: tally(1),
    last7: tally(7),
    daily,
    unassigned,
    overdue,
    overdueBefore,
    todayStart: iso(todayStart),
    medianContactMinutes,
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
    failedJobs: await failedJobCount(db),
    confirmedAlerts: await count(sql`SELECT COUNT(*) AS n FROM alerts WHERE confirmed = ${true}`),
    digest: status.digestAt
      ? { at: status.digestAt, sent: status.digestSent ?? 0, failed: status.digestFailed ?? 0 }
      : null,
    stale: { stale: isStale(last, now), last, limitHours: getConfig().STALE_DATA_HOURS },
    sources: await sourcePeriods(db, iso(since7), iso(since30)),
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

let cached: { at: number; mark: string; figures: Promise<DashboardData> } | undefined;

/** The figures, computed again after a minute or a change (one computation for concurrent readers). */
export async function dashboardFigures(payload: Payload): Promise<DashboardData> {
  const mark = await changeMark(payload);
  if (!cached || cached.mark !== mark || Date.now() - cached.at > DASHBOARD_TTL_MS) {
    const figures = computeDashboardFigures(payload);
    cached = { at: Date.now(), mark, figures };
    figures.catch(() => (cached = undefined));
  }
  return cached.figures;
}
