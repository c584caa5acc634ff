import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Keywords whose figures wait for the `keywordFigures` job (docs/seo.md, 'Keyword pages'): a
// publish or an operator's save marks them; the job recomputes them and clears the mark unless
// it was marked again meanwhile. Written by src/server/keywords/ and the collection hooks only.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS keyword_figures_stale (
    slug text PRIMARY KEY NOT NULL,
    marked_at text NOT NULL
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS keyword_figures_stale`)
}
