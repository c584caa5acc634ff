import { findProjectCategory, findProvince } from '@/catalog';
import { type RecordKind, recordDetailPath } from '@/catalog/routes';
import { localizedPath } from '@/i18n/routing';
import { type AlertFilter, alertResultsHref, biddingTabFilter } from '@/schemas/alerts';
import { type RawSql, rawSql, sql } from '@/server/db';
import { type MailSender, createMailSender } from '@/server/mail/sender';
import { getPayload } from '@/server/payload';
import { localizedTitles, listProjects, listTenders } from '@/features/records';
import type { Locale } from '@/i18n/routing';
import { type DigestRecord, digestMail } from './mails';
import { type DigestMatch, organisationMatches } from './organisation';
import { recordTable, siteUrl, storedFilter, unsubscribeUrl } from './subscribe';

/**
 * The daily digest (docs/backend.md, 'Saved-search alerts'). Each confirmed alert keeps a watermark: the
 * newest record id a digest has covered. A run takes the newest ids of both tables first and, per alert,
 * looks for matches in (watermark, newest]; the matching is the listings' own query (src/server/teasers) with
 * that id window, run once per group of alerts with equal filter and watermark. An alert's watermark moves
 * only after its mail was accepted by the SMTP server (or when nothing matched), so a run that crashed or
 * failed is repeated by the next without sending any alert twice, beyond a mail in flight at the very moment
 * of a crash.
 */
const DIGEST_MAX_RECORDS = 20;

interface AlertRow {
  id: number | string;
  email: string;
  locale: string;
  filter: unknown;
  filter_key: string;
  watermark: number | string;
}

interface DigestOptions {
  sender?: MailSender;
  /** Mails sent at once (over the pooled connections). */
  concurrency?: number;
  /** Test hook of `alerts:send --crash-after`: called after each alert's watermark is stored. */
  onAlertDone?: (sent: number) => void;
  log?: (line: string) => void;
}

interface DigestSummary {
  alerts: number;
  groups: number;
  queries: number;
  sent: number;
  failed: number;
  seconds: number;
}

/** One group's matches, newest first; one more than a mail shows tells whether there are more. */
interface Found {
  kind: RecordKind;
  list: DigestMatch[];
}

/**
 * One group's matches in the id window: the listing query of the alert's filter, or an
 * organisation's records (./organisation.ts).
 */
async function matches(
  db: RawSql,
  filter: AlertFilter,
  locale: Locale,
  afterId: number,
  throughId: number,
): Promise<Found> {
  const common = {
    locale,
    keyword: filter.keyword,
    province: filter.province,
    industry: filter.industry,
    amountMin: filter.amountMin,
    amountMax: filter.amountMax,
    afterId,
    throughId,
    pageNo: 1,
    // One more than a mail shows tells whether there are more, without counting them.
    pageSize: DIGEST_MAX_RECORDS + 1,
    withTotal: false,
  };
  const kind = recordTable(filter);
  if (filter.org !== undefined) {
    const found = await organisationMatches(
      db,
      { ...filter, org: filter.org },
      afterId,
      throughId,
      common.pageSize,
    );
    const titles = await localizedTitles(
      db,
      kind,
      found.map((r) => r.id),
      locale,
    );
    return { kind, list: found.map((r) => ({ ...r, title: titles.get(r.id) ?? '' })) };
  }
  const page =
    kind === 'tenders'
      ? await listTenders({ ...common, ...biddingTabFilter(filter.category) }, db)
      : await listProjects(
          { ...common, stage: filter.stage, categoryCode: findProjectCategory(filter.category)?.code },
          db,
        );
  return { kind, list: page.list };
}

/**
 * The matches as mail lines in each language of the group, each linking to its record's own
 * page. The match ran once (in `matchedIn`); the other languages only look their titles up.
 */
async function digestRecords(
  db: RawSql,
  found: Found,
  matchedIn: Locale,
  locales: Set<Locale>,
): Promise<Map<Locale, DigestRecord[]>> {
  const out = new Map<Locale, DigestRecord[]>();
  const list = found.list.slice(0, DIGEST_MAX_RECORDS);
  if (!list.length) return out;
  const ids = list.map((r) => r.id);
  const rows = await db.query<{ id: number | string; source_id: string }>(
    sql`SELECT id, source_id FROM ${sql.identifier(found.kind)} WHERE id IN ${ids}`,
  );
  const sourceIds = new Map(rows.map((r) => [Number(r.id), String(r.source_id)]));
  for (const locale of locales) {
    const titles =
      locale === matchedIn
        ? new Map(list.map((r) => [r.id, r.title]))
        : await localizedTitles(db, found.kind, ids, locale);
    out.set(
      locale,
      list.flatMap((r) => {
        const sourceId = sourceIds.get(r.id);
        if (!sourceId) return [];
        const place = findProvince(r.province)?.[locale] ?? '';
        return [
          {
            title: titles.get(r.id) || r.title,
            url: siteUrl(localizedPath(locale, recordDetailPath(found.kind, sourceId))),
            meta: [r.publishedAt.slice(0, 10), place].filter(Boolean).join(' · '),
          },
        ];
      }),
    );
  }
  return out;
}

