// Indexes no query reads (docs/organisations.md, 'Bulk loads'), each one more write per new or
// changed row: the single-column organisation indexes (the (organisation, publishedAt) indexes
// serve every lookup by organisation, foreign key checks included) and the updatedAt indexes
// Payload adds with timestamps, with the organisations' createdAt one (lists sort by publishedAt
// or recordCount, sitemaps by id). The records' createdAt indexes stay: the lead watch's stale
// check and the dashboard's 'added today' read them (src/server/leads/stale.ts, dashboard.ts).
// The config cannot switch the latter off, so the schema snapshots keep them: the migrations
// 20261127_161000_unread_indexes of both engines drop them.
export const UNREAD_INDEXES: [name: string, table: string, column: string][] = [
  ['projects_owner_org_idx', 'projects', 'owner_org_id'],
  ['tenders_owner_org_idx', 'tenders', 'owner_org_id'],
  ['tenders_agency_org_idx', 'tenders', 'agency_org_id'],
  ['tenders_winner_org_idx', 'tenders', 'winner_org_id'],
  ['projects_updated_at_idx', 'projects', 'updated_at'],
  ['tenders_updated_at_idx', 'tenders', 'updated_at'],
  ['organisations_updated_at_idx', 'organisations', 'updated_at'],
  ['organisations_created_at_idx', 'organisations', 'created_at'],
]
