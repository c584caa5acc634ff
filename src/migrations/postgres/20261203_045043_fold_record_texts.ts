import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { FOLDED, REQUIRED, fillFromLocales, localesFromColumns } from '../record-texts-fold'

// The records' texts move from their locale rows into their own row: see ../record-texts-fold.ts.
// Every record is rewritten once (at 300,000 + 300,000 records, docs/benchmarks.md, 'The
// records' texts in their own row'); run VACUUM ANALYZE on both tables afterwards.
const TABLES = ['projects', 'tenders'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    const columns = FOLDED[table].flatMap((c) => [c, `${c}_en`])
    await db.execute(
      sql.raw(`ALTER TABLE "${table}" ${columns.map((c) => `ADD COLUMN "${c}" varchar`).join(', ')}`),
    )
    await db.execute(sql.raw(fillFromLocales(table)))
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
