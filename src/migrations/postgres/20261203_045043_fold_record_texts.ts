import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { FOLDED, REQUIRED, fillFromLocales, localesFromColumns } from '../record-texts-fold'

// The records' texts move from their locale rows into their own row: see ../record-texts-fold.ts.
// Every record is rewritten once, so the table's indexes other than its keys are dropped first
// and built again afterwards, from their own definitions: one sorted build each, where the
// rewrite would add an entry per row to each (docs/benchmarks.md, 'The records' texts in their
// own row'). The old row versions stay as free space until VACUUM FULL (or pg_repack) compacts
// the tables: docs/deployment.md, 'Upgrading'.
const TABLES = ['projects', 'tenders'] as const

/** The table's indexes that back no constraint (its key and foreign keys stay), with their definitions. */
async function secondaryIndexes(db: MigrateUpArgs['db'], table: string) {
  const result = await db.execute(
    sql`SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ${table}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  )
  return (result as unknown as { rows: { name: string; def: string }[] }).rows
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    const columns = FOLDED[table].flatMap((c) => [c, `${c}_en`])
    await db.execute(
      sql.raw(`ALTER TABLE "${table}" ${columns.map((c) => `ADD COLUMN "${c}" varchar`).join(', ')}`),
    )
    const indexes = await secondaryIndexes(db, table)
    for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.name}"`))
    await db.execute(sql.raw(fillFromLocales(table)))
    for (const index of indexes) await db.execute(sql.raw(index.def))
    const required = FOLDED[table].filter((c) => REQUIRED.has(c))
    await db.execute(
      sql.raw(`ALTER TABLE "${table}" ${required.map((c) => `ALTER COLUMN "${c}" SET NOT NULL`).join(', ')}`),
    )
    await db.execute(sql.raw(`DROP TABLE "${table}_locales" CASCADE`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "projects_locales" (
  	"title" varchar NOT NULL,
  	"owner" varchar NOT NULL,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tenders_locales" (
  	"title" varchar NOT NULL,
  	"agency" varchar,
  	"winner" varchar,
  	"owner" varchar NOT NULL,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenders_locales" ADD CONSTRAINT "tenders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tenders_locales_locale_parent_id_unique" ON "tenders_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_locales_parent_idx" ON "projects_locales" USING btree ("_parent_id");
  CREATE INDEX "tenders_locales_parent_idx" ON "tenders_locales" USING btree ("_parent_id");`)
  for (const table of TABLES) for (const statement of localesFromColumns(table)) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "projects" DROP COLUMN "title";
  ALTER TABLE "projects" DROP COLUMN "title_en";
  ALTER TABLE "projects" DROP COLUMN "owner";
  ALTER TABLE "projects" DROP COLUMN "owner_en";
  ALTER TABLE "projects" DROP COLUMN "summary";
  ALTER TABLE "projects" DROP COLUMN "summary_en";
  ALTER TABLE "tenders" DROP COLUMN "title";
  ALTER TABLE "tenders" DROP COLUMN "title_en";
  ALTER TABLE "tenders" DROP COLUMN "agency";
  ALTER TABLE "tenders" DROP COLUMN "agency_en";
  ALTER TABLE "tenders" DROP COLUMN "winner";
  ALTER TABLE "tenders" DROP COLUMN "winner_en";
  ALTER TABLE "tenders" DROP COLUMN "owner";
  ALTER TABLE "tenders" DROP COLUMN "owner_en";
  ALTER TABLE "tenders" DROP COLUMN "summary";
  ALTER TABLE "tenders" DROP COLUMN "summary_en";`)
}