const localeOf = (row: AlertRow): Locale => (row.locale === 'en' ? 'en' : 'zh');

/** Runs `task` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

async function advance(db: RawSql, ids: number[], watermark: number): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    await db.query(sql`UPDATE alerts SET watermark = ${watermark} WHERE id IN ${part}`);
  }
}

export async function sendDigests(options: DigestOptions = {}): Promise<DigestSummary> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.info(`[alerts] ${line}`));
  // Beside the server on SQLite, every connection waits for the other's lock (src/database.ts).
  const db = rawSql(await getPayload());
  const newest = { projects: 0, tenders: 0 };
  for (const table of ['projects', 'tenders'] as const) {
    const [row] = await db.query<{ m: number | string | null }>(
      sql`SELECT max(id) AS m FROM ${sql.identifier(table)}`,
    );
    newest[table] = Number(row?.m ?? 0);
  }
  const rows = await db.query<AlertRow>(
    sql`SELECT id, email, locale, filter, filter_key, watermark FROM alerts WHERE confirmed = ${true} ORDER BY id`,
  );
  const groups = new Map<string, AlertRow[]>();
  for (const row of rows) {
    // Equal filters (in either language) with equal watermarks: one match for all of them.
    const key = `${row.filter_key}\n${Number(row.watermark)}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const sender = options.sender ?? createMailSender({ pool: true });
  const summary: DigestSummary = {
    alerts: rows.length,
    groups: groups.size,
    queries: 0,
    sent: 0,
    failed: 0,
    seconds: 0,
  };
  const pending: {
    row: AlertRow;
    filter: AlertFilter;
    records: DigestRecord[];
    more: boolean;
    through: number;
  }[] = [];
  try {
    for (const group of groups.values()) {
      const first = group[0];
      const filter = storedFilter(first.filter);
      if (!filter) continue;
      const locale = localeOf(first);
      const watermark = Number(first.watermark);
      const through = newest[recordTable(filter)];
      if (through <= watermark) continue;
      summary.queries++;
      const found = await matches(db, filter, locale, watermark, through);
      const records = await digestRecords(db, found, locale, new Set(group.map(localeOf)));
      // Nothing new: no mail, and the window is covered.
      if (!records.size)
        await advance(
          db,
          group.map((r) => Number(r.id)),
          through,
        );
      else {
        const more = found.list.length > DIGEST_MAX_RECORDS;
        for (const row of group)
          pending.push({ row, filter, records: records.get(localeOf(row)) ?? [], more, through });
      }
    }
    await eachLimited(pending, options.concurrency ?? 10, async ({ row, filter, records, more, through }) => {
      const id = Number(row.id);
      const locale = localeOf(row);
      try {
        await sender.send(
          digestMail({
            to: row.email,
            locale,
            filter,
            records,
            more,
            resultsUrl: siteUrl(localizedPath(locale, alertResultsHref(filter))),
            unsubscribeUrl: await unsubscribeUrl({ id, email: row.email }),
          }),
        );
      } catch (error) {
        // The watermark stays: the next run (the job's retry, or tomorrow) sends this digest.
        summary.failed++;
        log(`alert ${id}: mail not sent (${(error as Error).message}); kept for the next run`);
        return;
      }
      await db.query(
        sql`UPDATE alerts SET watermark = ${through}, last_sent_at = ${new Date().toISOString()} WHERE id = ${id}`,
      );
      summary.sent++;
      options.onAlertDone?.(summary.sent);
    });
  } finally {
    if (!options.sender) sender.close();
  }
  summary.seconds = (performance.now() - started) / 1000;
  log(
    `${summary.alerts} confirmed alerts in ${summary.groups} groups, ${summary.queries} queries: ${summary.sent} mails sent, ${summary.failed} failed (${summary.seconds.toFixed(1)} s)`,
  );
  return summary;
}
