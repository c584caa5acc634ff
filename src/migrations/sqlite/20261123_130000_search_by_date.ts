import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Keyword search newest first without reading rows (issue 13): the FTS5 table is keyed by the
// row's date instead of its id, so a match list comes out of the index already in listing
// order and the first page of a frequent term reads 20 rows, not every match. The key is
// SEARCH_KEY in src/server/teasers/keyword.ts: whole seconds of published_at times 2^31, plus
// the id (ids stay below 2^31). The table is contentless: the triggers hand FTS5 the tokens.
const TABLES = ['projects', 'tenders'] as const
const key = (row: string) => `(CAST(strftime('%s', ${row}.published_at) AS INTEGER) * 2147483648 + ${row}.id)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TABLES) {
    for (const suffix of ['ai', 'ad', 'au'])
      await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${t}_search_${suffix}\``))
    await db.run(sql.raw(`DROP TABLE IF EXISTS \`${t}_search\``))
    await db.run(sql.raw(`CREATE VIRTUAL TABLE \`${t}_search\` USING fts5(search_text, content='')`))
    await db.run(
      sql.raw(
        `INSERT INTO \`${t}_search\`(rowid, search_text) SELECT ${key(t)}, search_text FROM \`${t}\``,
      ),
    )
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_search_ai\` AFTER INSERT ON \`${t}\` BEGIN
  INSERT INTO \`${t}_search\`(rowid, search_text) VALUES (${key('new')}, new.search_text);
END`),
    )
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_search_ad\` AFTER DELETE ON \`${t}\` BEGIN
  INSERT INTO \`${t}_search\`(\`${t}_search\`, rowid, search_text) VALUES ('delete', ${key('old')}, old.search_text);
END`),
    )
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_search_au\` AFTER UPDATE OF search_text, published_at ON \`${t}\` BEGIN
  INSERT INTO \`${t}_search\`(\`${t}_search\`, rowid, search_text) VALUES ('delete', ${key('old')}, old.search_text);
  INSERT INTO \`${t}_search\`(rowid, search_text) VALUES (${key('new')}, new.search_text);
END`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES) {
    for (const suffix of ['ai', 'ad', 'au'])
      await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${t}_search_${suffix}\``))
    await db.run(sql.raw(`DROP TABLE IF EXISTS \`${t}_search\``))
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
