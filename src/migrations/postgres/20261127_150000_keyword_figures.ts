import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Keyword figures maintained on publish (docs/seo.md, 'Keyword pages'): one row per keyword and
// province ('' for the whole keyword), its figures as JSON, the time they were computed. Written
// by src/server/keywords/figures.ts only; not a Payload collection.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "keyword_figures" (
    "slug" varchar NOT NULL,
    "province" varchar NOT NULL,
    "figures" text NOT NULL,
    "computed_at" timestamp(3) with time zone NOT NULL,
    PRIMARY KEY ("slug", "province")
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "keyword_figures"`)
}
