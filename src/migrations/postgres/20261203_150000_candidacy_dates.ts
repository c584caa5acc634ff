import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A candidacy carries its tender's publication time (docs/organisations.md, 'Upkeep'), so an
// organisation's newest candidacies are one range of (org_id, published_at): its page's candidate
// role and the date its last record was published no longer read every candidacy it has (6,000
// for the busiest at 1,000,000 tenders) nor walk the tenders newest first looking for its own.
// The writers give the date; the triggers keep it for any other writer and follow a tender's
// date when it moves.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "tender_candidates" ADD COLUMN IF NOT EXISTS "published_at" timestamptz`)
  await db.execute(sql`UPDATE "tender_candidates" AS c SET "published_at" = t."published_at"
    FROM "tenders" AS t WHERE t."id" = c."tender_id"`)
  await db.execute(sql`DROP INDEX IF EXISTS "tender_candidates_org_idx"`)
  await db.execute(
    sql`CREATE INDEX "tender_candidates_org_idx" ON "tender_candidates" ("org_id", "published_at", "tender_id")`,
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION tender_candidates_dated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.published_at := (SELECT published_at FROM tenders WHERE id = NEW.tender_id); RETURN NEW; END $$;`),
  )
  await db.execute(
    sql.raw(`CREATE TRIGGER "tender_candidates_dated" BEFORE INSERT ON "tender_candidates"
      FOR EACH ROW WHEN (NEW.published_at IS NULL) EXECUTE FUNCTION tender_candidates_dated();`),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION tenders_candidates_redated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE tender_candidates SET published_at = NEW.published_at WHERE tender_id = NEW.id; RETURN NULL; END $$;`),
  )
  await db.execute(
    sql.raw(`CREATE TRIGGER "tenders_candidates_redated" AFTER UPDATE OF published_at ON "tenders"
      FOR EACH ROW WHEN (OLD.published_at IS DISTINCT FROM NEW.published_at)
      EXECUTE FUNCTION tenders_candidates_redated();`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TRIGGER IF EXISTS "tenders_candidates_redated" ON "tenders"`)
  await db.execute(sql`DROP TRIGGER IF EXISTS "tender_candidates_dated" ON "tender_candidates"`)
  await db.execute(sql`DROP FUNCTION IF EXISTS tenders_candidates_redated()`)
  await db.execute(sql`DROP FUNCTION IF EXISTS tender_candidates_dated()`)
  await db.execute(sql`DROP INDEX IF EXISTS "tender_candidates_org_idx"`)
  await db.execute(sql`CREATE INDEX "tender_candidates_org_idx" ON "tender_candidates" ("org_id", "tender_id")`)
  await db.execute(sql`ALTER TABLE "tender_candidates" DROP COLUMN IF EXISTS "published_at"`)
}
