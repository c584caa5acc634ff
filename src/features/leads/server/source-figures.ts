import type { SourcePeriod, SourceRow } from '@/features/leads/schemas/dashboard';
import { LEADS } from '@/features/leads/lead-kinds';
import { type RawSql, sql } from '@/server/db';

/**
 * The dashboard's 'Where leads come from' (docs/leads.md): leads of both kinds by engine,
 * campaign, landing kind, landing page and keyword over the last 7 and 30 days. Each column is
 * indexed with the receipt time, (received_at, column), so a period is one index range read per
 * kind, grouped; at 100,000 leads it stays well under the dashboard's second (docs/benchmarks.md).
 */
const COLUMNS = {
  engines: 'source_engine',
  campaigns: 'source_utm_campaign',
  kinds: 'source_landing_kind',
  landings: 'source_landing',
  keywords: 'source_keyword',
} as const;

/** The grouped columns whose values are many: their ten most frequent values only. */
const TOP_TEN = new Set<keyof typeof COLUMNS>(['campaigns', 'landings', 'keywords']);

const TABLES = [LEADS.feedback.table, LEADS.trial.table].map((t) => sql.identifier(t));

async function grouped(
  db: RawSql,
  column: string,
  since: string,
  total: number,
  top: boolean,
): Promise<SourceRow[]> {
  const c = sql.identifier(column);
  const union = sql.join(
    // As text: on PostgreSQL each table's select column has an enum type of its own.
    TABLES.map((t) => sql`SELECT CAST(${c} AS TEXT) AS k FROM ${t} WHERE received_at >= ${since}`),
    sql` UNION ALL `,
  );
  const rows = await db.query<{ k: string | null; n: unknown }>(
    sql`SELECT k, COUNT(*) AS n FROM (${union}) u ${top ? sql`WHERE k IS NOT NULL` : sql``}
        GROUP BY k ORDER BY n DESC, k ${top ? sql`LIMIT 10` : sql``}`,
  );
  return rows.map((r) => {
    const count = Number(r.n);
    return { key: r.k ?? null, count, share: total ? count / total : 0 };
  });
}

export async function sourcePeriod(db: RawSql, days: 7 | 30, since: string): Promise<SourcePeriod> {
  let total = 0;
  const conversions = { reported: 0, failed: 0, queued: 0 };
  for (const t of TABLES) {
    const [row] = await db.query<{ n: unknown }>(
      sql`SELECT COUNT(*) AS n FROM ${t} WHERE received_at >= ${since}`,
    );
    total += Number(row?.n ?? 0);
    const states = await db.query<{ s: string; n: unknown }>(
      sql`SELECT source_conversion AS s, COUNT(*) AS n FROM ${t}
          WHERE source_conversion IS NOT NULL AND received_at >= ${since} GROUP BY source_conversion`,
    );
    for (const { s, n } of states)
      if (s in conversions) conversions[s as keyof typeof conversions] += Number(n);
  }
  const figures = { days, total, conversions } as SourcePeriod;
  for (const [name, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
    figures[name] = await grouped(db, column, since, total, TOP_TEN.has(name));
  }
  return figures;
}
