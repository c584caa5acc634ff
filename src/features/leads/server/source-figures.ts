import { CONVERSION_STATES, type ConversionState } from '@/catalog/lead-sources';
import {
  SOURCE_COLUMNS,
  type SourceColumn,
  type SourcePeriod,
  type SourceRow,
} from '@/features/leads/schemas/dashboard';
import { LEADS } from '@/features/leads/lead-kinds';
import { type RawSql, sql } from '@/server/db';

/**
 * The dashboard's 'Where leads come from' (docs/leads.md): leads of both kinds by engine,
 * campaign, landing kind, landing page and keyword over the last 7 and 30 days. Each column is
 * indexed with the receipt time, (received_at, column): per kind of lead and column one GROUP BY
 * over the 30 days' index range counts both periods at once, and the two kinds are merged here,
 * so the work is a read of each index range, whatever the number of leads (docs/benchmarks.md).
 */
const COLUMNS: Record<SourceColumn, string> = {
  engines: 'source_engine',
  campaigns: 'source_utm_campaign',
  kinds: 'source_landing_kind',
  landings: 'source_landing',
  keywords: 'source_keyword',
};

/** The columns whose values are many: the ten most frequent values of each period only. */
const TOP_TEN = new Set<SourceColumn>(['campaigns', 'landings', 'keywords']);

const TABLES = [LEADS.feedback.table, LEADS.trial.table].map((t) => sql.identifier(t));

type Counts = Map<string | null, { n7: number; n30: number }>;

/** A column's values with their 7- and 30-day counts, both lead tables merged. */
async function counted(db: RawSql, column: string, since7: string, since30: string): Promise<Counts> {
  const c = sql.identifier(column);
  const counts: Counts = new Map();
  for (const t of TABLES) {
    const rows = await db.query<{ k: unknown; n7: unknown; n30: unknown }>(
      sql`SELECT ${c} AS k, SUM(CASE WHEN received_at >= ${since7} THEN 1 ELSE 0 END) AS n7, COUNT(*) AS n30
          FROM ${t} WHERE received_at >= ${since30} GROUP BY ${c}`,
    );
    for (const r of rows) {
      const key = r.k === null || r.k === undefined ? null : String(r.k);
      const sum = counts.get(key) ?? { n7: 0, n30: 0 };
      sum.n7 += Number(r.n7 ?? 0);
      sum.n30 += Number(r.n30 ?? 0);
      counts.set(key, sum);
    }
  }
  return counts;
}

/** A period's rows of one column: by count (then value), the leads without a value last. */
function rowsOf(counts: Counts, period: 'n7' | 'n30', total: number, top: boolean): SourceRow[] {
  const rows = [...counts]
    .filter(([key, n]) => n[period] > 0 && !(top && key === null))
    .map(([key, n]) => ({ key, count: n[period], share: total ? n[period] / total : 0 }))
    .sort(
      (a, b) =>
        Number(a.key === null) - Number(b.key === null) ||
        b.count - a.count ||
        String(a.key).localeCompare(String(b.key)),
    );
  return top ? rows.slice(0, 10) : rows;
}

/** Conversion reports by state, of the leads received in each period. */
async function conversions(db: RawSql, since7: string, since30: string) {
  const none = () =>
    Object.fromEntries(CONVERSION_STATES.map((s) => [s, 0])) as Record<ConversionState, number>;
  const out = { 7: none(), 30: none() };
  for (const t of TABLES) {
    const rows = await db.query<{ s: unknown; n7: unknown; n30: unknown }>(
      sql`SELECT source_conversion AS s, SUM(CASE WHEN received_at >= ${since7} THEN 1 ELSE 0 END) AS n7,
            COUNT(*) AS n30
          FROM ${t} WHERE source_conversion IS NOT NULL AND received_at >= ${since30} GROUP BY source_conversion`,
    );
    for (const r of rows) {
      const state = String(r.s) as ConversionState;
      if (!CONVERSION_STATES.includes(state)) continue;
      out[7][state] += Number(r.n7 ?? 0);
      out[30][state] += Number(r.n30 ?? 0);
    }
  }
  return out;
}

/** Both periods' figures: the last 7 days (from `since7`) and the last 30 (from `since30`). */
export async function sourcePeriods(db: RawSql, since7: string, since30: string): Promise<SourcePeriod[]> {
  const counts = {} as Record<SourceColumn, Counts>;
  for (const name of SOURCE_COLUMNS) counts[name] = await counted(db, COLUMNS[name], since7, since30);
  const reports = await conversions(db, since7, since30);
  return ([7, 30] as const).map((days) => {
    const period = days === 7 ? 'n7' : 'n30';
    // Every lead of the period has one engine value (null included): their sum is the total.
    const total = [...counts.engines.values()].reduce((s, n) => s + n[period], 0);
    const rows = (name: SourceColumn) => rowsOf(counts[name], period, total, TOP_TEN.has(name));
    return {
      days,
      total,
      engines: rows('engines'),
      campaigns: rows('campaigns'),
      kinds: rows('kinds'),
      landings: rows('landings'),
      keywords: rows('keywords'),
      conversions: reports[days],
    };
  });
}
