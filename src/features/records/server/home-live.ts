/**
 * The home page's live block (docs/pages.md, 'Home'): today's and the last 7 days' new projects
 * and tenders (China days), and the newest of each. Every figure is one range of the
 * `published_at` index: it costs what a week holds, the same however much history the table holds,
 * but more as the provider publishes more a day (docs/benchmarks.md, 'Costs against the size').
 * The page caches it under the listings' tag, which an import that adds records expires.
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

async function count(db: RawSql, kind: RecordKind, from: string, to: string): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(
    sql`SELECT count(*) AS n FROM ${sql.identifier(kind)} WHERE published_at >= ${from} AND published_at < ${to}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The block's figures for the China day `day` (YYYY-MM-DD): records dated later (a provider's
 * clock ahead of ours) wait for their day, in the counts and the lists alike.
 */
export async function readHomeLive(locale: Locale, day: string, db?: RawSql): Promise<HomeLiveRecords> {
  db ??= await getPageSql();
  const start = chinaDateStart(day);
  const iso = (t: number) => new Date(t).toISOString();
  const [from, weekFrom, to] = [iso(start), iso(start - (HOME_WEEK_DAYS - 1) * DAY_MS), iso(start + DAY_MS)];
  const perKind = await Promise.all(
    KINDS.map(async (kind) => {
      // The six days before today and today itself: each index entry is counted once.
      const [before, today, rows] = await Promise.all([
        count(db, kind, weekFrom, from),
        count(db, kind, from, to),
        db.query<Record<string, unknown>>(
          sql`SELECT ${LINK_COLUMNS} FROM ${sql.identifier(kind)} WHERE published_at < ${to}
           ORDER BY published_at DESC LIMIT ${HOME_NEWEST}`,
        ),
      ]);
      return {
        kind,
        figures: { today, week: before + today },
        newest: await recordLinks(db, kind, rows, locale),
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
