import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { FOLDED, REQUIRED, fillFromLocales, localesFromColumns } from '../record-texts-fold'

// The records' texts move from their locale rows into their own row: see ../record-texts-fold.ts.
// SQLite adds a NOT NULL column only with a default: '' until the rows are filled (the schema
// snapshot has none, which Payload's generator never compares with the file's).
const TABLES = ['projects', 'tenders'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    for (const column of FOLDED[table]) {
      const type = REQUIRED.has(column) ? `text NOT NULL DEFAULT ''` : 'text'
      await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`${column}\` ${type}`))
      await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`${column}_en\` text`))
    }
    await db.run(sql.raw(fillFromLocales(table)))
    await db.run(sql.raw(`DROP TABLE \`${table}_locales\``))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`projects_locales\` (
  	\`title\` text NOT NULL,
  	\`owner\` text NOT NULL,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_locales_locale_parent_id_unique\` ON \`projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenders_locales\` (
  	\`title\` text NOT NULL,
  	\`agency\` text,
  	\`winner\` text,
  	\`owner\` text NOT NULL,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tenders_locales_locale_parent_id_unique\` ON \`tenders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_locales_parent_idx\` ON \`projects_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tenders_locales_parent_idx\` ON \`tenders_locales\` (\`_parent_id\`);`)
  for (const table of TABLES) for (const statement of localesFromColumns(table)) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`title_en\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`owner\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`owner_en\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`projects\` DROP COLUMN \`summary_en\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`title_en\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`agency\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`agency_en\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`winner\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`winner_en\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`owner\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`owner_en\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`tenders\` DROP COLUMN \`summary_en\`;`)
}
