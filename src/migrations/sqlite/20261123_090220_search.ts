import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { searchText } from '../frozen/search-text-20261123'

// Keyword index (docs/search.md, src/text/search-text.ts): a `search_text` column of title tokens,
// an external-content FTS5 table over it, and triggers that keep the FTS5 table in step with
// every insert, update and delete (admin edits go through Payload, bulk loads through SQL).
const TABLES = ['projects', 'tenders'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TABLES) {
    await db.run(sql.raw(`ALTER TABLE \`${t}\` ADD \`search_text\` text;`))
    // Rows that existed before this migration get their tokens here, in batches.
    for (;;) {
      const rows = (await db.all(
        sql.raw(`SELECT id, title FROM \`${t}\` WHERE search_text IS NULL ORDER BY id LIMIT 5000`),
      )) as { id: number; title: string }[]
      if (!rows.length) break
      const json = JSON.stringify(rows.map((r) => ({ id: r.id, t: searchText(r.title) })))
      await db.run(
        sql`UPDATE ${sql.raw(t)} SET search_text = (SELECT json_extract(value, '$.t') FROM json_each(${json}) WHERE json_extract(value, '$.id') = ${sql.raw(t)}.id) WHERE id IN (SELECT json_extract(value, '$.id') FROM json_each(${json}))`,
      )
    }
    await db.run(
      sql.raw(
        `CREATE VIRTUAL TABLE \`${t}_search\` USING fts5(search_text, content='${t}', content_rowid='id')`,
      ),
    )
    await db.run(sql.raw(`INSERT INTO \`${t}_search\`(\`${t}_search\`) VALUES ('rebuild')`))
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_search_ai\` AFTER INSERT ON \`${t}\` BEGIN
  INSERT INTO \`${t}_search\`(rowid, search_text) VALUES (new.id, new.search_text);
END`),
    )
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_search_ad\` AFTER DELETE ON \`${t}\` BEGIN
  INSERT INTO \`${t}_search\`(\`${t}_search\`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END`),
    )
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_search_au\` AFTER UPDATE OF search_text ON \`${t}\` BEGIN
  INSERT INTO \`${t}_search\`(\`${t}_search\`, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO \`${t}_search\`(rowid, search_text) VALUES (new.id, new.search_text);
END`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES) {
    for (const suffix of ['ai', 'ad', 'au'])
      await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${t}_search_${suffix}\``))
    await db.run(sql.raw(`DROP TABLE IF EXISTS \`${t}_search\``))
    await db.run(sql.raw(`ALTER TABLE \`${t}\` DROP COLUMN \`search_text\`;`))
  }
}
