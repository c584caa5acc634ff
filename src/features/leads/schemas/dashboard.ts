import type { ConversionState } from '@/catalog/lead-sources';

/** Leads by kind: feedback, trial applications, confirmed alert sign-ups. */
export type LeadCounts = { feedback: number; trial: number; alerts: number };

/** One value of a source column over a period: its leads and their share of all the period's leads. */
export interface SourceRow {
  /** The column's value; null for leads without one (no source recorded). */
  key: string | null;
  count: number;
  share: number;
}

/** The lead-source tables of the dashboard, in the order it shows them. */
export const SOURCE_COLUMNS = ['engines', 'campaigns', 'kinds', 'landings', 'keywords'] as const;
export type SourceColumn = (typeof SOURCE_COLUMNS)[number];

/** Where the leads of the last `days` days came from (src/features/leads/server/source-figures.ts). */
export type SourcePeriod = { days: 7 | 30; total: number } & Record<SourceColumn, SourceRow[]> & {
    conversions: Record<ConversionState, number>;
  };

/**
 * What the admin dashboard shows: server/delivery/dashboard.ts computes it,
 * components/admin/Dashboard.tsx renders it (both in src/features/leads/).
 */
export interface DashboardData {
  at: string;
  today: LeadCounts;
  last7: LeadCounts;
  daily: ({ day: string } & LeadCounts)[];
  unassigned: { feedback: number; trial: number };
  overdue: { feedback: number; trial: number };
  overdueBefore: string;
  todayStart: string;
  medianContactMinutes: number | null;
  newest: { projects: string | null; tenders: string | null };
  importedToday: number;
  imported7: number;
  imports: { id: number; filename: string; status: string; rejected: number; finishedAt: string | null }[];
  failedJobs: number;
  confirmedAlerts: number;
  digest: { at: string; sent: number; failed: number } | null;
  stale: { stale: boolean; last: string | null; limitHours: number };
  sources: SourcePeriod[];
}
