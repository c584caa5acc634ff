import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { searchText } from '../frozen/search-text-20261123'

// Keyword index (docs/search.md, src/text/search-text.ts): a `search_text` column of title tokens and
// a GIN index on the tsvector of those tokens (PG_SEARCH_VECTOR in src/server/listings.ts). The
// index follows every write by itself; bulk loads drop and rebuild it with the others.
const TABLES = ['projects', 'tenders'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TABLES) {
    await db.execute(sql.raw(`ALTER TABLE "${t}" ADD COLUMN "search_text" varchar;`))
    // Rows that existed before this migration get their tokens here, in batches.
    for (;;) {
      const { rows } = (await db.execute(
        sql.raw(`SELECT id, title FROM "${t}" WHERE search_text IS NULL ORDER BY id LIMIT 10000`),
      )) as unknown as { rows: { id: number; title: string }[] }
      if (!rows.length) break
      const json = JSON.stringify(rows.map((r) => ({ id: r.id, t: searchText(r.title) })))
      await db.execute(
        sql`UPDATE ${sql.raw(`"${t}"`)} AS r SET search_text = v.t FROM json_to_recordset(${json}::json) AS v(id int, t text) WHERE r.id = v.id`,
      )
    }
    await db.execute(
      sql.raw(
        `CREATE INDEX "${t}_search_idx" ON "${t}" USING gin (array_to_tsvector(string_to_array(search_text, ' ')));`,
      ),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${t}_search_idx";`))
    await db.execute(sql.raw(`ALTER TABLE "${t}" DROP COLUMN "search_text";`))
  }
}
