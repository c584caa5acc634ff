import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// English titles and owners (docs/search.md): `title` and `owner` of projects and tenders become
// localized, so they move into `<table>_locales` (one row per `_locale`). Every existing title
// and owner is copied into the zh row before the columns go; `search_text` and its GIN index
// stay as they are. The index and the foreign key are added after the copy (faster on big tables).
const TABLES = ['projects', 'tenders'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TABLES) {
    await db.execute(
      sql.raw(`CREATE TABLE "${t}_locales" (
  	"title" varchar NOT NULL,
  	"owner" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  INSERT INTO "${t}_locales" ("title", "owner", "_locale", "_parent_id")
    SELECT "title", "owner", 'zh', "id" FROM "${t}" ORDER BY "id";
  ALTER TABLE "${t}_locales" ADD CONSTRAINT "${t}_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."${t}"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "${t}_locales_locale_parent_id_unique" ON "${t}_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "${t}" DROP COLUMN "title";
  ALTER TABLE "${t}" DROP COLUMN "owner";`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES) {
    await db.execute(
      sql.raw(`ALTER TABLE "${t}" ADD COLUMN "title" varchar;
  ALTER TABLE "${t}" ADD COLUMN "owner" varchar;
  UPDATE "${t}" r SET "title" = l."title", "owner" = l."owner"
    FROM "${t}_locales" l WHERE l."_parent_id" = r."id" AND l."_locale" = 'zh';
  UPDATE "${t}" SET "title" = '', "owner" = '' WHERE "title" IS NULL;
  ALTER TABLE "${t}" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "${t}" ALTER COLUMN "owner" SET NOT NULL;
  DROP TABLE "${t}_locales" CASCADE;`),
    )
  }
}
