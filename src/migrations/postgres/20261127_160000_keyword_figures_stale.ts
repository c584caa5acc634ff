import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The `keywordFigures` task (src/collections/jobs.ts) and the keywords whose figures wait for it
// (docs/seo.md, 'Keyword pages'): a publish or an operator's save marks them; the job recomputes them and clears the mark unless
// it was marked again meanwhile. Written by src/server/keywords/ and the collection hooks only.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'keywordFigures'`)
  await db.execute(sql`ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'keywordFigures'`)
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "keyword_figures_stale" (
    "slug" varchar PRIMARY KEY NOT NULL,
    "marked_at" timestamp(3) with time zone NOT NULL
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "keyword_figures_stale"`)
  // Postgres cannot drop an enum value; a leftover 'keywordFigures' is harmless.
  await db.execute(sql`DELETE FROM "payload_jobs" WHERE "task_slug" = 'keywordFigures'`)
}
