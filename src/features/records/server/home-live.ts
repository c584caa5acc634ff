/**
 * The home page's live block (docs/pages.md, 'Home'): today's and the last 7 days' new projects
 * and tenders (China days), and the newest of each. The figures are the week's rows of
 * `record_days`, which triggers keep as records are written (migration 20261202_160000), so they
 * cost seven rows however many records a day holds; counting the `published_at` index's range
 * grew with them (docs/benchmarks.md, 'Costs against the size'). The newest are the head of that
 * index. The page caches the block under the listings' tag, which an import that adds records
 * expires.
 */
import { chinaDateStart, chinaDay } from '@/text/china-time';
import type { RecordKind } from '@/catalog/routes';
import { CACHE_TAGS } from '@/routing/cache-tags';
import type { HomeLive } from '@/schemas/home-live';
import { cachedRead } from '@/server/cache';
import { type RawSql, getPageSql, sql } from '@/server/db';
import type { Locale } from './types';
import { LINK_COLUMNS, recordLinks } from '@/server/record-links';

/** Newest records of each kind on the home page. */
export const HOME_NEWEST = 10;
/** The second figure's span, today included. */
export const HOME_WEEK_DAYS = 7;

const DAY_MS = 86_400_000;

/** The block's records and figures; its keywords come from the keyword list (keyword-links.ts). */
export type HomeLiveRecords = Omit<HomeLive, 'keywords'>;

const KINDS: RecordKind[] = ['tenders', 'projects'];

/** Records of `kind` published on each China day from `first` to `last` (YYYY-MM-DD), by day. */
async function dayCounts(
  db: RawSql,
  kind: RecordKind,
  first: string,
  last: string,
): Promise<Map<string, number>> {
  const rows = await db.query<{ day: string; count: unknown }>(
    sql`SELECT day, count FROM record_days WHERE kind = ${kind} AND day >= ${first} AND day <= ${last}`,
  );
  return new Map(rows.map((r) => [r.day, Number(r.count)]));
}

/**
 * The block's figures for the China day `day` (YYYY-MM-DD): records dated later (a provider's
 * clock ahead of ours) wait for their day, in the counts and the lists alike.
 */
export async function readHomeLive(locale: Locale, day: string, db?: RawSql): Promise<HomeLiveRecords> {
  db ??= await getPageSql();
  const start = chinaDateStart(day);
  const to = new Date(start + DAY_MS).toISOString();
  const weekFrom = chinaDay(start - (HOME_WEEK_DAYS - 1) * DAY_MS);
  const perKind = await Promise.all(
    KINDS.map(async (kind) => {
      const [days, rows] = await Promise.all([
        dayCounts(db, kind, weekFrom, day),
        db.query<Record<string, unknown>>(
          sql`SELECT ${LINK_COLUMNS} FROM ${sql.identifier(kind)} WHERE published_at < ${to}
           ORDER BY published_at DESC LIMIT ${HOME_NEWEST}`,
        ),
      ]);
      let week = 0;
      for (const n of days.values()) week += n;
      return {
        kind,
        figures: { today: days.get(day) ?? 0, week },
        newest: recordLinks(rows, locale),
      };
    }),
  );
  return {
    day,
    figures: Object.fromEntries(perKind.map((k) => [k.kind, k.figures])) as HomeLiveRecords['figures'],
    newest: Object.fromEntries(perKind.map((k) => [k.kind, k.newest])) as HomeLiveRecords['newest'],
  };
}

const cachedHomeLive = cachedRead('home-live', [CACHE_TAGS.teaserTotals], (locale: Locale, day: string) =>
  readHomeLive(locale, day),
);

/** Today's block (the day is part of the cache key, so the figures turn over at China midnight). */
export function homeLiveRecords(locale: Locale, now = Date.now()): Promise<HomeLiveRecords> {
  return cachedHomeLive(locale, chinaDay(now));
}
