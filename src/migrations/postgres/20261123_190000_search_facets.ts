import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Facets in the keyword index (docs/search.md, src/server/teasers/keyword.ts): the GIN index also holds
// each row's equality filters and publication day as lexemes starting with `#`, so a keyword with a
// province reads only the rows of that province, and a frequent one only the matches of the
// newest days. The functions are declared IMMUTABLE although an enum's text could be renamed:
// renaming an enum value of these tables needs a REINDEX of the *_search_idx indexes. They are
// PARALLEL UNSAFE so that a keyword query, which reads the index through them, runs in one
// process: starting two workers took longer than its reads (7 ms idle, 70-200 ms on a busy
// machine, for a term with no match at all).
const VECTORS = {
  projects:
    "array_to_tsvector(string_to_array(search_text, ' ') || ARRAY[search_facet('#p', province), search_facet('#i', industry), search_facet('#c', category_code), search_facet('#s', stage), search_day_facet(published_at)])",
  tenders:
    "array_to_tsvector(string_to_array(search_text, ' ') || ARRAY[search_facet('#p', province), search_facet('#i', industry), search_facet('#n', notice_code), CASE WHEN free THEN '#f1' ELSE '#f0' END, search_day_facet(published_at)])",
} as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION search_facet(prefix text, value anyenum) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL UNSAFE AS $$ SELECT prefix || value::text $$;`),
  )
  // Days since 1970-01-01 UTC: the same day in every time zone.
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION search_day_facet(at timestamptz) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL UNSAFE AS $$ SELECT '#d' || floor(extract(epoch FROM at) / 86400)::bigint $$;`),
  )
  for (const [t, vector] of Object.entries(VECTORS)) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${t}_search_idx";`))
    await db.execute(sql.raw(`CREATE INDEX "${t}_search_idx" ON "${t}" USING gin (${vector});`))
    // The plans read the lexemes' frequencies from the index's statistics.
    await db.execute(sql.raw(`ANALYZE "${t}";`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of Object.keys(VECTORS)) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${t}_search_idx";`))
    await db.execute(
      sql.raw(
        `CREATE INDEX "${t}_search_idx" ON "${t}" USING gin (array_to_tsvector(string_to_array(search_text, ' ')));`,
      ),
    )
  }
  await db.execute(sql.raw('DROP FUNCTION IF EXISTS search_day_facet(timestamptz);'))
  await db.execute(sql.raw('DROP FUNCTION IF EXISTS search_facet(text, anyenum);'))
}
