/** Leads by kind: feedback, trial applications, confirmed alert sign-ups. */
export type LeadCounts = { feedback: number; trial: number; alerts: number };

/** One value of a source column over a period: its leads and their share of all the period's leads. */
export interface SourceRow {
  /** The column's value; null for leads without one (no source recorded). */
  key: string | null;
  count: number;
  share: number;
}

/** Where the leads of the last `days` days came from (src/features/leads/server/source-figures.ts). */
export interface SourcePeriod {
  days: 7 | 30;
  total: number;
  engines: SourceRow[];
  campaigns: SourceRow[];
  kinds: SourceRow[];
  landings: SourceRow[];
  keywords: SourceRow[];
  conversions: { reported: number; failed: number; queued: number };
}

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
