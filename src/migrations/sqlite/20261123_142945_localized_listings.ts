import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// English titles and owners (docs/search.md): `title` and `owner` of projects and tenders become
// localized, so they move into `<table>_locales` (one row per `_locale`). Every existing title
// and owner is copied into the zh row before the columns go; `search_text` and its FTS5 table
// and triggers only read `search_text`, so they stay as they are.
const TABLES = ['projects', 'tenders'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TABLES) {
    await db.run(
      sql.raw(`CREATE TABLE \`${t}_locales\` (
  	\`title\` text NOT NULL,
  	\`owner\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`${t}\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );`),
    )
    await db.run(
      sql.raw(
        `INSERT INTO \`${t}_locales\` (\`title\`, \`owner\`, \`_locale\`, \`_parent_id\`) SELECT \`title\`, \`owner\`, 'zh', \`id\` FROM \`${t}\` ORDER BY \`id\``,
      ),
    )
    await db.run(
      sql.raw(
        `CREATE UNIQUE INDEX \`${t}_locales_locale_parent_id_unique\` ON \`${t}_locales\` (\`_locale\`,\`_parent_id\`);`,
      ),
    )
    await db.run(sql.raw(`ALTER TABLE \`${t}\` DROP COLUMN \`title\`;`))
    await db.run(sql.raw(`ALTER TABLE \`${t}\` DROP COLUMN \`owner\`;`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES) {
    // SQLite adds a NOT NULL column only with a default; the zh rows fill it at once.
    await db.run(sql.raw(`ALTER TABLE \`${t}\` ADD \`title\` text NOT NULL DEFAULT '';`))
    await db.run(sql.raw(`ALTER TABLE \`${t}\` ADD \`owner\` text NOT NULL DEFAULT '';`))
    await db.run(
      sql.raw(
        `UPDATE \`${t}\` SET (\`title\`, \`owner\`) = (SELECT l.\`title\`, l.\`owner\` FROM \`${t}_locales\` l WHERE l.\`_parent_id\` = \`${t}\`.\`id\` AND l.\`_locale\` = 'zh')
         WHERE EXISTS (SELECT 1 FROM \`${t}_locales\` l WHERE l.\`_parent_id\` = \`${t}\`.\`id\` AND l.\`_locale\` = 'zh')`,
      ),
    )
    await db.run(sql.raw(`DROP TABLE \`${t}_locales\`;`))
  }
}
