import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// A candidacy carries its tender's publication time (docs/organisations.md, 'Upkeep'), so an
// organisation's newest candidacies are one range of (org_id, published_at), as on PostgreSQL
// (its migration of the same name). The writers give the date; the triggers keep it for any
// other writer and follow a tender's date when it moves.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE tender_candidates ADD COLUMN published_at text`)
  await db.run(sql`UPDATE tender_candidates
    SET published_at = (SELECT t.published_at FROM tenders t WHERE t.id = tender_candidates.tender_id)`)
  await db.run(sql`DROP INDEX IF EXISTS tender_candidates_org_idx`)
  await db.run(sql`CREATE INDEX tender_candidates_org_idx ON tender_candidates (org_id, published_at, tender_id)`)
  await db.run(
    sql.raw(`CREATE TRIGGER tender_candidates_dated AFTER INSERT ON tender_candidates WHEN NEW.published_at IS NULL
      BEGIN UPDATE tender_candidates SET published_at = (SELECT published_at FROM tenders WHERE id = NEW.tender_id)
        WHERE tender_id = NEW.tender_id AND rank = NEW.rank; END`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER tenders_candidates_redated AFTER UPDATE OF published_at ON tenders
      WHEN NEW.published_at IS NOT OLD.published_at
      BEGIN UPDATE tender_candidates SET published_at = NEW.published_at WHERE tender_id = NEW.id; END`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS tenders_candidates_redated`)
  await db.run(sql`DROP TRIGGER IF EXISTS tender_candidates_dated`)
  await db.run(sql`DROP INDEX IF EXISTS tender_candidates_org_idx`)
  await db.run(sql`CREATE INDEX tender_candidates_org_idx ON tender_candidates (org_id, tender_id)`)
  await db.run(sql`ALTER TABLE tender_candidates DROP COLUMN published_at`)
}
